import { containing } from '../../db/like-pattern';
import { and, asc, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { libraries, loans } from '../../db/schema';
import type { BudgetMonthUsage } from './library-directory';

export type LibraryRow = typeof libraries.$inferSelect;

/** A logged-in user's saved card at a library, with the loans it started in the library's current period. */
export interface SavedCardUsage {
  libraryId: number;
  cardId: number;
  loansInPeriod: number;
}

/** The fields of a library an operator sets (save_library); the alert address left out stays as it is. */
export type LibraryFields = Pick<
  LibraryRow,
  | 'name'
  | 'countryIso'
  | 'timeZone'
  | 'extraDisplayNames'
  | 'budgetType'
  | 'monthlyBudgetLoans'
  | 'monthlyBudgetCents'
  | 'patronLimit'
  | 'patronLimitPeriod'
  | 'loanPeriodHours'
  | 'active'
> & { alertEmail?: string | null | undefined; budgetPacing?: LibraryRow['budgetPacing'] | undefined };

export interface LibrarySearch {
  /** One library by its id. */
  libraryId?: number | undefined;
  /** Words, each in the name or the other names, ignoring case. */
  search?: string | undefined;
  countryIso?: string | undefined;
  active?: boolean | undefined;
}

export function createLibrariesRepository(db: Database) {
  return {
    /** Every library (active or not) matching, by name ignoring case then id, one page, and the number matching. */
    async search(
      filters: LibrarySearch,
      page: { offset: number; limit: number },
    ): Promise<{ rows: LibraryRow[]; total: number }> {
      const conditions: SQL[] = [];
      for (const word of (filters.search ?? '').split(/\s+/).filter(Boolean))
        conditions.push(
          sql`(${libraries.name} ilike ${containing(word)} or ${libraries.extraDisplayNames} ilike ${containing(word)})`,
        );
      if (filters.libraryId !== undefined) conditions.push(eq(libraries.id, filters.libraryId));
      if (filters.countryIso !== undefined) conditions.push(eq(libraries.countryIso, filters.countryIso));
      if (filters.active !== undefined) conditions.push(eq(libraries.active, filters.active));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(libraries)
          .where(where)
          .orderBy(sql`lower(${libraries.name})`, asc(libraries.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(libraries).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** Whether a library exists but is deactivated. */
    async isInactive(id: number): Promise<boolean> {
      const [row] = await db
        .select({ active: libraries.active })
        .from(libraries)
        .where(eq(libraries.id, id))
        .limit(1);
      return row !== undefined && !row.active;
    },

    /**
     * Creates a library (id undefined: the next free id) or replaces an existing one's fields, and tells
     * `changed` the row before (null when created) and after in the same transaction (the audit entry). The row
     * is locked first, so two saves at once each record what they really replaced. Undefined: no such library.
     */
    async save(
      id: number | undefined,
      fields: LibraryFields,
      changed: (tx: Database, rows: { before: LibraryRow | null; after: LibraryRow }) => Promise<void>,
    ): Promise<LibraryRow | undefined> {
      return db.transaction(async (tx) => {
        if (id === undefined) {
          // Library ids are chosen here (the seed gives its own): one creation at a time takes the next one.
          await tx.execute(sql`lock table libraries in share row exclusive mode`);
          const [next] = await tx
            .select({ id: sql<number>`coalesce(max(${libraries.id}), 0)::int + 1` })
            .from(libraries);
          const [after] = await tx
            .insert(libraries)
            .values({ id: next!.id, ...fields })
            .returning();
          await changed(tx, { before: null, after: after! });
          return after;
        }
        const [before] = await tx.select().from(libraries).where(eq(libraries.id, id)).for('update');
        if (!before) return undefined;
        const [after] = await tx.update(libraries).set(fields).where(eq(libraries.id, id)).returning();
        await changed(tx, { before, after: after! });
        return after;
      });
    },

    /** Every active library (the library directory keeps them in memory). */
    async listActive(): Promise<LibraryRow[]> {
      return db.select().from(libraries).where(eq(libraries.active, true));
    },

    /** Every library's spend in the months from `month` (YYYY-MM-01) on (the library directory keeps them). */
    async budgetMonthsSince(month: string): Promise<BudgetMonthUsage[]> {
      const rows = await queryRows<BudgetMonthUsage & { periodStartsAtMs: number | null }>(
        db,
        sql`select library_id as "libraryId", month::text as month, loans, amount_cents::float8 as "amountCents",
            (extract(epoch from period_starts_at) * 1000)::float8 as "periodStartsAtMs",
            period_base_loans as "periodBaseLoans", period_base_cents::float8 as "periodBaseCents"
          from library_budget_months where month >= ${month}::date`,
      );
      return rows.map(({ periodStartsAtMs, ...row }) => ({
        ...row,
        periodStartsAt: periodStartsAtMs === null ? null : new Date(periodStartsAtMs),
      }));
    },

    /**
     * The user's saved cards at the given libraries, each with the loans it started since its library's period
     * began: one query whatever the number of libraries (the lists travel as one array parameter each, so a
     * country's hundred libraries do not make two hundred parameters).
     */
    async savedCardUsage(
      userId: number,
      periods: { libraryId: number; since: Date }[],
    ): Promise<SavedCardUsage[]> {
      if (periods.length === 0) return [];
      const ids = `{${periods.map((p) => Math.trunc(p.libraryId)).join(',')}}`;
      const sinces = `{${periods.map((p) => p.since.toISOString()).join(',')}}`;
      return queryRows<SavedCardUsage>(
        db,
        sql`select i.library_id as "libraryId", i.card_id as "cardId",
            (select count(*)::int from loans l where l.card_id = i.card_id and l.started_at >= p.since) as "loansInPeriod"
          from inventories i
          join unnest(${ids}::int[], ${sinces}::timestamptz[]) as p(library_id, since) on p.library_id = i.library_id
          where i.user_id = ${userId}
          order by i.id`,
      );
    },

    /** How many loans a card started since an instant. */
    async cardLoansSince(cardId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(loans)
        .where(and(eq(loans.cardId, cardId), gte(loans.startedAt, since)));
      return row?.n ?? 0;
    },

    /**
     * The 'auto' pacing's history (pacing.ts, weekdayWeights): each library's loans per local weekday, Monday to
     * Sunday, over the last 8 full weeks in its time zone (Monday 00:00 eight weeks before this week's Monday, to
     * this week's Monday), with its local day now. For one library (whatever its pacing), or for every library
     * pacing 'auto' whose weights were not yet computed on its local day (`due`).
     */
    async weekdayLoans(now: Date, which: { libraryId: number } | 'due'): Promise<WeekdayLoans[]> {
      const local = sql`(${now.toISOString()}::timestamptz at time zone lb.time_zone)`;
      return queryRows<WeekdayLoans>(
        db,
        sql`select lb.id as "libraryId", ${local}::date::text as today,
            array(
              select count(lo.id)::int from generate_series(1, 7) as dow(n)
                left join loans lo on lo.library_id = lb.id
                  and lo.started_at >= (date_trunc('week', ${local}) - interval '8 weeks') at time zone lb.time_zone
                  and lo.started_at < date_trunc('week', ${local}) at time zone lb.time_zone
                  and extract(isodow from lo.started_at at time zone lb.time_zone) = dow.n
              group by dow.n order by dow.n
            ) as loans
          from libraries lb
          where ${
            which === 'due'
              ? sql`lb.budget_pacing = 'auto' and (lb.pacing_weights_on is null or lb.pacing_weights_on < ${local}::date)`
              : sql`lb.id = ${which.libraryId}`
          }
          order by lb.id`,
      );
    },

    /** Whether any library pacing 'auto' has weights older than its local day now (the daily job is due). */
    async pacingWeightsDue(now: Date): Promise<boolean> {
      const rows = await queryRows<{ due: boolean }>(
        db,
        sql`select exists (select 1 from libraries lb where lb.budget_pacing = 'auto' and (lb.pacing_weights_on is null
            or lb.pacing_weights_on < (${now.toISOString()}::timestamptz at time zone lb.time_zone)::date)) as due`,
      );
      return rows[0]?.due ?? false;
    },

    /** Stores a library's weekday weights (Monday to Sunday) and the local day they were computed on. */
    async storeWeekdayWeights(libraryId: number, weights: number[], on: string): Promise<void> {
      await db
        .update(libraries)
        .set({ pacingWeekdayWeights: weights, pacingWeightsOn: on })
        .where(eq(libraries.id, libraryId));
    },
  };
}

/** A library's loans per local weekday (Monday first) over the last 8 full weeks, and its local day (YYYY-MM-DD). */
export interface WeekdayLoans {
  libraryId: number;
  today: string;
  loans: number[];
}
export type LibrariesRepository = ReturnType<typeof createLibrariesRepository>;
