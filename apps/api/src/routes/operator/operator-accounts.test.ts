import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATOR_INVITE_LIFETIME_SECONDS } from '@filmhyllan/contract';
import { operatorTokens } from '../../db/schema';
import { createOperatorAccountsRepository } from '../../modules/operators/operator-accounts.repository';
import { createOperatorAccountsService } from '../../modules/operators/operator-accounts.service';
import { totpCode } from '../../modules/operators/totp';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  fixtureOperators,
  get,
  loginCustomer,
  loginLibrarian,
  loginOperator,
  fixtureLibrarians,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

/*
 * Operator accounts run by admins (docs/decisions/045): invitations with a mailed link, the password from it,
 * enrolment at the first login, role changes, deactivation, two-factor reset, and the admin rules. The codes are
 * checked against our clock, moved a minute on per login so each step is fresh.
 */

const MINUTE = 60_000;
const clock = { now: Date.UTC(2026, 10, 26, 12, 0, 5) };
const at = () => new Date(clock.now);
const PASSWORD = 'a-new-operator-password-1';

let t: TestApp;
let admin: ClientSession;
let support: ClientSession;
let editor: ClientSession;

beforeAll(async () => {
  t = await createAccountTestApp({ totpClock: at });
  admin = await loginOperator(t.app, 'admin');
  support = await loginOperator(t.app, 'support');
  editor = await loginOperator(t.app, 'editor');
});
afterAll(() => t.close());
beforeEach(() => {
  clock.now += 10 * MINUTE;
});

/** The token of the newest invitation link mailed to an address. */
const mailedToken = (address: string): string => {
  const match = /https:\/\/[^\s]+\/admin\/set-password\/([A-Za-z0-9_-]+)/.exec(t.mail.lastTo(address).text);
  if (!match) throw new Error(`no set-password link in the mail to ${address}`);
  return match[1]!;
};

const invite = (session: ClientSession | null, fields: Record<string, string>) =>
  post(t.app, '/operator/operator/invite_operator', session, fields);

const setPassword = async (token: string, password = PASSWORD) =>
  post(
    t.app,
    '/operator/operator/set_password',
    await startSession(t.app, 'operator'),
    { token, new_password: password },
    '203.0.113.78',
  );

const login = async (fields: Record<string, string>) =>
  post(t.app, '/operator/operator/login', await startSession(t.app, 'operator'), fields);

/** Enrols an operator who has a password and logs them in with a code from the new secret. */
async function enrolAndLogIn(username: string, password = PASSWORD) {
  const enrolment = (await login({ username, password })).json().enrolment;
  const res = await login({ username, password, totp_code: totpCode(enrolment.secret, at()) });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return {
    session: { sessionid: body.new_sessionid, csrftoken: body.new_csrftoken } as ClientSession,
    secret: enrolment.secret as string,
    recoveryCodes: enrolment.recovery_codes as string[],
  };
}

/** Invites an operator, sets the password from the mail and answers their id. */
async function newOperator(username: string, role: string): Promise<number> {
  const email = `${username}@drift.test`;
  const res = await invite(admin, { username, email, role });
  expect(res.statusCode, res.body).toBe(200);
  expect((await setPassword(mailedToken(email))).statusCode).toBe(200);
  return res.json().operator.operator_id as number;
}

const listed = async (username: string) =>
  (await get(t.app, '/operator/operator/get_operators', admin))
    .json()
    .operators.find((o: { username: string }) => o.username === username);

const auditOf = async (action: string) => (await t.app.services.audit.search({ action })).entries;

