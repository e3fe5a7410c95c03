import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { libraries } from '../../db/schema';
import { textArray, upsertByUnnest, type UnnestUpsert } from '../../db/upsert-by-unnest';
import { arg, runTogether, type ScriptStatement } from '../loans/sql-script';

/** A card row of patron_cards, with the keyed hash of its PIN. */
export interface StoredCard {
  id: number;
  libraryId: number;
  cardNumber: string;
  pinHash: string;
  blocked: boolean;
}

/** A card as an import writes it. */
export interface ImportedCard {
  libraryId: number;
  cardNumber: string;
  pinHash: string;
  blocked: boolean;
}

const cardUpsert: UnnestUpsert<ImportedCard> = {
  table: 'patron_cards',
  columns: [
    { name: 'library_id', type: 'int', value: (c) => c.libraryId },
    { name: 'card_number', type: 'text', value: (c) => c.cardNumber },
    { name: 'pin_hash', type: 'text', value: (c) => c.pinHash },
    { name: 'blocked', type: 'boolean', value: (c) => c.blocked },
  ],
  conflict: ['library_id', 'card_number'],
  update: ['pin_hash', 'blocked'],
};

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

  /**
   * The stored PIN hash and blocked flag of those of `cardNumbers` a library has (one statement, the numbers as
   * one array parameter); on a transaction (`tx`) the rows are locked until it ends.
   */
  async function storedCards(
    libraryId: number,
    cardNumbers: readonly string[],
    tx: Database = db,
  ): Promise<Map<string, { pinHash: string; blocked: boolean }>> {
    if (cardNumbers.length === 0) return new Map();
    const rows = await queryRows<{ cardNumber: string; pinHash: string; blocked: boolean }>(
      tx,
      sql`select card_number as "cardNumber", pin_hash as "pinHash", blocked from patron_cards
          where library_id = ${libraryId} and card_number = any(${textArray(cardNumbers)}::text[])
          ${tx === db ? sql`` : sql`for update`}`,
    );
    return new Map(rows.map((r) => [r.cardNumber, { pinHash: r.pinHash, blocked: r.blocked }]));
  }

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

    storedCards,

    /**
     * Adds cards or updates their PIN hash and blocked flag, set-based (upsertByUnnest), in one transaction:
     * `plan` is given the stored state of the cards (locked) and answers the cards to write, and `done` writes
     * what records the change (the audit entry) in the same transaction. Answers what `plan` answered.
     */
    async importCards<P extends { write: readonly ImportedCard[] }>(
      libraryId: number,
      cardNumbers: readonly string[],
      plan: (stored: Map<string, { pinHash: string; blocked: boolean }>) => P,
      done: (tx: Database, planned: P) => Promise<void> = async () => {},
    ): Promise<P> {
      return db.transaction(async (tx) => {
        const planned = plan(await storedCards(libraryId, cardNumbers, tx));
        await upsertByUnnest(tx, cardUpsert, planned.write);
        await done(tx, planned);
        return planned;
      });
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
