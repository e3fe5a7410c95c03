import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { libraries, libraryBudgetMonths, loans, pinFailures, sessions } from '../../db/schema';
import { sha256Hex } from '../../lib/keyed-hash';
import { signEhubToken } from '../../modules/loans/ehub-token';
import { signStreamToken } from '../../modules/media/stream-token';
import { createTestApp, form, startSession, type TestApp } from '../../test-support/test-app';
import { fixtureUser, seedFixtures } from '../../test-support/fixtures';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import { createTestMedia, EHUB_SECRET, seedLoanFixtures } from '../../test-support/loan-fixtures';

let t: TestApp;
let session: { sessionid: string; csrftoken: string };
beforeAll(async () => {
  t = await createTestApp({
    mediaDir: createTestMedia(),
    seed: async (h) => {
      await seedFixtures(h.db);
      await seedCatalogueFixtures(h.db);
      await seedLoanFixtures(h.db);
    },
  });
  session = await startSession(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts with no loans, spend or failed PINs.
  await t.database.db.delete(loans);
  await t.database.db.delete(libraryBudgetMonths);
  await t.database.db.delete(pinFailures);
});

let clientCounter = 0;
/** Each call from its own client address unless told, so the per-client limit does not leak between tests. */
const borrow = (
  fields: Record<string, string | number>,
  address = `10.0.0.${++clientCounter % 250}`,
  s = session,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/customer/loan',
    remoteAddress: address,
    ...form({
      portal_sessionid: s.sessionid,
      portal_csrftoken: s.csrftoken,
      library_id: 1,
      title_id: 100,
      ...fields,
    }),
  });
const loanCount = async (libraryId = 1) =>
  (await t.database.db.select().from(loans).where(eq(loans.libraryId, libraryId))).length;