describe('invite_operator and set_password', () => {
  it('invites, mails a one-time link, sets the password, enrols at first login and lists the operator', async () => {
    const res = await invite(admin, { username: 'Greta.Drift', email: 'greta@drift.test', role: 'support' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().operator).toMatchObject({
      username: 'Greta.Drift',
      email: 'greta@drift.test',
      role: 'support',
      status: 'invited',
      two_factor_enrolled: false,
      last_login_at: null,
    });
    const mail = t.mail.lastTo('greta@drift.test');
    expect(mail.subject).toBe('Your Filmhyllan operator account');
    expect(mail.text).toContain('/en/admin/set-password/');
    const token = mailedToken('greta@drift.test');

    // No password yet: the login is refused like a wrong one.
    expect((await login({ username: 'greta.drift', password: PASSWORD })).json().error.code).toBe(
      'WRONG_USERNAME_OR_PASSWORD',
    );
    const set = await setPassword(token);
    expect(set.json()).toEqual({ success: true, username: 'Greta.Drift' });
    // Audited with Greta as the actor (the link proves who she is), from her address; no password, no token.
    const [chosen] = await auditOf('operator.set_password');
    expect(chosen).toMatchObject({
      portal: 'operator',
      actorUsername: 'Greta.Drift',
      actorId: res.json().operator.operator_id,
      objectType: 'operator',
      objectId: String(res.json().operator.operator_id),
      libraryId: null,
      address: '203.0.113.78',
      before: null,
      after: { link: 'invite' },
    });
    expect(JSON.stringify(chosen)).not.toContain(token);
    expect(JSON.stringify(chosen)).not.toContain(PASSWORD);
    // The link works once.
    expect((await setPassword(token)).json().error.code).toBe('INVALID_RESET_TOKEN');

    const { session } = await enrolAndLogIn('greta.drift');
    expect((await get(t.app, '/operator/operator/get_operator', session)).json().operator).toEqual({
      username: 'Greta.Drift',
      role: 'support',
    });
    expect(await listed('Greta.Drift')).toMatchObject({
      status: 'active',
      two_factor_enrolled: true,
      last_login_at: at().toISOString(),
    });

    const [invited] = await auditOf('operator.invite');
    expect(invited).toMatchObject({ actorId: 901, objectType: 'operator', before: null });
    expect(invited!.after).toEqual({
      username: 'Greta.Drift',
      email: 'greta@drift.test',
      role: 'support',
      status: 'invited',
      two_factor: 'not_enrolled',
    });
    const [confirmed] = await auditOf('operator.confirm_two_factor');
    expect(confirmed).toMatchObject({
      actorUsername: 'Greta.Drift',
      objectId: String(res.json().operator.operator_id),
      before: { two_factor: 'not_enrolled' },
      after: { two_factor: 'enrolled' },
    });
    // No token is kept in clear.
    expect(JSON.stringify(await t.database.db.select().from(operatorTokens))).not.toContain(token);
  });

  it('refuses a bad username, a taken one, a bad e-mail or role, and a weak password; only admin invites', async () => {
    const bad = await invite(admin, { username: 'no spaces', email: 'x@drift.test', role: 'admin' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'INVALID_USERNAME']);
    const taken = await invite(admin, { username: 'OPERATOR.SUPPORT', email: 'x@drift.test', role: 'admin' });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'EXISTING_USER']);
    const email = await invite(admin, { username: 'x.drift', email: 'not-an-address', role: 'admin' });
    expect(email.statusCode).toBe(400);
    const role = await invite(admin, { username: 'x.drift', email: 'x@drift.test', role: 'owner' });
    expect(role.statusCode).toBe(400);
    for (const [who, status] of [
      [support, 403],
      [editor, 403],
      [await loginLibrarian(t.app, fixtureLibrarians.stockholm.username), 401],
      [await loginCustomer(t.app, 'ulla', passwords.ulla), 401],
      [null, 401],
    ] as const) {
      const res = await invite(who, { username: 'x.drift', email: 'x@drift.test', role: 'admin' });
      expect(res.statusCode, res.body).toBe(status);
    }
    // Without the session's CSRF token, nothing is created.
    const noCsrf = await invite(
      { ...admin, csrftoken: 'wrong' },
      {
        username: 'x.drift',
        email: 'x@drift.test',
        role: 'admin',
      },
    );
    expect([noCsrf.statusCode, noCsrf.json().error.code]).toEqual([403, 'CSRF_INVALID']);
    expect(await listed('x.drift')).toBeUndefined();

    await invite(admin, { username: 'weak.drift', email: 'weak@drift.test', role: 'editor' });
    const token = mailedToken('weak@drift.test');
    const weak = await setPassword(token, 'short');
    expect([weak.statusCode, weak.json().error.code]).toEqual([400, 'INVALID_PASSWORD']);
    expect((await setPassword(token)).statusCode).toBe(200);
    // From another portal's session, set_password is refused.
    const customer = await post(t.app, '/operator/operator/set_password', await startSession(t.app), {
      token: 'abc',
      new_password: PASSWORD,
    });
    expect(customer.statusCode).toBe(403);
  });

  it('resends a new link in the asked language, ending the earlier one; nothing to resend once a password is set', async () => {
    const res = await invite(admin, { username: 'hugo.drift', email: 'hugo@drift.test', role: 'editor' });
    const id = res.json().operator.operator_id as number;
    const first = mailedToken('hugo@drift.test');
    const bySupport = await post(t.app, '/operator/operator/resend_invite', support, { operator_id: id });
    expect(bySupport.statusCode).toBe(403);
    const resent = await post(t.app, '/operator/operator/resend_invite', admin, {
      operator_id: id,
      language: 'fi',
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(t.mail.lastTo('hugo@drift.test').subject).toBe('Tilisi Filmhyllanin ylläpitokonsoliin');
    expect(t.mail.lastTo('hugo@drift.test').text).toContain('/fi/admin/set-password/');
    expect((await setPassword(first)).json().error.code).toBe('INVALID_RESET_TOKEN');
    expect((await setPassword(mailedToken('hugo@drift.test'))).statusCode).toBe(200);
    const done = await post(t.app, '/operator/operator/resend_invite', admin, { operator_id: id });
    expect([done.statusCode, done.json().error.code]).toEqual([403, 'FORBIDDEN']);
    const unknown = await post(t.app, '/operator/operator/resend_invite', admin, { operator_id: 99_999 });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await auditOf('operator.resend_invite'))[0]).toMatchObject({ objectId: String(id) });
  });
});

