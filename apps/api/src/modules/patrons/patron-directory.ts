import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { patronCards } from '../../db/schema';
import { hashPin, pinMatches } from '../../lib/keyed-hash';

/** A library card as a directory knows it. */
export interface PatronCard {
  /** Our id for the card (patron_cards.id): loans and saved cards refer to it. */
  id: number;
  libraryId: number;
  cardNumber: string;
  blocked: boolean;
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
}

export function createBuiltInPatronDirectory(db: Database, secret: string): PatronDirectory {
  async function row(libraryId: number, cardNumber: string) {
    const [card] = await db
      .select()
      .from(patronCards)
      .where(and(eq(patronCards.libraryId, libraryId), eq(patronCards.cardNumber, cardNumber)))
      .limit(1);
    return card;
  }
  const toCard = (card: typeof patronCards.$inferSelect): PatronCard => ({
    id: card.id,
    libraryId: card.libraryId,
    cardNumber: card.cardNumber,
    blocked: card.blocked,
  });

  return {
    async authenticate(libraryId, cardNumber, pin) {
      const card = await row(libraryId, cardNumber);
      // An unknown card costs the same keyed hash as a known one, so timing does not tell them apart.
      const stored = card?.pinHash ?? hashPin(secret, libraryId, cardNumber, '\0no-card');
      const ok = pinMatches(secret, libraryId, cardNumber, pin, stored);
      return card && ok ? toCard(card) : null;
    },
    async findCard(libraryId, cardNumber) {
      const card = await row(libraryId, cardNumber);
      return card ? toCard(card) : null;
    },
  };
}