describe('loan', () => {
  it('borrows with card and PIN (trimmed) and answers the loan with its stream', async () => {
    const res = await borrow({ card_number: ' 11111111 ', pin_code: '1234\t' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      is_new: true,
      num_loans_left: 3,
      num_loans_left_period: 'month',
    });
    expect(body.loan).toMatchObject({ title_id: 100, library_id: 1 });
    const hours = (Date.parse(body.loan.ends_at) - Date.parse(body.loan.started_at)) / 3_600_000;
    expect(hours).toBe(48);
    expect(body.loan.stream.playlist_url).toMatch(
      /^\/api\/media\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\/master\.m3u8$/,
    );
    expect(await loanCount()).toBe(1);
  });

  it('says how long each phase took (Server-Timing), refusals included', async () => {
    const timing = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['server-timing'])
        .split(', ')
        .map((entry) => /^([a-z-]+);dur=\d+\.\d$/.exec(entry)?.[1]);
    const loan = await borrow({ card_number: '11111111', pin_code: '1234' });
    expect(loan.statusCode).toBe(200);
    // One round trip: the pool wait, the check, the card lock and the charge by the database's clock, then the
    // rest of the round trip (the commit and the way back).
    expect(timing(loan)).toEqual(['app', 'request', 'wait', 'check', 'lock', 'charge', 'commit', 'answer']);
    const wrongPin = await borrow({ card_number: '11111111', pin_code: '9999' });
    expect(wrongPin.statusCode).toBe(401);
    expect(timing(wrongPin)).toEqual(['app', 'request', 'wait', 'check']);
  });

  it('answers the running loan again for the same card and title, charged once', async () => {
    const first = (await borrow({ card_number: '11111111', pin_code: '1234' })).json();
    const again = await Promise.all(
      [1, 2, 3].map(() => borrow({ card_number: '11111111', pin_code: '1234' })),
    );
    for (const res of again) {
      expect(res.json()).toMatchObject({
        is_new: false,
        num_loans_left: 3,
        loan: { loan_id: first.loan.loan_id },
      });
    }
    const [month] = await t.database.db
      .select()
      .from(libraryBudgetMonths)
      .where(eq(libraryBudgetMonths.libraryId, 1));
    expect(month).toMatchObject({ loans: 1, amountCents: 2500 });
    expect(await loanCount()).toBe(1);
  });

  it('gives the same answer for an unknown card and a wrong PIN', async () => {
    const unknown = await borrow({ card_number: '99999999', pin_code: '1234' });
    const wrongPin = await borrow({ card_number: '11111111', pin_code: '4321' });
    expect(unknown.statusCode).toBe(401);
    expect(wrongPin.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongPin.body);
    expect(unknown.json().error.code).toBe('WRONG_CARD_OR_PIN');
    expect(await loanCount()).toBe(0);
  });

  it('refuses a blocked card only after its PIN is right', async () => {
    expect((await borrow({ card_number: '22222222', pin_code: '2222' })).json().error.code).toBe(
      'CARD_BLOCKED',
    );
    expect((await borrow({ card_number: '22222222', pin_code: '0000' })).json().error.code).toBe(
      'WRONG_CARD_OR_PIN',
    );
  });

  it('locks a card after 5 wrong PINs in 15 minutes, even for the right PIN', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await borrow({ card_number: '30000001', pin_code: `000${i}` })).json().error.code);
    expect(codes).toEqual([
      'WRONG_CARD_OR_PIN',
      'WRONG_CARD_OR_PIN',
      'WRONG_CARD_OR_PIN',
      'WRONG_CARD_OR_PIN',
      'CARD_LOCKED',
    ]);
    const locked = await borrow({ card_number: '30000001', pin_code: '1234' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: 'CARD_LOCKED', details: { retry_after_seconds: 900 } });
    // Other cards are not affected.
    expect((await borrow({ card_number: '30000002', pin_code: '1234' })).statusCode).toBe(200);
  });

  it('stops one client trying a PIN on many different cards', async () => {
    const statuses = [];
    for (let n = 10; n < 22; n++) {
      statuses.push(
        (await borrow({ card_number: `300000${n}`, pin_code: '9999' }, '192.0.2.7')).json().error.code,
      );
    }
    expect(statuses.slice(0, 10).every((c) => c === 'WRONG_CARD_OR_PIN')).toBe(true);
    expect(statuses.slice(10)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    // Even a right PIN from that client waits; another client is served.
    expect((await borrow({ card_number: '30000030', pin_code: '1234' }, '192.0.2.7')).statusCode).toBe(429);
    expect((await borrow({ card_number: '30000030', pin_code: '1234' }, '192.0.2.8')).statusCode).toBe(200);
  });

  it('refuses at the patron limit and says when loans open again', async () => {
    for (const title of [100, 101, 103, 104]) {
      expect((await borrow({ card_number: '11111111', pin_code: '1234', title_id: title })).statusCode).toBe(
        200,
      );
    }
    const res = await borrow({ card_number: '11111111', pin_code: '1234', title_id: 110 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PATRON_LIMIT_REACHED',
      details: {
        patron_limit: 4,
        num_loans_left_period: 'month',
        new_loans_date: expect.stringMatching(/-01$/),
      },
    });
    expect(await loanCount()).toBe(4);
  });

  it('refuses when the library budget is spent and says when it reopens', async () => {
    await t.database.db.update(libraries).set({ monthlyBudgetLoans: 2 }).where(eq(libraries.id, 1));
    try {
      expect((await borrow({ card_number: '30000003', pin_code: '1234' })).statusCode).toBe(200);
      expect((await borrow({ card_number: '30000004', pin_code: '1234' })).statusCode).toBe(200);
      const res = await borrow({ card_number: '30000005', pin_code: '1234' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'LIBRARY_BUDGET_REACHED',
        details: { new_loans_date_library: expect.stringMatching(/^\d{4}-\d{2}-01$/) },
      });
    } finally {
      await t.database.db.update(libraries).set({ monthlyBudgetLoans: 100 }).where(eq(libraries.id, 1));
    }
  });

  it('counts money for amount budgets: a loan that would pass the cap is refused', async () => {
    await t.database.db
      .update(libraries)
      .set({ budgetType: 'amount', monthlyBudgetCents: 6000 })
      .where(eq(libraries.id, 1));
    try {
      expect((await borrow({ card_number: '30000006', pin_code: '1234' })).statusCode).toBe(200); // 2500
      expect((await borrow({ card_number: '30000007', pin_code: '1234' })).statusCode).toBe(200); // 5000
      expect((await borrow({ card_number: '30000008', pin_code: '1234' })).json().error.code).toBe(
        'LIBRARY_BUDGET_REACHED',
      );
      const [month] = await t.database.db
        .select()
        .from(libraryBudgetMonths)
        .where(and(eq(libraryBudgetMonths.libraryId, 1)));
      expect(month?.amountCents).toBe(5000);
    } finally {
      await t.database.db
        .update(libraries)
        .set({ budgetType: 'count', monthlyBudgetCents: null })
        .where(eq(libraries.id, 1));
    }
  });

  it('refuses titles the library does not offer', async () => {
    for (const titleId of [105, 106, 102]) {
      const res = await borrow({ card_number: '11111111', pin_code: '1234', title_id: titleId });
      expect(res.statusCode, String(titleId)).toBe(409);
      expect(res.json().error.code).toBe('TITLE_NOT_AVAILABLE');
    }
    const upcoming = await borrow({ card_number: '11111111', pin_code: '1234', title_id: 102 });
    expect(upcoming.json().error.details.coming_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      (await borrow({ card_number: '11111111', pin_code: '1234', title_id: 9999 })).json().error.code,
    ).toBe('TITLE_NOT_FOUND');
    expect(await loanCount()).toBe(0);
  });

  it('checks the session and its CSRF token in the loan itself, before anything is recorded or charged', async () => {
    const wrongToken = { ...session, csrftoken: 'x'.repeat(43) };
    for (const pin of ['9999', '1234']) {
      const res = await borrow({ card_number: '11111111', pin_code: pin }, undefined, wrongToken);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('CSRF_INVALID');
    }
    const unknown = await borrow({ card_number: '11111111', pin_code: '1234' }, undefined, {
      sessionid: 'y'.repeat(43),
      csrftoken: session.csrftoken,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('SESSION_INVALID');
    // An idle session is refused, and ended, as on every other call.
    const idle = await startSession(t.app);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 400 * 24 * 3600 * 1000) })
      .where(eq(sessions.idHash, sha256Hex(idle.sessionid)));
    const late = await borrow({ card_number: '11111111', pin_code: '1234' }, undefined, idle);
    expect(late.json().error.code).toBe('SESSION_INVALID');
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256Hex(idle.sessionid))),
    ).toHaveLength(0);
    expect(await loanCount()).toBe(0);
    expect(await t.database.db.select().from(pinFailures)).toHaveLength(0);
  });

  it("lends a child-mode session only children's titles", async () => {
    const child = await t.app.services.sessions.start('customer', true);
    const film = await borrow({ card_number: '11111111', pin_code: '1234', title_id: 100 }, undefined, child);
    expect(film.statusCode).toBe(409);
    expect(film.json().error).toMatchObject({ code: 'TITLE_NOT_AVAILABLE', details: { coming_on: null } });
    const forChildren = await borrow(
      { card_number: '11111111', pin_code: '1234', title_id: 103 },
      undefined,
      child,
    );
    expect(forChildren.statusCode, forChildren.body).toBe(200);
    expect(await loanCount()).toBe(1);
  });

  it('refuses malformed input with 400 and changes nothing', async () => {
    const malformed: Record<string, string>[] = [
      { card_number: '1111 1111', pin_code: '1234' },
      { card_number: '11111111', pin_code: '12a4' },
      { card_number: '11111111', pin_code: '' },
      { card_number: '11111111', pin_code: '1234', library_id: 'x' },
      { card_number: 'x'.repeat(5000), pin_code: '1234' },
    ];
    for (const fields of malformed) {
      const res = await borrow(fields);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 50)).toBe(400);
    }
    expect(await loanCount()).toBe(0);
    expect(await t.database.db.select().from(pinFailures)).toHaveLength(0);
  });

  it("borrows with a logged-in user's saved card and lists it in past loans", async () => {
    const user = await startSession(t.app);
    const s = await t.app.services.sessions.resolve(user.sessionid);
    await t.app.services.sessions.setOwner(s, { userId: fixtureUser.id, librarianId: null });
    const res = await borrow({ card_number: '', pin_code: '' }, '10.1.1.1', user);
    expect(res.statusCode, res.body).toBe(200);
    const past = await t.app.inject({
      url: `/api/customer/loan/get_auth_user_past_loans?portal_sessionid=${user.sessionid}`,
    });
    expect(past.json().loans).toHaveLength(1);
    expect(past.json().loans[0]).toMatchObject({ title_id: 100, is_active: true, title: { id: 100 } });
    // The title page offers the running loan.
    const page = await t.app.inject({
      url: `/api/library/title/get_title?title_id=100&library_id=1&portal_sessionid=${user.sessionid}`,
    });
    expect(page.json().active_loan.loan_id).toBe(res.json().loan.loan_id);
    expect(page.json().num_loans_left).toBe(3);
    // Anonymous sessions have no saved card and no past loans.
    expect((await borrow({ card_number: '', pin_code: '' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      url: `/api/customer/loan/get_auth_user_past_loans?portal_sessionid=${session.sessionid}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('get_current_month_loans_left', () => {
  const left = (card: string, pin: string) =>
    t.app.inject({
      url: `/api/customer/customer/get_current_month_loans_left?card_number=${card}&pin_code=${pin}&library_id=1&portal_sessionid=${session.sessionid}`,
      remoteAddress: `10.9.9.${++clientCounter % 250}`,
    });

  it('counts exactly, and needs the right PIN', async () => {
    expect((await left('11111111', '1234')).json()).toEqual({
      success: true,
      num_loans_left: 4,
      num_loans_left_period: 'month',
      new_loans_date: null,
      library_loan_budget_reached: false,
    });
    await borrow({ card_number: '11111111', pin_code: '1234' });
    expect((await left('11111111', '1234')).json().num_loans_left).toBe(3);
    expect((await left('11111111', '9999')).json().error.code).toBe('WRONG_CARD_OR_PIN');
  });

  it('never logs the PIN or card number', async () => {
    await left('11111111', '1234');
    const log = t.logs.join('\n');
    expect(log).toContain('get_current_month_loans_left');
    expect(log).not.toMatch(/pin_code=1234/);
    expect(log).not.toMatch(/card_number=11111111/);
  });
});

describe('ehub_loan', () => {
  const token = (overrides: Record<string, unknown> = {}, secret = EHUB_SECRET) =>
    signEhubToken(secret, {
      library_id: 1,
      card_number: '11111111',
      title_id: 101,
      exp: Math.floor(Date.now() / 1000) + 120,
      nonce: randomBytes(16).toString('base64url'),
      ...overrides,
    } as never);
  const ehub = (access_token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/customer/ehub_loan',
      ...form({ portal_sessionid: session.sessionid, portal_csrftoken: session.csrftoken, access_token }),
    });

  it('borrows for the card the library vouches for, once per token', async () => {
    const signed = token();
    const res = await ehub(signed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_new: true, loan: { title_id: 101, library_id: 1 } });
    expect((await ehub(signed)).json().error.code).toBe('INVALID_ACCESS_TOKEN');
  });

  it('refuses wrong signatures, expired and too long-lived tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const bad of [
      token({}, 'another-secret'),
      token({ exp: now - 1 }),
      token({ exp: now + 3600 }),
      token({ library_id: 2 }), // library 2 has no eHub secret
    ]) {
      const res = await ehub(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('INVALID_ACCESS_TOKEN');
    }
    expect((await ehub('not-a-token')).statusCode).toBe(400);
    expect(await loanCount()).toBe(0);
  });
});

describe('streams', () => {
  const playlist = async () =>
    (await borrow({ card_number: '11111111', pin_code: '1234' })).json().loan.stream.playlist_url as string;

  it('serves the playlist, variants and segments to the token holder', async () => {
    const url = await playlist();
    const master = await t.app.inject({ url });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('v0/index.m3u8');
    const base = url.replace(/master\.m3u8$/, '');
    expect((await t.app.inject({ url: `${base}v0/index.m3u8` })).statusCode).toBe(200);
    const segment = await t.app.inject({ url: `${base}v0/seg0.ts` });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
  });

  it('answers 403 without a token, with an altered token, or once the token has expired', async () => {
    const url = await playlist();
    const token = url.split('/')[3]!;
    expect((await t.app.inject({ url: '/api/media/master.m3u8' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/media//master.m3u8' })).statusCode).toBe(403);
    const altered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await t.app.inject({ url: `/api/media/${altered}/master.m3u8` })).statusCode).toBe(403);
    const [loan] = await t.database.db.select().from(loans);
    const expired = signStreamToken(t.app.services.streamKey, {
      loanId: loan!.id,
      titleId: loan!.titleId,
      loanEndsAt: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await t.app.inject({ url: `/api/media/${expired}/v0/seg0.ts` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('lets a film started before the loan ends be finished, but not started after', async () => {
    await playlist();
    const [row] = await t.database.db.select().from(loans);
    // The loan ended a minute ago, at its own end: the token signed then says so too.
    const endedAt = new Date(Math.floor((Date.now() - 60_000) / 1000) * 1000);
    await t.database.db.update(loans).set({ endsAt: endedAt }).where(eq(loans.id, row!.id));
    const inGrace = signStreamToken(t.app.services.streamKey, {
      loanId: row!.id,
      titleId: row!.titleId,
      loanEndsAt: endedAt,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await t.app.inject({ url: `/api/media/${inGrace}/v0/seg0.ts` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/media/${inGrace}/master.m3u8` })).statusCode).toBe(403);
    // No other spelling of the master playlist's path starts the film either.
    for (const spelling of [
      '/master.m3u8',
      '//master.m3u8',
      './master.m3u8',
      'v0/../master.m3u8',
      'v0/./../master.m3u8',
      '%6Daster.m3u8',
      'master%2Em3u8',
      '.%2Fmaster.m3u8',
      'v0%2F..%2Fmaster.m3u8',
    ]) {
      const res = await t.app.inject({ url: `/api/media/${inGrace}/${spelling}` });
      expect(res.statusCode, spelling).toBe(403);
      expect(res.json().error.code, spelling).toBe('FORBIDDEN');
    }
    // Other spellings of a variant's path still play to the end.
    expect((await t.app.inject({ url: `/api/media/${inGrace}/v0//seg0.ts` })).statusCode).toBe(200);
  });

  it('refuses the playlists and every file of a loan ended early in the database, whatever the token says', async () => {
    const ended = await playlist();
    const running = (await borrow({ card_number: '11111111', pin_code: '1234', title_id: 101 })).json().loan
      .stream.playlist_url as string;
    for (const url of [ended, running]) expect((await t.app.inject({ url })).statusCode).toBe(200);
    const [loan] = await t.database.db.select().from(loans).where(eq(loans.titleId, 100));
    // Ended a second ago (as an operator would end it), long before the end signed into its token.
    await t.database.db
      .update(loans)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(loans.id, loan!.id));

    const base = ended.replace(/master\.m3u8$/, '');
    for (const path of ['master.m3u8', 'v0/index.m3u8', 'v0/seg0.ts', 'v0//seg0.ts']) {
      const res = await t.app.inject({ url: `${base}${path}` });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error.code, path).toBe('FORBIDDEN');
    }
    // The card's other loan, still running, plays on.
    const runningBase = running.replace(/master\.m3u8$/, '');
    for (const path of ['master.m3u8', 'v0/index.m3u8', 'v0/seg0.ts']) {
      expect((await t.app.inject({ url: `${runningBase}${path}` })).statusCode, path).toBe(200);
    }
  });

  it('starts playback while the loan runs in the database, though the token says it has ended', async () => {
    await playlist();
    const [row] = await t.database.db.select().from(loans);
    const stale = signStreamToken(t.app.services.streamKey, {
      loanId: row!.id,
      titleId: row!.titleId,
      loanEndsAt: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await t.app.inject({ url: `/api/media/${stale}/master.m3u8` })).statusCode).toBe(200);
  });

  it('refuses paths outside the title folder', async () => {
    const url = await playlist();
    const base = url.replace(/master\.m3u8$/, '');
    for (const path of [
      '../../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd.m3u8',
      'v0/../../x.m3u8',
      'secret.txt',
    ]) {
      const res = await t.app.inject({ url: `${base}${path}` });
      expect([403, 404], path).toContain(res.statusCode);
    }
  });
});

