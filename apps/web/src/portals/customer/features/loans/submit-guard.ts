import { LOAN_DOUBLE_SUBMIT_GUARD_MS } from '@filmhyllan/contract/client';

/**
 * The spec's double-submit guard (sections 4 and 9): a second loan request within 2 seconds of the last one sent
 * is silently not sent. Only requests that are sent count; a form stopped by its own checks does not.
 */
export function createSubmitGuard(
  windowMs: number = LOAN_DOUBLE_SUBMIT_GUARD_MS,
  now: () => number = Date.now,
) {
  let lastSent = Number.NEGATIVE_INFINITY;
  return {
    /** True (and the time is noted) when a request may be sent now. */
    tryAcquire(): boolean {
      const time = now();
      if (time - lastSent < windowMs) return false;
      lastSent = time;
      return true;
    },
  };
}

export type SubmitGuard = ReturnType<typeof createSubmitGuard>;
