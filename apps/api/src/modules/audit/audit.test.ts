import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { auditLog } from '../../db/schema';
import { openTestDatabase } from '../../test-support/test-app';
import { createAuditRepository } from './audit.repository';
import {
  AUDIT_CSV_HEADINGS,
  createAuditService,
  withoutSecrets,
  type AuditActor,
  type AuditRecord,
} from './audit.service';

let handle: DatabaseHandle;
let now = new Date('2026-03-02T10:00:00Z');
const service = () =>
  createAuditService({
    repo: createAuditRepository(handle.db),
    within: createAuditRepository,
    clock: () => now,
  });

const anna: AuditActor = { portal: 'librarian', id: 7, username: 'Anna.Sthlm', address: '192.0.2.10' };
const olle: AuditActor = { portal: 'operator', id: 3, username: 'olle', address: '198.51.100.4' };

const change = (actor: AuditActor, overrides: Partial<AuditRecord> = {}): AuditRecord => ({
  actor,
  libraryId: 1,
  action: 'library.update_budget',
  objectType: 'library',
  objectId: 1,
  before: { patron_limit: 4 },
  after: { patron_limit: 5 },
  ...overrides,
});

beforeAll(async () => {
  handle = await openTestDatabase();
  const audit = service();
  // Four entries a day apart: Anna twice, Olle twice, on different objects.
  await audit.record(change(anna));
  now = new Date('2026-03-03T10:00:00Z');
  await audit.record(
    change(anna, {
      action: 'catalogue.exclude_titles',
      objectType: 'title',
      objectId: 104,
      before: { excluded_title_ids: [] },
      after: { excluded_title_ids: [104] },
    }),
  );
  now = new Date('2026-03-04T10:00:00Z');
  await audit.record(
    change(olle, {
      libraryId: 2,
      action: 'library.save_library',
      objectId: 2,
      before: { name: 'Ängelholm' },
      after: { name: '100% Ängelholm' },
    }),
  );
  now = new Date('2026-03-05T10:00:00Z');
  await audit.record(
    change(olle, {
      libraryId: null,
      action: 'site.save_banner',
      objectType: 'country',
      objectId: 'se',
      before: null,
      after: { banner_status: 'info', banner_text_sv: '=HYPERLINK("http://evil.example","klicka")' },
    }),
  );
});
afterAll(() => handle.close());

