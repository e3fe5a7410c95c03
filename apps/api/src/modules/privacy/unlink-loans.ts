import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

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
 * same, since a card may be shared and is not theirs to keep a history of. A deleted account keeps nothing.
 * The session links of those loans (session_loans) go as well.
 */

/** Cohorts per statement: one batch's work stays small however far behind the job is. */
export const UNLINK_BATCH_COHORTS = 12;

/** Key of the advisory lock that lets one process at a time do the work (any other skips the run). */
const UNLINK_LOCK_KEY = 7_301_014;

export interface UnlinkResult {
  /** Loans whose link was removed (fully, or all but a kept account link). */
  loans: number;
  /** Another process held the lock: this run did nothing. */
  skipped: boolean;
}

/** The loans still linked that should not stay so, in SQL (users joined as u). */
const toUnlink = sql`(l.card_id is not null
  or (l.user_id is not null and not (coalesce(u.keep_loan_history, false) and u.deleted_at is null)))`;

export function createLoanUnlinker(db: Database, options: { linkDays: number }) {
  /** One batch: up to UNLINK_BATCH_COHORTS cohorts unlinked by one statement; how many loans it changed. */
  async function batch(tx: Database, now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - options.linkDays * 86_400_000);
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`with lib as (
          select id, time_zone as tz,
            least(date_trunc('month', ${now}::timestamptz at time zone time_zone),
                  date_trunc('week', ${now}::timestamptz at time zone time_zone)) at time zone time_zone as keep_from
          from libraries
        ),
        pending as (
          select l.id, l.library_id, l.card_id, l.user_id, l.patron_tag, l.started_at, l.ends_at, lib.tz,
            lib.keep_from, date_trunc('month', l.started_at at time zone lib.tz) as month,
            (l.user_id is not null and coalesce(u.keep_loan_history, false) and u.deleted_at is null) as keeps_user
          from loans l
          join lib on lib.id = l.library_id
          left join users u on u.id = l.user_id
          where (l.card_id is not null or l.user_id is not null) and ${toUnlink}
        ),
        cohort as (
          select library_id, month, min(tz) as tz from pending
          group by library_id, month
          having max(ends_at) < ${cutoff}::timestamptz and max(started_at) < min(keep_from)
          order by library_id, month
          limit ${UNLINK_BATCH_COHORTS}
        ),
        patron as (
          select p.library_id, p.month, p.key,
            (select coalesce(max(x.patron_tag), 0) from loans x
              where x.library_id = p.library_id
                and x.started_at >= p.month at time zone p.tz
                and x.started_at < (p.month + interval '1 month') at time zone p.tz)
            + row_number() over (partition by p.library_id, p.month order by random()) as tag
          from (
            select distinct c.library_id, c.month, c.tz,
              coalesce('c' || pe.card_id::text, 'u' || pe.user_id::text) as key
            from pending pe join cohort c on c.library_id = pe.library_id and c.month = pe.month
            where pe.patron_tag is null
          ) p
        ),
        target as (
          select pe.id, pe.keeps_user, coalesce(pe.patron_tag, pa.tag) as tag
          from pending pe
          join cohort c on c.library_id = pe.library_id and c.month = pe.month
          left join patron pa on pa.library_id = pe.library_id and pa.month = pe.month
            and pa.key = coalesce('c' || pe.card_id::text, 'u' || pe.user_id::text)
        ),
        unlinked as (
          update loans l
          set card_id = null, user_id = case when t.keeps_user then l.user_id end, patron_tag = t.tag
          from target t
          where l.id = t.id and (l.card_id is not null or (l.user_id is not null and not t.keeps_user))
          returning l.id, l.user_id
        ),
        forgotten as (
          delete from session_loans s using unlinked x where s.loan_id = x.id and x.user_id is null
        )
        select count(*)::int as n from unlinked`,
    );
    return rows[0]?.n ?? 0;
  }

  return {
    /**
     * Removes every link that is due, a batch per transaction. Safe on several processes at once: a transaction-
     * scoped advisory lock lets one of them work while the others skip; and were two to run anyway, a loan
     * already unlinked no longer matches the update's condition, so nothing is done twice.
     */
    async run(now: Date = new Date()): Promise<UnlinkResult> {
      let loans = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          const [lock] = await queryRows<{ got: boolean }>(
            tx as unknown as Database,
            sql`select pg_try_advisory_xact_lock(${UNLINK_LOCK_KEY}) as got`,
          );
          if (!lock?.got) return null;
          return batch(tx as unknown as Database, now);
        });
        if (done === null) return { loans, skipped: loans === 0 };
        loans += done;
        if (done === 0) return { loans, skipped: false };
      }
    },
  };
}
export type LoanUnlinker = ReturnType<typeof createLoanUnlinker>;
