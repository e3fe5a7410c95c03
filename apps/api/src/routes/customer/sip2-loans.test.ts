import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { libraries, libraryBudgetMonths, patronCards } from '../../db/schema';
import type { LibrarySystems } from '../../modules/patrons/library-systems';
import type { Sip2TestServer } from '../../test-support/sip2-server';
import { startSip2TestSystem } from '../../test-support/sip2-system';
import { startSession, type TestApp } from '../../test-support/test-app';
import { createTestMedia } from '../../test-support/loan-fixtures';
import { metricSample, scrapeMetrics, TEST_METRICS_TOKEN } from '../../test-support/prometheus';
import {
  createAccountTestApp,
  get,
  loginCustomer,
  passwords,
  post,
} from '../../test-support/account-fixtures';

/*
 * Loans, loans left and saved cards at a library whose cards its own system checks over SIP2 (issue 12): library 2
 * (Ängelholm) asks the test SIP2 server; library 1 keeps the built-in directory.
 */

const SIP2_LIBRARY = 2;
/**
 * Library 3 (Älvdalen) asks the same system with a short timeout, for the test of a system that never answers.
 * Every other call waits on a real socket under whatever load the machine has: library 2 gives it ample time.
 */
const SHORT_TIMEOUT_LIBRARY = 3;
const TIMEOUT_MS = 10_000;
const SHORT_TIMEOUT_MS = 1_000;

let t: TestApp;
let sip2: Sip2TestServer;

beforeAll(async () => {
  const system = await startSip2TestSystem();
  sip2 = system.sip2;
  const settings = system.settings();
  const systems: LibrarySystems = new Map([
    [SIP2_LIBRARY, { ...settings, timeoutMs: TIMEOUT_MS }],
    [SHORT_TIMEOUT_LIBRARY, { ...settings, timeoutMs: SHORT_TIMEOUT_MS }],
  ]);
  t = await createAccountTestApp({
    mediaDir: createTestMedia(),
    loans: true,
    librarySystems: systems,
    metricsToken: TEST_METRICS_TOKEN,
  });
});
afterAll(async () => {
  await t.close();
  await sip2.close();
});

const borrow = async (card: string, pin: string, titleId = 101, libraryId = SIP2_LIBRARY) =>
  post(t.app, '/customer/customer/loan', await startSession(t.app), {
    card_number: card,
    pin_code: pin,
    library_id: libraryId,
    title_id: titleId,
  });

/** This month's loans charged to a SIP2 library. */
const charged = async (libraryId = SIP2_LIBRARY) => {
  const rows = await t.database.db
    .select({ loans: libraryBudgetMonths.loans })
    .from(libraryBudgetMonths)
    .where(eq(libraryBudgetMonths.libraryId, libraryId));
  return rows.reduce((sum, row) => sum + row.loans, 0);
};

describe('the PIN format a library tells the forms', () => {
  it('is text at a SIP2 library and digits on the built-in directory', async () => {
    const session = await startSession(t.app);
    const library = async (id: number) =>
      (await get(t.app, '/library/library/get_library', session, { library_id: id })).json().library;
    expect((await library(SIP2_LIBRARY)).pin_format).toBe('text');
    expect((await library(1)).pin_format).toBe('digits');
    const all = (await get(t.app, '/library/library/get_all_libraries', session, { country: 'se' })).json();
    const formats = new Map(
      all.libraries.map((l: { id: number; pin_format: string }) => [l.id, l.pin_format]),
    );
    expect(formats.get(SIP2_LIBRARY)).toBe('text');
    expect(formats.get(1)).toBe('digits');
  });
});

