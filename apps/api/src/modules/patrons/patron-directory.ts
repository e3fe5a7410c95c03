import type { PinFormat } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { hashPin, pinMatches } from '../../lib/keyed-hash';
import type { Rows, ScriptStatement } from '../loans/sql-script';
import type { PatronsRepository, StoredCard } from './patrons.repository';

/** A library card as a directory knows it. */
export interface PatronCard {
  /** Our id for the card (patron_cards.id): loans and saved cards refer to it. */
  id: number;
  libraryId: number;
  cardNumber: string;
  blocked: boolean;
  /** The patron's birth date (YYYY-MM-DD) when the library's system sends one: titles above their age are refused. */
  birthDate?: string;
}

/**
 * Checks library cards for one library. The built-in directory keeps cards in our database; an integration with a
 * library system (SIP2 and others) implements the same interface and answers from that system, upserting the
 * card row so loans can refer to it.
 */
export interface PatronDirectory {
  /** The card when the PIN is right; null for an unknown card or a wrong PIN (which one is never told). */
  authenticate(libraryId: number, cardNumber: string, pin: string): Promise<PatronCard | null>;
  /** A card without its PIN (saved cards, eHub tokens signed by the library). */
  findCard(libraryId: number, cardNumber: string): Promise<PatronCard | null>;
  /**
   * A directory that keeps its cards in our database may offer the card's lookup as a statement, which a loan
   * sends together with its other lookups in one round trip; read, it answers the PIN check `authenticate`
   * would make. A directory that asks another system leaves it out (or answers undefined for such a library) and
   * is asked through `authenticate`.
   */
  authenticateStatement?(
    libraryId: number,
    cardNumber: string,
  ):
    | ScriptStatement<(pin: string) => PatronCard | null>
    | undefined
    | Promise<ScriptStatement<(pin: string) => PatronCard | null> | undefined>;
  /**
   * The built-in directory only: the keyed hash a right PIN has in `patron_cards.pin_hash`, so that a loan can
   * compare it in the database and make its whole check and charge one message (docs/decisions/016). The PIN
   * itself never reaches SQL; an unknown card simply has no row to match.
   */
  pinHashFor?(
    libraryId: number,
    cardNumber: string,
    pin: string,
  ): string | undefined | Promise<string | undefined>;
  /**
   * What a library accepts before anything is asked: `pins` 'digits' (the built-in directory: 4-8 digits) or
   * 'text' (whatever the library's own system accepts, up to the contract's 64 characters), and its card-number
   * rule (docs/decisions/039). Left out: digits, any card.
   */
  rules?(libraryId: number): Promise<PatronRules>;
}

/** What a library's directory accepts before it checks a card. */
export interface PatronRules {
  pins: PinFormat;
  acceptsCard(cardNumber: string): boolean;
}

/** The built-in directory's PINs: 4 to 8 digits. */
export const BUILT_IN_PIN = /^\d{4,8}$/;

/**
 * Why a card and PIN are refused before any directory or library system is asked: a card number that does not
 * follow the library's card-number rule (CARD_NUMBER_NOT_ACCEPTED), or a PIN the library's directory cannot hold
 * (VALIDATION_FAILED on pin_code: the built-in directory's are 4 to 8 digits). Undefined: they may be asked.
 */
export async function cardRefusal(
  directory: PatronDirectory,
  libraryId: number,
  cardNumber: string,
  pin: string,
): Promise<AppError | undefined> {
  const rules = await directory.rules?.(libraryId);
  if (rules && !rules.acceptsCard(cardNumber)) return new AppError('CARD_NUMBER_NOT_ACCEPTED');
  if ((rules?.pins ?? 'digits') === 'digits' && !BUILT_IN_PIN.test(pin)) {
    return new AppError('VALIDATION_FAILED', { fields: { pin_code: 'must be 4 to 8 digits' } });
  }
  return undefined;
}

/** Throws what cardRefusal answers. */
export async function checkCardAndPin(
  directory: PatronDirectory,
  libraryId: number,
  cardNumber: string,
  pin: string,
): Promise<void> {
  const refusal = await cardRefusal(directory, libraryId, cardNumber, pin);
  if (refusal) throw refusal;
}

export function createBuiltInPatronDirectory(
  repo: Pick<PatronsRepository, 'cardStatement' | 'card'>,
  secret: string,
): PatronDirectory {
  const toCard = (card: StoredCard): PatronCard => ({
    id: card.id,
    libraryId: card.libraryId,
    cardNumber: card.cardNumber,
    blocked: card.blocked,
  });
  /** The PIN check of a looked-up card (or of none: an unknown card is answered like a wrong PIN). */
  const checkPin = (libraryId: number, cardNumber: string, card: StoredCard | undefined) => (pin: string) => {
    // An unknown card costs the same keyed hash as a known one, so timing does not tell them apart.
    const stored = card?.pinHash ?? hashPin(secret, libraryId, cardNumber, '\0no-card');
    const ok = pinMatches(secret, libraryId, cardNumber, pin, stored);
    return card && ok ? toCard(card) : null;
  };
  const authenticateStatement = (libraryId: number, cardNumber: string) => {
    const statement = repo.cardStatement(libraryId, cardNumber);
    return { ...statement, read: (rows: Rows) => checkPin(libraryId, cardNumber, statement.read(rows)) };
  };

  return {
    authenticateStatement,
    pinHashFor: (libraryId, cardNumber, pin) => hashPin(secret, libraryId, cardNumber, pin),
    async authenticate(libraryId, cardNumber, pin) {
      return checkPin(libraryId, cardNumber, await repo.card(libraryId, cardNumber))(pin);
    },
    async findCard(libraryId, cardNumber) {
      const card = await repo.card(libraryId, cardNumber);
      return card ? toCard(card) : null;
    },
  };
}
