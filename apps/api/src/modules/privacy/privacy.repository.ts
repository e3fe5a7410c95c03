import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** The account row as the export shows it (no password hash). */
export interface AccountRow {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  birthdate: string | null;
  childrenMode: boolean;
  countryIso: string;
  keepLoanHistory: boolean;
  createdAt: Date;
}

/** How many rows of each kind are stored about a user. */
export interface StoredCounts {
  savedCards: number;
  favourites: number;
  linkedLoans: number;
  watchPositions: number;
  sessions: number;
  newsletter: boolean;
}

/** The user's loans still linked: made while logged in, or with a card saved in the account. */
const linkedLoans = (userId: number) => sql`(l.user_id = ${userId}
  or l.card_id in (select i.card_id from inventories i where i.user_id = ${userId}))`;

/** Instants come back as epoch milliseconds, which both drivers read alike. */
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

// ---------------------------------------------------------------- unlinking loans (modules/privacy/unlink-loans.ts)

/** Key of the advisory lock that lets one process at a time unlink loans (any other skips the run). */
const UNLINK_LOCK_KEY = 7_301_014;

/** The loans still linked that should not stay so, in SQL (users joined as u). */
const toUnlink = sql`(l.card_id is not null
  or (l.user_id is not null and not coalesce(u.keep_loan_history, false)))`;

/** A library's calendar month whose loan-patron links are due (modules/privacy/unlink-loans.ts). */
export interface LinkCohort {
  library_id: number;
  /** The local month's first day, as PostgreSQL writes a timestamp without time zone. */
  month: string;
  tz: string;
}

/**
 * Every cohort whose links are all due: one pass over the loans still linked (loans_linked_idx), once per run,
 * so a job far behind (a restored backup, a first deploy on years of loans) costs one pass and then a few index
 * ranges per batch, not a pass per batch. A cohort once due stays due: no loan begins in a past month, and the
 * cut-off and the current period only move on.
 */
async function dueCohorts(db: Database, now: Date, linkDays: number): Promise<LinkCohort[]> {
  const cutoff = new Date(now.getTime() - linkDays * 86_400_000);
  return queryRows<LinkCohort>(
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
async function unlinkBatch(tx: Database, cohorts: LinkCohort[]): Promise<number> {
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

export function createPrivacyRepository(db: Database) {
  return {
    /** Every cohort whose links are all due now (see dueCohorts above). */
    dueLinkCohorts: (now: Date, linkDays: number) => dueCohorts(db, now, linkDays),

    /**
     * Unlinks the given cohorts in one transaction under the job's advisory lock: how many loans changed, or null
     * when another process holds the lock (nothing done).
     */
    async unlinkCohorts(cohorts: LinkCohort[]): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [lock] = await queryRows<{ got: boolean }>(
          tx as unknown as Database,
          sql`select pg_try_advisory_xact_lock(${UNLINK_LOCK_KEY}) as got`,
        );
        if (!lock?.got) return null;
        return unlinkBatch(tx as unknown as Database, cohorts);
      });
    },

    async account(userId: number): Promise<AccountRow | undefined> {
      const [row] = await queryRows<Omit<AccountRow, 'createdAt'> & { createdAtMs: number }>(
        db,
        sql`select username, email, first_name as "firstName", last_name as "lastName",
            birthdate::text as birthdate, children_mode as "childrenMode", country_iso as "countryIso",
            keep_loan_history as "keepLoanHistory", ${ms('created_at')} as "createdAtMs"
          from users where id = ${userId}`,
      );
      if (!row) return undefined;
      const { createdAtMs, ...rest } = row;
      return { ...rest, createdAt: new Date(createdAtMs) };
    },

    async setKeepLoanHistory(userId: number, keep: boolean): Promise<void> {
      await db.execute(sql`update users set keep_loan_history = ${keep} where id = ${userId}`);
    },

    async counts(userId: number): Promise<StoredCounts> {
      const [row] = await queryRows<StoredCounts>(
        db,
        sql`select
            (select count(*)::int from inventories where user_id = ${userId}) as "savedCards",
            (select count(*)::int from favourites where user_id = ${userId}) as favourites,
            (select count(*)::int from loans l where ${linkedLoans(userId)}) as "linkedLoans",
            (select count(*)::int from watch_positions where user_id = ${userId}) as "watchPositions",
            (select count(*)::int from sessions where user_id = ${userId}) as sessions,
            coalesce((select s.is_active from subscriptions s join users u on lower(s.email) = lower(u.email)
              where u.id = ${userId} limit 1), false) as newsletter`,
      );
      return row!;
    },

    async newsletter(userId: number): Promise<{ subscribed: boolean; country: string | null }> {
      const [row] = await queryRows<{ subscribed: boolean; country: string | null }>(
        db,
        sql`select s.is_active as subscribed, s.country_iso as country
          from subscriptions s join users u on lower(s.email) = lower(u.email) where u.id = ${userId} limit 1`,
      );
      return row ?? { subscribed: false, country: null };
    },

    async savedCards(userId: number) {
      return queryRows<{ libraryId: number; libraryName: string; cardNumber: string; savedAtMs: number }>(
        db,
        sql`select i.library_id as "libraryId", b.name as "libraryName", i.card_number as "cardNumber",
            ${ms('i.created_at')} as "savedAtMs"
          from inventories i join libraries b on b.id = i.library_id where i.user_id = ${userId} order by i.id`,
      );
    },

    async favourites(userId: number) {
      return queryRows<{ titleId: number; titleName: string; libraryId: number; addedAtMs: number }>(
        db,
        sql`select f.title_id as "titleId", t.name as "titleName", f.library_id as "libraryId",
            ${ms('f.created_at')} as "addedAtMs"
          from favourites f join titles t on t.id = f.title_id where f.user_id = ${userId} order by f.id`,
      );
    },

    async loans(userId: number) {
      return queryRows<{
        id: number;
        libraryId: number;
        libraryName: string;
        titleId: number;
        titleName: string;
        startedAtMs: number;
        endsAtMs: number;
        byAccount: boolean;
      }>(
        db,
        sql`select l.id::float8 as id, l.library_id as "libraryId", b.name as "libraryName",
            l.title_id as "titleId", t.name as "titleName", ${ms('l.started_at')} as "startedAtMs",
            ${ms('l.ends_at')} as "endsAtMs", coalesce(l.user_id = ${userId}, false) as "byAccount"
          from loans l join libraries b on b.id = l.library_id join titles t on t.id = l.title_id
          where ${linkedLoans(userId)} order by l.started_at desc, l.id desc`,
      );
    },

    async watchPositions(userId: number) {
      return queryRows<{ titleId: number; titleName: string; positionSeconds: number; updatedAtMs: number }>(
        db,
        sql`select w.title_id as "titleId", t.name as "titleName", w.position_seconds as "positionSeconds",
            ${ms('w.updated_at')} as "updatedAtMs"
          from watch_positions w join titles t on t.id = w.title_id where w.user_id = ${userId}
          order by w.updated_at desc`,
      );
    },

    /** The help messages sent while logged in to the account (they go with it when it is deleted). */
    async helpMessages(userId: number) {
      return queryRows<{ subject: string; contactEmail: string; message: string; sentAtMs: number }>(
        db,
        sql`select subject, contact_email as "contactEmail", message, ${ms('created_at')} as "sentAtMs"
          from help_messages where user_id = ${userId} order by created_at, id`,
      );
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
