import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import { seedFixtures } from '../../test-support/fixtures';
import { createTestMedia, seedLoanFixtures } from '../../test-support/loan-fixtures';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import {
  fixtureLibrarians,
  get,
  loginCustomer,
  loginLibrarian,
  loginOperator,
  passwords,
  post,
  seedAccountFixtures,
  type ClientSession,
} from '../../test-support/account-fixtures';

/**
 * The viewing modes without a loan (docs/decisions/044): watch-as-admin, watch-as-librarian and the preview links
 * of watch-as-special, with their streams' refusals, the audit log, and nothing counted.
 */

const HOUR = 3600_000;
let now = new Date('2026-06-01T12:00:00Z');
let t: TestApp;
let admin: ClientSession;
let editor: ClientSession;
let support: ClientSession;
let librarian: ClientSession;
let customer: ClientSession;
let visitor: ClientSession;

/** Unpublished (a year from now) and licensed nowhere, with media: only operators and preview links play it. */
const UNLICENSED = 120;
/** Licensed in Norway only: not in the Stockholm librarian's catalogue. */
const NORWEGIAN = 106;
/** Licensed in Sweden, and excluded by library 1: still one of its librarian's titles. */
const EXCLUDED = 105;

beforeAll(async () => {
  t = await createTestApp({
    mediaDir: createTestMedia(),
    viewingClock: () => now,
    seed: async (h) => {
      await seedFixtures(h.db);
      await seedCatalogueFixtures(h.db);
      await seedLoanFixtures(h.db);
      await seedAccountFixtures(h.db);
      await h.db.insert(s.titles).values({
        id: UNLICENSED,
        kind: 'film',
        name: 'Festivalfilmen',
        searchText: 'festivalfilmen',
        durationSeconds: 3600,
        mediaKey: 'test/clip',
        publishedAt: new Date(Date.now() + 365 * 24 * HOUR),
      });
    },
  });
  admin = await loginOperator(t.app, 'admin');
  editor = await loginOperator(t.app, 'editor');
  support = await loginOperator(t.app, 'support');
  librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
  customer = await loginCustomer(t.app, 'ulla', passwords.ulla);
  const started = await startSession(t.app);
  visitor = { sessionid: started.sessionid, csrftoken: started.csrftoken };
});
afterAll(() => t.close());

const media = (path: string) => t.app.inject({ url: path.replace(/^\/api/, '/api') });
const segmentOf = (playlistUrl: string) => playlistUrl.replace('master.m3u8', 'v0/seg0.ts');

/** What a play could count: loans, budget months, watch positions, session loans, and the statistics. */
async function counters() {
  const [loans, months, positions, sessionLoans] = await Promise.all([
    t.database.db.select().from(s.loans),
    t.database.db.select().from(s.libraryBudgetMonths),
    t.database.db.select().from(s.watchPositions),
    t.database.db.select().from(s.sessionLoans),
  ]);
  const statistics = (await get(t.app, '/librarian/librarian/get_statistics', librarian)).json();
  return { loans, months, positions, sessionLoans, statistics };
}

const auditEntries = async (action: string) =>
  (await get(t.app, '/operator/audit/get_audit_log', admin, { action })).json().entries as {
    portal: string;
    actor_username: string;
    library_id: number | null;
    object_type: string;
    object_id: string;
    after: Record<string, unknown> | null;
    address: string;
  }[];

