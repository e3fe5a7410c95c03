import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIBRARIAN_INVITE_LIFETIME_SECONDS } from '@filmhyllan/contract';
import { librarianTokens } from '../../db/schema';
import { createLibrarianAccountsRepository } from '../../modules/librarians/librarian-accounts.repository';
import { createLibrarianAccountsService } from '../../modules/librarians/librarian-accounts.service';
import { createTestApp, startSession } from '../../test-support/test-app';
import {
  createAccountTestApp,
  fixtureLibrarians,
  get,
  loginLibrarian,
  loginOperator,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/** Librarian accounts run by operators, and the librarians' own password links (docs/decisions/035). */

let t: OperatorTestApp;
let admin: ClientSession;
let support: ClientSession;
let editor: ClientSession;

const NEW_PASSWORD = 'a-new-librarian-password-1';

/** The token of the newest set-password link mailed to an address. */
const mailedToken = (address: string): string => {
  const match = /https:\/\/[^\s]+\/lib\/set-password\/([A-Za-z0-9_-]+)/.exec(t.mail.lastTo(address).text);
  if (!match) throw new Error(`no set-password link in the mail to ${address}`);
  return match[1]!;
};

const invite = (session: ClientSession | null, fields: Record<string, string | number>) =>
  post(t.app, '/operator/librarian/invite_librarian', session, fields);

const setPassword = async (token: string, password = NEW_PASSWORD) =>
  post(
    t.app,
    '/librarian/librarian/set_password',
    await startSession(t.app, 'librarian'),
    { token, new_password: password },
    '203.0.113.77',
  );

const auditOf = async (action: string) =>
  (await t.app.services.audit.search({ action })).entries.map((e) => ({ ...e }));

beforeAll(async () => {
  t = await createOperatorTestApp();
  ({ admin, support, editor } = t.operators);
});
afterAll(() => t.close());

describe('invite_librarian', () => {
  it('creates an invited librarian and mails a one-time link that sets the password, then the login works', async () => {
    const sentFrom = Date.now();
    const res = await invite(admin, { library_id: 1, username: 'Anna.Sthlm', email: 'anna@bibliotek.test' });
    expect(res.statusCode, res.body).toBe(200);
    // The answer says when the link stops working: 72 hours after it was made.
    const expires = Date.parse(res.json().librarian.invite_expires_at);
    expect(expires).toBeGreaterThanOrEqual(sentFrom + LIBRARIAN_INVITE_LIFETIME_SECONDS * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + LIBRARIAN_INVITE_LIFETIME_SECONDS * 1000);
    expect(res.json().librarian).toMatchObject({
      username: 'Anna.Sthlm',
      email: 'anna@bibliotek.test',
      library_id: 1,
      status: 'invited',
    });
    const mail = t.mail.lastTo('anna@bibliotek.test');
    expect(mail.subject).toBe('Ditt bibliotekariekonto på Filmhyllan');
    expect(mail.text).toContain('https://www.filmhyllan.se/sv/lib/set-password/');
    const token = mailedToken('anna@bibliotek.test');

    // No password yet: the login is refused like a wrong one.
    const before = await startSession(t.app, 'librarian');
    const refused = await post(t.app, '/librarian/librarian/login', before, {
      username: 'anna.sthlm',
      password: NEW_PASSWORD,
    });
    expect(refused.json().error.code).toBe('WRONG_USERNAME_OR_PASSWORD');

    const set = await setPassword(token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ success: true, username: 'Anna.Sthlm' });
    // Audited with Anna as the actor (the link proves who she is), from her address; no password, no token.
    const [chosen] = await auditOf('librarian.set_password');
    expect(chosen).toMatchObject({
      portal: 'librarian',
      actorUsername: 'Anna.Sthlm',
      actorId: Number(chosen!.objectId),
      libraryId: 1,
      objectType: 'librarian',
      address: '203.0.113.77',
      before: null,
      after: { link: 'invite' },
    });
    expect(JSON.stringify(chosen)).not.toContain(token);
    expect(JSON.stringify(chosen)).not.toContain(NEW_PASSWORD);
    const lastLoginOfAnna = async (): Promise<string | null> => {
      const listed = await get(t.app, '/operator/librarian/get_librarians', support, { library_id: 1 });
      return listed.json().librarians.find((l: { username: string }) => l.username === 'Anna.Sthlm')
        .last_login_at;
    };
    expect(await lastLoginOfAnna()).toBeNull();
    const loginFrom = Date.now();
    const anna = await loginLibrarian(t.app, 'anna.sthlm', NEW_PASSWORD);
    // The login is recorded, and the console's list shows when.
    const lastLogin = Date.parse((await lastLoginOfAnna())!);
    expect(lastLogin).toBeGreaterThanOrEqual(loginFrom);
    expect(lastLogin).toBeLessThanOrEqual(Date.now());
    const data = await get(t.app, '/librarian/librarian/get_librarian_data', anna);
    expect(data.statusCode, data.body).toBe(200);

    // One-time: the same link does not work again.
    const again = await setPassword(token, 'yet-another-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_RESET_TOKEN');

    // Several librarians in one library: the fixture librarian and Anna.
    const list = await get(t.app, '/operator/librarian/get_librarians', support, { library_id: 1 });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .librarians.map((l: { username: string; status: string; invite_expires_at: string | null }) => [
          l.username,
          l.status,
          l.invite_expires_at,
        ]),
    ).toEqual([
      ['Anna.Sthlm', 'active', null],
      [fixtureLibrarians.stockholm.username, 'active', null],
    ]);
  });

  it('refuses a taken username, a bad username and an unknown library with clear codes', async () => {
    const taken = await invite(admin, {
      library_id: 2,
      username: fixtureLibrarians.stockholm.username.toUpperCase(),
      email: 'x@bibliotek.test',
    });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'EXISTING_USER']);
    const bad = await invite(admin, { library_id: 2, username: 'a b', email: 'x@bibliotek.test' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'INVALID_USERNAME']);
    const library = await invite(admin, {
      library_id: 999,
      username: 'nobody.lib',
      email: 'x@bibliotek.test',
    });
    expect([library.statusCode, library.json().error.code]).toEqual([404, 'LIBRARY_NOT_FOUND']);
    const email = await invite(admin, { library_id: 2, username: 'nobody.lib', email: 'not-an-address' });
    expect([email.statusCode, email.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('is refused to support, editor, librarians, customers and anonymous sessions, and without the CSRF token', async () => {
    const fields = { library_id: 2, username: 'refused.lib', email: 'refused@bibliotek.test' };
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [support, editor]) {
      const res = await invite(session, fields);
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'FORBIDDEN']);
    }
    for (const session of [librarian, customer, anonymous]) {
      const res = await invite(session, fields);
      expect(res.statusCode).toBeGreaterThanOrEqual(401);
      expect(res.statusCode).toBeLessThan(404);
    }
    const forged = await invite({ sessionid: admin.sessionid, csrftoken: 'forged' }, fields);
    expect([forged.statusCode, forged.json().error.code]).toEqual([403, 'CSRF_INVALID']);
    expect(t.mail.sent.some((m) => m.to === 'refused@bibliotek.test')).toBe(false);
    const editorList = await get(t.app, '/operator/librarian/get_librarians', editor);
    expect(editorList.statusCode).toBe(403);
  });

  it('writes an audit row with the operator, the address and the account, never a token', async () => {
    const [entry] = await auditOf('librarian.invite');
    expect(entry).toMatchObject({
      portal: 'operator',
      actorId: 901,
      libraryId: 1,
      objectType: 'librarian',
      before: null,
      after: { username: 'Anna.Sthlm', email: 'anna@bibliotek.test', library_id: 1, status: 'invited' },
    });
    expect(entry!.address).toBeTruthy();
    const all = JSON.stringify((await t.app.services.audit.search({})).entries);
    expect(all).not.toContain(mailedToken('anna@bibliotek.test'));
    expect(all).not.toContain(NEW_PASSWORD);
    expect(t.logs.join('')).not.toContain(mailedToken('anna@bibliotek.test'));
  });
});

