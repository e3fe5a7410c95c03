import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineEndpoint, endpoints } from '@filmhyllan/contract';
import { apiTokens } from '../../db/schema';
import { sha256Hex } from '../../lib/keyed-hash';
import { errorsPlugin } from '../../plugins/errors';
import { sessionPlugin } from '../../plugins/session';
import { createResponseSerializer } from '../../plugins/response-serializer';
import { fixtureOperators, get, post, type ClientSession } from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';
import { defineRoute } from '../define-route';

/** Personal API tokens (docs/decisions/050): made, listed and revoked by their operator; bearer auth generically. */

let now = new Date('2026-11-20T10:00:00Z');
let t: OperatorTestApp;
let admin: ClientSession;
let editor: ClientSession;

beforeAll(async () => {
  t = await createOperatorTestApp({ uploadsClock: () => now });
  ({ admin, editor } = t.operators);
});
afterAll(() => t.close());

const create = (session: ClientSession, fields: Record<string, string>) =>
  post(t.app, '/operator/token/create_token', session, fields);
const list = async (session: ClientSession) =>
  (await get(t.app, '/operator/token/get_tokens', session)).json().api_tokens as {
    token_id: number;
    name: string;
    scopes: string[];
    last_used_at: string | null;
    status: string;
  }[];

describe('create_token', () => {
  it('makes a token with both scopes by default, answers it once and stores only its hash', async () => {
    const res = await create(editor, { name: 'Nightly import' });
    expect(res.statusCode, res.body).toBe(200);
    const { token, api_token } = res.json() as { token: string; api_token: { token_id: number } };
    expect(token).toMatch(/^fhy_[A-Za-z0-9_-]{43}$/);
    expect(api_token).toEqual({
      token_id: api_token.token_id,
      name: 'Nightly import',
      scopes: ['uploads', 'catalogue'],
      created_at: now.toISOString(),
      last_used_at: null,
      revoked_at: null,
      status: 'active',
    });

    const rows = await t.database.db.select().from(apiTokens);
    const row = rows.find((r) => r.id === api_token.token_id)!;
    expect(row.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token.slice(4));
    const listed = await get(t.app, '/operator/token/get_tokens', editor);
    expect(listed.body).not.toContain(token.slice(4));

    const [entry] = (
      await get(t.app, '/operator/audit/get_audit_log', admin, { action: 'api_token.create' })
    ).json().entries as { actor_username: string; after: Record<string, unknown> }[];
    expect(entry).toMatchObject({ actor_username: 'site.editor', after: { name: 'Nightly import' } });
    expect(JSON.stringify(entry)).not.toContain(token.slice(4));
  });

  it('takes scopes as a bracketed list or one name, and refuses unknown scopes and empty names', async () => {
    const one = await create(editor, { name: 'Uploads only', scopes: 'uploads' });
    expect(one.json().api_token.scopes).toEqual(['uploads']);
    const listed = await create(editor, { name: 'Catalogue', scopes: '["catalogue"]' });
    expect(listed.json().api_token.scopes).toEqual(['catalogue']);
    const refused: Record<string, string>[] = [
      { name: 'x', scopes: '["everything"]' },
      { name: 'x', scopes: 'admin' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
    ];
    for (const fields of refused) {
      const res = await create(editor, fields);
      expect({ status: res.statusCode, code: res.json().error.code }).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
  });
});

describe('get_tokens and revoke_token', () => {
  it("lists only the operator's own tokens and revokes only those", async () => {
    const mine = (await create(admin, { name: 'Admin script' })).json().api_token.token_id as number;
    expect((await list(admin)).map((token) => token.token_id)).toContain(mine);
    expect((await list(editor)).map((token) => token.token_id)).not.toContain(mine);

    const refused = await post(t.app, '/operator/token/revoke_token', editor, { token_id: mine });
    expect({ status: refused.statusCode, code: refused.json().error.code }).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });

    now = new Date('2026-11-21T08:00:00Z');
    const revoked = await post(t.app, '/operator/token/revoke_token', admin, { token_id: mine });
    expect(revoked.json().api_token).toMatchObject({ status: 'revoked', revoked_at: now.toISOString() });
    const again = await post(t.app, '/operator/token/revoke_token', admin, { token_id: mine });
    expect(again.json().api_token.revoked_at).toBe(now.toISOString());
    const entries = (
      await get(t.app, '/operator/audit/get_audit_log', admin, { action: 'api_token.revoke' })
    ).json().entries as { before: unknown; after: unknown }[];
    expect(entries).toHaveLength(1);
    // The time of the revocation is kept, as text (a Date would be stored as {}).
    expect(entries[0]!.before).toMatchObject({ revoked_at: null });
    expect(entries[0]!.after).toMatchObject({ revoked_at: now.toISOString() });
  });

  it('refuses a bearer token on the token calls themselves (they have no token scope)', async () => {
    const { token } = (await create(editor, { name: 'Script' })).json() as { token: string };
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/operator/token/get_tokens',
      headers: { authorization: `Bearer ${token}` },
    });
    expect({ status: res.statusCode, code: res.json().error.code }).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});

