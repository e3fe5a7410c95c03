import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { patronAuthTranslations } from '../../db/seed/translations/patron-auth';
import type { LibrarySystems } from '../../modules/patrons/library-systems';
import type { Sip2TestServer } from '../../test-support/sip2-server';
import { closedPort, startSip2TestSystem } from '../../test-support/sip2-system';
import { fixtureOperators, type ClientSession } from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/*
 * The self-test of a library's patron authentication (docs/decisions/034), against the test SIP2 server: library 2
 * with the right login, 3 with a wrong SIP2 password, 4 at a port nothing listens on; library 1 keeps the
 * built-in directory.
 */

const GOOD = 2;
const WRONG_LOGIN = 3;
const CLOSED_PORT = 4;

let t: OperatorTestApp;
let sip2: Sip2TestServer;
let admin: ClientSession;

beforeAll(async () => {
  const system = await startSip2TestSystem();
  sip2 = system.sip2;
  const settings = system.settings();
  const systems: LibrarySystems = new Map([
    [GOOD, settings],
    [WRONG_LOGIN, { ...settings, loginPassword: 'not-the-password' }],
    [CLOSED_PORT, { ...settings, port: await closedPort() }],
  ]);
  t = await createOperatorTestApp({ librarySystems: systems, translations: patronAuthTranslations });
  admin = t.operators.admin;
});
afterAll(async () => {
  await t.close();
  await sip2.close();
});

const selfTest = (
  session: ClientSession | null,
  fields: { library_id?: number | string; card_number?: string; pin_code?: string },
  lang = 'en',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator/library/test_patron_auth',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-app-language': lang },
    payload: new URLSearchParams({
      ...(session ? { portal_sessionid: session.sessionid, portal_csrftoken: session.csrftoken } : {}),
      ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    }).toString(),
  });

const steps = (body: { steps: Array<{ step: string; ok: boolean; reason: string | null }> }) =>
  body.steps.map(({ step, ok, reason }) => ({ step, ok, reason }));

describe('test_patron_auth', () => {
  it('passes every step for a valid patron with the right PIN, each timed', async () => {
    sip2.setBehaviour('ab12345', { kind: 'valid', pin: 'Hemligt9x' });
    const res = await selfTest(admin, { library_id: GOOD, card_number: 'ab12345', pin_code: 'Hemligt9x' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(steps(body)).toEqual([
      { step: 'connect', ok: true, reason: null },
      { step: 'login', ok: true, reason: null },
      { step: 'patron', ok: true, reason: null },
    ]);
    for (const step of body.steps) {
      expect(step.ms).toBeGreaterThanOrEqual(0);
      expect(step.message).toBeNull();
    }
    // The system was asked: a login with our user, then the patron's information for the card.
    const codes = sip2.requests.map((r) => r.code);
    expect(codes).toContain('93');
    expect(sip2.requests.some((r) => r.code === '63' && r.fields['AA'] === 'ab12345')).toBe(true);
  });

  it('tells a wrong PIN from an unknown patron, in the language asked', async () => {
    sip2.setBehaviour('ab12345', { kind: 'valid', pin: 'Hemligt9x' });
    const wrong = (
      await selfTest(admin, { library_id: GOOD, card_number: 'ab12345', pin_code: 'fel' }, 'sv')
    ).json();
    expect(wrong.ok).toBe(false);
    expect(wrong.steps[2]).toMatchObject({ step: 'patron', ok: false, reason: 'pin_not_valid' });
    expect(wrong.steps[2].message).toBe(patronAuthTranslations['patron_auth_check_pin_not_valid']!.sv);

    const unknown = (
      await selfTest(admin, { library_id: GOOD, card_number: 'zz999', pin_code: '1234' }, 'fi')
    ).json();
    expect(unknown.steps[2]).toMatchObject({ step: 'patron', ok: false, reason: 'unknown_patron' });
    expect(unknown.steps[2].message).toBe(patronAuthTranslations['patron_auth_check_unknown_patron']!.fi);
  });

  it('names why a patron is blocked', async () => {
    sip2.setBehaviour('lost1', { kind: 'blocked', reason: 'card_lost' });
    const res = (await selfTest(admin, { library_id: GOOD, card_number: 'lost1', pin_code: '1234' })).json();
    expect(res.steps[2]).toMatchObject({
      ok: false,
      reason: 'blocked_card_lost',
      message: 'The card is reported lost.',
    });
  });

  it('stops at a refused login, and at a refused connection on a closed port', async () => {
    const login = (
      await selfTest(admin, { library_id: WRONG_LOGIN, card_number: 'ab12345', pin_code: 'x' })
    ).json();
    expect(login.ok).toBe(false);
    expect(steps(login)).toEqual([
      { step: 'connect', ok: true, reason: null },
      { step: 'login', ok: false, reason: 'login_refused' },
    ]);
    const refused = (
      await selfTest(admin, { library_id: CLOSED_PORT, card_number: 'ab12345', pin_code: 'x' }, 'no')
    ).json();
    expect(steps(refused)).toEqual([{ step: 'connect', ok: false, reason: 'connection_refused' }]);
    expect(refused.steps[0].message).toBe(patronAuthTranslations['patron_auth_check_connection_refused']!.no);
  });

  it('records each test in the audit log without the card number or the PIN', async () => {
    sip2.setBehaviour('cardno778899', { kind: 'valid', pin: 'Pin4711zz' });
    const res = await selfTest(admin, {
      library_id: GOOD,
      card_number: 'cardno778899',
      pin_code: 'Pin4711zz',
    });
    expect(res.json().ok).toBe(true);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'library.test_patron_auth'));
    const last = rows.at(-1)!;
    expect(last).toMatchObject({
      portal: 'operator',
      actorUsername: fixtureOperators.admin.username,
      libraryId: GOOD,
      objectId: String(GOOD),
      after: { ok: true, card_ending: '99' },
    });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('cardno778899');
    expect(stored).not.toContain('Pin4711zz');
    expect(t.logs.join('\n')).not.toContain('Pin4711zz');
  });

  it('refuses a library on the built-in directory, an unknown library and bad input with clear codes', async () => {
    const builtIn = await selfTest(admin, { library_id: 1, card_number: '11111111', pin_code: '1234' });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().error.code).toBe('PATRON_AUTH_NOT_SIP2');
    const unknown = await selfTest(admin, { library_id: 999_999, card_number: '11111111', pin_code: '1234' });
    expect(unknown.json().error.code).toBe('LIBRARY_NOT_FOUND');
    for (const bad of [
      { library_id: GOOD, card_number: 'has space', pin_code: '1234' },
      { library_id: GOOD, card_number: 'ab12345', pin_code: '' },
      { library_id: 'x', card_number: 'ab12345', pin_code: '1234' },
    ]) {
      const res = await selfTest(admin, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for admin and support operators, with the CSRF token', async () => {
    sip2.setBehaviour('ab12345', { kind: 'valid', pin: 'Hemligt9x' });
    const fields = { library_id: GOOD, card_number: 'ab12345', pin_code: 'Hemligt9x' };
    expect((await selfTest(t.operators.support, fields)).json().ok).toBe(true);
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous])
      expect((await selfTest(session, fields)).json().error.code).toBe('LOGIN_REQUIRED');
    expect((await selfTest({ ...admin, csrftoken: 'x'.repeat(43) }, fields)).json().error.code).toBe(
      'CSRF_INVALID',
    );
  });
});
