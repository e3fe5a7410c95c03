import { describe, expect, it } from 'vitest';
import { liftedCueLine } from './cue-placement';

describe('liftedCueLine', () => {
  const video = { bottom: 1000, height: 1000 };

  it('leaves the cues in their own place while the controls are hidden or clear of the picture', () => {
    expect(liftedCueLine(video, null)).toBeNull();
    expect(liftedCueLine(video, 1000)).toBeNull();
    expect(liftedCueLine(video, 1200)).toBeNull();
  });

  it('lifts the cues one line above the lines the controls cover, counted from the bottom', () => {
    // A line is 6 % of the height: 60 px. 100 px covered is two lines, and one more to clear them.
    expect(liftedCueLine(video, 900)).toBe(-3);
    expect(liftedCueLine(video, 940)).toBe(-2);
    expect(liftedCueLine(video, 941)).toBe(-2);
    expect(liftedCueLine(video, 939)).toBe(-3);
  });

  it('follows the size of the picture: the same controls cover more lines of a smaller video', () => {
    expect(liftedCueLine({ bottom: 400, height: 400 }, 300)).toBe(-6);
  });

  it('does not lift cues of a video that has no height yet', () => {
    expect(liftedCueLine({ bottom: 0, height: 0 }, -50)).toBeNull();
  });
});