describe('watch-as-admin', () => {
  it('lets every operator role play any title, also unpublished and unlicensed, uncounted and audited', async () => {
    const before = await counters();
    for (const operator of [admin, editor, support]) {
      const check = await get(t.app, '/operator/viewing/get_viewing', operator, { title_id: UNLICENSED });
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json()).toEqual({ success: true, title_id: UNLICENSED });
    }
    const res = await post(
      t.app,
      '/operator/viewing/start_viewing',
      editor,
      { title_id: UNLICENSED },
      '198.51.100.7',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { stream } = res.json();
    expect(stream.playlist_url).toMatch(/^\/api\/media\/[^/]+\/master\.m3u8$/);
    const master = await media(stream.playlist_url);
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('#EXTM3U');
    expect((await media(segmentOf(stream.playlist_url))).statusCode).toBe(200);

    expect(await counters()).toEqual(before);
    const [entry] = await auditEntries('viewing.play_as_operator');
    expect(entry).toMatchObject({
      portal: 'operator',
      actor_username: 'site.editor',
      library_id: null,
      object_type: 'title',
      object_id: String(UNLICENSED),
      address: '198.51.100.7',
    });
  });

  it('answers TITLE_NOT_FOUND for a title that does not exist', async () => {
    for (const call of [
      get(t.app, '/operator/viewing/get_viewing', admin, { title_id: 99999 }),
      post(t.app, '/operator/viewing/start_viewing', admin, { title_id: 99999 }),
    ]) {
      const res = await call;
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('TITLE_NOT_FOUND');
    }
  });

  it('refuses librarians, customers, anonymous sessions and no session, and records nothing', async () => {
    const entries = (await auditEntries('viewing.play_as_operator')).length;
    for (const session of [librarian, customer, visitor]) {
      expect(
        (await get(t.app, '/operator/viewing/get_viewing', session, { title_id: UNLICENSED })).json().error
          .code,
      ).toBe('LOGIN_REQUIRED');
      expect(
        (await post(t.app, '/operator/viewing/start_viewing', session, { title_id: UNLICENSED })).json().error
          .code,
      ).toBe('LOGIN_REQUIRED');
    }
    expect((await post(t.app, '/operator/viewing/start_viewing', null, { title_id: 100 })).statusCode).toBe(
      401,
    );
    expect((await auditEntries('viewing.play_as_operator')).length).toBe(entries);
  });

  it('refuses a start without the CSRF token', async () => {
    const res = await post(
      t.app,
      '/operator/viewing/start_viewing',
      { sessionid: admin.sessionid, csrftoken: 'not-the-token' },
      { title_id: 100 },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_INVALID');
  });

  it('gives a stream that cannot start after its start window, finishes the film, then stops', async () => {
    const start = now;
    const { stream } = (
      await post(t.app, '/operator/viewing/start_viewing', admin, { title_id: 100 })
    ).json();
    try {
      now = new Date(start.getTime() + 16 * 60_000);
      expect((await media(stream.playlist_url)).statusCode).toBe(403);
      expect((await media(segmentOf(stream.playlist_url))).statusCode).toBe(200);
      now = new Date(stream.expires_at);
      expect((await media(segmentOf(stream.playlist_url))).statusCode).toBe(403);
    } finally {
      now = start;
    }
  });

  it("refuses an altered viewing token and a loan's token taken for a viewing token", async () => {
    const { stream } = (
      await post(t.app, '/operator/viewing/start_viewing', admin, { title_id: 100 })
    ).json();
    const token = (stream.playlist_url as string).split('/')[3]!;
    const [body, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, t: UNLICENSED })).toString('base64url');
    expect((await media(`/api/media/${forged}.${signature}/master.m3u8`)).statusCode).toBe(403);
    expect((await media(`/api/media/${token}x/master.m3u8`)).statusCode).toBe(403);
  });
});

describe('watch-as-librarian', () => {
  it("lets a librarian play their library's titles (excluded ones too), uncounted and audited", async () => {
    const before = await counters();
    for (const titleId of [100, EXCLUDED]) {
      const check = await get(t.app, '/librarian/viewing/get_viewing', librarian, { title_id: titleId });
      expect(check.json()).toEqual({ success: true, title_id: titleId });
    }
    const res = await post(t.app, '/librarian/viewing/start_viewing', librarian, { title_id: EXCLUDED });
    expect(res.statusCode, res.body).toBe(200);
    const { stream } = res.json();
    expect((await media(stream.playlist_url)).statusCode).toBe(200);
    expect((await media(segmentOf(stream.playlist_url))).statusCode).toBe(200);
    expect(await counters()).toEqual(before);
    const [entry] = await auditEntries('viewing.play_as_librarian');
    expect(entry).toMatchObject({
      portal: 'librarian',
      actor_username: fixtureLibrarians.stockholm.username,
      library_id: 1,
      object_type: 'title',
      object_id: String(EXCLUDED),
    });
  });

  it("answers TITLE_NOT_FOUND for a title outside the library's country, or licensed nowhere", async () => {
    for (const titleId of [NORWEGIAN, UNLICENSED]) {
      const check = await get(t.app, '/librarian/viewing/get_viewing', librarian, { title_id: titleId });
      expect(check.statusCode).toBe(404);
      expect(check.json().error.code).toBe('TITLE_NOT_FOUND');
      const start = await post(t.app, '/librarian/viewing/start_viewing', librarian, { title_id: titleId });
      expect(start.json().error.code).toBe('TITLE_NOT_FOUND');
    }
  });

  it('refuses operators, customers, anonymous sessions, no session and a missing CSRF token', async () => {
    for (const session of [admin, customer, visitor]) {
      expect(
        (await get(t.app, '/librarian/viewing/get_viewing', session, { title_id: 100 })).json().error.code,
      ).toBe('LOGIN_REQUIRED');
      expect(
        (await post(t.app, '/librarian/viewing/start_viewing', session, { title_id: 100 })).json().error.code,
      ).toBe('LOGIN_REQUIRED');
    }
    expect((await get(t.app, '/librarian/viewing/get_viewing', null, { title_id: 100 })).statusCode).toBe(
      401,
    );
    const res = await post(
      t.app,
      '/librarian/viewing/start_viewing',
      { sessionid: librarian.sessionid, csrftoken: 'nope' },
      { title_id: 100 },
    );
    expect(res.json().error.code).toBe('CSRF_INVALID');
  });
});

