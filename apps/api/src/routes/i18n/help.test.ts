import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { helpMessages } from '../../db/schema';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  passwords,
  post,
  loginCustomer,
  type ClientSession,
  createAccountTestApp,
} from '../../test-support/account-fixtures';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
let session: ClientSession;
beforeAll(async () => {
  t = await createAccountTestApp();
  session = await startSession(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.mail.sent.length = 0;
  await t.database.db.delete(helpMessages);
});

const message = {
  subject: 'Playback stops',
  contact_email: 'anna@example.se',
  message: 'It stops after a minute.',
};
const send = (fields: Record<string, string>, s = session) => post(t.app, '/i18n/help/send_email', s, fields);

describe('send_email', () => {
  it("stores the message and forwards it to the country's support address, answers going to the customer", async () => {
    const res = await send({ ...message, subject: ' Playback stops\r\nBcc: x@evil.test ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.database.db.select().from(helpMessages);
    expect(row).toMatchObject({ contactEmail: 'anna@example.se', message: 'It stops after a minute.' });
    expect(t.mail.sent).toHaveLength(1);
    const mail = t.mail.sent[0]!;
    expect(mail).toMatchObject({ to: 'info@filmhyllan.se', replyTo: 'anna@example.se' });
    expect(mail.subject).toContain(`#${row!.id}`);
    expect(mail.text).toContain('It stops after a minute.');
    expect(mail.text).toContain('anna@example.se');
  });

  it('leads the subject with the topic: help by default, accessibility for a report from the statement', async () => {
    await send(message);
    expect(t.mail.sent.at(-1)!.subject).toMatch(/^\[Filmhyllan help #\d+\] Playback stops$/);
    await send({ ...message, subject: 'Search field has no label', topic: 'accessibility' });
    const mail = t.mail.sent.at(-1)!;
    const rows = await t.database.db.select().from(helpMessages);
    expect(mail.subject).toBe(`[Filmhyllan accessibility #${rows.at(-1)!.id}] Search field has no label`);
    expect(mail.text).toContain('Accessibility report (answer within 14 days)');
    expect((await send({ ...message, topic: 'billing' })).statusCode).toBe(400);
  });

  it('uses the country given, else the logged-in user’s', async () => {
    await send({ ...message, country_iso: 'FI' });
    expect(t.mail.sent.at(-1)!.to).toBe('info@filmhyllan.fi');
    await t.database.db.update(users).set({ countryIso: 'no' }).where(eq(users.id, 1));
    const ulla = await loginCustomer(t.app, 'ulla', passwords.ulla);
    await send(message, ulla);
    expect(t.mail.sent.at(-1)!.to).toBe('info@filmhyllan.no');
    await t.database.db.update(users).set({ countryIso: 'se' }).where(eq(users.id, 1));
  });

  it('refuses empty, too long and malformed fields, and calls without the CSRF token', async () => {
    const cases: Record<string, string>[] = [
      { subject: '  ' },
      { message: 'x'.repeat(5001) },
      { contact_email: 'nope' },
      { country_iso: 'dk' },
    ];
    for (const bad of cases) {
      const res = await send({ ...message, ...bad });
      expect(res.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    expect((await send(message, { ...session, csrftoken: '' })).statusCode).toBe(403);
    expect(await t.database.db.select().from(helpMessages)).toHaveLength(0);
    expect(t.mail.sent).toHaveLength(0);
  });
});
