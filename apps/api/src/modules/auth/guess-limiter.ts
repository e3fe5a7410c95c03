import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/keyed-hash';

/** One guess of a secret in progress: it counts as a failure unless `succeeded` is called. */
export interface Guess {
  /** The guess was right: it stops counting. Earlier failures of the key still count (decision 002). */
  succeeded(): Promise<void>;
}

/**
 * Failed guesses of a secret per key (an account name, a user id), at most `max` within a sliding window. The
 * per-client limit (routes/rate-limits) cannot stop guesses spread over many addresses; this one counts them
 * wherever they come from. Kept in memory per process today; callers see only this interface, so that a store
 * shared by every process (Redis) can take its place.
 */
export interface GuessLimiter {
  /**
   * Starts a guess for `key`. When the key already has `max` failures in the window it is refused with
   * RATE_LIMITED (429), details.retry_after_seconds saying when the oldest failure leaves the window, before
   * the secret is checked. Otherwise the guess counts as a failure at once, so parallel guesses cannot slip
   * past the limit, until `succeeded` is called for it.
   */
  begin(key: string): Promise<Guess>;
}

export interface GuessLimits {
  /** Failures a key may have within the window. */
  max: number;
  windowSeconds: number;
}

/** Keys remembered at most: the least recently used beyond this are forgotten. */
const DEFAULT_MAX_KEYS = 100_000;

/** A refusal for a key that has used its guesses. */
export const tooManyGuesses = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', { details: { retry_after_seconds: retryAfterSeconds } });

/**
 * The in-memory GuessLimiter. Per key it keeps the times of the guesses counted in the window (at most `max`),
 * under the key's SHA-256, so memory per key is small and bounded however long the typed username was.
 * Bounded to `maxKeys` keys, least recently used out: pushing a key out takes that many other failed guesses,
 * which the per-client limit and the password hash make slow.
 */
export function createMemoryGuessLimiter(
  limits: GuessLimits,
  options: { clock?: () => number; maxKeys?: number } = {},
): GuessLimiter {
  const clock = options.clock ?? Date.now;
  const windowMs = limits.windowSeconds * 1000;
  const guesses = new LRUCache<string, number[]>({ max: options.maxKeys ?? DEFAULT_MAX_KEYS });

  return {
    async begin(key: string): Promise<Guess> {
      const id = sha256Hex(key);
      const now = clock();
      const counted = (guesses.get(id) ?? []).filter((at) => at > now - windowMs);
      if (counted.length >= limits.max) {
        guesses.set(id, counted);
        const waitMs = counted[0]! + windowMs - now;
        throw tooManyGuesses(Math.max(1, Math.ceil(waitMs / 1000)));
      }
      counted.push(now);
      guesses.set(id, counted);
      return {
        async succeeded() {
          const current = guesses.get(id);
          const index = current?.lastIndexOf(now) ?? -1;
          if (!current || index < 0) return;
          current.splice(index, 1);
          if (current.length === 0) guesses.delete(id);
        },
      };
    },
  };
}

/**
 * Counts a guess in Redis, atomically: drops the key's failures that left the window, and either refuses (the
 * answer is the oldest failure's time) or adds this guess (answer 0). One sorted set per key, scored by time,
 * expiring with the window.
 */
const BEGIN_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2])
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 0
`;

/** What the Redis limiter needs of an ioredis client. */
export interface GuessStore {
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
  zrem(key: string, member: string): Promise<unknown>;
}

/**
 * The GuessLimiter shared by every server process (REDIS_URL): the same rules as the in-memory one, with the
 * failures kept in Redis under the key's SHA-256. When Redis cannot be reached the guess is counted by this
 * process's in-memory limiter instead (logged), so logins go on and stay limited.
 */
export function createRedisGuessLimiter(
  redis: GuessStore,
  limits: GuessLimits,
  options: { clock?: () => number; prefix?: string; onError?: (error: unknown) => void } = {},
): GuessLimiter {
  const clock = options.clock ?? Date.now;
  const windowMs = limits.windowSeconds * 1000;
  const prefix = options.prefix ?? 'filmhyllan:guesses:';
  const fallback = createMemoryGuessLimiter(limits, { clock });
  let sequence = 0;

  return {
    async begin(key: string): Promise<Guess> {
      const redisKey = `${prefix}${sha256Hex(key)}`;
      const now = clock();
      const member = `${now}:${process.pid}:${++sequence}:${Math.random().toString(36).slice(2)}`;
      let oldest: number;
      try {
        oldest = Number(await redis.eval(BEGIN_SCRIPT, 1, redisKey, now, windowMs, limits.max, member));
      } catch (error) {
        options.onError?.(error);
        return fallback.begin(key);
      }
      if (oldest > 0) throw tooManyGuesses(Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)));
      return {
        async succeeded() {
          await redis.zrem(redisKey, member).catch((error: unknown) => options.onError?.(error));
        },
      };
    },
  };
}
