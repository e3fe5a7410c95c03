import { existsSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiTokens, operators, uploads } from '../../db/schema';
import { uploadFilePath } from '../../modules/uploads/upload-files';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { fixtureOperators, get, post, type ClientSession } from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/** The tus 1.0 endpoint (docs/decisions/049) and bearer API tokens on it (docs/decisions/050). */

const MAX_BYTES = 1024 * 1024;
let t: OperatorTestApp;
let dataDir: string;
let admin: ClientSession;
let editor: ClientSession;
let support: ClientSession;

beforeAll(async () => {
  t = await createOperatorTestApp({ uploadMaxBytes: MAX_BYTES });
  ({ admin, editor, support } = t.operators);
  dataDir = (t.app.services.uploads as unknown as { store: { directory: string } }).store.directory.replace(
    /\/uploads$/,
    '',
  );
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

type Caller = ClientSession | { bearer: string } | null;

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const authHeaders = (caller: Caller, withCsrf: boolean): Record<string, string> => {
  if (caller === null) return {};
  if ('bearer' in caller) return { authorization: `Bearer ${caller.bearer}` };
  return {
    'x-portal-sessionid': caller.sessionid,
    ...(withCsrf ? { 'x-portal-csrftoken': caller.csrftoken } : {}),
  };
};

const create = (
  caller: Caller,
  size: number,
  fields: Record<string, string> = { purpose: 'master', filename: 'film.mp4', filetype: 'video/mp4' },
  app = t.app,
  withCsrf = true,
) =>
  app.inject({
    method: 'POST',
    url: '/api/operator/uploads',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': metadata(fields),
      ...authHeaders(caller, withCsrf),
    },
  });

const head = (caller: Caller, location: string, app = t.app) =>
  app.inject({
    method: 'HEAD',
    url: location,
    headers: { 'tus-resumable': '1.0.0', ...authHeaders(caller, false) },
  });

const patch = (
  caller: Caller,
  location: string,
  offset: number,
  bytes: Buffer,
  app = t.app,
  withCsrf = true,
) =>
  app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...authHeaders(caller, withCsrf),
    },
    payload: bytes,
  });

const code = (res: { body: string }) => (JSON.parse(res.body) as { error: { code: string } }).error.code;
const idOf = (location: string) => location.split('/').at(-1)!;
const bytes = (n: number, seed = 7) => Buffer.from(Array.from({ length: n }, (_, i) => (i * seed) % 256));

