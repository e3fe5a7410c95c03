import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { sha256Hex } from '../../lib/keyed-hash';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import { fixtureUser, seedFixtures } from '../../test-support/fixtures';
import {
  get,
  loginCustomer,
  passwords,
  post,
  seedAccountFixtures,
  type ClientSession,
  createAccountTestApp,
} from '../../test-support/account-fixtures';

let t: TestApp;
let session: ClientSession;
beforeAll(async () => {
  t = await createAccountTestApp();
  session = await startSession(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.mail.sent.length = 0;
  await t.database.db.delete(passwordResetTokens);
});

const recover = (email: string, language = 'sv') =>
  post(t.app, '/user/password_recovery/recover_with_email', session, { email, language });
const resetWith = (token: string, newPassword: string, s: ClientSession = session) =>
  post(t.app, '/user/user/change_password', s, { token, new_password: newPassword });

/** The reset link of the newest e-mail to ulla, and the token in it. */
function resetLinkOf(address = fixtureUser.email) {
  const mail = t.mail.lastTo(address);
  const link = /https?:\/\/\S+\/settings\/change-password\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return { mail, link, token: link.split('/').pop()! };
}

let passwordCounter = 0;
const nextPassword = () => `new password number ${++passwordCounter}`;

describe('recover_with_email', () => {
  it('mails a working reset link to the account, valid for an hour, storing only its hash', async () => {
    const res = await recover('ULLA@example.com ', 'sv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const { mail, link, token } = resetLinkOf();
    expect(mail.to).toBe('ulla@example.com');
    expect(mail.subject).toBe('Återställ ditt lösenord till Filmhyllan');
    expect(mail.text).toContain('Hej Ulla!');
    expect(link).toBe(`https://www.filmhyllan.se/sv/settings/change-password/${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [row] = await t.database.db.select().from(passwordResetTokens);
    expect(row!.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(3590_000);
    expect(lifetime).toBeLessThanOrEqual(3600_000);

    // The link sets a new password (from any session, even a logged-out one); then the new password logs in.
    const newPassword = nextPassword();
    const reset = await resetWith(token, newPassword);
    expect(reset.statusCode, reset.body).toBe(200);
    await loginCustomer(t.app, 'ulla', newPassword);
    await expect(loginCustomer(t.app, 'ulla', passwords.ulla)).rejects.toThrow(/401/);
    // A reset does not log this session in.
    expect((await get(t.app, '/user/user/get_user_data', session)).statusCode).toBe(401);

    // Used once, it is refused.
    const again = await resetWith(token, nextPassword());
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_RESET_TOKEN');
  });

  it('answers success without sending anything for an unknown address', async () => {
    // A deleted account's address is unknown too: the account is gone (routes/user/account-erasure.test.ts).
    const res = await recover('nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(t.mail.sent).toHaveLength(0);
    expect(await t.database.db.select().from(passwordResetTokens)).toHaveLength(0);
  });

  it('refuses a malformed address or language as a validation error', async () => {
    expect((await recover('ulla')).statusCode).toBe(400);
    expect((await recover('ulla@example.com', 'de')).statusCode).toBe(400);
    expect(t.mail.sent).toHaveLength(0);
  });

  it('writes the e-mail in the asked language; the link stays on a language of the account country site', async () => {
    await recover('ulla@example.com', 'en');
    expect(resetLinkOf().mail.subject).toBe('Reset your Filmhyllan password');
    expect(resetLinkOf().link).toMatch(/^https:\/\/www\.filmhyllan\.se\/en\/settings\/change-password\//);
    // The Swedish site has no Finnish pages: the Finnish e-mail links to the English one.
    await recover('ulla@example.com', 'fi');
    expect(resetLinkOf().mail.subject).toBe('Filmhyllan-salasanasi vaihtaminen');
    expect(resetLinkOf().link).toMatch(/^https:\/\/www\.filmhyllan\.se\/en\/settings\/change-password\//);
  });

  it('sends at most three live links per account an hour', async () => {
    for (let i = 0; i < 5; i++) expect((await recover('ulla@example.com')).statusCode).toBe(200);
    expect(t.mail.sent).toHaveLength(3);
  });
});

describe('change_password with a reset token', () => {
  it('refuses an expired token', async () => {
    await recover('ulla@example.com');
    const { token } = resetLinkOf();
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token)));
    const res = await resetWith(token, nextPassword());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses unknown and malformed tokens', async () => {
    expect((await resetWith('A'.repeat(43), nextPassword())).json().error.code).toBe('INVALID_RESET_TOKEN');
    expect((await resetWith('not a token!', nextPassword())).json().error.code).toBe('VALIDATION_FAILED');
  });

  it('keeps the token when the new password is refused, and ends the other links and sessions on success', async () => {
    await recover('ulla@example.com');
    const first = resetLinkOf().token;
    await recover('ulla@example.com');
    const second = resetLinkOf().token;
    const loggedIn = await loginCustomer(t.app, 'ulla', await setUllaPassword(nextPassword()));

    const weak = await resetWith(second, 'short');
    expect(weak.json().error.code).toBe('INVALID_PASSWORD');
    expect((await resetWith(second, nextPassword())).statusCode).toBe(200);
    // The other link of the account stops working, and so do its sessions.
    expect((await resetWith(first, nextPassword())).json().error.code).toBe('INVALID_RESET_TOKEN');
    expect((await get(t.app, '/user/user/get_user_data', loggedIn)).statusCode).toBe(401);
  });

  it('lets one of two simultaneous uses of a token win', async () => {
    await recover('ulla@example.com');
    const { token } = resetLinkOf();
    const results = await Promise.all([resetWith(token, nextPassword()), resetWith(token, nextPassword())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('logs', () => {
  it('never hold a reset token or a password, also when the link page is opened', async () => {
    await recover('ulla@example.com');
    const { token } = resetLinkOf();
    // The browser opens the link as a page of the web app before the form sends the token.
    await t.app.inject({ url: `/sv/settings/change-password/${token}` });
    const newPassword = nextPassword();
    expect((await resetWith(token, newPassword)).statusCode).toBe(200);
    const log = t.logs.join('\n');
    expect(log).toContain('/sv/settings/change-password/[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(newPassword);
  });
});

/** Gives ulla a known password (earlier tests changed it). */
async function setUllaPassword(password: string): Promise<string> {
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, fixtureUser.id));
  return password;
}

describe('with PUBLIC_URL', () => {
  it('links to the configured site instead of the country default', async () => {
    const other = await createTestApp({
      publicUrl: 'http://localhost:3000',
      seed: async (h) => {
        await seedFixtures(h.db);
        await seedAccountFixtures(h.db);
      },
    });
    try {
      const s = await startSession(other.app);
      await post(other.app, '/user/password_recovery/recover_with_email', s, {
        email: 'ulla@example.com',
        language: 'sv',
      });
      expect(other.mail.lastTo('ulla@example.com').text).toMatch(
        /http:\/\/localhost:3000\/sv\/settings\/change-password\/[A-Za-z0-9_-]{43}\n/,
      );
    } finally {
      await other.close();
    }
  });
});