describe('the invitation link expires after 72 hours', () => {
  it('works a second before and not a second after, by the service clock', async () => {
    let now = new Date('2026-05-01T08:00:00Z');
    const service = createOperatorAccountsService({
      repo: createOperatorAccountsRepository(t.database.db),
      sessions: { operatorSessionsEnded: () => undefined },
      audit: t.app.services.audit,
      mailer: t.mail,
      log: { info: () => undefined, error: () => undefined },
      siteUrl: async () => 'https://www.filmhyllan.se/',
      clock: () => now,
    });
    const actor = { portal: 'operator' as const, id: 901, username: 'Operatör.Admin', address: '192.0.2.1' };
    const start = now.getTime();
    await service.invite(actor, { username: 'late.drift', email: 'late@drift.test', role: 'support' });
    const late = mailedToken('late@drift.test');
    await service.invite(actor, { username: 'early.drift', email: 'early@drift.test', role: 'support' });
    const early = mailedToken('early@drift.test');

    now = new Date(start + OPERATOR_INVITE_LIFETIME_SECONDS * 1000 + 1000);
    await expect(service.setPassword(late, PASSWORD, '192.0.2.9')).rejects.toMatchObject({
      code: 'INVALID_RESET_TOKEN',
    });
    now = new Date(start + OPERATOR_INVITE_LIFETIME_SECONDS * 1000 - 1000);
    await expect(service.setPassword(early, PASSWORD, '192.0.2.9')).resolves.toEqual({
      username: 'early.drift',
    });
  });
});

