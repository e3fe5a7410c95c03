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
 * same, since a card may be shared and is not theirs to keep a history of. A deleted account keeps nothing: its
 * loans lose the account at once (modules/users, docs/decisions/025).
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
  or (l.user_id is not null and not coalesce(u.keep_loan_history, false)))`;

/** A library's calendar month whose links are due, as `dueCohorts` lists it. */
interface Cohort {
  library_id: number;
  /** The local month's first day, as PostgreSQL writes a timestamp without time zone. */
  month: string;
  tz: string;
}

export function createLoanUnlinker(db: Database, options: { linkDays: number }) {
  /**
   * Every cohort whose links are all due: one pass over the loans still linked (loans_linked_idx), once per run,
   * so a job far behind (a restored backup, a first deploy on years of loans) costs one pass and then a few index
   * ranges per batch, not a pass per batch. A cohort once due stays due: no loan begins in a past month, and the
   * cut-off and the current period only move on.
   */
  async function dueCohorts(now: Date): Promise<Cohort[]> {
    const cutoff = new Date(now.getTime() - options.linkDays * 86_400_000);
    return queryRows<Cohort>(
      db,
      sql`with lib as (
          select id, time_zone as tz,
            least(date_trunc('month', ${now}::timestamptz at time zone time_zone),
                  date_trunc('week', ${now}::timestamptz at time zone time_zone)) at time zone time_zone as keep_from
          from libraries
        )
        select l.library_id, date_trunc('month', l.started_at at time zone lib.tz)::text as month, min(lib.tz) as tz
        from loans l
        join lib on lib.id = l.library_id
        left join users u on u.id = l.user_id
        where (l.card_id is not null or l.user_id is not null) and ${toUnlink}
        group by l.library_id, 2
        having max(l.ends_at) < ${cutoff}::timestamptz and max(l.started_at) < min(lib.keep_from)
        order by l.library_id, 2`,
    );
  }

  /** One batch: the given cohorts unlinked by one statement; how many loans it changed. */
  async function batch(tx: Database, cohorts: Cohort[]): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`with cohort as (
          select * from jsonb_to_recordset(${JSON.stringify(cohorts)}::jsonb)
            as c(library_id int, month timestamp, tz text)
        ),
        pending as (
          select l.id, l.library_id, l.card_id, l.user_id, l.patron_tag, c.month,
            (l.user_id is not null and coalesce(u.keep_loan_history, false)) as keeps_user
          from cohort c
          join loans l on l.library_id = c.library_id
            and l.started_at >= c.month at time zone c.tz
            and l.started_at < (c.month + interval '1 month') at time zone c.tz
          left join users u on u.id = l.user_id
          where (l.card_id is not null or l.user_id is not null) and ${toUnlink}
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
     * already unlinked no longer matches the update's condition, so nothing is done twice. `stop` ends the run
     * before its next batch (a batch is one transaction: what it did stays).
     */
    async run(now: Date = new Date(), stop?: AbortSignal): Promise<UnlinkResult> {
      // A process shutting down ends the run between batches, before its database closes.
      if (stop?.aborted) return { loans: 0, skipped: false };
      const due = await dueCohorts(now);
      let loans = 0;
      for (let at = 0; at < due.length; at += UNLINK_BATCH_COHORTS) {
        if (stop?.aborted) break;
        const cohorts = due.slice(at, at + UNLINK_BATCH_COHORTS);
        const done = await db.transaction(async (tx) => {
          const [lock] = await queryRows<{ got: boolean }>(
            tx as unknown as Database,
            sql`select pg_try_advisory_xact_lock(${UNLINK_LOCK_KEY}) as got`,
          );
          if (!lock?.got) return null;
          return batch(tx as unknown as Database, cohorts);
        });
        if (done === null) return { loans, skipped: loans === 0 };
        loans += done;
      }
      return { loans, skipped: false };
    },
  };
}
export type LoanUnlinker = ReturnType<typeof createLoanUnlinker>;
