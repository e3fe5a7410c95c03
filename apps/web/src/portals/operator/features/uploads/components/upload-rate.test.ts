import { describe, expect, it } from 'vitest';
import { addSample, bytesPerSecond, megabytesPerSecond, secondsLeft, type RateSample } from './upload-rate';

describe('upload rate', () => {
  it('has no speed before a second of samples', () => {
    let samples: RateSample[] = [];
    samples = addSample(samples, { at: 0, bytes: 0 });
    samples = addSample(samples, { at: 500, bytes: 1_000_000 });
    expect(bytesPerSecond(samples)).toBeUndefined();
  });

  it('measures the bytes of the last five seconds', () => {
    let samples: RateSample[] = [];
    // 1 MB/s for ten seconds, then 4 MB/s for six.
    for (let second = 0; second <= 10; second++) {
      samples = addSample(samples, { at: second * 1000, bytes: second * 1_000_000 });
    }
    for (let second = 11; second <= 16; second++) {
      samples = addSample(samples, { at: second * 1000, bytes: 10_000_000 + (second - 10) * 4_000_000 });
    }
    expect(megabytesPerSecond(bytesPerSecond(samples)!)).toBeCloseTo(4, 5);
    expect(samples.length).toBeLessThanOrEqual(7);
  });

  it('starts again when the offset goes back (a new attempt)', () => {
    let samples: RateSample[] = [];
    samples = addSample(samples, { at: 0, bytes: 0 });
    samples = addSample(samples, { at: 2000, bytes: 8_000_000 });
    samples = addSample(samples, { at: 3000, bytes: 5_000_000 });
    expect(samples).toEqual([
      { at: 0, bytes: 0 },
      { at: 3000, bytes: 5_000_000 },
    ]);
  });

  it('gives the seconds left, rounded up, at the speed', () => {
    expect(secondsLeft(2_000_000, 10_000_000, 3_000_000)).toBe(3);
    expect(secondsLeft(10_000_000, 10_000_000, 3_000_000)).toBe(0);
    expect(secondsLeft(0, 10, undefined)).toBeUndefined();
    expect(secondsLeft(0, 10, 0)).toBeUndefined();
  });
});
