import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { patronCards } from '../../db/schema';
import { openTestDatabase, TEST_SECRET } from '../../test-support/test-app';
import { seedFixtures } from '../../test-support/fixtures';
import { importCards, parseCardCsv } from './import-cards';
import { createBuiltInPatronDirectory } from './patron-directory';

describe('card CSV', () => {
  it('reads commas or semicolons, a BOM and a blocked column, and rejects bad lines with reasons', () => {
    const { rows, rejected } = parseCardCsv(
      '\uFEFFcard_number;pin;blocked\r\n12345678;1234;no\r\nABC99;98765;yes\r\n\r\nbad card;1234\r\n55555555;12\r\n12345678;4321\r\n',
    );
    expect(rows).toEqual([
      { cardNumber: '12345678', pin: '1234', blocked: false },
      { cardNumber: 'ABC99', pin: '98765', blocked: true },
    ]);
    expect(rejected.map((r) => r.line)).toEqual([5, 6, 7]);
    expect(parseCardCsv('number,code\n1,2\n').rejected[0]?.reason).toMatch(/header/);
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
    const directory = createBuiltInPatronDirectory(handle.db, TEST_SECRET);
    await importCards(handle.db, TEST_SECRET, 2, [{ cardNumber: '87654321', pin: '2468', blocked: false }]);
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

    await importCards(handle.db, TEST_SECRET, 2, [{ cardNumber: '87654321', pin: '1357', blocked: true }]);
    expect(await directory.authenticate(2, '87654321', '2468')).toBeNull();
    expect(await directory.authenticate(2, '87654321', '1357')).toMatchObject({ blocked: true });
  });
});
