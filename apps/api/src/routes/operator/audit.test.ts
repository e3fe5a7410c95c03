import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@filmhyllan/contract';
import {
  budgetForm,
  fixtureLibrarians,
  get,
  loginLibrarian,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/** The audit log in the operator console (docs/decisions/032): admin and support read it, nobody changes it. */

let t: OperatorTestApp;
let admin: ClientSession;
let support: ClientSession;
let stockholm: ClientSession;

beforeAll(async () => {
  t = await createOperatorTestApp({ catalogue: true });
  ({ admin, support } = t.operators);
  stockholm = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
  // Two librarian changes through the API, from two addresses, then one entry an operator's change would write.
  const budget = await post(
    t.app,
    '/librarian/librarian/update_budget',
    stockholm,
    budgetForm({ patron_limit: '6' }),
    '203.0.113.7',
  );
  expect(budget.statusCode, budget.body).toBe(200);
  const excluded = await post(
    t.app,
    '/librarian/librarian/set_title_excluded',
    stockholm,
    { title_id: 104, excluded: 'true' },
    '203.0.113.8',
  );
  expect(excluded.statusCode, excluded.body).toBe(200);
  await t.app.services.audit.record({
    actor: {
      portal: 'operator',
      id: 901,
      username: '=HYPERLINK("http://evil.example")',
      address: '198.51.100.1',
    },
    libraryId: 2,
    action: 'library.save_library',
    objectType: 'library',
    objectId: 2,
    before: { name: 'Ängelholm' },
    after: { name: '+Ängelholm', sip2_password: 'never-recorded' },
  });
});
afterAll(() => t.close());

const search = (session: ClientSession | null, query: Record<string, string | number> = {}) =>
  get(t.app, '/operator/audit/get_audit_log', session, query);

describe('get_audit_log', () => {
  it('answers every change, newest first, with who, when, what, before and after and from where', async () => {
    const res = await search(admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 3, page: 1, page_size: 50 });
    expect(body.entries.map((e: { action: string }) => e.action)).toEqual([
      'library.save_library',
      'catalogue.exclude_titles',
      'library.update_budget',
    ]);
    expect(body.entries[2]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      portal: 'librarian',
      actor_id: expect.any(Number),
      actor_username: fixtureLibrarians.stockholm.username,
      library_id: 1,
      action: 'library.update_budget',
      object_type: 'library',
      object_id: '1',
      before: expect.objectContaining({ patron_limit: 4 }),
      after: expect.objectContaining({ patron_limit: 6 }),
      address: '203.0.113.7',
    });
    // A secret handed to the log is never written.
    expect(body.entries[0].after).toEqual({ name: '+Ängelholm' });
  });

  it('filters by portal, actor, library, action, object, time and text, and pages', async () => {
    const actions = async (query: Record<string, string | number>) => {
      const res = await search(support, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().entries.map((e: { action: string }) => e.action) as string[];
    };
    expect(await actions({ portal: 'operator' })).toEqual(['library.save_library']);
    expect(await actions({ actor_username: fixtureLibrarians.stockholm.username.toUpperCase() })).toEqual([
      'catalogue.exclude_titles',
      'library.update_budget',
    ]);
    expect(await actions({ actor_id: 901, portal: 'operator' })).toEqual(['library.save_library']);
    expect(await actions({ library_id: 1, action: 'library.update_budget' })).toEqual([
      'library.update_budget',
    ]);
    expect(await actions({ object_type: 'title', object_id: '104' })).toEqual(['catalogue.exclude_titles']);
    expect(await actions({ text: '203.0.113.8' })).toEqual(['catalogue.exclude_titles']);
    expect(await actions({ until: '2000-01-01T00:00:00Z' })).toEqual([]);
    expect(await actions({ from: '2000-01-01T00:00:00+02:00', portal: '', text: ' ' })).toHaveLength(3);
    const page = await search(admin, { page: 2, page_size: 2 });
    expect(page.json()).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page.json().entries.map((e: { action: string }) => e.action)).toEqual(['library.update_budget']);
  });

  it('refuses bad filters with VALIDATION_FAILED naming the field', async () => {
    for (const [field, value] of [
      ['portal', 'customer'],
      ['from', 'yesterday'],
      ['until', '2026-03-01'],
      ['page_size', '1000'],
      ['actor_id', 'x'],
    ] as const) {
      const res = await search(admin, { [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: expect.any(String) },
      });
    }
  });

  it('is for operators of the roles admin and support only', async () => {
    expect((await search(t.operators.editor)).json().error.code).toBe('FORBIDDEN');
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous])
      expect((await search(session)).json().error.code).toBe('LOGIN_REQUIRED');
    expect((await search(null)).statusCode).toBe(401);
  });

  it('has no call that changes or deletes an entry', () => {
    const calls = endpoints.filter((e) => e.path.startsWith('/operator/audit/'));
    expect(calls.map((e) => e.method)).toEqual(['GET', 'GET']);
  });
});

describe('export_audit_log', () => {
  it('exports the search as CSV in which a formula stays text', async () => {
    const res = await get(t.app, '/operator/audit/export_audit_log', support, { portal: 'operator' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows).toHaveLength(2);
    const [headings, entry] = rows as [string[], string[]];
    const cell = (name: string) => entry[headings.indexOf(name)];
    expect(cell('actor_username')).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(cell('action')).toBe('library.save_library');
    expect(JSON.parse(cell('after')!)).toEqual({ name: '+Ängelholm' });
    expect(cell('address')).toBe('198.51.100.1');
  });

  it('is refused to a librarian, and checks its filters', async () => {
    expect((await get(t.app, '/operator/audit/export_audit_log', stockholm)).json().error.code).toBe(
      'LOGIN_REQUIRED',
    );
    const bad = await get(t.app, '/operator/audit/export_audit_log', admin, { from: 'now' });
    expect(bad.statusCode).toBe(400);
  });
});
