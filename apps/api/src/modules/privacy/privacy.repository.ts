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

export function createPrivacyRepository(db: Database) {
  return {
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
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