describe('a bearer token on an endpoint of the catalogue scope', () => {
  // An endpoint as the catalogue's are declared: the session plugin lets tokens in from this declaration alone.
  const catalogueCall = defineEndpoint({
    name: 'catalogueCall',
    method: 'POST',
    path: '/operator/title/test_call',
    access: 'operator',
    roles: ['admin', 'editor'],
    tokenScope: 'catalogue',
    tag: 'operator',
    summary: 'A catalogue call',
    request: z.object({ note: z.string().max(20) }),
    response: z.object({ operator_id: z.number(), by_token: z.boolean() }),
  });
  const adminOnly = defineEndpoint({
    ...catalogueCall,
    path: '/operator/title/admin_call',
    roles: ['admin'],
  });
  let api: FastifyInstance;

  beforeAll(async () => {
    api = Fastify();
    api.setValidatorCompiler(validatorCompiler);
    api.setSerializerCompiler(createResponseSerializer({ verify: true }));
    await api.register(errorsPlugin);
    api.translateError = () => undefined;
    await api.register(formbody);
    await api.register(sessionPlugin, {
      sessions: t.app.services.sessions,
      apiTokens: t.app.services.apiTokens,
    });
    await api.register(
      async (scope) => {
        for (const endpoint of [catalogueCall, adminOnly]) {
          defineRoute(scope, endpoint, async ({ session }) => ({
            operator_id: session.operatorId!,
            by_token: session.apiTokenId !== undefined,
          }));
        }
      },
      { prefix: '/api' },
    );
    await api.ready();
  });
  afterAll(() => api.close());

  const callWith = (token: string, path = '/api/operator/title/test_call') =>
    api.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'note=hello',
    });

  it("acts as the token's operator without session fields or CSRF token, and records the last use", async () => {
    const { token, api_token } = (
      await create(editor, { name: 'Catalogue', scopes: 'catalogue' })
    ).json() as {
      token: string;
      api_token: { token_id: number };
    };
    now = new Date('2026-11-22T09:30:00Z');
    const res = await callWith(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, operator_id: fixtureOperators.editor.id, by_token: true });
    const used = (await list(editor)).find((listed) => listed.token_id === api_token.token_id);
    expect(used?.last_used_at).toBe(now.toISOString());
  });

  it("refuses a token without the scope, and one whose operator's role the endpoint does not take", async () => {
    const uploadsOnly = (await create(editor, { name: 'Uploads', scopes: 'uploads' })).json().token as string;
    const res = await callWith(uploadsOnly);
    expect({ status: res.statusCode, code: res.json().error.code }).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    const editorToken = (await create(editor, { name: 'Both' })).json().token as string;
    const adminCall = await callWith(editorToken, '/api/operator/title/admin_call');
    expect({ status: adminCall.statusCode, code: adminCall.json().error.code }).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('still takes a session, with its CSRF token', async () => {
    const withSession = await api.inject({
      method: 'POST',
      url: '/api/operator/title/test_call',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `note=hi&portal_sessionid=${editor.sessionid}&portal_csrftoken=${editor.csrftoken}`,
    });
    expect(withSession.json()).toEqual({
      success: true,
      operator_id: fixtureOperators.editor.id,
      by_token: false,
    });
    const noCsrf = await api.inject({
      method: 'POST',
      url: '/api/operator/title/test_call',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `note=hi&portal_sessionid=${editor.sessionid}`,
    });
    expect(noCsrf.json().error.code).toBe('CSRF_INVALID');
  });
});

describe("the catalogue's own endpoints", () => {
  it('declare the catalogue scope: titles, series, licences, media, posters, jobs and the import', () => {
    const scoped = endpoints
      .filter((endpoint) => endpoint.tokenScope === 'catalogue')
      .map((endpoint) => endpoint.path)
      .sort();
    expect(scoped).toEqual(
      [
        '/operator/title/export_catalogue',
        '/operator/title/import_catalogue',
        '/operator/jobs/cancel_job',
        '/operator/jobs/get_job',
        '/operator/jobs/get_jobs',
        '/operator/jobs/retry_job',
        '/operator/title/attach_media',
        '/operator/title/attach_audio_description',
        '/operator/title/attach_subtitles',
        '/operator/title/delete_licence',
        '/operator/title/get_availability',
        '/operator/title/get_licences',
        '/operator/title/get_poster',
        '/operator/title/get_series',
        '/operator/title/get_title',
        '/operator/title/get_title_choices',
        '/operator/title/get_titles',
        '/operator/title/remove_poster',
        '/operator/title/reorder_episodes',
        '/operator/title/republish_title',
        '/operator/title/save_licence',
        '/operator/title/save_series',
        '/operator/title/save_title',
        '/operator/title/unpublish_title',
        '/operator/title/upload_poster',
      ].sort(),
    );
  });

  it('take a catalogue token in place of a session, and refuse it once revoked', async () => {
    const { token, api_token } = (
      await create(editor, { name: 'Titles script', scopes: 'catalogue' })
    ).json() as {
      token: string;
      api_token: { token_id: number };
    };
    const titles = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/operator/title/get_titles?page_size=1',
        headers: { authorization: `Bearer ${token}` },
      });
    const res = await titles();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().titles).toHaveLength(1);

    const uploadsOnly = (await create(editor, { name: 'Uploads only', scopes: 'uploads' })).json()
      .token as string;
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/operator/title/get_titles',
      headers: { authorization: `Bearer ${uploadsOnly}` },
    });
    expect({ status: refused.statusCode, code: refused.json().error.code }).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });

    await post(t.app, '/operator/token/revoke_token', editor, { token_id: api_token.token_id });
    const revoked = await titles();
    expect({ status: revoked.statusCode, code: revoked.json().error.code }).toEqual({
      status: 401,
      code: 'TOKEN_INVALID',
    });
  });
});