describe('change_role', () => {
  it('takes effect on the operator’s open session at once; an admin cannot demote themselves', async () => {
    const id = await newOperator('ines.drift', 'admin');
    const { session } = await enrolAndLogIn('ines.drift');
    // A read fills the session read cache, which the role change must not leave usable.
    expect((await get(t.app, '/operator/operator/get_operators', session)).statusCode).toBe(200);

    const bySupport = await post(t.app, '/operator/operator/change_role', support, {
      operator_id: id,
      role: 'support',
    });
    expect(bySupport.statusCode).toBe(403);
    const res = await post(t.app, '/operator/operator/change_role', admin, {
      operator_id: id,
      role: 'support',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().operator.role).toBe('support');
    expect((await get(t.app, '/operator/operator/get_operators', session)).statusCode).toBe(403);

    const own = await post(t.app, '/operator/operator/change_role', admin, {
      operator_id: fixtureOperators.admin.id,
      role: 'editor',
    });
    expect([own.statusCode, own.json().error.code]).toEqual([409, 'OWN_OPERATOR_ACCOUNT']);
    const bad = await post(t.app, '/operator/operator/change_role', admin, {
      operator_id: id,
      role: 'owner',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await post(t.app, '/operator/operator/change_role', admin, {
      operator_id: 99_999,
      role: 'admin',
    });
    expect(unknown.statusCode).toBe(404);
    const [entry] = await auditOf('operator.change_role');
    expect(entry).toMatchObject({ before: { role: 'admin' }, after: { role: 'support' } });
  });
});

describe('deactivate_operator', () => {
  it('ends the operator’s sessions at once and refuses their login; not oneself', async () => {
    const id = await newOperator('jon.drift', 'editor');
    const { session } = await enrolAndLogIn('jon.drift');
    expect((await get(t.app, '/operator/operator/get_operator', session)).statusCode).toBe(200);

    const byEditor = await post(t.app, '/operator/operator/deactivate_operator', editor, { operator_id: id });
    expect(byEditor.statusCode).toBe(403);
    const res = await post(t.app, '/operator/operator/deactivate_operator', admin, { operator_id: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().operator.status).toBe('deactivated');
    expect((await get(t.app, '/operator/operator/get_operator', session)).statusCode).toBe(401);
    expect((await login({ username: 'jon.drift', password: PASSWORD })).json().error.code).toBe(
      'WRONG_USERNAME_OR_PASSWORD',
    );
    const [entry] = await auditOf('operator.deactivate');
    expect(entry).toMatchObject({ before: { status: 'active' }, after: { status: 'deactivated' } });

    const own = await post(t.app, '/operator/operator/deactivate_operator', admin, {
      operator_id: fixtureOperators.admin.id,
    });
    expect([own.statusCode, own.json().error.code]).toEqual([409, 'OWN_OPERATOR_ACCOUNT']);
    const unknown = await post(t.app, '/operator/operator/deactivate_operator', admin, {
      operator_id: 99_999,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the last active admin: two admins removing each other at once, one of them is refused', async () => {
    const app = await createAccountTestApp({ totpClock: at });
    try {
      const first = await loginOperator(app.app, 'admin');
      const secondId = await (async () => {
        const res = await post(app.app, '/operator/operator/invite_operator', first, {
          username: 'kim.drift',
          email: 'kim@drift.test',
          role: 'admin',
        });
        const token = /set-password\/([A-Za-z0-9_-]+)/.exec(app.mail.lastTo('kim@drift.test').text)![1]!;
        await post(app.app, '/operator/operator/set_password', await startSession(app.app, 'operator'), {
          token,
          new_password: PASSWORD,
        });
        return res.json().operator.operator_id as number;
      })();
      const { sessions } = app.app.services;
      const started = await startSession(app.app, 'operator');
      const second = await sessions.logIn(await sessions.resolve(started.sessionid), {
        userId: null,
        librarianId: null,
        operatorId: secondId,
      });
      const results = await Promise.all([
        post(app.app, '/operator/operator/deactivate_operator', first, { operator_id: secondId }),
        post(app.app, '/operator/operator/deactivate_operator', second, {
          operator_id: fixtureOperators.admin.id,
        }),
      ]);
      expect(results.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(1);
      const list = (await app.app.services.operatorAccounts.list()).filter(
        (o) => o.role === 'admin' && o.active,
      );
      expect(list).toHaveLength(1);

      // Through the service, an actor who is not an admin any more cannot remove the last one.
      const actor = {
        portal: 'operator' as const,
        id: 902,
        username: 'operator.support',
        address: '192.0.2.1',
      };
      await expect(app.app.services.operatorAccounts.deactivate(actor, list[0]!.id)).rejects.toMatchObject({
        code: 'LAST_ACTIVE_ADMIN',
      });
      await expect(
        app.app.services.operatorAccounts.changeRole(actor, { operatorId: list[0]!.id, role: 'editor' }),
      ).rejects.toMatchObject({ code: 'LAST_ACTIVE_ADMIN' });
    } finally {
      await app.close();
    }
  });
});

describe('reset_two_factor and recovery codes', () => {
  it('ends the sessions and shows a new enrolment at the next login; a recovery-code login is audited without the code', async () => {
    const id = await newOperator('lea.drift', 'support');
    const { session, recoveryCodes } = await enrolAndLogIn('lea.drift');

    clock.now += MINUTE;
    const byCode = await login({
      username: 'lea.drift',
      password: PASSWORD,
      recovery_code: recoveryCodes[3]!,
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
    const [used] = await auditOf('operator.use_recovery_code');
    expect(used).toMatchObject({
      objectId: String(id),
      before: { spare_codes_left: 10 },
      after: { spare_codes_left: 9 },
    });
    expect(JSON.stringify(used)).not.toContain(recoveryCodes[3]!);

    const bySupport = await post(t.app, '/operator/operator/reset_two_factor', support, { operator_id: id });
    expect(bySupport.statusCode).toBe(403);
    const res = await post(t.app, '/operator/operator/reset_two_factor', admin, { operator_id: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().operator.two_factor_enrolled).toBe(false);
    expect((await get(t.app, '/operator/operator/get_operator', session)).statusCode).toBe(401);
    // The old recovery codes are gone; the password alone now answers a new enrolment.
    const old = await login({ username: 'lea.drift', password: PASSWORD, recovery_code: recoveryCodes[4]! });
    expect(old.json().error.code).toBe('WRONG_TOTP_CODE');
    const again = await login({ username: 'lea.drift', password: PASSWORD });
    expect(again.json().enrolment.recovery_codes).toHaveLength(10);
    const [entry] = await auditOf('operator.reset_two_factor');
    expect(entry).toMatchObject({
      before: { two_factor: 'enrolled' },
      after: { two_factor: 'not_enrolled' },
    });
    const unknown = await post(t.app, '/operator/operator/reset_two_factor', admin, { operator_id: 99_999 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('get_operators', () => {
  it('is for admins only', async () => {
    for (const [who, status] of [
      [admin, 200],
      [support, 403],
      [editor, 403],
      [null, 401],
    ] as const) {
      expect((await get(t.app, '/operator/operator/get_operators', who)).statusCode).toBe(status);
    }
    const list = (await get(t.app, '/operator/operator/get_operators', admin)).json().operators;
    expect(list.find((o: { username: string }) => o.username === 'Operatör.Admin')).toMatchObject({
      role: 'admin',
      status: 'active',
      two_factor_enrolled: true,
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('deactivation on a second instance', () => {
  it('ends the operator’s session on the other instance too, whose read cache held it', async () => {
    const a = await createAccountTestApp({ notices: true });
    const b = await createTestApp({ database: a.database, notices: true });
    try {
      const adminA = await loginOperator(a.app, 'admin');
      const supportB = await loginOperator(b.app, 'support');
      expect((await get(b.app, '/operator/operator/get_operator', supportB)).statusCode).toBe(200);
      const res = await post(a.app, '/operator/operator/deactivate_operator', adminA, {
        operator_id: fixtureOperators.support.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      await vi.waitFor(
        async () =>
          expect((await get(b.app, '/operator/operator/get_operator', supportB)).statusCode).toBe(401),
        { timeout: 2000, interval: 50 },
      );
    } finally {
      await b.close();
      await a.close();
    }
  });
});