describe('preview links', () => {
  const create = (session: ClientSession | null, fields: Record<string, string | number> = {}) =>
    post(t.app, '/operator/preview/create_preview_link', session, {
      title_id: UNLICENSED,
      hours: 48,
      note: 'Juryn i Göteborg',
      language: 'sv',
      ...fields,
    });
  const tokenOf = (linkPath: string) => linkPath.split('#preview=')[1]!;
  const open = (token: string, session: ClientSession = visitor) =>
    post(t.app, '/customer/preview/open_preview', session, { preview_token: token });
  const start = (token: string, session: ClientSession = visitor, address?: string) =>
    post(t.app, '/customer/preview/start_preview', session, { preview_token: token }, address);

  it('lets an admin or editor create a link shown once, which plays its title uncounted for anyone', async () => {
    const before = await counters();
    const res = await create(editor);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.link_path).toMatch(
      new RegExp(`^/sv/watch-as-special/title/${UNLICENSED}#preview=[A-Za-z0-9_-]{43}$`),
    );
    expect(answer.preview_link).toMatchObject({
      title_id: UNLICENSED,
      title_name: 'Festivalfilmen',
      note: 'Juryn i Göteborg',
      created_by: 'site.editor',
      expires_at: new Date(now.getTime() + 48 * HOUR).toISOString(),
      revoked_at: null,
      status: 'active',
    });
    const token = tokenOf(answer.link_path);
    // Only the token's hash is kept, and the list never answers it again.
    const rows = await t.database.db.select().from(s.previewLinks);
    expect(JSON.stringify(rows)).not.toContain(token);
    const list = await get(t.app, '/operator/preview/get_preview_links', support);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.json().preview_links[0]).toEqual(answer.preview_link);

    expect((await open(token)).json()).toEqual({
      success: true,
      title_id: UNLICENSED,
      expires_at: answer.preview_link.expires_at,
    });
    const played = await start(token, customer, '203.0.113.9');
    expect(played.statusCode, played.body).toBe(200);
    const { stream } = played.json();
    expect((await media(stream.playlist_url)).statusCode).toBe(200);
    expect((await media(segmentOf(stream.playlist_url))).statusCode).toBe(200);
    expect(await counters()).toEqual(before);

    const [created] = await auditEntries('preview.create_link');
    expect(created).toMatchObject({ actor_username: 'site.editor', object_type: 'preview_link' });
    expect(JSON.stringify(created)).not.toContain(token);
    const [play] = await auditEntries('viewing.play_preview');
    expect(play).toMatchObject({
      portal: 'operator',
      actor_username: 'site.editor',
      object_type: 'title',
      object_id: String(UNLICENSED),
      after: { preview_link_id: answer.preview_link.preview_link_id, note: 'Juryn i Göteborg' },
      address: '203.0.113.9',
    });
  });

  it('stops a link at once when revoked: the page, a new start and a stream already given', async () => {
    const answer = (await create(admin, { hours: 2 })).json();
    const token = tokenOf(answer.link_path);
    const { stream } = (await start(token)).json();
    const revoked = await post(t.app, '/operator/preview/revoke_preview_link', admin, {
      preview_link_id: answer.preview_link.preview_link_id,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().preview_link).toMatchObject({ status: 'revoked', revoked_at: now.toISOString() });
    expect((await open(token)).json().error.code).toBe('NOT_FOUND');
    expect((await start(token)).json().error.code).toBe('NOT_FOUND');
    expect((await media(stream.playlist_url)).statusCode).toBe(403);
    expect((await media(segmentOf(stream.playlist_url))).statusCode).toBe(403);
    const [entry] = await auditEntries('preview.revoke_link');
    expect(entry).toMatchObject({
      actor_username: 'Operatör.Admin',
      object_id: String(answer.preview_link.preview_link_id),
    });
    // Revoking again changes nothing and records nothing.
    const again = await post(t.app, '/operator/preview/revoke_preview_link', admin, {
      preview_link_id: answer.preview_link.preview_link_id,
    });
    expect(again.json().preview_link.revoked_at).toBe(revoked.json().preview_link.revoked_at);
    expect(await auditEntries('preview.revoke_link')).toHaveLength(1);
  });

  it('ends a link at its expiry: no page and no new playback, while a started film can be finished', async () => {
    const startAt = now;
    const answer = (
      await create(admin, { hours: '', expires_at: new Date(now.getTime() + HOUR).toISOString() })
    ).json();
    const token = tokenOf(answer.link_path);
    now = new Date(startAt.getTime() + HOUR - 60_000);
    const { stream } = (await start(token)).json();
    try {
      now = new Date(startAt.getTime() + HOUR);
      expect((await open(token)).json().error.code).toBe('NOT_FOUND');
      expect((await start(token)).json().error.code).toBe('NOT_FOUND');
      expect((await media(stream.playlist_url)).statusCode).toBe(403);
      expect((await media(segmentOf(stream.playlist_url))).statusCode).toBe(200);
      const listed = (await get(t.app, '/operator/preview/get_preview_links', admin)).json().preview_links;
      expect(
        listed.find(
          (l: { preview_link_id: number }) => l.preview_link_id === answer.preview_link.preview_link_id,
        ).status,
      ).toBe('expired');
    } finally {
      now = startAt;
    }
  });

  it('answers NOT_FOUND for a tampered or unknown token, and never for a good one', async () => {
    const token = tokenOf((await create(admin)).json().link_path);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'A'.repeat(43), 'x']) {
      const res = await open(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      expect((await start(bad)).json().error.code).toBe('NOT_FOUND');
    }
    expect((await open('not a token!')).json().error.code).toBe('VALIDATION_FAILED');
  });

  it('needs a session and its CSRF token to open or start a link', async () => {
    const token = tokenOf((await create(admin)).json().link_path);
    expect(
      (await post(t.app, '/customer/preview/start_preview', null, { preview_token: token })).statusCode,
    ).toBe(401);
    const res = await post(
      t.app,
      '/customer/preview/start_preview',
      { sessionid: visitor.sessionid, csrftoken: 'nope' },
      { preview_token: token },
    );
    expect(res.json().error.code).toBe('CSRF_INVALID');
  });

  it('lets support read the list but not create or revoke; refuses librarians, customers and visitors', async () => {
    const rows = (await t.database.db.select().from(s.previewLinks)).length;
    expect((await create(support)).json().error.code).toBe('FORBIDDEN');
    expect(
      (await post(t.app, '/operator/preview/revoke_preview_link', support, { preview_link_id: 1 })).json()
        .error.code,
    ).toBe('FORBIDDEN');
    expect(
      (await get(t.app, '/operator/preview/find_titles', support, { search: 'festival' })).json().error.code,
    ).toBe('FORBIDDEN');
    for (const session of [librarian, customer, visitor]) {
      expect((await create(session)).json().error.code).toBe('LOGIN_REQUIRED');
      expect((await get(t.app, '/operator/preview/get_preview_links', session)).json().error.code).toBe(
        'LOGIN_REQUIRED',
      );
      expect(
        (await post(t.app, '/operator/preview/revoke_preview_link', session, { preview_link_id: 1 })).json()
          .error.code,
      ).toBe('LOGIN_REQUIRED');
    }
    expect((await create(null)).statusCode).toBe(401);
    expect((await create({ sessionid: admin.sessionid, csrftoken: 'nope' })).json().error.code).toBe(
      'CSRF_INVALID',
    );
    expect((await t.database.db.select().from(s.previewLinks)).length).toBe(rows);
  });

  it.each([
    [{ title_id: 99999 }, 404, 'TITLE_NOT_FOUND'],
    [{ hours: 0 }, 400, 'VALIDATION_FAILED'],
    [{ hours: 90 * 24 + 1 }, 400, 'VALIDATION_FAILED'],
    [{ hours: '' }, 400, 'VALIDATION_FAILED'],
    [{ expires_at: '2026-06-02T00:00:00Z' }, 400, 'VALIDATION_FAILED'],
    [{ hours: '', expires_at: '2026-05-01T00:00:00Z' }, 400, 'VALIDATION_FAILED'],
    [{ hours: '', expires_at: 'tomorrow' }, 400, 'VALIDATION_FAILED'],
    [{ note: '   ' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %j with %i %s', async (fields, status, code) => {
    const res = await create(admin, fields);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBe(code);
  });

  it('answers NOT_FOUND when revoking an unknown link', async () => {
    const res = await post(t.app, '/operator/preview/revoke_preview_link', admin, {
      preview_link_id: 424242,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('finds titles of the whole catalogue by name or id for admins and editors', async () => {
    const byName = await get(t.app, '/operator/preview/find_titles', editor, {
      search: 'festival',
      language: 'sv',
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().titles).toEqual([{ title_id: UNLICENSED, name: 'Festivalfilmen', year: null }]);
    const byId = await get(t.app, '/operator/preview/find_titles', admin, { search: String(NORWEGIAN) });
    expect(byId.json().titles[0]).toMatchObject({ title_id: NORWEGIAN, name: 'Bare i Norge' });
  });
});
