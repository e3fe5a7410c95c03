import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisGuessLimiter, type GuessStore } from './guess-limiter';

/*
 * The failed-login limit shared by every server process through Redis. Needs a Redis server: TEST_REDIS_URL,
 * which the PostgreSQL run of the suite (npm run test:api:pg) sets to the machine's; a machine without one runs
 * the in-memory limiter's tests only.
 */
const url = process.env.TEST_REDIS_URL;
const MINUTE = 60_000;

describe.runIf(url)('Redis guess limiter', () => {
  let redis: Redis;
  const prefix = `filmhyllan:test:${randomBytes(4).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis(url!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  /** Two processes' limiters on one Redis, with one clock. */
  const pair = () => {
    const clock = { now: Date.now() };
    const make = () =>
      createRedisGuessLimiter(redis, { max: 3, windowSeconds: 600 }, { clock: () => clock.now, prefix });
    return { a: make(), b: make(), clock };
  };

  it('counts failures from two processes against one limit, and says when the oldest leaves the window', async () => {
    const { a, b, clock } = pair();
    await a.begin('ulla');
    clock.now += MINUTE;
    await b.begin('ulla');
    clock.now += MINUTE;
    await a.begin('ulla');
    clock.now += MINUTE;
    await expect(b.begin('ulla')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retry_after_seconds: 7 * 60 },
    });
    await expect(a.begin('ulla')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // Another key is not affected, and the first failure leaving the window frees one guess.
    await expect(b.begin('other')).resolves.toBeDefined();
    clock.now += 7 * MINUTE;
    await expect(b.begin('ulla')).resolves.toBeDefined();
    await expect(a.begin('ulla')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('stops counting a guess that succeeded, whichever process asks next', async () => {
    const { a, b } = pair();
    for (let i = 0; i < 10; i++) await (await a.begin('anna')).succeeded();
    await b.begin('anna');
    await b.begin('anna');
    await (await a.begin('anna')).succeeded();
    // Two failures and a success: one more guess may run.
    await b.begin('anna');
    await expect(a.begin('anna')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('lets exactly max of many parallel guesses from two processes through', async () => {
    const { a, b } = pair();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).begin('parallel')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
  });
});

describe('Redis guess limiter without Redis', () => {
  it('counts in memory when Redis cannot answer, and says so', async () => {
    const broken: GuessStore = {
      eval: () => Promise.reject(new Error('connection refused')),
      zrem: () => Promise.reject(new Error('connection refused')),
    };
    const errors: unknown[] = [];
    const limiter = createRedisGuessLimiter(
      broken,
      { max: 2, windowSeconds: 600 },
      {
        onError: (error) => errors.push(error),
      },
    );
    await limiter.begin('k');
    await limiter.begin('k');
    await expect(limiter.begin('k')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });
});
