import { and, desc, eq, gt, sql, or, inArray } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { createLibrariesRepository } from '../libraries/libraries.repository';
import {
  inventories,
  libraries,
  libraryBudgetMonths,
  loans,
  sessionLoans,
  watchPositions,
} from '../../db/schema';
import { CHILDREN_GENRE_ID } from '../catalogue/catalogue-index';
import { arg, epochMs, runTogether, type ScriptOptions, type ScriptStatement } from './sql-script';

export type LoanRow = typeof loans.$inferSelect;
export type LibraryRow = typeof libraries.$inferSelect;

/** Everything a new loan writes, decided by the service. */
export interface NewLoan {
  libraryId: number;
  cardId: number;
  userId: number | null;
  titleId: number;
  priceCents: number;
  source: 'card' | 'ehub' | 'account';
  startedAt: Date;
  endsAt: Date;
}

/** What an answer about a loan needs of it. */
export type LoanWindow = Pick<LoanRow, 'id' | 'titleId' | 'libraryId' | 'startedAt' | 'endsAt'>;

export type ChargeOutcome = { timing: ChargeTiming } & (
  | { kind: 'existing'; loan: LoanWindow; loansInPeriod: number }
  | { kind: 'patron-limit' }
  | { kind: 'budget' }
  | {
      kind: 'created';
      loan: LoanWindow;
      loansInPeriod: number;
      /** The library's month counters after this loan. */
      budget: { month: string; loans: number; amountCents: number };
    }
);

/** What the loan rules need to know about a title in a library (null fields: no such title). */
export interface LoanableTitle {
  id: number;
  priceCents: number;
  durationSeconds: number;
  mediaKey: string | null;
  published: boolean;
  comingOn: string | null;
  licensed: boolean;
  excluded: boolean;
  children: boolean;
}

/** A row of the context statement: the title's fields (null without the title) beside the library's. */
interface ContextRow {
  createdAtMs: number;
  titleId: number | null;
  priceCents: number;
  durationSeconds: number;
  mediaKey: string | null;
  published: boolean;
  comingOn: string | null;
  licensed: boolean;
  excluded: boolean;
  children: boolean;
}

/** A logged-in user's saved card at a library. */
export interface SavedCard {
  cardId: number;
  cardNumber: string;
  blocked: boolean;
}

/** One row of the charge statement (see `charge`); instants in epoch milliseconds (both drivers agree on those). */
interface ChargeRow {
  used: number;
  existingId: number | null;
  existingStartedAt: number | null;
  existingEndsAt: number | null;
  loanId: number | null;
  startedAt: number | null;
  endsAt: number | null;
  budgetLoans: number | null;
  budgetCents: number | null;
  doneAfterMs: number;
}

/** Where a charge's round trip went: waiting for a connection, locking the card, the charge statement. */
export interface ChargeTiming {
  waitedMs: number;
  lockMs: number;
  chargeMs: number;
}

const LOAN_SOURCES = ['card', 'ehub', 'account'] as const;

