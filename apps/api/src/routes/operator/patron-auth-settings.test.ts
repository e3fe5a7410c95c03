import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, libraryPatronAuth } from '../../db/schema';
import type { LibrarySystems } from '../../modules/patrons/library-systems';
import type { Sip2TestServer } from '../../test-support/sip2-server';
import { SIP2_LOGIN, startSip2TestSystem } from '../../test-support/sip2-system';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import {
  fixtureOperators,
  get,
  loginCustomer,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/*
 * A library's patron authentication set in the operator console (docs/decisions/039): library 5 is set to SIP2
 * against the test system here; LIBRARY_SYSTEMS_FILE names library 3, and the file wins; library 1 keeps the
 * built-in directory (card 11111111, PIN 1234). On the embedded database and, with TEST_DATABASE_URL, on
 * PostgreSQL (where a second instance hears of a change through the change notices).
 */

const CONSOLE_LIBRARY = 5;
const FILE_LIBRARY = 3;
const BUILT_IN = 1;
const STORED_PASSWORD = 'Sip2-Lösen-7731';

let t: OperatorTestApp;
let sip2: Sip2TestServer;
let admin: ClientSession;
let support: ClientSession;
let editor: ClientSession;

beforeAll(async () => {
  const system = await startSip2TestSystem();
  sip2 = system.sip2;
  const systems: LibrarySystems = new Map([[FILE_LIBRARY, system.settings()]]);
  t = await createOperatorTestApp({ librarySystems: systems, notices: true });
  ({ admin, support, editor } = t.operators);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sip2?.close();
});

/** The form of a library on the test SIP2 system, with the fields given changed. */
const sip2Form = (changes: Record<string, string | number> = {}) => ({
  library_id: CONSOLE_LIBRARY,
  mode: 'sip2',
  sip2_host: sip2.host,
  sip2_port: sip2.port,
  sip2_tls: 0,
  sip2_tls_verify: 1,
  sip2_login_user: SIP2_LOGIN.user,
  sip2_login_password: SIP2_LOGIN.password,
  sip2_institution_id: 'ZINKGRUVAN',
  sip2_location_code: '',
  sip2_encoding: 'cp850',
  sip2_field_separator: '|',
  sip2_timeout_ms: 10_000,
  sip2_pin_is_validated: 1,
  card_rule_kind: 'none',
  card_rule: '',
  pin_format: 'text',
  ...changes,
});

const save = (session: ClientSession | null, fields: Record<string, string | number>) =>
  post(t.app, '/operator/library/save_patron_auth', session, fields);
const read = (session: ClientSession | null, libraryId: number, app = t.app) =>
  get(app, '/operator/library/get_patron_auth', session, { library_id: libraryId });
const storedRow = async (libraryId: number) =>
  (await t.database.db.select().from(libraryPatronAuth).where(eq(libraryPatronAuth.libraryId, libraryId)))[0];
const pinFormatOf = async (libraryId: number, app = t.app) =>
  (await get(app, '/library/library/get_library', await startSession(app), { library_id: libraryId })).json()
    .library.pin_format;
/** The patron questions (63) the system was asked (an end of session, 35, may follow an answer later). */
const patronRequests = () => sip2.requests.filter((r) => r.code === '63').length;
const loansLeft = async (libraryId: number, card: string, pin: string) =>
  get(t.app, '/customer/customer/get_current_month_loans_left', await startSession(t.app), {
    library_id: libraryId,
    card_number: card,
    pin_code: pin,
  });

describe('get_patron_auth and save_patron_auth', () => {
  it('answers a library never set as the built-in directory', async () => {
    const res = await read(admin, 4);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toEqual({
      library_id: 4,
      managed_by: 'console',
      mode: 'directory',
      sip2: null,
      card_rule_kind: 'none',
      card_rule: '',
      pin_format: 'digits',
    });
  });

  it('stores SIP2 settings with the password sealed, answers only that one is set, and audits without it', async () => {
    const res = await save(admin, sip2Form({ sip2_login_password: STORED_PASSWORD }));
    expect(res.statusCode, res.body).toBe(200);
    const settings = res.json().settings;
    expect(settings).toMatchObject({
      managed_by: 'console',
      mode: 'sip2',
      pin_format: 'text',
      sip2: {
        host: sip2.host,
        port: sip2.port,
        login_user: SIP2_LOGIN.user,
        password_set: true,
        institution_id: 'ZINKGRUVAN',
        timeout_ms: 10_000,
      },
    });
    expect(res.body).not.toContain(STORED_PASSWORD);
    expect((await read(support, CONSOLE_LIBRARY)).body).not.toContain(STORED_PASSWORD);

    // Encryption at rest: nothing in the row holds the password in clear (nor its base64).
    const row = await storedRow(CONSOLE_LIBRARY);
    const rowText = JSON.stringify(row);
    expect(rowText).not.toContain(STORED_PASSWORD);
    expect(rowText).not.toContain(Buffer.from(STORED_PASSWORD).toString('base64').slice(0, 12));
    expect(row!.sip2PasswordSealed).toMatch(/^v1\./);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'library.save_patron_auth'))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({
      actorUsername: fixtureOperators.admin.username,
      libraryId: CONSOLE_LIBRARY,
      before: null,
      after: {
        mode: 'sip2',
        keyboard: 'text',
        sip2: { host: sip2.host, login_credentials_stored: true },
        login_credentials_changed: true,
      },
    });
    const audited = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(audited).not.toContain(STORED_PASSWORD);
    expect(t.logs.join('\n')).not.toContain(STORED_PASSWORD);
  });

  it('keeps the stored password when the field is left empty, and removes it on the clear action', async () => {
    await save(admin, sip2Form({ sip2_login_password: STORED_PASSWORD }));
    const sealed = (await storedRow(CONSOLE_LIBRARY))!.sip2PasswordSealed;
    const kept = await save(admin, sip2Form({ sip2_login_password: '', sip2_institution_id: 'ZINK2' }));
    expect(kept.json().settings.sip2).toMatchObject({ password_set: true, institution_id: 'ZINK2' });
    expect((await storedRow(CONSOLE_LIBRARY))!.sip2PasswordSealed).toBe(sealed);

    // Without a login user no password is needed; cleared, none is stored.
    const cleared = await save(
      admin,
      sip2Form({ sip2_login_user: '', sip2_login_password: '', sip2_clear_login_password: 1 }),
    );
    expect(cleared.json().settings.sip2.password_set).toBe(false);
    expect((await storedRow(CONSOLE_LIBRARY))!.sip2PasswordSealed).toBeNull();
    // A login user again needs a password now.
    const missing = await save(admin, sip2Form({ sip2_login_password: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('sip2_login_password');
    await save(admin, sip2Form());
  });

  it('uses the stored settings for the self-test and the loans, within the same process at once', async () => {
    await save(admin, sip2Form());
    sip2.setBehaviour('zk4455', { kind: 'valid', pin: 'Hemligt9x' });
    const test = await post(t.app, '/operator/library/test_patron_auth', support, {
      library_id: CONSOLE_LIBRARY,
      card_number: 'zk4455',
      pin_code: 'Hemligt9x',
    });
    expect(test.json().ok, test.body).toBe(true);
    expect(sip2.requests.findLast((r) => r.code === '93')!.fields['CO']).toBe(SIP2_LOGIN.password);

    const left = await loansLeft(CONSOLE_LIBRARY, 'zk4455', 'Hemligt9x');
    expect(left.statusCode, left.body).toBe(200);
    expect(sip2.requests.findLast((r) => r.code === '63')!.fields).toMatchObject({
      AO: 'ZINKGRUVAN',
      AA: 'zk4455',
    });
    // Back to the built-in directory: the system is no longer asked.
    await save(admin, sip2Form({ mode: 'directory', pin_format: 'digits' }));
    const asked = patronRequests();
    expect((await loansLeft(CONSOLE_LIBRARY, 'zk4455', '1234')).json().error.code).toBe('WRONG_CARD_OR_PIN');
    expect(patronRequests()).toBe(asked);
    // The SIP2 settings are kept for switching back.
    expect((await read(admin, CONSOLE_LIBRARY)).json().settings.sip2.host).toBe(sip2.host);
    await save(admin, sip2Form());
  });

  it('makes the PIN keyboard a setting that get_library answers', async () => {
    await save(admin, sip2Form({ pin_format: 'digits' }));
    expect(await pinFormatOf(CONSOLE_LIBRARY)).toBe('digits');
    await save(admin, sip2Form({ pin_format: 'text' }));
    expect(await pinFormatOf(CONSOLE_LIBRARY)).toBe('text');
    const all = (
      await get(t.app, '/library/library/get_all_libraries', await startSession(t.app), { country: 'se' })
    )
      .json()
      .libraries.map((l: { id: number; pin_format: string }) => [l.id, l.pin_format]);
    expect(new Map(all).get(CONSOLE_LIBRARY)).toBe('text');
    // The file's SIP2 library keeps letters; the built-in directory digits.
    expect(await pinFormatOf(FILE_LIBRARY)).toBe('text');
    expect(await pinFormatOf(BUILT_IN)).toBe('digits');
  });

  it('refuses a card outside the rule before any library system is asked, for loans and saved cards', async () => {
    await save(admin, sip2Form({ card_rule_kind: 'prefix', card_rule: 'zk' }));
    sip2.setBehaviour('ab7788', { kind: 'valid', pin: 'Hemligt9x' });
    const asked = patronRequests();
    const refused = await loansLeft(CONSOLE_LIBRARY, 'ab7788', 'Hemligt9x');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('CARD_NUMBER_NOT_ACCEPTED');
    const loan = await post(t.app, '/customer/customer/loan', await startSession(t.app), {
      library_id: CONSOLE_LIBRARY,
      card_number: 'ab7788',
      pin_code: 'Hemligt9x',
      title_id: 101,
    });
    expect(loan.json().error.code).toBe('CARD_NUMBER_NOT_ACCEPTED');
    const ulla = await loginCustomer(t.app, 'ulla', passwords.ulla);
    const card = await post(t.app, '/user/inventory/create_inventory', ulla, {
      library_id: CONSOLE_LIBRARY,
      card_number: 'ab7788',
      pin_code: 'Hemligt9x',
    });
    expect(card.json().error.code).toBe('CARD_NUMBER_NOT_ACCEPTED');
    expect(patronRequests()).toBe(asked);
    // A card that follows the rule (in any case) is asked for.
    sip2.setBehaviour('ZK9911', { kind: 'valid', pin: 'Hemligt9x' });
    expect((await loansLeft(CONSOLE_LIBRARY, 'ZK9911', 'Hemligt9x')).statusCode).toBe(200);

    // A pattern, on the built-in directory too (anchored: the whole number must match).
    const builtIn = {
      library_id: BUILT_IN,
      mode: 'directory',
      card_rule_kind: 'pattern',
      card_rule: '1{4}\\d{4}',
      pin_format: 'digits',
    };
    expect((await save(admin, builtIn)).statusCode).toBe(200);
    expect((await loansLeft(BUILT_IN, '11111111', '1234')).statusCode).toBe(200);
    expect((await loansLeft(BUILT_IN, '111111119', '1234')).json().error.code).toBe(
      'CARD_NUMBER_NOT_ACCEPTED',
    );
    expect((await save(admin, { ...builtIn, card_rule_kind: 'none' })).statusCode).toBe(200);
    await save(admin, sip2Form());
  });

  it('refuses bad input with the field named, storing nothing', async () => {
    const before = JSON.stringify(await storedRow(CONSOLE_LIBRARY));
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ card_rule_kind: 'pattern', card_rule: '(a+)+b' }, 'card_rule'],
      [{ card_rule_kind: 'pattern', card_rule: '(a|a)*' }, 'card_rule'],
      [{ card_rule_kind: 'pattern', card_rule: '(\\d)\\1' }, 'card_rule'],
      [{ card_rule_kind: 'pattern', card_rule: '(?=1)\\d+' }, 'card_rule'],
      [{ card_rule_kind: 'pattern', card_rule: 'a*b*c*d*e*' }, 'card_rule'],
      [{ card_rule_kind: 'pattern', card_rule: '[unclosed' }, 'card_rule'],
      [{ card_rule_kind: 'pattern', card_rule: 'x'.repeat(101) }, 'card_rule'],
      [{ card_rule_kind: 'prefix', card_rule: 'AB-' }, 'card_rule'],
      [{ card_rule_kind: 'prefix', card_rule: '' }, 'card_rule'],
      [{ sip2_port: 70_000 }, 'sip2_port'],
      [{ sip2_port: 'abc' }, 'sip2_port'],
      [{ sip2_host: '' }, 'sip2_host'],
      [{ sip2_host: 'ils example' }, 'sip2_host'],
      [{ sip2_timeout_ms: 50 }, 'sip2_timeout_ms'],
      [{ sip2_field_separator: '||' }, 'sip2_field_separator'],
      [{ sip2_institution_id: 'A|B' }, 'sip2_institution_id'],
      [{ mode: 'ldap' }, 'mode'],
      [{ mode: 'directory', pin_format: 'text' }, 'pin_format'],
      [{ pin_format: 'emoji' }, 'pin_format'],
    ];
    for (const [changes, field] of cases) {
      const res = await save(admin, sip2Form(changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields), JSON.stringify(changes)).toContain(field);
    }
    expect(JSON.stringify(await storedRow(CONSOLE_LIBRARY))).toBe(before);
    expect((await save(admin, sip2Form({ library_id: 999_999 }))).json().error.code).toBe(
      'LIBRARY_NOT_FOUND',
    );
    expect((await read(admin, 999_999)).json().error.code).toBe('LIBRARY_NOT_FOUND');
  });

  it('lets the file win for the libraries it sets to SIP2: shown read-only, refused on save', async () => {
    const res = await read(support, FILE_LIBRARY);
    expect(res.json().settings).toMatchObject({
      managed_by: 'file',
      mode: 'sip2',
      pin_format: 'text',
      sip2: { host: sip2.host, login_user: SIP2_LOGIN.user, password_set: true },
    });
    expect(res.body).not.toContain(SIP2_LOGIN.password);
    const refused = await save(admin, sip2Form({ library_id: FILE_LIBRARY }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PATRON_AUTH_MANAGED_BY_FILE');
    expect(await storedRow(FILE_LIBRARY)).toBeUndefined();
  });

  it('is read by admin and support, saved by admin only, with the CSRF token', async () => {
    expect((await read(admin, CONSOLE_LIBRARY)).statusCode).toBe(200);
    expect((await read(support, CONSOLE_LIBRARY)).statusCode).toBe(200);
    expect((await read(editor, CONSOLE_LIBRARY)).json().error.code).toBe('FORBIDDEN');
    expect((await save(support, sip2Form())).json().error.code).toBe('FORBIDDEN');
    expect((await save(editor, sip2Form())).json().error.code).toBe('FORBIDDEN');
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous]) {
      expect((await read(session, CONSOLE_LIBRARY)).json().error.code).toBe('LOGIN_REQUIRED');
      expect((await save(session, sip2Form())).json().error.code).toBe('LOGIN_REQUIRED');
    }
    expect((await read(null, CONSOLE_LIBRARY)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await save({ ...admin, csrftoken: 'x'.repeat(43) }, sip2Form())).json().error.code).toBe(
      'CSRF_INVALID',
    );
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
describe.runIf(databaseUrl)('a second instance on the same PostgreSQL', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ database: t.database, notices: true });
  }, 120_000);
  afterAll(() => other?.close());

  it('uses a changed PIN keyboard through the change notices, long before its own refresh', async () => {
    await save(admin, sip2Form({ pin_format: 'text' }));
    expect(await pinFormatOf(CONSOLE_LIBRARY, other.app)).toBe('text'); // in its memory now
    await save(admin, sip2Form({ pin_format: 'digits' }));
    await vi.waitFor(async () => expect(await pinFormatOf(CONSOLE_LIBRARY, other.app)).toBe('digits'), {
      timeout: 2_000,
      interval: 10,
    });
    await save(admin, sip2Form({ pin_format: 'text' }));
  });
});
