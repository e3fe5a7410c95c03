import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { libraries, pinFailures, savedCards } from '../../db/schema';
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
  await t.database.db.delete(savedCards);
});

let clientCounter = 0;
const save = (fields: Record<string, string | number>, session = ulla) =>
  post(t.app, '/user/inventory/create_inventory', session, fields, `10.2.0.${++clientCounter % 250}`);
const remove = (libraryId: number | string, session = ulla) =>
  post(t.app, '/user/inventory/remove_inventory', session, { library_id: libraryId });

describe('saving a card (create_inventory)', () => {
  it('saves a card after checking its PIN (both trimmed) and answers the saved cards without PINs', async () => {
    const res = await save({ card_number: ' 30000001 ', pin_code: ' 1234\t', library_id: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, inventories: [{ library_id: 1, card_number: '30000001' }] });
    expect(res.body).not.toContain('1234');
    const [row] = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, fixtureUser.id));
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
    expect(await t.database.db.select().from(savedCards)).toHaveLength(2);
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
    expect(await t.database.db.select().from(savedCards)).toHaveLength(0);
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
    // As a number of its own: millisecond timestamps in the log lines (…74321…) are not the PIN.
    expect(t.logs.join('\n')).not.toMatch(/(?<!\d)4321(?!\d)/);
  });
});

describe('removing a saved card (remove_inventory)', () => {
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
      .insert(savedCards)
      .values({ userId: fixtureUser.id, libraryId: 1, cardId: 1, cardNumber: '11111111' });
    const other = await startSession(t.app);
    expect((await remove(1, other)).statusCode).toBe(401);
    expect(await t.database.db.select().from(savedCards)).toHaveLength(1);
  });
});

describe('listing the saved cards (get_inventories)', () => {
  const list = (session = ulla) => get(t.app, '/user/inventory/get_inventories', session);
  const borrow = (cardNumber: string, titleId: number) =>
    post(t.app, '/customer/customer/loan', ulla, {
      card_number: cardNumber,
      pin_code: '1234',
      library_id: 1,
      title_id: titleId,
    });
  const setPatronLimit = async (patronLimit: number) => {
    await t.database.db.update(libraries).set({ patronLimit }).where(eq(libraries.id, 1));
    t.app.services.libraryDirectory.invalidate();
  };
  afterEach(() => setPatronLimit(4));

  it('lists the saved cards by library name with their library and the loans each has left', async () => {
    await save({ card_number: '30000010', pin_code: '1234', library_id: 1 });
    await save({ card_number: '11111111', pin_code: '1234', library_id: 6 });
    expect((await borrow('30000010', 100)).statusCode).toBe(200);
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      inventories: [
        {
          library_id: 6,
          card_number: '11111111',
          library_name: 'Askersunds bibliotek',
          num_loans_left: 4,
          num_loans_left_period: 'month',
          new_loans_date: null,
        },
        {
          library_id: 1,
          card_number: '30000010',
          library_name: 'Stockholms stadsbibliotek',
          num_loans_left: 3,
          num_loans_left_period: 'month',
          new_loans_date: null,
        },
      ],
    });
    expect(res.body).not.toContain('1234');
  });

  it('counts as the title page does, and says when a card that has used its loans can borrow again', async () => {
    await save({ card_number: '30000011', pin_code: '1234', library_id: 1 });
    expect((await borrow('30000011', 101)).statusCode).toBe(200);
    await setPatronLimit(1);
    const [card] = (await list()).json().inventories;
    const title = (
      await get(t.app, '/library/title/get_title', ulla, { title_id: 102, library_id: 1 })
    ).json();
    expect(card).toMatchObject({ library_id: 1, num_loans_left: 0 });
    expect(card.num_loans_left).toBe(title.num_loans_left);
    // Local midnight on the 1st of next month in the library's time zone.
    expect(card.new_loans_date).toMatch(/^\d{4}-\d{2}-01$/);
    expect(card.new_loans_date > new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('leaves out the card of a library that no longer lends through the service', async () => {
    await save({ card_number: '11111111', pin_code: '1234', library_id: 6 });
    await t.database.db.update(libraries).set({ active: false }).where(eq(libraries.id, 6));
    t.app.services.libraryDirectory.invalidate();
    try {
      expect((await list()).json()).toEqual({ success: true, inventories: [] });
    } finally {
      await t.database.db.update(libraries).set({ active: true }).where(eq(libraries.id, 6));
      t.app.services.libraryDirectory.invalidate();
    }
  });

  it('is for logged-in users only', async () => {
    const anonymous = await list(await startSession(t.app));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('LOGIN_REQUIRED');
  });
});