describe('a loan at a SIP2 library', () => {
  it('lends to a valid patron with a PIN of letters, under the card number the system confirmed', async () => {
    sip2.setBehaviour('ab12345', { kind: 'valid', pin: 'Hemligt9x', confirmedAs: 'AB12345' });
    const res = await borrow('ab12345', 'Hemligt9x');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().loan.library_id).toBe(SIP2_LIBRARY);
    // The card row holds the confirmed number and no PIN hash.
    const [card] = await t.database.db
      .select()
      .from(patronCards)
      .where(and(eq(patronCards.libraryId, SIP2_LIBRARY), eq(patronCards.cardNumber, 'AB12345')));
    expect(card).toMatchObject({ blocked: false, pinHash: '!library-system' });
    // The system was asked with a login, the institution, the card and PIN as typed, with sequence and checksum.
    const patronRequest = sip2.requests.findLast((r) => r.code === '63')!;
    expect(patronRequest.fields).toMatchObject({ AO: 'ANGELHOLM', AA: 'ab12345', AD: 'Hemligt9x' });
    expect(patronRequest.checksumValid).toBe(true);
    expect(sip2.requests.some((r) => r.code === '93')).toBe(true);
    // Neither the PIN nor the SIP2 password reaches the log.
    const log = t.logs.join('');
    expect(log).not.toContain('Hemligt9x');
    expect(log).not.toContain('sip-secret');
  });

  it('counts the patron limit on the confirmed card, whatever case was typed', async () => {
    sip2.setBehaviour('AB12345', { kind: 'valid', pin: 'Hemligt9x', confirmedAs: 'AB12345' });
    const session = await startSession(t.app);
    const left = await get(t.app, '/customer/customer/get_current_month_loans_left', session, {
      card_number: 'ab12345',
      pin_code: 'Hemligt9x',
      library_id: SIP2_LIBRARY,
    });
    expect(left.statusCode, left.body).toBe(200);
    // Library 2 lends 4 a month per card; the loan above was made as 'ab12345' and confirmed as 'AB12345'.
    expect(left.json().num_loans_left).toBe(3);
  });

  it('refuses an unknown card, a wrong PIN and a missing PIN check alike, and charges nothing', async () => {
    sip2.setBehaviour('UNKNOWN1', 'unknown');
    sip2.setBehaviour('WRONG1', 'wrong_pin');
    sip2.setBehaviour('NOCQ1', 'no_cq');
    const before = await charged();
    sip2.setBehaviour('PIPE1', { kind: 'valid', pin: '12|34' });
    for (const [card, pin] of [
      ['UNKNOWN1', '1234'],
      ['WRONG1', '1234'],
      ['NOCQ1', '1234'],
      ['PIPE1', '12|34'], // a PIN holding the field separator is never sent
    ]) {
      const res = await borrow(card!, pin!);
      expect(res.statusCode, card).toBe(401);
      expect(res.json().error.code).toBe('WRONG_CARD_OR_PIN');
    }
    expect(await charged()).toBe(before);
  });

  it('refuses a blocked patron as a blocked card, for every reason', async () => {
    const behaviours = [
      { kind: 'blocked', reason: 'charge_privileges_denied' },
      { kind: 'blocked', reason: 'card_lost' },
      { kind: 'blocked', reason: 'too_many_billed' },
      { kind: 'blocked', reason: 'too_many_claims' },
      { kind: 'expired' },
      { kind: 'fines' },
    ] as const;
    const before = await charged();
    for (const [i, behaviour] of behaviours.entries()) {
      sip2.setBehaviour(`BLOCK${i}`, behaviour);
      const res = await borrow(`BLOCK${i}`, '1234');
      expect(res.statusCode, JSON.stringify(behaviour)).toBe(403);
      expect(res.json().error.code).toBe('CARD_BLOCKED');
    }
    expect(await charged()).toBe(before);
  });

  it('locks a card after five wrong PINs, as the built-in directory does', async () => {
    sip2.setBehaviour('GUESS1', { kind: 'valid', pin: '9999' });
    for (let i = 0; i < 4; i++) expect((await borrow('GUESS1', `000${i}`)).statusCode).toBe(401);
    const fifth = await borrow('GUESS1', '0004');
    expect(fifth.json().error.code).toBe('CARD_LOCKED');
    // Locked: the right PIN is refused too, and the system is not asked again.
    const patronRequests = () => sip2.requests.filter((r) => r.code === '63').length;
    const asked = patronRequests();
    expect((await borrow('GUESS1', '9999')).json().error.code).toBe('CARD_LOCKED');
    expect(patronRequests()).toBe(asked);
  });

  it('says the library system cannot be reached when it is silent or unreadable, within its timeout', async () => {
    sip2.setBehaviour('SILENT1', 'silent');
    sip2.setBehaviour('GARBAGE1', 'garbage');
    sip2.setBehaviour('CLOSE1', 'close');
    const before = await charged(SHORT_TIMEOUT_LIBRARY);
    const system = { system: `${sip2.host}:${sip2.port}` };
    const errors = (text: string, reason: string) =>
      metricSample(text, 'filmhyllan_sip2_errors_total', { ...system, reason }) ?? 0;
    const metricsBefore = await scrapeMetrics(t.app);
    for (const card of ['SILENT1', 'GARBAGE1', 'CLOSE1']) {
      const started = performance.now();
      const res = await borrow(card, '1234', 101, SHORT_TIMEOUT_LIBRARY);
      const took = performance.now() - started;
      expect(res.statusCode, card).toBe(503);
      expect(res.json().error.code).toBe('LIBRARY_SYSTEM_UNAVAILABLE');
      // The library's own timeout ends the wait, far below the other library's and the test's.
      expect(took).toBeLessThan(SHORT_TIMEOUT_MS + 5_000);
      if (card === 'SILENT1') expect(took).toBeGreaterThanOrEqual(SHORT_TIMEOUT_MS - 50);
    }
    expect(await charged(SHORT_TIMEOUT_LIBRARY)).toBe(before);
    expect(t.logs.join('')).toContain('library system unavailable');
    expect(t.logs.join('')).not.toContain('SILENT1');
    // Counted by system and reason; never by card.
    const metricsAfter = await scrapeMetrics(t.app);
    for (const reason of ['timeout', 'unreadable_answer', 'connection_closed']) {
      expect(errors(metricsAfter, reason) - errors(metricsBefore, reason), reason).toBe(1);
    }
    expect(metricsAfter).not.toContain('SILENT1');
    expect(
      metricSample(metricsAfter, 'filmhyllan_sip2_request_duration_seconds_count', {
        ...system,
        outcome: 'unavailable',
      }),
    ).toBeGreaterThanOrEqual(3);
  });

  it('refuses a title above the age the system gives, and lends one for everyone', async () => {
    const tenYearsAgo = new Date(Date.now() - 10.5 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    sip2.setBehaviour('CHILD1', { kind: 'valid', pin: '4321', birthDate: tenYearsAgo });
    const adultTitle = await borrow('CHILD1', '4321', 100); // rated 15
    expect(adultTitle.statusCode).toBe(403);
    expect(adultTitle.json().error.code).toBe('AGE_RESTRICTED');
    expect((await borrow('CHILD1', '4321', 101)).statusCode).toBe(200); // rated 0
  });

  it('keeps the built-in directory and its 4-8 digit PINs at the other libraries', async () => {
    const letters = await borrow('30000001', 'abcd', 101, 1);
    expect(letters.statusCode).toBe(400);
    expect(letters.json().error.fields).toHaveProperty('pin_code');
    expect((await borrow('30000001', '1234', 101, 1)).statusCode).toBe(200);
    expect(sip2.requests.some((r) => r.fields.AA === '30000001')).toBe(false);
  });
});