describe('watch positions', () => {
  it('follow a logged-in user across devices and are refused to anonymous sessions', async () => {
    const phone = await startSession(t.app);
    const laptop = await startSession(t.app);
    for (const device of [phone, laptop]) {
      const s = await t.app.services.sessions.resolve(device.sessionid);
      await t.app.services.sessions.setOwner(s, { userId: fixtureUser.id, librarianId: null });
    }
    const save = (device: typeof phone, fields: Record<string, string | number>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/loan/save_watch_position',
        ...form({ portal_sessionid: device.sessionid, portal_csrftoken: device.csrftoken, ...fields }),
      });
    const read = (device: typeof phone) =>
      t.app.inject({
        url: `/api/customer/loan/get_watch_position?title_id=100&portal_sessionid=${device.sessionid}`,
      });

    expect((await read(laptop)).json().position_seconds).toBeNull();
    expect((await save(phone, { title_id: 100, position_seconds: 754 })).statusCode).toBe(200);
    expect((await read(laptop)).json().position_seconds).toBe(754);
    expect((await save(phone, { title_id: 100, position_seconds: 999_999 })).statusCode).toBe(400);
    expect((await save(phone, { title_id: 100, position_seconds: 6000 })).statusCode).toBe(400); // past the end
    expect((await save(phone, { title_id: 98765, position_seconds: 1 })).json().error.code).toBe(
      'TITLE_NOT_FOUND',
    );
    const anonymous = await t.app.inject({
      url: `/api/customer/loan/get_watch_position?title_id=100&portal_sessionid=${session.sessionid}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('active loan of a logged-in user', () => {
  it('includes a loan made on their saved card before they logged in', async () => {
    const anonymous = await borrow({ card_number: '11111111', pin_code: '1234', title_id: 101 });
    expect(anonymous.statusCode).toBe(200);
    const user = await startSession(t.app);
    const s = await t.app.services.sessions.resolve(user.sessionid);
    await t.app.services.sessions.setOwner(s, { userId: fixtureUser.id, librarianId: null });
    const page = await t.app.inject({
      url: `/api/library/title/get_title?title_id=101&library_id=1&portal_sessionid=${user.sessionid}`,
    });
    expect(page.json().active_loan?.loan_id).toBe(anonymous.json().loan.loan_id);
    // Another title, not borrowed: none.
    const other = await t.app.inject({
      url: `/api/library/title/get_title?title_id=103&library_id=1&portal_sessionid=${user.sessionid}`,
    });
    expect(other.json().active_loan).toBeNull();
  });
});
