import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pinFailures } from '../../db/schema';
import { arg, runTogether, type ScriptStatement } from './sql-script';

/** Failed PIN attempts since an instant: the card's, and the number of different cards the client failed on. */
export interface FailuresInWindow {
  card: number;
  clientCards: number;
}

/** The PIN guard's SQL (pin_failures): failures are recorded and counted per card and per client. */
export function createPinGuardRepository(db: Database) {
  /**
   * Both counts in one statement, so that a loan can send it together with its other lookups in one round trip
   * (sql-script).
   */
  function failuresStatement(
    libraryId: number,
    cardNumber: string,
    clientKey: string,
    since: Date,
  ): ScriptStatement<FailuresInWindow> {
    return {
      name: 'fh_pin_failures_in_window',
      text: `select (count(*) filter (where library_id = $1 and card_number = $2))::int as "card",
          (count(distinct card_number) filter (where client_key = $3))::int as "clientCards"
        from pin_failures
        where failed_at > $4 and ((library_id = $1 and card_number = $2) or client_key = $3)`,
      args: [arg.int(libraryId), arg.text(cardNumber), arg.text(clientKey), arg.instant(since)],
      read(rows) {
        const [row] = rows as Partial<FailuresInWindow>[];
        return { card: row?.card ?? 0, clientCards: row?.clientCards ?? 0 };
      },
    };
  }

  return {
    failuresStatement,

    async failures(
      libraryId: number,
      cardNumber: string,
      clientKey: string,
      since: Date,
    ): Promise<FailuresInWindow> {
      const [failures] = await runTogether(db, [failuresStatement(libraryId, cardNumber, clientKey, since)]);
      return failures;
    },

    async recordFailure(failure: {
      libraryId: number;
      cardNumber: string;
      clientKey: string;
      failedAt: Date;
    }): Promise<void> {
      await db.insert(pinFailures).values(failure);
    },

    /** The card's failures since an instant. */
    async cardFailuresSince(libraryId: number, cardNumber: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pinFailures)
        .where(
          and(
            eq(pinFailures.libraryId, libraryId),
            eq(pinFailures.cardNumber, cardNumber),
            gt(pinFailures.failedAt, since),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
export type PinGuardRepository = ReturnType<typeof createPinGuardRepository>;