describe('resend_invite', () => {
  it('support may resend; the new link works and the earlier one no longer does', async () => {
    const res = await invite(admin, { library_id: 2, username: 'bo.angelholm', email: 'bo@bibliotek.test' });
    const id = res.json().librarian.librarian_id as number;
    const first = mailedToken('bo@bibliotek.test');

    const editorTry = await post(t.app, '/operator/librarian/resend_invite', editor, { librarian_id: id });
    expect(editorTry.statusCode).toBe(403);
    const resent = await post(t.app, '/operator/librarian/resend_invite', support, { librarian_id: id });
    expect(resent.statusCode, resent.body).toBe(200);
    // The new link's expiry, later than the first's.
    expect(Date.parse(resent.json().librarian.invite_expires_at)).toBeGreaterThan(
      Date.parse(res.json().librarian.invite_expires_at),
    );
    const listed = await get(t.app, '/operator/librarian/get_librarians', support, { library_id: 2 });
    expect(
      listed.json().librarians.find((l: { librarian_id: number }) => l.librarian_id === id).invite_expires_at,
    ).toBe(resent.json().librarian.invite_expires_at);
    const second = mailedToken('bo@bibliotek.test');
    expect(second).not.toBe(first);

    expect((await setPassword(first)).json().error.code).toBe('INVALID_RESET_TOKEN');
    expect((await setPassword(second)).statusCode).toBe(200);
    const [entry] = await auditOf('librarian.resend_invite');
    expect(entry).toMatchObject({ actorId: 902, objectId: String(id), libraryId: 2 });

    // Once the password is chosen there is nothing to resend; an unknown id is NOT_FOUND.
    const done = await post(t.app, '/operator/librarian/resend_invite', support, { librarian_id: id });
    expect([done.statusCode, done.json().error.code]).toEqual([403, 'FORBIDDEN']);
    const unknown = await post(t.app, '/operator/librarian/resend_invite', admin, { librarian_id: 99_999 });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses a password that breaks the rule, keeping the link usable', async () => {
    await invite(admin, { library_id: 2, username: 'cia.angelholm', email: 'cia@bibliotek.test' });
    const token = mailedToken('cia@bibliotek.test');
    const short = await setPassword(token, 'short');
    expect([short.statusCode, short.json().error.code]).toEqual([400, 'INVALID_PASSWORD']);
    expect((await setPassword(token)).statusCode).toBe(200);
  });
});