/** The database's own message for a statement it refused (drizzle wraps it as the error's cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string; code?: string } }).cause;
    return `${cause?.code} ${cause?.message}`;
  }
  throw new Error('the statement was not refused');
}

describe('the audit log is append-only', () => {
  it('refuses UPDATE and DELETE on the table, keeping the rows as written', async () => {
    const before = await handle.db.select().from(auditLog).orderBy(auditLog.id);
    expect(before).toHaveLength(4);
    // 42501: insufficient_privilege.
    expect(await refusal(handle.db.execute(sql`update audit_log set actor_username = 'someone else'`))).toBe(
      '42501 audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(handle.db.execute(sql`delete from audit_log where id = ${before[0]!.id}`))).toBe(
      '42501 audit_log is append-only: DELETE refused',
    );
    expect(await refusal(handle.db.execute(sql`delete from audit_log`))).toBe(
      '42501 audit_log is append-only: DELETE refused',
    );
    expect(await handle.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(before);
  });

  it('refuses TRUNCATE, which fires no row trigger, keeping the rows', async () => {
    const before = await handle.db.select().from(auditLog).orderBy(auditLog.id);
    expect(before.length).toBeGreaterThan(0);
    expect(await refusal(handle.db.execute(sql`truncate audit_log`))).toBe(
      '42501 audit_log is append-only: TRUNCATE refused',
    );
    expect(await refusal(handle.db.execute(sql`truncate audit_log restart identity cascade`))).toBe(
      '42501 audit_log is append-only: TRUNCATE refused',
    );
    expect(await handle.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(before);
  });

  it('writes an entry given a transaction with it, and not at all when the transaction rolls back', async () => {
    const audit = service();
    const count = async () => (await handle.db.select().from(auditLog)).length;
    const start = await count();
    await expect(
      handle.db.transaction(async (tx) => {
        await audit.record(change(anna, { action: 'test.rolled_back' }), tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(start);
    expect((await audit.search({ action: 'test.rolled_back' })).total).toBe(0);
  });
});

describe('what is recorded', () => {
  it('never keeps a secret or a PIN, at any depth', () => {
    expect(
      withoutSecrets({
        name: 'Ängelholm',
        sip2_password: 'hunter2',
        pin_code: '1234',
        settings: { ehub_secret: 'x', host: 'sip.example', accounts: [{ passwordHash: 'h', user: 'u' }] },
        totp_secret: 'JBSWY3DP',
      }),
    ).toEqual({ name: 'Ängelholm', settings: { host: 'sip.example', accounts: [{ user: 'u' }] } });
  });

  it('keeps a time as its ISO text, at any depth (JSON alone would store a Date as {})', () => {
    const at = new Date('2026-11-21T08:00:00Z');
    expect(withoutSecrets({ revoked_at: at, window: [{ from: at }], none: null })).toEqual({
      revoked_at: '2026-11-21T08:00:00.000Z',
      window: [{ from: '2026-11-21T08:00:00.000Z' }],
      none: null,
    });
  });

  it('writes who, from where, when, what and before and after', async () => {
    const { entries } = await service().search({ action: 'library.update_budget' });
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        at: new Date('2026-03-02T10:00:00Z'),
        portal: 'librarian',
        actorId: 7,
        actorUsername: 'Anna.Sthlm',
        libraryId: 1,
        action: 'library.update_budget',
        objectType: 'library',
        objectId: '1',
        before: { patron_limit: 4 },
        after: { patron_limit: 5 },
        address: '192.0.2.10',
      },
    ]);
  });
});

describe('search', () => {
  const actions = async (...args: Parameters<ReturnType<typeof service>['search']>) =>
    (await service().search(...args)).entries.map((entry) => entry.action);

  it('answers everything newest first, and narrows by portal, actor and library', async () => {
    expect(await actions({})).toEqual([
      'site.save_banner',
      'library.save_library',
      'catalogue.exclude_titles',
      'library.update_budget',
    ]);
    expect(await actions({ portal: 'librarian' })).toEqual([
      'catalogue.exclude_titles',
      'library.update_budget',
    ]);
    expect(await actions({ portal: 'operator', actorId: 3 })).toEqual([
      'site.save_banner',
      'library.save_library',
    ]);
    expect(await actions({ actorId: 99 })).toEqual([]);
    expect(await actions({ actorUsername: 'anna.sthlm' })).toEqual([
      'catalogue.exclude_titles',
      'library.update_budget',
    ]);
    expect(await actions({ libraryId: 2 })).toEqual(['library.save_library']);
  });

  it('narrows by action, object and time range (from included, until left out)', async () => {
    expect(await actions({ action: 'site.save_banner' })).toEqual(['site.save_banner']);
    expect(await actions({ objectType: 'title', objectId: '104' })).toEqual(['catalogue.exclude_titles']);
    expect(await actions({ objectType: 'library' })).toEqual([
      'library.save_library',
      'library.update_budget',
    ]);
    expect(
      await actions({ from: new Date('2026-03-03T10:00:00Z'), until: new Date('2026-03-05T10:00:00Z') }),
    ).toEqual(['library.save_library', 'catalogue.exclude_titles']);
  });

  it('finds free text in any column and in before and after, ignoring case, each word, literally', async () => {
    expect(await actions({ text: 'ÄNGELHOLM' })).toEqual(['library.save_library']);
    expect(await actions({ text: '198.51.100' })).toEqual(['site.save_banner', 'library.save_library']);
    expect(await actions({ text: 'olle banner' })).toEqual(['site.save_banner']);
    // % and _ are letters here, not wildcards.
    expect(await actions({ text: '100%' })).toEqual(['library.save_library']);
    expect(await actions({ text: 'update_b' })).toEqual(['library.update_budget']);
    expect(await actions({ text: 'updateXb' })).toEqual([]);
    expect(await actions({ text: '%' })).toEqual(['library.save_library']);
  });

  it('pages, answering the number matching in all', async () => {
    const first = await service().search({}, { page: 1, pageSize: 3 });
    const second = await service().search({}, { page: 2, pageSize: 3 });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(first.entries).toHaveLength(3);
    expect(second.entries.map((e) => e.action)).toEqual(['library.update_budget']);
    // Out-of-range paging is brought within bounds rather than refused.
    expect(await service().search({}, { page: 0, pageSize: 10_000 })).toMatchObject({
      page: 1,
      pageSize: 200,
    });
  });
});

describe('CSV export', () => {
  it('exports a search as spreadsheet-safe CSV: a formula typed by anyone stays text', async () => {
    const file = await service().exportCsv({ portal: 'operator' });
    expect(file.filename).toBe('audit-log-2026-03-05.csv');
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(file.body.slice(1), { delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(AUDIT_CSV_HEADINGS);
    expect(rows[0]).toContain('address');
    expect(rows).toHaveLength(3);
    const banner = rows[1]!;
    expect(banner.slice(1, 9)).toEqual([
      '2026-03-05T10:00:00.000Z',
      'operator',
      '3',
      'olle',
      '',
      'site.save_banner',
      'country',
      'se',
    ]);
    expect(banner[9]).toBe('');
    // The JSON of `after` begins with {, so it is text anyway; a value beginning with = becomes text too.
    expect(JSON.parse(banner[10]!)).toEqual({
      banner_status: 'info',
      banner_text_sv: '=HYPERLINK("http://evil.example","klicka")',
    });
  });

  it('neutralises a cell that begins like a formula', async () => {
    const audit = service();
    now = new Date('2026-03-06T10:00:00Z');
    await audit.record(
      change(
        { ...olle, username: '=cmd|calc' },
        { libraryId: null, objectType: 'library', objectId: '-2+3' },
      ),
    );
    const file = await audit.exportCsv({ from: now });
    const rows = parse(file.body.slice(1), { delimiter: ';' }) as string[][];
    expect(rows[1]![4]).toBe("'=cmd|calc");
    expect(rows[1]![8]).toBe("'-2+3");
  });
});

describe('emptying a whole database', () => {
  // Last in the file: it empties the log. The seed's --reset (TRUNCATE of every table) still works on a demo
  // database: the owner lifts the TRUNCATE trigger for that one statement, in its transaction (db/seed/cli.ts);
  // a role that owns nothing cannot (db/app-role.test.ts). Afterwards the trigger holds again.
  it('is left to the owner, who lifts the trigger for one statement in a transaction', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_refuse_truncate`);
      await tx.execute(sql`truncate table audit_log restart identity`);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_refuse_truncate`);
    });
    expect(await handle.db.select().from(auditLog)).toEqual([]);
    expect(await refusal(handle.db.execute(sql`truncate audit_log`))).toBe(
      '42501 audit_log is append-only: TRUNCATE refused',
    );
  });
});