describe('a resumable upload', () => {
  it('is created, written in parts, resumed by a second server process over the same DATA_DIR, and recorded', async () => {
    const file = bytes(200_000);
    const created = await create(editor, file.length);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/operator\/uploads\/[A-Za-z0-9_-]{8,64}$/);
    expect(created.headers['access-control-allow-origin']).toBeUndefined();

    const started = await head(editor, location);
    expect(started.statusCode).toBe(200);
    expect(started.headers['upload-offset']).toBe('0');
    expect(started.headers['upload-length']).toBe(String(file.length));

    const first = await patch(editor, location, 0, file.subarray(0, 80_000));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe('80000');
    expect(await t.app.services.uploads.completed(idOf(location))).toBeUndefined();

    // A PATCH at the wrong offset is refused, and writes nothing.
    const wrong = await patch(editor, location, 10, file.subarray(10, 20));
    expect(wrong.statusCode).toBe(409);

    // The server restarts: another process on the same database and DATA_DIR takes over.
    const second: TestApp = await createTestApp({ database: t.database, dataDir });
    try {
      const resumed = await head(editor, location, second.app);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.headers['upload-offset']).toBe('80000');
      const rest = await patch(editor, location, 80_000, file.subarray(80_000), second.app);
      expect(rest.statusCode, rest.body).toBe(204);
      expect(rest.headers['upload-offset']).toBe(String(file.length));
    } finally {
      await second.close();
    }

    const done = await t.app.services.uploads.completed(idOf(location));
    expect(done).toMatchObject({
      id: idOf(location),
      purpose: 'master',
      filename: 'film.mp4',
      sizeBytes: file.length,
      apiTokenId: null,
    });
    expect(readFileSync(uploadFilePath(dataDir, idOf(location))).equals(file)).toBe(true);
    expect(done!.head.equals(file.subarray(0, done!.head.length))).toBe(true);
    expect(done!.head.length).toBe(Math.min(file.length, 512));

    const log = await get(t.app, '/operator/audit/get_audit_log', admin, { action: 'upload.complete' });
    expect(log.json().entries[0]).toMatchObject({
      actor_username: 'site.editor',
      object_id: idOf(location),
      after: { filename: 'film.mp4', size_bytes: file.length, purpose: 'master' },
    });
  });

  it('refuses a size over UPLOAD_MAX_MB with UPLOAD_TOO_LARGE, and a type its purpose does not take', async () => {
    const tooLarge = await create(editor, MAX_BYTES + 1);
    expect(tooLarge.statusCode).toBe(413);
    expect(code(tooLarge)).toBe('UPLOAD_TOO_LARGE');

    for (const fields of [
      { purpose: 'master', filename: 'film.srt', filetype: '' },
      { purpose: 'master', filename: 'film.mp4', filetype: 'image/png' },
      { purpose: 'subtitle', filename: 'film.mp4', filetype: 'video/mp4' },
      { purpose: 'poster', filename: 'poster.gif', filetype: 'image/gif' },
      { purpose: 'audio', filename: 'sv.srt', filetype: '' },
      { purpose: 'audio', filename: 'sv.m4a', filetype: 'image/png' },
    ]) {
      const res = await create(editor, 10, fields);
      expect({ ...fields, status: res.statusCode, code: code(res) }).toEqual({
        ...fields,
        status: 415,
        code: 'UPLOAD_TYPE_NOT_ALLOWED',
      });
    }
    const incomplete: Record<string, string>[] = [
      { filename: 'film.mp4' },
      { purpose: 'trailer', filename: 'film.mp4' },
      { purpose: 'master' },
    ];
    for (const fields of incomplete) {
      const res = await create(editor, 10, fields);
      expect({ status: res.statusCode, code: code(res) }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    }
    // Types the purposes take, with or without the browser's type.
    for (const fields of [
      { purpose: 'master', filename: 'Film.MKV', filetype: '' },
      { purpose: 'master', filename: 'film.mov', filetype: 'video/quicktime' },
      { purpose: 'subtitle', filename: 'sv.vtt', filetype: 'text/vtt' },
      { purpose: 'subtitle', filename: 'sv.srt', filetype: '' },
      { purpose: 'poster', filename: 'poster.webp', filetype: 'image/webp' },
      { purpose: 'audio', filename: 'sv-ad.m4a', filetype: 'audio/mp4' },
      { purpose: 'audio', filename: 'sv-ad.wav', filetype: '' },
      { purpose: 'audio', filename: 'sv-ad.mkv', filetype: 'video/x-matroska' },
    ]) {
      expect((await create(editor, 10, fields)).statusCode, fields.filename).toBe(201);
    }
  });

  it('lets admins and editors upload, and refuses support, other portals and no session', async () => {
    expect((await create(admin, 10)).statusCode).toBe(201);
    const supportRes = await create(support, 10);
    expect({ status: supportRes.statusCode, code: code(supportRes) }).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const outsider of [librarian, customer, anonymous]) {
      const res = await create(outsider, 10);
      expect({ status: res.statusCode, code: code(res) }).toEqual({ status: 401, code: 'LOGIN_REQUIRED' });
    }
    const none = await create(null, 10);
    expect({ status: none.statusCode, code: code(none) }).toEqual({ status: 401, code: 'SESSION_REQUIRED' });
    const unknown = await create({ sessionid: 'z'.repeat(43), csrftoken: 'z'.repeat(43) }, 10);
    expect({ status: unknown.statusCode, code: code(unknown) }).toEqual({
      status: 401,
      code: 'SESSION_INVALID',
    });
  });

  it('asks a session for its CSRF token on POST, PATCH and DELETE, not on HEAD', async () => {
    const noCsrf = await create(editor, 10, undefined, t.app, false);
    expect({ status: noCsrf.statusCode, code: code(noCsrf) }).toEqual({ status: 403, code: 'CSRF_INVALID' });
    const wrongCsrf = await create({ sessionid: editor.sessionid, csrftoken: admin.csrftoken }, 10);
    expect(code(wrongCsrf)).toBe('CSRF_INVALID');

    const location = (await create(editor, 10)).headers.location as string;
    expect((await head(editor, location)).statusCode).toBe(200);
    const patchNoCsrf = await patch(editor, location, 0, bytes(10), t.app, false);
    expect(code(patchNoCsrf)).toBe('CSRF_INVALID');
    const deleteNoCsrf = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { 'tus-resumable': '1.0.0', ...authHeaders(editor, false) },
    });
    expect(code(deleteNoCsrf)).toBe('CSRF_INVALID');
    expect((await head(editor, location)).headers['upload-offset']).toBe('0');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { 'tus-resumable': '1.0.0', ...authHeaders(editor, true) },
    });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(uploadFilePath(dataDir, idOf(location)))).toBe(false);
    const gone = await head(editor, location);
    expect(gone.statusCode).toBe(404);
  });

  it("answers UPLOAD_NOT_FOUND for an unknown id and for another editor's upload; an admin may see it", async () => {
    const location = (await create(admin, 10)).headers.location as string;
    const [other] = await t.database.db
      .insert(operators)
      .values({ username: 'other.editor', role: 'editor' })
      .returning({ id: operators.id });
    await t.database.db
      .update(uploads)
      .set({ operatorId: other!.id })
      .where(eq(uploads.id, idOf(location)));
    const res = await head(editor, location);
    expect(res.statusCode).toBe(404);
    expect((await head(admin, location)).statusCode).toBe(200);
    const unknown = await patch(editor, '/api/operator/uploads/abcdefgh12345678', 0, bytes(1));
    expect({ status: unknown.statusCode, code: code(unknown) }).toEqual({
      status: 404,
      code: 'UPLOAD_NOT_FOUND',
    });
  });

  it('deletes unfinished uploads (file and record) once UPLOAD_EXPIRY_HOURS have passed, and keeps finished ones', async () => {
    const unfinished = (await create(editor, 100)).headers.location as string;
    await patch(editor, unfinished, 0, bytes(50));
    const finished = (await create(editor, 10)).headers.location as string;
    await patch(editor, finished, 0, bytes(10));

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 73 * 3_600_000 });
    expect(await t.app.services.uploads.expireUnfinished()).toContain(idOf(unfinished));
    vi.useRealTimers();

    expect(existsSync(uploadFilePath(dataDir, idOf(unfinished)))).toBe(false);
    expect(await t.app.services.uploads.byId(idOf(unfinished))).toBeUndefined();
    expect((await head(editor, unfinished)).statusCode).toBe(404);
    expect(await t.app.services.uploads.completed(idOf(finished))).toBeDefined();
  });
});

