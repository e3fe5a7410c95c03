import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, libraries } from '../../db/schema';
import { createSecretBox } from '../../lib/secret-box';
import { EHUB_SECRET_PURPOSE, signEhubToken } from '../../modules/loans/ehub-token';
import { OPERATOR_TOTP_PURPOSE } from '../../modules/operators/operators.service';
import { EHUB_SECRET } from '../../test-support/loan-fixtures';
import { TEST_SECRET } from '../../test-support/test-app';
import { fixtureOperators, post, type ClientSession } from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/** The eHub shared secret rotated in the operator console (docs/decisions/034). */

let t: OperatorTestApp;
let admin: ClientSession;

beforeAll(async () => {
  t = await createOperatorTestApp({ loans: true });
  admin = t.operators.admin;
});
afterAll(() => t.close());

const rotate = (session: ClientSession | null, libraryId: number | string = 1) =>
  post(t.app, '/operator/library/rotate_ehub_secret', session, { library_id: libraryId }, '203.0.113.9');

/** Redeems a fresh token for library 1 signed with `secret`: true when the server accepts the signature. */
async function accepts(secret: string): Promise<boolean> {
  const token = signEhubToken(secret, {
    library_id: 1,
    card_number: '11111111',
    title_id: 101,
    exp: Math.floor(Date.now() / 1000) + 60,
    nonce: randomBytes(16).toString('base64url'),
  });
  return t.app.services.ehub.redeem(token).then(
    () => true,
    () => false,
  );
}

const storedSecret = async (libraryId: number) =>
  (
    await t.database.db
      .select({ secret: libraries.ehubSecret })
      .from(libraries)
      .where(eq(libraries.id, libraryId))
  )[0]?.secret;

describe('rotate_ehub_secret', () => {
  it('makes a new secret, answered once, stored sealed, that alone signs tokens from now on', async () => {
    expect(await accepts(EHUB_SECRET)).toBe(true);

    const res = await rotate(admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, library_id: 1, replaced: true });
    expect(body.ehub_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // At rest: sealed under the eHub purpose, no trace of the secret in clear, and no other purpose's key opens it.
    const stored = await storedSecret(1);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(body.ehub_secret);
    expect(createSecretBox(TEST_SECRET, EHUB_SECRET_PURPOSE).open(stored!)).toBe(body.ehub_secret);
    expect(() => createSecretBox(TEST_SECRET, OPERATOR_TOTP_PURPOSE).open(stored!)).toThrow();

    expect(await accepts(body.ehub_secret)).toBe(true);
    expect(await accepts(EHUB_SECRET)).toBe(false);

    // A second rotation: a different secret, and the first one stops working.
    const again = (await rotate(admin)).json();
    expect(again.replaced).toBe(true);
    expect(again.ehub_secret).not.toBe(body.ehub_secret);
    expect(await accepts(again.ehub_secret)).toBe(true);
    expect(await accepts(body.ehub_secret)).toBe(false);
  });

  it('gives a library without a secret its first one (replaced false)', async () => {
    expect(await storedSecret(2)).toBeNull();
    const res = await rotate(admin, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ library_id: 2, replaced: false });
    expect(await storedSecret(2)).toMatch(/^v1\./);
  });

  it('writes an audit entry of who rotated which library, from where, without the secret', async () => {
    const res = await rotate(admin, 3);
    expect(res.statusCode, res.body).toBe(200);
    const { ehub_secret: secret } = res.json();
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.libraryId, 3));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      portal: 'operator',
      actorUsername: fixtureOperators.admin.username,
      action: 'library.rotate_ehub_secret',
      objectType: 'library',
      objectId: '3',
      before: { ehub_configured: false },
      after: { ehub_configured: true },
      address: '203.0.113.9',
    });
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(t.logs.join('\n')).not.toContain(secret);
  });

  it('answers LIBRARY_NOT_FOUND for an unknown library and a clear error for a bad id, changing nothing', async () => {
    const unknown = await rotate(admin, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('LIBRARY_NOT_FOUND');
    for (const bad of ['', 'abc', '0', '1.5', '99999999999']) {
      const res = await rotate(admin, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for admins only: support, librarians, customers and anonymous sessions are refused', async () => {
    const before = await storedSecret(1);
    expect((await rotate(t.operators.support)).json().error.code).toBe('FORBIDDEN');
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous])
      expect((await rotate(session)).json().error.code).toBe('LOGIN_REQUIRED');
    expect((await rotate(null)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await storedSecret(1)).toBe(before);
  });

  it('needs the CSRF token', async () => {
    const before = await storedSecret(1);
    const res = await rotate({ ...admin, csrftoken: 'x'.repeat(43) });
    expect(res.json().error.code).toBe('CSRF_INVALID');
    expect(await storedSecret(1)).toBe(before);
  });
});
