import { createHmac } from 'node:crypto';
import { and, count, countDistinct, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pinFailures } from '../../db/schema';
import { AppError } from '../../lib/app-error';

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

  return {
    /** Refuses before any PIN check when the card is locked or the client has failed on too many cards. */
    async check(libraryId: number, cardNumber: string, address: string): Promise<void> {
      if ((await cardFailures(libraryId, cardNumber)) >= MAX_FAILURES_PER_CARD) throw locked();
      const [row] = await db
        .select({ cards: countDistinct(pinFailures.cardNumber) })
        .from(pinFailures)
        .where(and(eq(pinFailures.clientKey, clientKey(address)), gt(pinFailures.failedAt, windowStart())));
      if ((row?.cards ?? 0) >= MAX_FAILED_CARDS_PER_CLIENT) throw new AppError('RATE_LIMITED');
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
