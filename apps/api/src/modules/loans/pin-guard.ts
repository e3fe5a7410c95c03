import { createHmac } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { FailuresInWindow, PinGuardRepository } from './pin-guard.repository';
import type { ScriptStatement } from './sql-script';

/** PIN guessing limits (issue: at most 5 failed attempts per card per 15 minutes, then a lock). */
export const PIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_CARD = 5;
/** One client may fail on this many different cards per window: trying 1234 on many cards does not work either. */
export const MAX_FAILED_CARDS_PER_CLIENT = 10;

export function createPinGuard(repo: PinGuardRepository, secret: string, clock = () => new Date()) {
  const clientKey = (address: string) =>
    createHmac('sha256', secret).update(`client\0${address}`).digest('base64url').slice(0, 43);
  const windowStart = () => new Date(clock().getTime() - PIN_WINDOW_SECONDS * 1000);
  const locked = (retryAfterSeconds = PIN_WINDOW_SECONDS) =>
    new AppError('CARD_LOCKED', { details: { retry_after_seconds: retryAfterSeconds } });

  /** The refusal to give before any PIN check, if any. */
  const refusalOf = (failures: FailuresInWindow): AppError | undefined => {
    if (failures.card >= MAX_FAILURES_PER_CARD) return locked();
    if (failures.clientCards >= MAX_FAILED_CARDS_PER_CLIENT) return new AppError('RATE_LIMITED');
    return undefined;
  };

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
    const statement = repo.failuresStatement(libraryId, cardNumber, clientKey(address), windowStart());
    return { ...statement, read: (rows) => refusalOf(statement.read(rows)) };
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
      const refusal = refusalOf(
        await repo.failures(libraryId, cardNumber, clientKey(address), windowStart()),
      );
      if (refusal) throw refusal;
    },

    /** Records a failure and answers the refusal to give: WRONG_CARD_OR_PIN, or CARD_LOCKED at the limit. */
    async fail(libraryId: number, cardNumber: string, address: string): Promise<AppError> {
      await repo.recordFailure({ libraryId, cardNumber, clientKey: clientKey(address), failedAt: clock() });
      return (await repo.cardFailuresSince(libraryId, cardNumber, windowStart())) >= MAX_FAILURES_PER_CARD
        ? locked()
        : new AppError('WRONG_CARD_OR_PIN');
    },
  };
}
export type PinGuard = ReturnType<typeof createPinGuard>;
