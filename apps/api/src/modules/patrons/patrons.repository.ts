import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { libraries, patronCards } from '../../db/schema';
import { arg, runTogether, type ScriptStatement } from '../loans/sql-script';

/** A card row of patron_cards, with the keyed hash of its PIN. */
export interface StoredCard {
  id: number;
  libraryId: number;
  cardNumber: string;
  pinHash: string;
  blocked: boolean;
}

/** The patron directories' SQL: library cards in patron_cards. */
export function createPatronsRepository(db: Database) {
  /**
   * A card by its number, as a statement that a loan can send together with its other lookups in one round trip
   * (sql-script).
   */
  const cardStatement = (libraryId: number, cardNumber: string): ScriptStatement<StoredCard | undefined> => ({
    name: 'fh_patron_card_by_number',
    text: `select id, library_id as "libraryId", card_number as "cardNumber", pin_hash as "pinHash", blocked
      from patron_cards where library_id = $1 and card_number = $2`,
    args: [arg.int(libraryId), arg.text(cardNumber)],
    read: (rows) => rows[0] as StoredCard | undefined,
  });

  return {
    cardStatement,

    async card(libraryId: number, cardNumber: string): Promise<StoredCard | undefined> {
      const [card] = await runTogether(db, [cardStatement(libraryId, cardNumber)]);
      return card;
    },

    /**
     * The row of a card another system vouches for, created on its first check and its blocked flag kept as the
     * system last said; answers the card's id.
     */
    async upsertCard(card: {
      libraryId: number;
      cardNumber: string;
      pinHash: string;
      blocked: boolean;
    }): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into patron_cards (library_id, card_number, pin_hash, blocked)
            values (${card.libraryId}, ${card.cardNumber}, ${card.pinHash}, ${card.blocked})
            on conflict (library_id, card_number) do update set blocked = excluded.blocked
            returning id`,
      );
      return row!.id;
    },

    /** Adds cards or updates their PIN hash and blocked flag, 500 rows a statement. */
    async importCards(
      cards: readonly { libraryId: number; cardNumber: string; pinHash: string; blocked: boolean }[],
    ): Promise<void> {
      for (let i = 0; i < cards.length; i += 500) {
        await db
          .insert(patronCards)
          .values(cards.slice(i, i + 500))
          .onConflictDoUpdate({
            target: [patronCards.libraryId, patronCards.cardNumber],
            set: { pinHash: sql`excluded.pin_hash`, blocked: sql`excluded.blocked` },
          });
      }
    },

    async libraryExists(libraryId: number): Promise<boolean> {
      const [library] = await db
        .select({ id: libraries.id })
        .from(libraries)
        .where(eq(libraries.id, libraryId));
      return library !== undefined;
    },
  };
}
export type PatronsRepository = ReturnType<typeof createPatronsRepository>;
