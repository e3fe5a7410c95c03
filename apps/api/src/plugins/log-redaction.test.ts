import { randomBytes } from 'node:crypto';
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

  it('finds a secret by the words before it in any spelling of the path, not by one exact route', () => {
    const token = 'AbC_-1234567890abcdefghijklmnopq';
    for (const [url, logged] of [
      [`/api/marc//feed/${token}.mrc`, '/api/marc//feed/[redacted].mrc'],
      [`/api//marc/feed/${token}.xml`, '/api//marc/feed/[redacted].xml'],
      [`/API/Marc/Feed/${token}.XML?since=2026-11-01`, '/API/Marc/Feed/[redacted].XML?since=2026-11-01'],
      [`/api/marc/./feed/${token}`, '/api/marc/./feed/[redacted]'],
      [`/api/marc\\feed/${token}.mrc`, '/api/marc\\feed/[redacted].mrc'],
      ['/api/marc/feed/short.mrc', '/api/marc/feed/[redacted].mrc'],
      [`/api//media/${token}/master.m3u8`, '/api//media/[redacted]/master.m3u8'],
      ['/api/media/abc/v0/seg000.ts', '/api/media/[redacted]/v0/seg000.ts'],
      ['/sv//settings/change-password/s3cr3t', '/sv//settings/change-password/[redacted]'],
      ['/en/lib/set-password/s3cr3t?x=1', '/en/lib/set-password/[redacted]?x=1'],
      ['/fi/admin/Set-Password//s3cr3t', '/fi/admin/Set-Password//[redacted]'],
      // An encoded separator or letter: judged, and logged, as decoded.
      [`/api/marc%2Ffeed/${token}.mrc`, '/api/marc/feed/[redacted].mrc'],
      [`/api/m%61rc/feed/${token}.xml`, '/api/marc/feed/[redacted].xml'],
      // A path quoted in a query value (a return address, say).
      [
        `/sv/login?next=%2Fsv%2Fsettings%2Fchange-password%2Fs3cr3t`,
        '/sv/login?next=/sv/settings/change-password/[redacted]',
      ],
    ]) {
      expect(redactUrl(url!), url).toBe(logged);
    }
  });

  it('finds a secret by its shape wherever it is: API tokens, stream tokens, long random tokens', () => {
    const random = 'q8FzR2xWv0Lk_T9s-N4bYc7Hd1mPa6Ej3uGo5Ji2Kt0';
    const stream = 'eyJsIjoxMiwidCI6MTAwLCJzIjoiYSIsImUiOjE3fQ.Zm9vYmFyYmF6cXV4cXV1eA';
    expect(redactUrl(`/api/nowhere/${random}`)).toBe('/api/nowhere/[redacted]');
    expect(redactUrl(`/media/${stream}/master.m3u8`)).toBe('/media/[redacted]/master.m3u8');
    expect(redactUrl('/api/x/fhy_AbCdEf-12?q=fhy_xyz')).toBe('/api/x/fhy_[redacted]?q=fhy_[redacted]');
    expect(redactUrl(`/api/x?ref=${random}&id=7`)).toBe('/api/x?ref=[redacted]&id=7');
    // The app's own names, numbers, UUIDs and hexadecimal ids are not secrets.
    for (const url of [
      '/api/library/library/get_selected_titles_by_library?library_id=1',
      '/api/sushi/r51/reports/ir_m1?requestor_id=0f8fad5b-d9cb-469f-a165-70867728950e',
      '/api/operator/uploads/4f3c2b1a0e9d8c7b6a5f4e3d2c1b0a99',
      '/sv/library/1/title/12',
      '/assets/index-BzX3k9aQ.js',
    ]) {
      expect(redactUrl(url), url).toBe(url);
    }
  });

  it('takes bearer credentials and one-time codes by their names too', () => {
    expect(
      redactUrl('/metrics?authorization=Bearer%20x&access_token=y&totp_code=123456&recovery_code=z'),
    ).toBe(
      '/metrics?authorization=[redacted]&access_token=[redacted]&totp_code=[redacted]&recovery_code=[redacted]',
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

  it('holds no secret of a path slightly off, answered 404', async () => {
    const marcToken = randomBytes(24).toString('base64url');
    const resetToken = randomBytes(32).toString('base64url');
    const streamToken = `${randomBytes(40).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
    const apiKey = randomBytes(32).toString('base64url');
    const apiToken = `fhy_${randomBytes(32).toString('base64url')}`;
    const before = t.logs.length;
    const urls = [
      `/api/marc//feed/${marcToken}.mrc`,
      `/api//marc/feed/${marcToken}.xml`,
      `/api/Marc/Feed/${marcToken}.xml`,
      `/api/marc%2Ffeed/${marcToken}.mrc`,
      `/api//media/${streamToken}/master.m3u8`,
      `/api/stream/${streamToken}/master.m3u8`,
      `/api//settings/change-password/${resetToken}`,
      `/api/lib//set-password/${resetToken}`,
      `/api//sushi/r51/reports/ir_m1?customer_id=1&requestor_id=r&API_KEY=${apiKey}`,
      `/api/sushi/r51/reports/ir_m1/?customer_id=1&requestor_id=r&apikey=${apiKey}`,
      `/api/operator/token/${apiToken}`,
      `/api/nowhere?portal_sessionid=${resetToken}&metrics_bearer=${apiKey}`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
    const lines = t.logs.slice(before).join('\n');
    // Every request has its line, status 404, with the secrets replaced.
    expect(lines.match(/"statusCode":404/g)).toHaveLength(urls.length);
    expect(lines).toContain('/api/marc//feed/[redacted].mrc');
    expect(lines).toContain('/api//marc/feed/[redacted].xml');
    for (const secret of [marcToken, resetToken, streamToken, apiKey, apiToken]) {
      expect(lines).not.toContain(secret);
    }
    for (const part of streamToken.split('.')) expect(lines).not.toContain(part);
  });
});
