import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loans, watchPositions } from '../../db/schema';
import { callersLoans, type LoanWindow } from './loans.repository';

/** Whose running loans: the session's, and a logged-in user's own. */
export interface LoanCaller {
  userId: number | null;
  sessionIdHash: string;
}

/** The SQL of the Continue watching row (docs/decisions/058). */
export function createRunningLoansRepository(db: Database) {
  return {
    /**
     * The caller's running loans, newest first: those made in the session, and for a logged-in user also those
     * made while logged in and those on a card saved in the account (the same rule as activeLoanFor, so the row
     * offers exactly what the title page lets the caller watch). A loan found by several ways comes once.
     */
    async runningLoans(
      caller: LoanCaller,
      libraryId: number | null,
      now: Date,
      limit: number,
    ): Promise<LoanWindow[]> {
      const mine = callersLoans(db, caller, null);
      return db
        .select({
          id: loans.id,
          titleId: loans.titleId,
          libraryId: loans.libraryId,
          startedAt: loans.startedAt,
          endsAt: loans.endsAt,
        })
        .from(loans)
        .where(
          and(mine, gt(loans.endsAt, now), libraryId === null ? undefined : eq(loans.libraryId, libraryId)),
        )
        .orderBy(desc(loans.startedAt), desc(loans.id))
        .limit(limit);
    },

    /** A user's saved positions of some titles. */
    async watchPositions(userId: number, titleIds: number[]) {
      if (titleIds.length === 0) return [];
      return db
        .select({
          titleId: watchPositions.titleId,
          positionSeconds: watchPositions.positionSeconds,
          updatedAt: watchPositions.updatedAt,
        })
        .from(watchPositions)
        .where(and(eq(watchPositions.userId, userId), inArray(watchPositions.titleId, titleIds)));
    },
  };
}
export type RunningLoansRepository = ReturnType<typeof createRunningLoansRepository>;
