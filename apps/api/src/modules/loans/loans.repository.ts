import { and, desc, eq, gt, gte, sql, or, inArray } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { createLibrariesRepository } from '../libraries/libraries.repository';
import {
  inventories,
  libraries,
  libraryBudgetMonths,
  loans,
  patronCards,
  sessionLoans,
  sessions,
  watchPositions,
} from '../../db/schema';

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

export type ChargeOutcome =
  | { kind: 'existing'; loan: LoanRow }
  | { kind: 'patron-limit' }
  | { kind: 'budget' }
  | { kind: 'created'; loan: LoanRow; loansInPeriod: number };

function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

export function createLoansRepository(db: Database) {
  return {
    async library(id: number): Promise<LibraryRow | undefined> {
      const [row] = await db
        .select()
        .from(libraries)
        .where(and(eq(libraries.id, id), eq(libraries.active, true)))
        .limit(1);
      return row;
    },

    async savedCard(userId: number, libraryId: number) {
      const [row] = await db
        .select({
          cardId: inventories.cardId,
          cardNumber: inventories.cardNumber,
          blocked: patronCards.blocked,
        })
        .from(inventories)
        .innerJoin(patronCards, eq(patronCards.id, inventories.cardId))
        .where(and(eq(inventories.userId, userId), eq(inventories.libraryId, libraryId)))
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

    /** What the loan rules need to know about a title in a library. */
    async loanableTitle(titleId: number, libraryId: number, countryIso: string, now: Date) {
      const [row] = await queryRows<{
        id: number;
        priceCents: number;
        durationSeconds: number;
        mediaKey: string | null;
        published: boolean;
        comingOn: string | null;
        licensed: boolean;
        excluded: boolean;
        children: boolean;
      }>(
        db,
        sql`select t.id, t.price_cents as "priceCents", t.duration_seconds as "durationSeconds", t.media_key as "mediaKey",
          t.published_at <= ${now} as published,
          (select min(u.coming_on)::text from upcoming_titles u where u.title_id = t.id and u.country_iso = ${countryIso}) as "comingOn",
          exists (select 1 from title_country_availability a where a.title_id = t.id and a.country_iso = ${countryIso}) as licensed,
          exists (select 1 from library_title_exclusions x where x.library_id = ${libraryId} and x.title_id = t.id) as excluded,
          exists (select 1 from title_genres g where g.title_id = t.id and g.genre_id = 19) as children
        from titles t where t.id = ${titleId}`,
      );
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

    /**
     * Remembers that a loan was made (or answered again) in a session. A session ended meanwhile remembers
     * nothing: the row is only written while the session exists.
     */
    async rememberInSession(sessionIdHash: string, loanId: number): Promise<void> {
      try {
        await db.execute(
          sql`insert into ${sessionLoans} (session_id_hash, loan_id)
            select ${sessionIdHash}, ${loanId}
            where exists (select 1 from ${sessions} where ${sessions.idHash} = ${sessionIdHash})
            on conflict do nothing`,
        );
      } catch (error) {
        // The session ended between the check and the write (a foreign-key violation): nothing to remember.
        if (!isForeignKeyViolation(error)) throw error;
      }
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
     * The one place a loan is charged. In one transaction:
     * 1. lock the card row, so two requests for one card run one after the other (double submit, patron limit);
     * 2. answer the card's running loan of the title, if any, without charging;
     * 3. refuse when the card has used its loans for the period;
     * 4. add the loan to the library's month with a conditional UPDATE: the row lock makes concurrent loans of
     *    one library queue, and the WHERE clause is re-checked after the wait, so a cap of N admits exactly N;
     * 5. write the loan.
     */
    async charge(
      input: NewLoan & {
        periodStartsAt: Date;
        patronLimit: number;
        month: string;
        budget: { type: 'count' | 'amount'; loans: number | null; cents: number | null };
      },
    ): Promise<ChargeOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from patron_cards where id = ${input.cardId} for update`);
        const [existing] = await tx
          .select()
          .from(loans)
          .where(
            and(
              eq(loans.cardId, input.cardId),
              eq(loans.titleId, input.titleId),
              eq(loans.libraryId, input.libraryId),
              gt(loans.endsAt, input.startedAt),
            ),
          )
          .orderBy(desc(loans.endsAt))
          .limit(1);
        if (existing) return { kind: 'existing', loan: existing };

        const [used] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(loans)
          .where(and(eq(loans.cardId, input.cardId), gte(loans.startedAt, input.periodStartsAt)));
        const loansInPeriod = used?.n ?? 0;
        if (loansInPeriod >= input.patronLimit) return { kind: 'patron-limit' };

        await tx
          .insert(libraryBudgetMonths)
          .values({ libraryId: input.libraryId, month: input.month, loans: 0, amountCents: 0 })
          .onConflictDoNothing();
        const capCondition =
          input.budget.type === 'amount'
            ? input.budget.cents === null
              ? sql`true`
              : sql`${libraryBudgetMonths.amountCents} + ${input.priceCents} <= ${input.budget.cents}`
            : input.budget.loans === null
              ? sql`true`
              : sql`${libraryBudgetMonths.loans} < ${input.budget.loans}`;
        const charged = await tx
          .update(libraryBudgetMonths)
          .set({
            loans: sql`${libraryBudgetMonths.loans} + 1`,
            amountCents: sql`${libraryBudgetMonths.amountCents} + ${input.priceCents}`,
          })
          .where(
            and(
              eq(libraryBudgetMonths.libraryId, input.libraryId),
              eq(libraryBudgetMonths.month, input.month),
              capCondition,
            ),
          )
          .returning({ loans: libraryBudgetMonths.loans });
        if (charged.length === 0) return { kind: 'budget' };

        const [loan] = await tx
          .insert(loans)
          .values({
            libraryId: input.libraryId,
            cardId: input.cardId,
            userId: input.userId,
            titleId: input.titleId,
            priceCents: input.priceCents,
            source: input.source,
            startedAt: input.startedAt,
            endsAt: input.endsAt,
          })
          .returning();
        return { kind: 'created', loan: loan!, loansInPeriod: loansInPeriod + 1 };
      });
    },
  };
}
export type LoansRepository = ReturnType<typeof createLoansRepository>;