export function createLoansRepository(db: Database) {
  /**
   * An active library and what the loan rules need to know about a title there (no row: no such library; null
   * title fields: no such title). A statement, sent with the card's lookups in one round trip (sql-script).
   */
  function contextStatement(
    libraryId: number,
    titleId: number,
    now: Date,
  ): ScriptStatement<{ library: LibraryRow; title: LoanableTitle | null } | undefined> {
    return {
      name: 'fh_loan_context',
      text: `select l.id, l.name, l.country_iso as "countryIso", l.logo_url as "logoUrl",
          l.extra_display_names as "extraDisplayNames", l.time_zone as "timeZone", l.budget_type as "budgetType",
          l.monthly_budget_loans as "monthlyBudgetLoans", l.monthly_budget_cents::float8 as "monthlyBudgetCents",
          l.patron_limit as "patronLimit", l.patron_limit_period as "patronLimitPeriod",
          l.loan_period_hours as "loanPeriodHours", l.ehub_secret as "ehubSecret", l.active,
          ${epochMs('l.created_at')} as "createdAtMs",
          t.id as "titleId", t.price_cents as "priceCents", t.duration_seconds as "durationSeconds",
          t.media_key as "mediaKey", t.published_at <= $3 as published,
          (select min(u.coming_on)::text from upcoming_titles u
            where u.title_id = t.id and u.country_iso = l.country_iso) as "comingOn",
          exists (select 1 from title_country_availability a
            where a.title_id = t.id and a.country_iso = l.country_iso) as licensed,
          exists (select 1 from library_title_exclusions x where x.library_id = l.id and x.title_id = t.id) as excluded,
          exists (select 1 from title_genres g where g.title_id = t.id and g.genre_id = ${CHILDREN_GENRE_ID}) as children
        from libraries l left join titles t on t.id = $2
        where l.id = $1 and l.active`,
      args: [arg.int(libraryId), arg.int(titleId), arg.instant(now)],
      read(rows) {
        const row = rows[0] as (ContextRow & Omit<LibraryRow, 'createdAt'>) | undefined;
        if (!row) return undefined;
        const { createdAtMs, titleId, priceCents, durationSeconds, mediaKey, published, comingOn, ...more } =
          row;
        const { licensed, excluded, children, ...library } = more;
        return {
          library: { ...library, createdAt: new Date(createdAtMs) },
          title:
            titleId === null
              ? null
              : {
                  id: titleId,
                  priceCents,
                  durationSeconds,
                  mediaKey,
                  published,
                  comingOn,
                  licensed,
                  excluded,
                  children,
                },
        };
      },
    };
  }

  /** A logged-in user's saved card at a library, with its blocked flag (undefined: none saved). */
  function savedCardStatement(userId: number, libraryId: number): ScriptStatement<SavedCard | undefined> {
    return {
      name: 'fh_loan_saved_card',
      text: `select i.card_id as "cardId", i.card_number as "cardNumber", c.blocked
        from inventories i join patron_cards c on c.id = i.card_id
        where i.user_id = $1 and i.library_id = $2`,
      args: [arg.int(userId), arg.int(libraryId)],
      read: (rows) => rows[0] as SavedCard | undefined,
    };
  }

  return {
    contextStatement,
    savedCardStatement,

    /** Script statements from any module, sent as one message (one round trip); their readings in order. */
    together<T extends unknown[]>(
      statements: { [K in keyof T]: ScriptStatement<T[K]> },
      options?: ScriptOptions,
    ): Promise<T> {
      return runTogether<T>(db, statements, options);
    },

    async library(id: number): Promise<LibraryRow | undefined> {
      const [row] = await db
        .select()
        .from(libraries)
        .where(and(eq(libraries.id, id), eq(libraries.active, true)))
        .limit(1);
      return row;
    },

    /** How many loans a card started since an instant (the patron limit's count, as the library list shows it). */
    cardLoansSince: createLibrariesRepository(db).cardLoansSince,

    async budgetUsage(libraryId: number, month: string) {
      const [row] = await db
        .select()
        .from(libraryBudgetMonths)
        .where(and(eq(libraryBudgetMonths.libraryId, libraryId), eq(libraryBudgetMonths.month, month)));
      return row;
    },

    async activeLoan(cardId: number, titleId: number, now: Date): Promise<LoanRow | undefined> {
      const [row] = await db
        .select()
        .from(loans)
        .where(and(eq(loans.cardId, cardId), eq(loans.titleId, titleId), gt(loans.endsAt, now)))
        .orderBy(desc(loans.endsAt))
        .limit(1);
      return row;
    },

    /**
     * A running loan of a title the caller may watch: one made in their session (sessionIdHash), and for a
     * logged-in user (userId) also one made while logged in, or one on the card saved in their account
     * (borrowed before logging in, or on another device): the card holder's loan is theirs to watch.
     */
    async activeLoanFor(
      caller: { userId: number | null; sessionIdHash: string },
      titleId: number,
      libraryId: number,
      now: Date,
    ): Promise<LoanRow | undefined> {
      const madeInSession = db
        .select({ loanId: sessionLoans.loanId })
        .from(sessionLoans)
        .where(eq(sessionLoans.sessionIdHash, caller.sessionIdHash));
      let mine = inArray(loans.id, madeInSession);
      if (caller.userId !== null) {
        const saved = db
          .select({ cardId: inventories.cardId })
          .from(inventories)
          .where(and(eq(inventories.userId, caller.userId), eq(inventories.libraryId, libraryId)));
        mine = or(mine, eq(loans.userId, caller.userId), inArray(loans.cardId, saved))!;
      }
      const [row] = await db
        .select()
        .from(loans)
        .where(and(mine, eq(loans.titleId, titleId), eq(loans.libraryId, libraryId), gt(loans.endsAt, now)))
        .orderBy(desc(loans.endsAt))
        .limit(1);
      return row;
    },

    async titleDuration(titleId: number): Promise<number> {
      const [row] = await queryRows<{ d: number }>(
        db,
        sql`select duration_seconds as d from titles where id = ${titleId}`,
      );
      return row?.d ?? 0;
    },

    async watchPosition(userId: number, titleId: number) {
      const [row] = await db
        .select()
        .from(watchPositions)
        .where(and(eq(watchPositions.userId, userId), eq(watchPositions.titleId, titleId)))
        .limit(1);
      return row;
    },

    async saveWatchPosition(
      userId: number,
      titleId: number,
      positionSeconds: number,
      now: Date,
    ): Promise<void> {
      await db
        .insert(watchPositions)
        .values({ userId, titleId, positionSeconds, updatedAt: now })
        .onConflictDoUpdate({
          target: [watchPositions.userId, watchPositions.titleId],
          set: { positionSeconds, updatedAt: now },
        });
    },

    async loanById(id: number): Promise<LoanRow | undefined> {
      const [row] = await db.select().from(loans).where(eq(loans.id, id)).limit(1);
      return row;
    },

    async userLoans(userId: number, limit: number): Promise<LoanRow[]> {
      return db
        .select()
        .from(loans)
        .where(eq(loans.userId, userId))
        .orderBy(desc(loans.startedAt), desc(loans.id))
        .limit(limit);
    },

    /**
     * The one place a loan is charged (docs/decisions/009 and 016). Three statements sent as one message, so
     * they cost one round trip and run as one implicit transaction (all or nothing); in READ COMMITTED each
     * statement still takes its own snapshot when it starts:
     * 1. lock the card row, so two requests for one card run one after the other (double submit, patron limit).
     *    It is a statement of its own so that the charge's snapshot is taken after any wait, when every earlier
     *    loan of the card has committed;
     * 2. hold the session row (key share), so the session cannot change its id or end before it remembers the
     *    loan (a login rotating the id waits for the loan instead);
     * 3. one statement that answers the card's running loan of the title, if any, without charging; counts the
     *    card's loans in the period and goes no further at the patron limit; adds the loan to the library's
     *    month with a conditional upsert (the row lock makes concurrent loans of one library queue, and the
     *    condition is checked against the row as the previous loan left it, so a cap of N admits exactly N);
     *    writes the loan; and remembers it in the session (a reload may watch it without the PIN).
     * Locks are held from their statement to the end of the message: no round trip of the application between.
     */
    async charge(
      input: NewLoan & {
        sessionIdHash: string;
        periodStartsAt: Date;
        patronLimit: number;
        month: string;
        budget: { type: 'count' | 'amount'; loans: number | null; cents: number | null };
      },
    ): Promise<ChargeOutcome> {
      /** Milliseconds from the message's arrival to now, as the database's clock says. */
      const sinceArrival = '(extract(epoch from clock_timestamp() - statement_timestamp()) * 1000)::float8';
      let waitedMs = 0;
      const [, lockedAfterMs, outcome] = await runTogether(
        db,
        [
          {
            name: 'fh_loan_lock_card',
            text: 'select id from patron_cards where id = $1 for update',
            args: [arg.int(input.cardId)],
            read: () => undefined,
          },
          {
            // Runs once the card is locked: its clock says how long the lock took, waits included.
            name: 'fh_loan_hold_session',
            text: `select ${sinceArrival} as "ms" from sessions where id_hash = $1 for key share`,
            args: [arg.sha256Hex(input.sessionIdHash)],
            read: (rows) => (rows[0]?.ms as number | undefined) ?? 0,
          },
          {
            name: 'fh_loan_charge',
            // $9 and $10 are the month's cap in loans or in cents (null: none of that kind). The first condition
            // is the cap as the month row stands (m); the second, whether a first loan fits a month not yet begun.
            text: `with existing as (
              select id, started_at, ends_at from loans
              where card_id = $1 and title_id = $2 and library_id = $3 and ends_at > $4
              order by ends_at desc limit 1
            ),
            used as (
              select count(*)::int as n from loans where card_id = $1 and started_at >= $5
            ),
            charged as (
              insert into library_budget_months as m (library_id, month, loans, amount_cents)
              select $3, $6, 1, $7
              where not exists (select 1 from existing) and (select n from used) < $8
                and ($9 is null or $9 > 0) and ($10 is null or $7 <= $10)
              on conflict (library_id, month) do update
                set loans = m.loans + 1, amount_cents = m.amount_cents + excluded.amount_cents
                where ($9 is null or m.loans < $9) and ($10 is null or m.amount_cents + $7 <= $10)
              returning m.loans, m.amount_cents
            ),
            created as (
              insert into loans (library_id, card_id, user_id, title_id, price_cents, source, started_at, ends_at)
              select $3, $1, $11, $2, $7, $12, $4, $13 from charged
              returning id, started_at, ends_at
            ),
            remembered as (
              insert into session_loans (session_id_hash, loan_id)
              select $14, l.id from (select id from created union all select id from existing) l
              where exists (select 1 from sessions where id_hash = $14)
              on conflict do nothing
            )
            select (select n from used) as used,
              e.id::float8 as "existingId", ${epochMs('e.started_at')} as "existingStartedAt",
              ${epochMs('e.ends_at')} as "existingEndsAt", c.id::float8 as "loanId",
              ${epochMs('c.started_at')} as "startedAt", ${epochMs('c.ends_at')} as "endsAt",
              b.loans as "budgetLoans", b.amount_cents::float8 as "budgetCents", ${sinceArrival} as "doneAfterMs"
            from (select 1) as one
              left join existing e on true
              left join created c on true
              left join charged b on true`,
            args: [
              arg.int(input.cardId),
              arg.int(input.titleId),
              arg.int(input.libraryId),
              arg.instant(input.startedAt),
              arg.instant(input.periodStartsAt),
              arg.month(input.month),
              arg.int(input.priceCents),
              arg.int(input.patronLimit),
              arg.intOrNull(input.budget.type === 'count' ? input.budget.loans : null),
              arg.bigintOrNull(input.budget.type === 'amount' ? input.budget.cents : null),
              arg.intOrNull(input.userId),
              arg.oneOf(input.source, LOAN_SOURCES),
              arg.instant(input.endsAt),
              arg.sha256Hex(input.sessionIdHash),
            ],
            read: (rows) => rows[0] as unknown as ChargeRow,
          },
        ],
        { connected: (ms) => (waitedMs = ms) },
      );
      const timing: ChargeTiming = {
        waitedMs,
        lockMs: lockedAfterMs,
        chargeMs: outcome.doneAfterMs - lockedAfterMs,
      };
      const window = (id: number, startedAt: number, endsAt: number): LoanWindow => ({
        id,
        titleId: input.titleId,
        libraryId: input.libraryId,
        startedAt: new Date(startedAt),
        endsAt: new Date(endsAt),
      });
      if (outcome.existingId !== null)
        return {
          timing,
          kind: 'existing',
          loan: window(outcome.existingId, outcome.existingStartedAt!, outcome.existingEndsAt!),
          loansInPeriod: outcome.used,
        };
      if (outcome.used >= input.patronLimit) return { timing, kind: 'patron-limit' };
      if (outcome.loanId === null) return { timing, kind: 'budget' };
      return {
        timing,
        kind: 'created',
        loan: window(outcome.loanId, outcome.startedAt!, outcome.endsAt!),
        loansInPeriod: outcome.used + 1,
        budget: { month: input.month, loans: outcome.budgetLoans!, amountCents: outcome.budgetCents! },
      };
    },
  };
}
export type LoansRepository = ReturnType<typeof createLoansRepository>;
