import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inventories, pinFailures } from '../../db/schema';
import { startSession, type TestApp } from '../../test-support/test-app';
import { fixtureUser } from '../../test-support/fixtures';
import {
  get,
  loginCustomer,
  passwords,
  post,
  type ClientSession,
  createAccountTestApp,
} from '../../test-support/account-fixtures';

let t: TestApp;
let ulla: ClientSession;
beforeAll(async () => {
  t = await createAccountTestApp({ loans: true });
  ulla = await loginCustomer(t.app, 'ulla', passwords.ulla);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(pinFailures);
  await t.database.db.delete(inventories);
});

let clientCounter = 0;
const save = (fields: Record<string, string | number>, session = ulla) =>
  post(t.app, '/user/inventory/create_inventory', session, fields, `10.2.0.${++clientCounter % 250}`);
const remove = (libraryId: number | string, session = ulla) =>
  post(t.app, '/user/inventory/remove_inventory', session, { library_id: libraryId });

describe('create_inventory', () => {
  it('saves a card after checking its PIN (both trimmed) and answers the saved cards without PINs', async () => {
    const res = await save({ card_number: ' 30000001 ', pin_code: ' 1234\t', library_id: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, inventories: [{ library_id: 1, card_number: '30000001' }] });
    expect(res.body).not.toContain('1234');
    const [row] = await t.database.db
      .select()
      .from(inventories)
      .where(eq(inventories.userId, fixtureUser.id));
    expect(row).toMatchObject({ libraryId: 1, cardNumber: '30000001' });
    expect(Object.keys(row!)).not.toContain('pin');
    // The user's data and the library list know it.
    expect((await get(t.app, '/user/user/get_user_data', ulla)).json().inventories).toEqual([
      { library_id: 1, card_number: '30000001' },
    ]);
  });

  it('replaces the saved card of the library and lists the cards by library name', async () => {
    await save({ card_number: '30000001', pin_code: '1234', library_id: 1 });
    await save({ card_number: '11111111', pin_code: '1234', library_id: 6 }); // Askersunds bibliotek
    const res = await save({ card_number: '30000002', pin_code: '1234', library_id: 1 });
    expect(res.json().inventories).toEqual([
      { library_id: 6, card_number: '11111111' },
      { library_id: 1, card_number: '30000002' },
    ]);
    expect(await t.database.db.select().from(inventories)).toHaveLength(2);
  });

  it('refuses a wrong PIN, an unknown card and a blocked card like a loan does, saving nothing', async () => {
    const wrong = await save({ card_number: '30000001', pin_code: '9999', library_id: 1 });
    const unknown = await save({ card_number: '39999999', pin_code: '1234', library_id: 1 });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().error.code).toBe('WRONG_CARD_OR_PIN');
    expect((await save({ card_number: '22222222', pin_code: '2222', library_id: 1 })).json().error.code).toBe(
      'CARD_BLOCKED',
    );
    // A card of another library is unknown here.
    expect((await save({ card_number: '30000001', pin_code: '1234', library_id: 2 })).json().error.code).toBe(
      'WRONG_CARD_OR_PIN',
    );
    expect(await t.database.db.select().from(inventories)).toHaveLength(0);
  });

  it('shares the wrong-PIN lock with loans: 5 failures lock the card', async () => {
    for (let i = 0; i < 4; i++) await save({ card_number: '30000003', pin_code: `000${i}`, library_id: 1 });
    const fifth = await save({ card_number: '30000003', pin_code: '0004', library_id: 1 });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toMatchObject({ code: 'CARD_LOCKED', details: { retry_after_seconds: 900 } });
    // Locked for loans too, even with the right PIN.
    const loan = await post(t.app, '/customer/customer/loan', ulla, {
      card_number: '30000003',
      pin_code: '1234',
      library_id: 1,
      title_id: 100,
    });
    expect(loan.json().error.code).toBe('CARD_LOCKED');
  });

  it('refuses an unknown library, malformed input and anonymous sessions', async () => {
    const unknown = await save({ card_number: '30000001', pin_code: '1234', library_id: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('LIBRARY_NOT_FOUND');
    for (const bad of [
      { card_number: '3000 0001', pin_code: '1234', library_id: 1 },
      { card_number: '30000001', pin_code: '12', library_id: 1 },
      { card_number: '30000001', pin_code: '1234', library_id: 'x' },
    ]) {
      expect((await save(bad)).statusCode).toBe(400);
    }
    const anonymous = await save(
      { card_number: '30000001', pin_code: '1234', library_id: 1 },
      await startSession(t.app),
    );
    expect(anonymous.statusCode).toBe(401);
    expect(await t.database.db.select().from(pinFailures)).toHaveLength(0);
  });

  it('never logs the PIN', async () => {
    await save({ card_number: '30000004', pin_code: '4321', library_id: 1 });
    expect(t.logs.join('\n')).not.toContain('4321');
  });
});

describe('remove_inventory', () => {
  it('removes the saved card and is idempotent', async () => {
    await save({ card_number: '30000001', pin_code: '1234', library_id: 1 });
    const res = await remove(1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, inventories: [] });
    expect((await remove(1)).json()).toEqual({ success: true, inventories: [] });
    expect((await remove(999)).statusCode).toBe(200);
  });

  it("only removes the caller's own card", async () => {
    await t.database.db
      .insert(inventories)
      .values({ userId: fixtureUser.id, libraryId: 1, cardId: 1, cardNumber: '11111111' });
    const other = await startSession(t.app);
    expect((await remove(1, other)).statusCode).toBe(401);
    expect(await t.database.db.select().from(inventories)).toHaveLength(1);
  });
});
