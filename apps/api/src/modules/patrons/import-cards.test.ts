import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { patronCards } from '../../db/schema';
import { openTestDatabase, TEST_SECRET } from '../../test-support/test-app';
import { seedFixtures } from '../../test-support/fixtures';
import { importCards, parseCardCsv } from './import-cards';
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
      { line: 5, reason: 'card_number must be 1-32 letters or digits' },
      { line: 6, reason: 'pin must be 4-8 digits' },
      { line: 7, reason: 'card_number appears twice' },
    ]);
    expect(parseCardCsv('number,code\n1,2\n').rejected).toEqual([
      { line: 1, reason: 'header must name card_number and pin' },
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
      { line: 5, reason: 'card_number must be 1-32 letters or digits' },
      { line: 6, reason: 'card_number must be 1-32 letters or digits' },
    ]);
  });

  it('takes a quote inside a cell as a character, so the line is rejected for its value', () => {
    expect(parseCardCsv('card_number;pin\n12"34;1234\n5678;1234\n')).toEqual({
      rows: [{ cardNumber: '5678', pin: '1234', blocked: false }],
      rejected: [{ line: 2, reason: 'card_number must be 1-32 letters or digits' }],
    });
  });

  it('refuses a file that is not CSV whole, naming the line its broken record starts on', () => {
    expect(parseCardCsv('card_number;pin\r\n1111;1234\r\n"2222"x;1234\r\n3333;1234\r\n')).toEqual({
      rows: [],
      rejected: [{ line: 3, reason: 'text follows a closing quote; nothing imported' }],
    });
    expect(parseCardCsv('card_number,pin\n1111,1234\n\n"2222,1234\n3333,1234\n')).toEqual({
      rows: [],
      rejected: [{ line: 4, reason: 'a quoted cell is never closed; nothing imported' }],
    });
    // No PIN of the file is repeated in the reasons.
    const broken = parseCardCsv('card_number,pin\n"9999"7654,1234\n');
    expect(JSON.stringify(broken.rejected)).not.toMatch(/9999|7654|1234/);
    expect(broken.rejected[0]?.line).toBe(2);
  });
});

describe('importCards', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedFixtures(handle.db);
  });
  afterAll(() => handle.close());

  it('stores keyed PIN hashes only, and updates cards imported again', async () => {
    const patrons = createPatronsRepository(handle.db);
    const directory = createBuiltInPatronDirectory(patrons, TEST_SECRET);
    await importCards(patrons, TEST_SECRET, 2, [{ cardNumber: '87654321', pin: '2468', blocked: false }]);
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
    expect(await directory.authenticate(3, '87654321', '2468')).toBeNull(); // another library

    await importCards(patrons, TEST_SECRET, 2, [{ cardNumber: '87654321', pin: '1357', blocked: true }]);
    expect(await directory.authenticate(2, '87654321', '2468')).toBeNull();
    expect(await directory.authenticate(2, '87654321', '1357')).toMatchObject({ blocked: true });
  });
});
