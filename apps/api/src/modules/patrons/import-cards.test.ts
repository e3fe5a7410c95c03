import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { CARDS_CSV_MAX_CHARS, CARDS_CSV_MAX_ROWS } from '@filmhyllan/contract';
import { patronCards } from '../../db/schema';
import { UNNEST_BATCH_ROWS } from '../../db/upsert-by-unnest';
import type { AuditRecord } from '../audit/audit.service';
import { openTestDatabase, TEST_SECRET } from '../../test-support/test-app';
import { seedFixtures } from '../../test-support/fixtures';
import { createCardImport, parseCardCsv } from './import-cards';
import { createBuiltInPatronDirectory } from './patron-directory';
import { createPatronsRepository } from './patrons.repository';

describe('card CSV', () => {
  it('reads commas or semicolons, a BOM and a blocked column, and rejects bad lines with reasons', () => {
    const { rows, rejected } = parseCardCsv(
      '\uFEFFcard_number;pin;blocked\r\n12345678;1234;no\r\nABC99;98765;yes\r\n\r\nbad card;1234\r\n55555555;12\r\n12345678;4321\r\n',
    );
    expect(rows).toEqual([
      { cardNumber: '12345678', pin: '1234', blocked: false },
      { cardNumber: 'ABC99', pin: '98765', blocked: true },
    ]);
    expect(rejected).toEqual([
      { line: 5, reason: 'card_number_invalid', cardEnding: 'rd' },
      { line: 6, reason: 'pin_invalid', cardEnding: '55' },
      { line: 7, reason: 'card_number_repeated', cardEnding: '78' },
    ]);
    expect(parseCardCsv('number,code\n1,2\n').rejected).toEqual([
      { line: 1, reason: 'header_missing', cardEnding: null },
    ]);
  });

  it('reads columns in any order, quoted cells, spaces, white-space lines and a missing blocked column', () => {
    const { rows, rejected } = parseCardCsv(
      ' PIN , Card_Number \n"1234","A1"\n   \n 5678 , B2 \n9012;C3\n4321\n',
    );
    expect(rows).toEqual([
      { cardNumber: 'A1', pin: '1234', blocked: false },
      { cardNumber: 'B2', pin: '5678', blocked: false },
    ]);
    // A semicolon in a comma file is part of the cell; a line without its card number is rejected.
    expect(rejected).toEqual([
      { line: 5, reason: 'card_number_invalid', cardEnding: null },
      { line: 6, reason: 'card_number_invalid', cardEnding: null },
    ]);
  });

  it('takes a quote inside a cell as a character, so the line is rejected for its value', () => {
    expect(parseCardCsv('card_number;pin\n12"34;1234\n5678;1234\n')).toEqual({
      rows: [{ cardNumber: '5678', pin: '1234', blocked: false }],
      rejected: [{ line: 2, reason: 'card_number_invalid', cardEnding: null }],
    });
  });

  it('refuses a file that is not CSV whole, naming the line its broken record starts on', () => {
    expect(parseCardCsv('card_number;pin\r\n1111;1234\r\n"2222"x;1234\r\n3333;1234\r\n')).toEqual({
      rows: [],
      rejected: [{ line: 3, reason: 'csv_text_after_quote', cardEnding: null }],
    });
    expect(parseCardCsv('card_number,pin\n1111,1234\n\n"2222,1234\n3333,1234\n')).toEqual({
      rows: [],
      rejected: [{ line: 4, reason: 'csv_quote_not_closed', cardEnding: null }],
    });
    // No PIN of the file is repeated in the reasons.
    const broken = parseCardCsv('card_number,pin\n"9999"7654,1234\n');
    expect(JSON.stringify(broken.rejected)).not.toMatch(/9999|7654|1234/);
    expect(broken.rejected[0]?.line).toBe(2);
  });
});