describe('the invitation link expires after 72 hours', () => {
  it('works a second before and not a second after, by the service clock', async () => {
    let now = new Date('2026-05-01T08:00:00Z');
    const service = createLibrarianAccountsService({
      repo: createLibrarianAccountsRepository(t.database.db),
      sessions: { librarianSessionsEnded: () => undefined },
      audit: t.app.services.audit,
      mailer: t.mail,
      log: { info: () => undefined, error: () => undefined },
      siteUrl: async () => 'https://www.filmhyllan.se/',
      clock: () => now,
    });
    const actor = { portal: 'operator' as const, id: 901, username: 'Operatör.Admin', address: '192.0.2.1' };
    const start = now.getTime();
    const invited = await service.invite(actor, {
      libraryId: 1,
      username: 'late.sthlm',
      email: 'late@bibliotek.test',
    });
    expect(invited.inviteExpiresAt).toEqual(new Date(start + LIBRARIAN_INVITE_LIFETIME_SECONDS * 1000));
    const late = mailedToken('late@bibliotek.test');
    await service.invite(actor, { libraryId: 1, username: 'early.sthlm', email: 'early@bibliotek.test' });
    const early = mailedToken('early@bibliotek.test');

    now = new Date(start + LIBRARIAN_INVITE_LIFETIME_SECONDS * 1000 + 1000);
    await expect(service.setPassword(late, NEW_PASSWORD, '192.0.2.9')).rejects.toMatchObject({
      code: 'INVALID_RESET_TOKEN',
    });
    now = new Date(start + LIBRARIAN_INVITE_LIFETIME_SECONDS * 1000 - 1000);
    await expect(service.setPassword(early, NEW_PASSWORD, '192.0.2.9')).resolves.toEqual({
      username: 'early.sthlm',
    });
    const stored = await t.database.db.select().from(librarianTokens);
    expect(JSON.stringify(stored)).not.toContain(early);
  });
});

