import type { getWatchPosition, PastLoan, RunningLoan } from '@filmhyllan/contract';
import type { z } from 'zod';
import type { PastLoanEntry } from '../../modules/loans/loans.service';
import type { RunningLoanEntry } from '../../modules/loans/running-loans.service';
import { presentLoanWindow } from './customer.presenter';

/** The user's loan history and watch positions on the wire (docs/decisions/027). */

export function presentPastLoan(loan: PastLoanEntry): PastLoan {
  return {
    ...presentLoanWindow(loan),
    is_active: loan.isActive,
    title: loan.title,
  };
}

export function presentRunningLoan(loan: RunningLoanEntry): RunningLoan {
  return {
    ...presentLoanWindow(loan),
    title: loan.title,
    position_seconds: loan.positionSeconds,
    position_updated_at: loan.positionUpdatedAt?.toISOString() ?? null,
  };
}

export function presentWatchPosition(position: {
  positionSeconds: number | null;
  updatedAt: Date | null;
}): z.input<typeof getWatchPosition.response> {
  return {
    position_seconds: position.positionSeconds,
    updated_at: position.updatedAt?.toISOString() ?? null,
  };
}
