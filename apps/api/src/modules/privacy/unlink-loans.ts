import type { PrivacyRepository } from './privacy.repository';

/**
 * Privacy by default (docs/decisions/022): a loan's link to its patron, the card and the account, is removed a
 * while after the loan ends (LOAN_PATRON_LINK_DAYS, 14 by default). What stays is the library, the title, the
 * price and the loan's times: the statistics, the budgets and the title's counts read nothing else.
 *
 * Loans go a library's calendar month at a time (a cohort: the library and the local month the loans began in),
 * once every loan of that month
 * - ended more than LOAN_PATRON_LINK_DAYS ago, and
 * - began before the current patron-limit period could have begun (the earlier of the local month's and the ISO
 *   week's first day): the patron limit counts a card's loans begun in the current month or week, so a link it
 *   could still count is never removed, whichever period the library uses or switches to.
 * A link therefore lives LOAN_PATRON_LINK_DAYS after the loan ends, or until the month's last loan has ended
 * that long, whichever is later: at most the month, the loan period and LOAN_PATRON_LINK_DAYS.
 *
 * Each patron of a cohort gets a number (patron_tag), drawn in random order and kept nowhere else, so the
 * statistics still count distinct patrons within a month; across months an unlinked patron counts once per
 * month. A user who keeps their loan history keeps the link to their account (user_id); the card goes all the
 * same, since a card may be shared and is not theirs to keep a history of. A deleted account keeps nothing: its
 * loans lose the account at once (modules/users, docs/decisions/025).
 * The session links of those loans (session_loans) go as well. The SQL is privacy.repository.ts's.
 */

/** Cohorts per statement: one batch's work stays small however far behind the job is. */
export const UNLINK_BATCH_COHORTS = 12;

export interface UnlinkResult {
  /** Loans whose link was removed (fully, or all but a kept account link). */
  loans: number;
  /** Another process held the lock: this run did nothing. */
  skipped: boolean;
}

export function createLoanUnlinker(
  repo: Pick<PrivacyRepository, 'dueLinkCohorts' | 'unlinkCohorts'>,
  options: { linkDays: number },
) {
  return {
    /**
     * Removes every link that is due, a batch per transaction. Safe on several processes at once: a transaction-
     * scoped advisory lock lets one of them work while the others skip; and were two to run anyway, a loan
     * already unlinked no longer matches the update's condition, so nothing is done twice. `stop` ends the run
     * before its next batch (a batch is one transaction: what it did stays).
     */
    async run(now: Date = new Date(), stop?: AbortSignal): Promise<UnlinkResult> {
      // A process shutting down ends the run between batches, before its database closes.
      if (stop?.aborted) return { loans: 0, skipped: false };
      const due = await repo.dueLinkCohorts(now, options.linkDays);
      let loans = 0;
      for (let at = 0; at < due.length; at += UNLINK_BATCH_COHORTS) {
        if (stop?.aborted) break;
        const done = await repo.unlinkCohorts(due.slice(at, at + UNLINK_BATCH_COHORTS));
        if (done === null) return { loans, skipped: loans === 0 };
        loans += done;
      }
      return { loans, skipped: false };
    },
  };
}
export type LoanUnlinker = ReturnType<typeof createLoanUnlinker>;
