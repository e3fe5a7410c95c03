/** A moment of an upload: when (ms, any monotonic clock) and how many bytes the server had by then. */
export interface RateSample {
  at: number;
  bytes: number;
}

/** How far back the speed looks: long enough to smooth chunk bursts, short enough to follow a slower line. */
export const RATE_WINDOW_MS = 5_000;

/** The samples worth keeping after a new one: the window's, plus the last one before it as its start. */
export function addSample(samples: readonly RateSample[], next: RateSample): RateSample[] {
  // Bytes going backwards means a new attempt from the server's offset: the old samples say nothing about it.
  const kept = samples.filter((sample) => sample.bytes <= next.bytes);
  const inWindow = kept.filter((sample) => next.at - sample.at <= RATE_WINDOW_MS);
  const before = kept.filter((sample) => next.at - sample.at > RATE_WINDOW_MS).at(-1);
  return [...(before ? [before] : []), ...inWindow, next];
}

/** Bytes per second over the samples, or undefined until there is a second's worth of them. */
export function bytesPerSecond(samples: readonly RateSample[]): number | undefined {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 1_000) return undefined;
  return ((last.bytes - first.bytes) * 1_000) / (last.at - first.at);
}

/** Whole seconds until the rest arrives at this speed; undefined without a speed. */
export function secondsLeft(
  bytesSent: number,
  bytesTotal: number,
  rate: number | undefined,
): number | undefined {
  if (rate === undefined || rate <= 0) return undefined;
  return Math.ceil(Math.max(0, bytesTotal - bytesSent) / rate);
}

/** Megabytes (10^6 bytes, as disks and lines are sold) per second. */
export const megabytesPerSecond = (rate: number): number => rate / 1_000_000;
