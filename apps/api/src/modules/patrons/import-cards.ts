import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { patronCards } from '../../db/schema';
import { hashPin } from '../../lib/keyed-hash';

export interface CardImportRow {
  cardNumber: string;
  pin: string;
  blocked: boolean;
}

export interface CardImportResult {
  imported: number;
  /** Line number (1-based, header included) and why the line was skipped. */
  rejected: { line: number; reason: string }[];
}

/**
 * Reads a card list: a header line naming the columns card_number, pin and optionally blocked (yes/no, true/false,
 * 1/0), separated by commas or semicolons (as spreadsheets export them).
 */
export function parseCardCsv(text: string): {
  rows: CardImportRow[];
  rejected: CardImportResult['rejected'];
} {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const separator = (lines[0] ?? '').includes(';') ? ';' : ',';
  const header = (lines[0] ?? '').split(separator).map((h) => h.trim().toLowerCase());
  const cardCol = header.indexOf('card_number');
  const pinCol = header.indexOf('pin');
  const blockedCol = header.indexOf('blocked');
  if (cardCol < 0 || pinCol < 0) {
    return { rows: [], rejected: [{ line: 1, reason: 'header must name card_number and pin' }] };
  }
  const rows: CardImportRow[] = [];
  const rejected: CardImportResult['rejected'] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((line, index) => {
    if (!line.trim()) return;
    const cells = line.split(separator).map((c) => c.trim());
    const cardNumber = cells[cardCol] ?? '';
    const pin = cells[pinCol] ?? '';
    const lineNo = index + 2;
    if (!/^[A-Za-z0-9]{1,32}$/.test(cardNumber))
      return rejected.push({ line: lineNo, reason: 'card_number must be 1-32 letters or digits' });
    if (!/^\d{4,8}$/.test(pin)) return rejected.push({ line: lineNo, reason: 'pin must be 4-8 digits' });
    if (seen.has(cardNumber)) return rejected.push({ line: lineNo, reason: 'card_number appears twice' });
    seen.add(cardNumber);
    const blocked = /^(1|true|yes|ja|kyllä)$/i.test(cells[blockedCol] ?? '');
    rows.push({ cardNumber, pin, blocked });
  });
  return { rows, rejected };
}

/** Adds or updates cards of one library; PINs are stored only as keyed hashes. */
export async function importCards(
  db: Database,
  secret: string,
  libraryId: number,
  rows: CardImportRow[],
): Promise<number> {
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((r) => ({
      libraryId,
      cardNumber: r.cardNumber,
      pinHash: hashPin(secret, libraryId, r.cardNumber, r.pin),
      blocked: r.blocked,
    }));
    await db
      .insert(patronCards)
      .values(batch)
      .onConflictDoUpdate({
        target: [patronCards.libraryId, patronCards.cardNumber],
        set: { pinHash: sql`excluded.pin_hash`, blocked: sql`excluded.blocked` },
      });
  }
  return rows.length;
}