describe('createCardImport', () => {
  let handle: DatabaseHandle;
  const recorded: AuditRecord[] = [];
  const actor = { portal: 'operator' as const, id: 901, username: 'op', address: '127.0.0.1' };
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedFixtures(handle.db);
  });
  afterAll(() => handle.close());
  const cardImport = () =>
    createCardImport({
      repo: createPatronsRepository(handle.db),
      secret: TEST_SECRET,
      usesSip2: (id) => id === 3,
      audit: { record: async (entry) => void recorded.push(entry) },
    });

  it('stores keyed PIN hashes only, and updates cards imported again', async () => {
    const patrons = createPatronsRepository(handle.db);
    const directory = createBuiltInPatronDirectory(patrons, TEST_SECRET);
    const first = await cardImport().run(
      { libraryId: 2, csv: 'card_number,pin\n87654321,2468\n', dryRun: false },
      actor,
    );
    expect(first.counts).toEqual({ added: 1, updated: 0, unchanged: 0, rejected: 0 });
    const [row] = await handle.db
      .select()
      .from(patronCards)
      .where(and(eq(patronCards.libraryId, 2), eq(patronCards.cardNumber, '87654321')));
    expect(row?.pinHash).not.toContain('2468');
    expect(await directory.authenticate(2, '87654321', '2468')).toMatchObject({
      cardNumber: '87654321',
      blocked: false,
    });
    expect(await directory.authenticate(2, '87654321', '1111')).toBeNull();
    expect(await directory.authenticate(1, '87654321', '2468')).toBeNull(); // another library

    const again = await cardImport().run(
      { libraryId: 2, csv: 'card_number,pin,blocked\n87654321,1357,yes\n', dryRun: false },
      actor,
    );
    expect(again.counts).toEqual({ added: 0, updated: 1, unchanged: 0, rejected: 0 });
    expect(await directory.authenticate(2, '87654321', '2468')).toBeNull();
    expect(await directory.authenticate(2, '87654321', '1357')).toMatchObject({ blocked: true });
    expect(recorded.at(-1)).toMatchObject({
      action: 'library.import_cards',
      libraryId: 2,
      after: { added: 0, updated: 1, unchanged: 0, rejected: 0 },
    });
  });

  it('writes more cards than one statement carries, and still reports the bad lines', async () => {
    const count = UNNEST_BATCH_ROWS + 7;
    const numbers = Array.from({ length: count }, (_, i) => `B${String(i).padStart(7, '0')}`);
    const csv = `card_number;pin\n${numbers.map((n) => `${n};1234`).join('\n')}\nBACK\\1;5555\n`;
    const report = await cardImport().run({ libraryId: 2, csv, dryRun: false }, actor);
    expect(report.counts).toEqual({ added: count, updated: 0, unchanged: 0, rejected: 1 });
    const stored = await createPatronsRepository(handle.db).storedCards(2, [numbers[0]!, numbers.at(-1)!]);
    expect([...stored.keys()].sort()).toEqual([numbers[0], numbers.at(-1)]);
    const same = await cardImport().run({ libraryId: 2, csv, dryRun: true }, actor);
    expect(same.counts).toEqual({ added: 0, updated: 0, unchanged: count, rejected: 1 });
  });

  it('refuses a library on SIP2 and an unknown library, and oversized files', async () => {
    await expect(
      cardImport().run({ libraryId: 3, csv: 'card_number,pin\n', dryRun: true }, actor),
    ).rejects.toMatchObject({ code: 'PATRON_AUTH_NOT_BUILTIN' });
    await expect(
      cardImport().run({ libraryId: 999, csv: 'card_number,pin\n', dryRun: true }, actor),
    ).rejects.toMatchObject({ code: 'LIBRARY_NOT_FOUND' });
    await expect(
      cardImport().run(
        { libraryId: 2, csv: 'card_number,pin\n' + 'x'.repeat(CARDS_CSV_MAX_CHARS), dryRun: true },
        actor,
      ),
    ).rejects.toMatchObject({ code: 'CARDS_FILE_TOO_LARGE' });
    await expect(
      cardImport().run(
        { libraryId: 2, csv: 'card_number,pin\n' + '1,1\n'.repeat(CARDS_CSV_MAX_ROWS + 1), dryRun: true },
        actor,
      ),
    ).rejects.toMatchObject({ code: 'CARDS_TOO_MANY_ROWS' });
  });
});