describe('a bearer API token on the upload endpoint', () => {
  const makeToken = async (session: ClientSession, scopes?: string) => {
    const res = await post(t.app, '/operator/token/create_token', session, {
      name: 'Distributor script',
      ...(scopes ? { scopes } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { token: string; api_token: { token_id: number } };
  };

  it('uploads as its operator, without session or CSRF, and records the token and its last use', async () => {
    const { token, api_token } = await makeToken(editor);
    const created = await create({ bearer: token }, 5);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const done = await patch({ bearer: token }, location, 0, bytes(5));
    expect(done.statusCode, done.body).toBe(204);
    const upload = await t.app.services.uploads.completed(idOf(location));
    expect(upload).toMatchObject({ apiTokenId: api_token.token_id });
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, api_token.token_id));
    expect(row!.lastUsedAt).not.toBeNull();
    // The editor's own session may continue what the token began.
    expect((await head(editor, location)).statusCode).toBe(200);
  });

  it('refuses a token without the uploads scope, a revoked token, an unknown one and a deactivated operator', async () => {
    const catalogueOnly = await makeToken(editor, '["catalogue"]');
    const res = await create({ bearer: catalogueOnly.token }, 5);
    expect({ status: res.statusCode, code: code(res) }).toEqual({ status: 403, code: 'FORBIDDEN' });

    const revoked = await makeToken(editor);
    await post(t.app, '/operator/token/revoke_token', editor, { token_id: revoked.api_token.token_id });
    const afterRevoke = await create({ bearer: revoked.token }, 5);
    expect({ status: afterRevoke.statusCode, code: code(afterRevoke) }).toEqual({
      status: 401,
      code: 'TOKEN_INVALID',
    });

    for (const bearer of ['fhy_' + 'x'.repeat(43), 'not-a-token', '']) {
      const unknown = await create({ bearer }, 5);
      expect({ bearer, status: unknown.statusCode, code: code(unknown) }).toEqual({
        bearer,
        status: 401,
        code: 'TOKEN_INVALID',
      });
    }

    const adminToken = await makeToken(admin);
    expect((await create({ bearer: adminToken.token }, 5)).statusCode).toBe(201);
    await t.database.db
      .update(operators)
      .set({ active: false })
      .where(eq(operators.id, fixtureOperators.admin.id));
    try {
      const deactivated = await create({ bearer: adminToken.token }, 5);
      expect({ status: deactivated.statusCode, code: code(deactivated) }).toEqual({
        status: 401,
        code: 'TOKEN_INVALID',
      });
    } finally {
      await t.database.db
        .update(operators)
        .set({ active: true })
        .where(eq(operators.id, fixtureOperators.admin.id));
    }
  });

  it('never writes a token to the log', async () => {
    const { token } = await makeToken(editor);
    await create({ bearer: token }, 5);
    await create({ bearer: `${token}x` }, 5);
    expect(t.logs.join('\n')).not.toContain(token.slice(4));
  });
});
