import { act } from '@testing-library/react';
import { vi } from 'vitest';

/*
 * Waiting on vitest's fake clock in component tests: debounce timers and TanStack Query's notifications run on it,
 * so a test moves the clock on rather than sleeping.
 */

/** Runs the fake clock on by `ms`, inside act(). */
export const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Runs the fake clock on in steps of 10 ms until the assertion holds, for at most 2 s of fake time. */
export async function eventually(assertion: () => void): Promise<void> {
  for (let step = 0; ; step += 1) {
    try {
      assertion();
      return;
    } catch (error) {
      if (step >= 200) throw error;
    }
    await pause(10);
  }
}
