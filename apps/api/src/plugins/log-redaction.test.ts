import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, startSession, type TestApp } from '../test-support/test-app';
import { seedFixtures } from '../test-support/fixtures';
import { isSecretField, redactErrorText, redactFields, redactUrl, serializeError } from './log-redaction';

describe('isSecretField', () => {
  it('knows a secret by what its name means, not by a list of exact names', () => {
    for (const name of [
      'password',
      'new_password',
      'oldPassword',
      'PASSWORD_CONFIRMATION',
      'pin_code',
      'PIN',
      'token',
      'reset_token',
      'portal_csrftoken',
      'client_secret',
      'portal_sessionid',
      'session_id',
      'ehub_access',
      'card_number',
    ]) {
      expect(isSecretField(name), name).toBe(true);
    }
    for (const name of ['title_id', 'library_id', 'country', 'q', 'lang', 'username', 'from']) {
      expect(isSecretField(name), name).toBe(false);
    }
  });
});

describe('redactUrl', () => {
  it('removes session fields, PINs, passwords and tokens from queries, and tokens from paths', () => {
    expect(redactUrl('/sv/title/12?ehub_access=abc.def&x=1')).toBe('/sv/title/12?ehub_access=[redacted]&x=1');
    expect(redactUrl('/api/library/title/get_title?title_id=1&portal_sessionid=s3cret')).toBe(
      '/api/library/title/get_title?title_id=1&portal_sessionid=[redacted]',
    );
    expect(redactUrl('/api/media/tok.sig/master.m3u8')).toBe('/api/media/[redacted]/master.m3u8');
    // A SUSHI harvester's key (docs/decisions/063); the customer and requestor ids are not secrets.
    expect(
      redactUrl('/api/sushi/r51/reports/ir_m1?customer_id=1&requestor_id=r&api_key=k3y&begin_date=2025-01'),
    ).toBe('/api/sushi/r51/reports/ir_m1?customer_id=1&requestor_id=r&api_key=[redacted]&begin_date=2025-01');
    expect(redactUrl('/api/marc/feed/AbC_-1234567890abcdefghijklmnopqrs.mrc?since=2026-11-01')).toBe(
      '/api/marc/feed/[redacted].mrc?since=2026-11-01',
    );
    expect(redactUrl('/api/marc/feed/AbC_-123.xml')).toBe('/api/marc/feed/[redacted].xml');
    expect(redactUrl('/api/marc/feed/AbC/-123')).toBe('/api/marc/feed/[redacted]');
    expect(redactUrl('/sv/settings/change-password/AbC_-1?new_password=x&q=film#part')).toBe(
      '/sv/settings/change-password/[redacted]?new_password=[redacted]&q=film',
    );
    // An encoded name is judged by what it says.
    expect(redactUrl('/api/x?new%5Fpassword=hunter2&a=1&flag')).toBe(
      '/api/x?new%5Fpassword=[redacted]&a=1&flag',
    );
  });
});

describe('redactFields', () => {
  it('replaces the value of every secret-named field at any depth', () => {
    expect(
      redactFields({ body: { username: 'ulla', new_password: 'p', nested: [{ pin_code: '1' }] }, n: 1 }),
    ).toEqual({
      body: { username: 'ulla', new_password: '[redacted]', nested: [{ pin_code: '[redacted]' }] },
      n: 1,
    });
  });
});

describe('errors', () => {
  it('leave out the SQL parameters of a failed query and the values PostgreSQL quotes', () => {
    const failed = new Error(
      'Failed query: insert into "users" ("username", "password_hash") values ($1, $2)\nparams: ulla,$argon2id$secret',
      {
        cause: Object.assign(new Error('duplicate key'), {
          code: '23505',
          detail: 'Key (username)=(ulla) exists',
        }),
      },
    );
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('Key (username)=(ulla)');
    expect(redactErrorText('Key (card_number)=(1234 5678) already exists.')).toBe(
      'Key (card_number)=([redacted]) already exists.',
    );
  });
});

describe('the app’s log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: (h) => seedFixtures(h.db) });
  });
  afterAll(() => t.close());

  it('holds no secret sent in a URL or refused by validation, whatever the route', async () => {
    const secrets = ['Hunter2Secret', 'Pin98765', 'Tok3nValue', 'Sess10nValue', 'C0nfidential'];
    await t.app.inject({
      url:
        `/api/library/library/get_library?library_id=1&new_password=${secrets[0]}&Pin=${secrets[1]}` +
        `&x_token=${secrets[2]}&SESSIONID=${secrets[3]}&app_secret=${secrets[4]}`,
    });
    const { sessionid, csrftoken } = await startSession(t.app);
    // A refused body: the PIN and card are not valid input, and they stay out of the refusal's log line.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/customer/customer/loan',
      ...form({
        portal_sessionid: sessionid,
        portal_csrftoken: csrftoken,
        card_number: 'not a card!',
        pin_code: `${secrets[1]} with spaces`,
        library_id: 1,
        title_id: 'x',
      }),
    });
    expect(refused.statusCode).toBe(400);
    const log = t.logs.join('\n');
    expect(log).toContain('new_password=[redacted]');
    for (const secret of [...secrets, sessionid, csrftoken]) expect(log).not.toContain(secret);
  });
});