describe('deactivate_librarian', () => {
  it('ends the librarian’s sessions at once and refuses their login; only admin may', async () => {
    await invite(admin, { library_id: 1, username: 'dag.sthlm', email: 'dag@bibliotek.test' });
    const id = (await get(t.app, '/operator/librarian/get_librarians', admin, { library_id: 1 }))
      .json()
      .librarians.find((l: { username: string }) => l.username === 'dag.sthlm').librarian_id as number;
    await setPassword(mailedToken('dag@bibliotek.test'));
    const dag = await loginLibrarian(t.app, 'dag.sthlm', NEW_PASSWORD);
    // A read fills the session read cache, which deactivation must not leave usable.
    expect((await get(t.app, '/librarian/librarian/get_librarian_data', dag)).statusCode).toBe(200);

    const bySupport = await post(t.app, '/operator/librarian/deactivate_librarian', support, {
      librarian_id: id,
    });
    expect(bySupport.statusCode).toBe(403);
    const res = await post(t.app, '/operator/librarian/deactivate_librarian', admin, { librarian_id: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().librarian).toMatchObject({ status: 'deactivated', invite_expires_at: null });

    expect((await get(t.app, '/librarian/librarian/get_librarian_data', dag)).statusCode).toBe(401);
    const login = await post(t.app, '/librarian/librarian/login', await startSession(t.app, 'librarian'), {
      username: 'dag.sthlm',
      password: NEW_PASSWORD,
    });
    expect(login.json().error.code).toBe('WRONG_USERNAME_OR_PASSWORD');
    const [entry] = await auditOf('librarian.deactivate');
    expect(entry).toMatchObject({
      actorId: 901,
      before: { status: 'active' },
      after: { status: 'deactivated' },
    });
  });
});

describe('recover_with_email (librarian)', () => {
  it('answers the same for a known and an unknown address and mails a reset link only to the known one', async () => {
    const session = await startSession(t.app, 'librarian');
    const sent = t.mail.sent.length;
    const unknown = await post(t.app, '/librarian/librarian/recover_with_email', session, {
      email: 'nobody@bibliotek.test',
      language: 'en',
    });
    expect(t.mail.sent.length).toBe(sent);
    const known = await post(t.app, '/librarian/librarian/recover_with_email', session, {
      email: 'ANNA@bibliotek.test',
      language: 'en',
    });
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(known.json()).toEqual({ success: true });
    expect(t.mail.lastTo('anna@bibliotek.test').subject).toBe('Reset your Filmhyllan librarian password');
    const token = mailedToken('anna@bibliotek.test');
    expect(t.mail.lastTo('anna@bibliotek.test').text).toContain('/en/lib/set-password/');

    const anna = await loginLibrarian(t.app, 'anna.sthlm', NEW_PASSWORD);
    expect((await setPassword(token, 'reset-librarian-password-3')).statusCode).toBe(200);
    const [chosen] = await auditOf('librarian.set_password');
    expect(chosen).toMatchObject({ actorUsername: 'Anna.Sthlm', after: { link: 'reset' } });
    expect(JSON.stringify(chosen)).not.toContain(token);
    // The new password ends the sessions that were open.
    expect((await get(t.app, '/librarian/librarian/get_librarian_data', anna)).statusCode).toBe(401);
    await loginLibrarian(t.app, 'anna.sthlm', 'reset-librarian-password-3');
  });

  it('is refused from a customer-portal session', async () => {
    const res = await post(t.app, '/librarian/librarian/recover_with_email', await startSession(t.app), {
      email: 'anna@bibliotek.test',
      language: 'en',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('deactivation on a second instance', () => {
  it('ends the librarian’s session on the other instance too, whose read cache held it', async () => {
    const a = await createAccountTestApp({ notices: true });
    const b = await createTestApp({ database: a.database, notices: true });
    try {
      const adminA = await loginOperator(a.app, 'admin');
      const librarian = await loginLibrarian(b.app, fixtureLibrarians.angelholm.username);
      expect((await get(b.app, '/librarian/librarian/get_librarian_data', librarian)).statusCode).toBe(200);
      const list = await get(a.app, '/operator/librarian/get_librarians', adminA, { library_id: 2 });
      const id = list.json().librarians[0].librarian_id as number;
      const res = await post(a.app, '/operator/librarian/deactivate_librarian', adminA, { librarian_id: id });
      expect(res.statusCode, res.body).toBe(200);
      // Well within the read cache's 5 s: only the change notice makes instance b read the session again.
      await vi.waitFor(
        async () =>
          expect((await get(b.app, '/librarian/librarian/get_librarian_data', librarian)).statusCode).toBe(
            401,
          ),
        { timeout: 2000, interval: 50 },
      );
    } finally {
      await b.close();
      await a.close();
    }
  });
});
