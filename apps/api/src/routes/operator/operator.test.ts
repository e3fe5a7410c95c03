import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineEndpoint } from '@filmhyllan/contract';
import { queryRows } from '../../db/client';
import { operators } from '../../db/schema';
import { uiTranslations } from '../../db/seed/translations';
import { createMemoryGuessLimiter } from '../../modules/auth/guess-limiter';
import { totpCode } from '../../modules/operators/totp';
import { errorsPlugin } from '../../plugins/errors';
import { sessionPlugin } from '../../plugins/session';
import { startSession } from '../../test-support/test-app';
import {
  fixtureLibrarians,
  fixtureOperators,
  get,
  loginOperator,
  OPERATOR_TOTP_SECRET,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';
import { defineRoute } from '../define-route';
import { defaultRateLimits } from '../rate-limits';

/*
 * The operator portal's login: password and a TOTP code (or a recovery code), enrolment at first login, the
 * session rules, and the secrets kept sealed. The time the codes are checked against is ours (`clock`).
 */

const STEP = 30_000;
const MINUTE = 60_000;
// 5 s into a 30-second step, so a code "now" is unambiguous.
const clock = { now: Date.UTC(2026, 10, 26, 12, 0, 5) };
const at = (offsetMs = 0) => new Date(clock.now + offsetMs);

let t: OperatorTestApp;
beforeAll(async () => {
  t = await createOperatorTestApp({
    // The interface strings of the seed for the operators' codes, as a real installation has them.
    translations: {
      error_totp_required: uiTranslations.error_totp_required!,
      error_wrong_totp_code: uiTranslations.error_wrong_totp_code!,
    },
    totpClock: () => at(),
    guessLimiter: createMemoryGuessLimiter(
      {
        max: defaultRateLimits.failedLoginsPerAccount,
        windowSeconds: defaultRateLimits.failedLoginWindowSeconds,
      },
      { clock: () => clock.now },
    ),
  });
});
afterAll(() => t.close());
// Each test starts far from the last one: no failed guess in the window, no time step used.
beforeEach(() => {
  clock.now += 60 * MINUTE;
});

const admin = fixtureOperators.admin;

/** An operator login on a new operator-portal session. */
async function login(fields: Record<string, string>, session?: ClientSession) {
  const s = session ?? (await startSession(t.app, 'operator'));
  return post(t.app, '/operator/operator/login', s, fields);
}
const adminLogin = (extra: Record<string, string>) =>
  login({ username: admin.username, password: passwords.operator, ...extra });
const code = (offsetMs = 0) => totpCode(OPERATOR_TOTP_SECRET, at(offsetMs));

describe('operator login', () => {
  it('needs the password and the current code, and gives the session a new id', async () => {
    const session = await startSession(t.app, 'operator');
    const noCode = await login({ username: admin.username, password: passwords.operator }, session);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().error.code).toBe('TOTP_REQUIRED');

    const wrongPassword = await adminLogin({ password: 'not-the-password', totp_code: code() });
    expect(wrongPassword.json().error.code).toBe('WRONG_USERNAME_OR_PASSWORD');
    const wrongCode = await adminLogin({ totp_code: code() === '000000' ? '111111' : '000000' });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().error).toMatchObject({
      code: 'WRONG_TOTP_CODE',
      message: 'The code is wrong or has been used already. Wait for the next code and try again.',
    });
    const notDigits = await adminLogin({ totp_code: 'abcdef' });
    expect(notDigits.statusCode).toBe(400);

    const ok = await login(
      { username: admin.username.toUpperCase(), password: passwords.operator, totp_code: code() },
      session,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const body = ok.json();
    expect(body).toMatchObject({ success: true, operator: { username: admin.username, role: 'admin' } });
    expect(body.new_sessionid).not.toBe(session.sessionid);
    // The old id is refused; the new one is the operator's.
    expect((await get(t.app, '/operator/operator/get_operator', session)).json().error.code).toBe(
      'SESSION_INVALID',
    );
    const me = await get(t.app, '/operator/operator/get_operator', {
      sessionid: body.new_sessionid,
      csrftoken: body.new_csrftoken,
    });
    expect(me.json()).toEqual({ success: true, operator: { username: admin.username, role: 'admin' } });
  });

  it('accepts a code of the step before or after (clock skew), not two steps off', async () => {
    expect((await adminLogin({ totp_code: code(-STEP) })).statusCode).toBe(200);
    clock.now += 10 * MINUTE;
    expect((await adminLogin({ totp_code: code(STEP) })).statusCode).toBe(200);
    clock.now += 10 * MINUTE;
    expect((await adminLogin({ totp_code: code(-2 * STEP) })).json().error.code).toBe('WRONG_TOTP_CODE');
    expect((await adminLogin({ totp_code: code(2 * STEP) })).json().error.code).toBe('WRONG_TOTP_CODE');
    expect((await adminLogin({ totp_code: code() })).statusCode).toBe(200);
  });

  it('refuses a code used already, and any code of an earlier step, until the next step', async () => {
    const now = code();
    expect((await adminLogin({ totp_code: now })).statusCode).toBe(200);
    expect((await adminLogin({ totp_code: now })).json().error.code).toBe('WRONG_TOTP_CODE');
    expect((await adminLogin({ totp_code: code(-STEP) })).json().error.code).toBe('WRONG_TOTP_CODE');
    clock.now += STEP;
    // Still within the window, but used.
    expect((await adminLogin({ totp_code: now })).json().error.code).toBe('WRONG_TOTP_CODE');
    expect((await adminLogin({ totp_code: code() })).statusCode).toBe(200);
  });

  it('refuses a login in another portal, and a portal session started elsewhere', async () => {
    for (const portal of ['customer', 'librarian'] as const) {
      const res = await login(
        { username: admin.username, password: passwords.operator, totp_code: code() },
        await startSession(t.app, portal),
      );
      expect({ portal, status: res.statusCode, code: res.json().error.code }).toEqual({
        portal,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });
});

describe('enrolment and recovery codes', () => {
  it('enrols at the first login, confirms with a code, and each recovery code works once', async () => {
    const { password } = await t.app.services.operators.create('new.editor', 'editor');
    const session = await startSession(t.app, 'operator');
    const first = await login({ username: 'new.editor', password }, session);
    expect(first.statusCode, first.body).toBe(200);
    const { enrolment } = first.json();
    expect(first.json().new_sessionid).toBeUndefined();
    expect(enrolment.otpauth_uri).toMatch(
      new RegExp(`^otpauth://totp/Filmhyllan:new\\.editor\\?.*secret=${enrolment.secret}`),
    );
    expect(enrolment.otpauth_uri).toContain('digits=6');
    expect(enrolment.otpauth_uri).toContain('period=30');
    expect(enrolment.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(enrolment.recovery_codes).toHaveLength(10);
    expect(new Set(enrolment.recovery_codes).size).toBe(10);
    // Not logged in: the session is still the anonymous operator-portal session.
    expect((await get(t.app, '/operator/operator/get_operator', session)).json().error.code).toBe(
      'LOGIN_REQUIRED',
    );
    // A recovery code holds only once the enrolment is confirmed.
    const early = await login({
      username: 'new.editor',
      password,
      recovery_code: enrolment.recovery_codes[0],
    });
    expect(early.json().error.code).toBe('WRONG_TOTP_CODE');

    const confirm = await login({
      username: 'new.editor',
      password,
      totp_code: totpCode(enrolment.secret, at()),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().operator).toEqual({ username: 'new.editor', role: 'editor' });
    // Enrolled: the password alone now asks for the code, and shows no new enrolment.
    expect((await login({ username: 'new.editor', password })).json().error.code).toBe('TOTP_REQUIRED');

    const recovery = enrolment.recovery_codes[3] as string;
    // Typed in lower case without the dash, it still counts.
    const typed = recovery.toLowerCase().replace('-', ' ');
    const withRecovery = await login({ username: 'new.editor', password, recovery_code: typed });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    const again = await login({ username: 'new.editor', password, recovery_code: recovery });
    expect(again.json().error.code).toBe('WRONG_TOTP_CODE');
    const another = await login({
      username: 'new.editor',
      password,
      recovery_code: enrolment.recovery_codes[4],
    });
    expect(another.statusCode).toBe(200);
  });

  it('keeps the TOTP secret sealed and the recovery codes hashed in the database', async () => {
    const { password } = await t.app.services.operators.create('sealed.one', 'support');
    const { enrolment } = (await login({ username: 'sealed.one', password })).json();
    const rows = await queryRows<{ row: string }>(
      t.database.db,
      sql`select to_jsonb(o)::text as row from ${operators} o where username = 'sealed.one'`,
    );
    const codes = await queryRows<{ row: string }>(
      t.database.db,
      sql`select to_jsonb(c)::text as row from operator_recovery_codes c
          join operators o on o.id = c.operator_id where o.username = 'sealed.one'`,
    );
    expect(rows).toHaveLength(1);
    expect(codes).toHaveLength(10);
    const stored = [...rows, ...codes].map((r) => r.row).join('\n');
    expect(stored).toContain('"totp_secret_sealed": "v1.');
    expect(stored).not.toContain(enrolment.secret);
    expect(stored.toLowerCase()).not.toContain(enrolment.secret.toLowerCase());
    for (const recoveryCode of enrolment.recovery_codes as string[]) {
      expect(stored).not.toContain(recoveryCode);
      expect(stored).not.toContain(recoveryCode.replace('-', ''));
    }
    // The fixture operator's secret, sealed by the seed, is not in clear either.
    const all = await queryRows<{ row: string }>(
      t.database.db,
      sql`select to_jsonb(o)::text as row from ${operators} o`,
    );
    expect(all.map((r) => r.row).join('\n')).not.toContain(OPERATOR_TOTP_SECRET);
  });
});

describe('guessing limits', () => {
  it('counts wrong codes per account, so the right code too is refused after ten', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await adminLogin({
        totp_code: String(100000 + i) === code() ? '999999' : String(100000 + i),
      });
      expect(res.json().error.code, `guess ${i + 1}`).toBe('WRONG_TOTP_CODE');
      clock.now += STEP;
    }
    const refused = await adminLogin({ totp_code: code() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Counted by the name, ignoring case, apart from the customer and librarian logins.
    expect((await adminLogin({ username: admin.username.toUpperCase(), totp_code: code() })).statusCode).toBe(
      429,
    );
    const librarian = await startSession(t.app, 'librarian');
    const lib = await post(t.app, '/librarian/librarian/login', librarian, {
      username: fixtureLibrarians.stockholm.username,
      password: passwords.librarian,
    });
    expect(lib.statusCode).toBe(200);
    clock.now += 16 * MINUTE;
    expect((await adminLogin({ totp_code: code() })).statusCode).toBe(200);
  });

  it('limits operator logins per client address as well', async () => {
    const limited = await createOperatorTestApp({ rateLimits: { loginsPerMinute: 2 } });
    try {
      const s = await startSession(limited.app, 'operator');
      const fields = { username: 'nobody', password: 'not-the-password' };
      const remote = (extra: string) =>
        post(limited.app, '/operator/operator/login', s, fields, `198.51.100.${extra}`);
      expect((await remote('1')).statusCode).toBe(401);
      expect((await remote('1')).statusCode).toBe(401);
      expect((await remote('1')).statusCode).toBe(429);
      expect((await remote('2')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('the operator session', () => {
  it('refuses operator calls without a session, with another portal, or before login', async () => {
    const none = await get(t.app, '/operator/operator/get_operator', null);
    expect(none.json().error.code).toBe('SESSION_REQUIRED');
    const sessions = await t.outsiders();
    for (const [who, session] of Object.entries(sessions)) {
      const read = await get(t.app, '/operator/operator/get_operator', session);
      const logout = await post(t.app, '/operator/operator/logout', session);
      expect({ who, read: read.json().error.code, logout: logout.json().error.code }).toEqual({
        who,
        read: 'LOGIN_REQUIRED',
        logout: 'LOGIN_REQUIRED',
      });
    }
  });

  it('logs out only with the CSRF token, and the session is no longer the operator’s', async () => {
    const session = await loginOperator(t.app, 'support');
    const noToken = await post(t.app, '/operator/operator/logout', { ...session, csrftoken: 'x'.repeat(43) });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.code).toBe('CSRF_INVALID');
    const viaGet = await t.app.inject({
      method: 'POST',
      url: '/api/operator/operator/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ portal_sessionid: session.sessionid }).toString(),
    });
    expect(viaGet.json().error.code).toBe('CSRF_INVALID');
    expect((await get(t.app, '/operator/operator/get_operator', session)).json().operator.role).toBe(
      'support',
    );

    const out = await post(t.app, '/operator/operator/logout', session);
    expect(out.statusCode, out.body).toBe(200);
    const after = { sessionid: session.sessionid, csrftoken: out.json().new_csrftoken };
    expect((await get(t.app, '/operator/operator/get_operator', after)).json().error.code).toBe(
      'LOGIN_REQUIRED',
    );
  });

  it('checks the roles an endpoint declares, on the server', async () => {
    const adminOnly = defineEndpoint({
      name: 'adminOnly',
      method: 'GET',
      path: '/operator/test/admin_only',
      access: 'operator',
      roles: ['admin'],
      tag: 'operator',
      summary: 'A call only admins may make',
      request: z.object({}),
      response: z.object({ done: z.boolean() }),
    });
    const scratch = Fastify();
    scratch.setValidatorCompiler(validatorCompiler);
    scratch.setSerializerCompiler(serializerCompiler);
    await scratch.register(errorsPlugin);
    await scratch.register(sessionPlugin, { sessions: t.app.services.sessions });
    await scratch.register(async (api) => defineRoute(api, adminOnly, async () => ({ done: true })), {
      prefix: '/api',
    });
    try {
      const asAdmin = await get(scratch, '/operator/test/admin_only', t.operators.admin);
      expect(asAdmin.json()).toEqual({ success: true, done: true });
      const asSupport = await get(scratch, '/operator/test/admin_only', t.operators.support);
      expect({ status: asSupport.statusCode, code: asSupport.json().error.code }).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
      const asLibrarian = await get(scratch, '/operator/test/admin_only', (await t.outsiders()).librarian);
      expect(asLibrarian.json().error.code).toBe('LOGIN_REQUIRED');
    } finally {
      await scratch.close();
    }
  });
});