describe('a saved card at a SIP2 library', () => {
  it('is checked by the system when saved', async () => {
    sip2.setBehaviour('SAVE1', { kind: 'valid', pin: 'pin-Ok1', confirmedAs: 'SAVE1' });
    const user = await loginCustomer(t.app, 'ulla', passwords.ulla);
    const wrong = await post(t.app, '/user/inventory/create_inventory', user, {
      card_number: 'SAVE1',
      pin_code: 'nope',
      library_id: SIP2_LIBRARY,
    });
    expect(wrong.statusCode).toBe(401);
    const saved = await post(t.app, '/user/inventory/create_inventory', user, {
      card_number: 'SAVE1',
      pin_code: 'pin-Ok1',
      library_id: SIP2_LIBRARY,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().inventories.some((i: { library_id: number }) => i.library_id === SIP2_LIBRARY)).toBe(
      true,
    );
    // A saved card borrows without a PIN: the system vouched for it when it was saved.
    const loan = await post(t.app, '/customer/customer/loan', user, {
      library_id: SIP2_LIBRARY,
      title_id: 101,
    });
    expect(loan.statusCode, loan.body).toBe(200);
  });
});

describe('loans at a SIP2 library at once', () => {
  it('hold the budget exactly (on PostgreSQL requests really run in parallel)', async () => {
    const spent = await charged();
    const cap = spent + 5;
    await t.database.db
      .update(libraries)
      .set({ budgetType: 'count', monthlyBudgetLoans: cap })
      .where(eq(libraries.id, SIP2_LIBRARY));
    t.app.services.libraryDirectory.invalidate();
    try {
      const cards = Array.from({ length: 16 }, (_, i) => `PAR${i}`);
      for (const card of cards) sip2.setBehaviour(card, { kind: 'valid', pin: '2468' });
      const answers = await Promise.all(cards.map((card) => borrow(card, '2468', 103)));
      const codes = answers.map((res) => (res.statusCode === 200 ? 'ok' : res.json().error.code));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
      expect(codes.filter((code) => code !== 'ok').every((code) => code === 'LIBRARY_BUDGET_REACHED')).toBe(
        true,
      );
      expect(await charged()).toBe(cap);
    } finally {
      await t.database.db
        .update(libraries)
        .set({ monthlyBudgetLoans: null })
        .where(eq(libraries.id, SIP2_LIBRARY));
    }
  });
});
