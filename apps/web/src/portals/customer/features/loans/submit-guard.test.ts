import { describe, expect, it } from 'vitest';
import { LOAN_DOUBLE_SUBMIT_GUARD_MS } from '@filmhyllan/contract/client';
import { createSubmitGuard } from './submit-guard';

describe('createSubmitGuard', () => {
  it('lets the first request through and stops a second one within 2 seconds', () => {
    let now = 10_000;
    const guard = createSubmitGuard(LOAN_DOUBLE_SUBMIT_GUARD_MS, () => now);
    expect(guard.tryAcquire()).toBe(true);
    now += 1;
    expect(guard.tryAcquire()).toBe(false);
    now += LOAN_DOUBLE_SUBMIT_GUARD_MS - 2;
    expect(guard.tryAcquire()).toBe(false);
  });

  it('lets a request through once 2 seconds have passed since the last one sent', () => {
    let now = 0;
    const guard = createSubmitGuard(LOAN_DOUBLE_SUBMIT_GUARD_MS, () => now);
    expect(guard.tryAcquire()).toBe(true);
    now = 1500;
    expect(guard.tryAcquire()).toBe(false);
    // A request that was not sent does not move the window.
    now = LOAN_DOUBLE_SUBMIT_GUARD_MS;
    expect(guard.tryAcquire()).toBe(true);
    now = LOAN_DOUBLE_SUBMIT_GUARD_MS + 1999;
    expect(guard.tryAcquire()).toBe(false);
  });

  it('uses the contract constant of 2 seconds by default', () => {
    expect(LOAN_DOUBLE_SUBMIT_GUARD_MS).toBe(2000);
    let now = 5;
    const guard = createSubmitGuard(undefined, () => now);
    expect(guard.tryAcquire()).toBe(true);
    now += 1999;
    expect(guard.tryAcquire()).toBe(false);
    now += 1;
    expect(guard.tryAcquire()).toBe(true);
  });
});
