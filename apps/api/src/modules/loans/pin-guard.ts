import { createHmac } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pinFailures } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { arg, runTogether, type ScriptStatement } from './sql-script';

/** PIN guessing limits (issue: at most 5 failed attempts per card per 15 minutes, then a lock). */
export const PIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_CARD = 5;
/** One client may fail on this many different cards per window: trying 1234 on many cards does not work either. */
export const MAX_FAILED_CARDS_PER_CLIENT = 10;

export function createPinGuard(db: Database, secret: string, clock = () => new Date()) {
  const clientKey = (address: string) =>
    createHmac('sha256', secret).update(`client\0${address}`).digest('base64url').slice(0, 43);
  const windowStart = () => new Date(clock().getTime() - PIN_WINDOW_SECONDS * 1000);
  const locked = (retryAfterSeconds = PIN_WINDOW_SECONDS) =>
    new AppError('CARD_LOCKED', { details: { retry_after_seconds: retryAfterSeconds } });

  async function cardFailures(libraryId: number, cardNumber: string) {
    const [row] = await db
      .select({ n: count() })
      .from(pinFailures)
      .where(
        and(
          eq(pinFailures.libraryId, libraryId),
          eq(pinFailures.cardNumber, cardNumber),
          gt(pinFailures.failedAt, windowStart()),
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * Both limits in one statement: the card's failures in the window, and the number of different cards the
   * client failed on in it. Read, it answers the refusal to give before any PIN check, if any. A statement, so
   * that a loan can send it together with its other lookups in one round trip (sql-script).
   */
  function checkStatement(
    libraryId: number,
    cardNumber: string,
    address: string,
  ): ScriptStatement<AppError | undefined> {
    return {
      name: 'fh_pin_failures_in_window',
      text: `select (count(*) filter (where library_id = $1 and card_number = $2))::int as "card",
          (count(distinct card_number) filter (where client_key = $3))::int as "clientCards"
        from pin_failures
        where failed_at > $4 and ((library_id = $1 and card_number = $2) or client_key = $3)`,
      args: [
        arg.int(libraryId),
        arg.text(cardNumber),
        arg.text(clientKey(address)),
        arg.instant(windowStart()),
      ],
      read(rows) {
        const [row] = rows as { card: number; clientCards: number }[];
        if ((row?.card ?? 0) >= MAX_FAILURES_PER_CARD) return locked();
        if ((row?.clientCards ?? 0) >= MAX_FAILED_CARDS_PER_CLIENT) return new AppError('RATE_LIMITED');
        return undefined;
      },
    };
  }

  return {
    checkStatement,

    /** The refusal of a locked card. */
    locked,

    /**
     * What a statement needs to apply the limits itself (a loan's one message): the client's key and the start
     * of the window. A failure it records is counted like one recorded by `fail`.
     */
    window(address: string): { clientKey: string; since: Date } {
      return { clientKey: clientKey(address), since: windowStart() };
    },

    /** Refuses before any PIN check when the card is locked or the client has failed on too many cards. */
    async check(libraryId: number, cardNumber: string, address: string): Promise<void> {
      const [refusal] = await runTogether(db, [checkStatement(libraryId, cardNumber, address)]);
      if (refusal) throw refusal;
    },

    /** Records a failure and answers the refusal to give: WRONG_CARD_OR_PIN, or CARD_LOCKED at the limit. */
    async fail(libraryId: number, cardNumber: string, address: string): Promise<AppError> {
      await db
        .insert(pinFailures)
        .values({ libraryId, cardNumber, clientKey: clientKey(address), failedAt: clock() });
      return (await cardFailures(libraryId, cardNumber)) >= MAX_FAILURES_PER_CARD
        ? locked()
        : new AppError('WRONG_CARD_OR_PIN');
    },
  };
}
export type PinGuard = ReturnType<typeof createPinGuard>;
