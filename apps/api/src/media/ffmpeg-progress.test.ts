import { describe, expect, it } from 'vitest';
import { createProgressReader } from './ffmpeg-progress';

describe("ffmpeg's -progress output", () => {
  it('reports the share of the duration reached, in whole percents that only grow, across split chunks', () => {
    const seen: number[] = [];
    const reader = createProgressReader(10, (p) => seen.push(p));
    reader.push('frame=10\nout_time_us=2500000\nout_ti');
    reader.push('me=00:00:02.5\nprogress=continue\n');
    reader.push('out_time_us=2500000\nprogress=continue\n'); // the same position: nothing new
    reader.push('out_time_ms=7000000\nprogress=continue\nout_time_us=N/A\nprogress=continue\n');
    reader.push('out_time_us=9990000\nprogress=end\n');
    expect(seen).toEqual([25, 70, 100]);
  });

  it('reports 0 for an unknown duration until the end', () => {
    const seen: number[] = [];
    const reader = createProgressReader(0, (p) => seen.push(p));
    reader.push('out_time_us=5000000\nprogress=continue\nprogress=end\n');
    expect(seen).toEqual([0, 100]);
  });
});
