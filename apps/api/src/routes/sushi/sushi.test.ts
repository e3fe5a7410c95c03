import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { IrM1Report, SushiException } from '@filmhyllan/contract';
import { auditLog, loans, librarySushiCredentials } from '../../db/schema';
import { formatLocalDate, localDate } from '../../lib/calendar';
import type { TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  get,
  loginFixtureLibrarians,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

/*
 * The COUNTER_SUSHI API (docs/decisions/063): the credentials a librarian makes and rotates, the IR_M1 report
 * from the library's loans with exact counts, and the SUSHI exceptions with their HTTP statuses.
 */

let t: TestApp;
let stockholm: ClientSession;
let angelholm: ClientSession;
let auditMark = 0;

/** A loan of library 1 (or another) begun at an instant, as the loan call or the unlinking job leaves it. */
const loan = (
  titleId: number,
  startedAt: string,
  patron: { cardId?: number; userId?: number; patronTag?: number },
  libraryId = 1,
) => ({
  libraryId,
  titleId,
  priceCents: 0,
  startedAt: new Date(startedAt),
  endsAt: new Date(new Date(startedAt).getTime() + 48 * 3_600_000),
  cardId: patron.cardId ?? null,
  userId: patron.userId ?? null,
  patronTag: patron.patronTag ?? null,
});

const sushi = (query: Record<string, string>, path = 'reports/ir_m1') =>
  t.app.inject({ url: `/api/sushi/r51/${path}?${new URLSearchParams(query).toString()}` });

const rotate = (session: ClientSession) => post(t.app, '/librarian/librarian/rotate_sushi_key', session);
const generalInfo = async (session: ClientSession) => {
  const res = await get(t.app, '/librarian/librarian/get_general_info', session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    sushi_customer_id: string;
    sushi_requestor_id: string | null;
    sushi_api_key: string | null;
  };
};

let credentials: { customer_id: string; requestor_id: string; api_key: string };
const march = { begin_date: '2025-03', end_date: '2025-04-30' };

beforeAll(async () => {
  t = await createAccountTestApp({ loans: true });
  ({ stockholm, angelholm } = await loginFixtureLibrarians(t.app));
  await t.database.db.insert(loans).values([
    // Isen (100) in March 2025 (Stockholm): card 1 twice on the 10th and once on the 11th; patron 7 of an
    // unlinked cohort twice on the 10th; an account without a card on the 12th. Total 6; unique 4 (patron-days).
    loan(100, '2025-03-10T08:00:00Z', { cardId: 1 }),
    loan(100, '2025-03-10T15:00:00Z', { cardId: 1 }),
    loan(100, '2025-03-11T09:00:00Z', { cardId: 1 }),
    loan(100, '2025-03-10T09:00:00Z', { patronTag: 7 }),
    loan(100, '2025-03-10T19:00:00Z', { patronTag: 7 }),
    loan(100, '2025-03-12T12:00:00Z', { userId: 1 }),
    // Sommaren (101) at the edge of the month in Stockholm (UTC+2): 23:30 on 31 March, and 00:30 on 1 April.
    loan(101, '2025-03-31T21:30:00Z', { cardId: 1 }),
    loan(101, '2025-03-31T22:30:00Z', { cardId: 1 }),
    // Another library's loan is not library 1's usage.
    loan(100, '2025-03-15T12:00:00Z', {}, 2),
  ]);
});
afterAll(() => t.close());
afterEach(async () => {
  const rows = await t.database.db.select({ id: auditLog.id }).from(auditLog);
  auditMark = Math.max(0, ...rows.map((row) => row.id));
});

describe('the SUSHI credentials', () => {
  it('are the library id and no key until the librarian makes one; SUSHI refuses the library until then', async () => {
    expect(await generalInfo(stockholm)).toMatchObject({
      sushi_customer_id: '1',
      sushi_requestor_id: null,
      sushi_api_key: null,
    });
    const res = await sushi({ customer_id: '1', requestor_id: 'x', api_key: 'y', ...march });
    expect(res.statusCode).toBe(403);
    expect(SushiException.parse(res.json())).toMatchObject({ Code: 2010 });
  });

  it('are made by rotate_sushi_key, read back in get_general_info, stored sealed and audit-logged without the key', async () => {
    const res = await rotate(stockholm);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json();
    expect(made.sushi_customer_id).toBe('1');
    expect(made.sushi_api_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.sushi_requestor_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await generalInfo(stockholm)).toMatchObject(made);
    credentials = {
      customer_id: made.sushi_customer_id,
      requestor_id: made.sushi_requestor_id,
      api_key: made.sushi_api_key,
    };
    const [stored] = await t.database.db
      .select()
      .from(librarySushiCredentials)
      .where(eq(librarySushiCredentials.libraryId, 1));
    expect(stored!.apiKeySealed).not.toContain(made.sushi_api_key);
    const entries = await t.database.db.select().from(auditLog).where(gt(auditLog.id, auditMark));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'library.rotate_sushi_key',
      libraryId: 1,
      before: { sushi_configured: false },
    });
    expect(JSON.stringify(entries[0])).not.toContain(made.sushi_api_key);
    // The other library's librarian sees only their own library's (none yet).
    expect(await generalInfo(angelholm)).toMatchObject({ sushi_customer_id: '2', sushi_api_key: null });
  });

  it('refuses wrong credentials with the SUSHI exception and status, never with a report', async () => {
    const cases: [Record<string, string>, number, number][] = [
      [{ ...credentials, api_key: 'not-the-key' }, 401, 2020],
      [{ ...credentials, requestor_id: 'someone-else' }, 401, 2000],
      [{ ...credentials, customer_id: '2' }, 403, 2010],
      [{ ...credentials, customer_id: '999999' }, 403, 2010],
      [{ ...credentials, customer_id: 'x' }, 403, 2010],
      [{ customer_id: '1', requestor_id: credentials.requestor_id }, 400, 1030],
      [{}, 400, 1030],
    ];
    for (const [query, status, code] of cases) {
      const res = await sushi({ ...query, ...march });
      expect({ query, status: res.statusCode }).toEqual({ query, status });
      expect(SushiException.parse(res.json()).Code).toBe(code);
    }
  });

  it('rotating again stops the old key at once, keeps the requestor id, and is audit-logged', async () => {
    const res = await rotate(stockholm);
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json();
    expect(next.sushi_api_key).not.toBe(credentials.api_key);
    expect(next.sushi_requestor_id).toBe(credentials.requestor_id);
    const old = await sushi({ ...credentials, ...march });
    expect(old.statusCode).toBe(401);
    expect(old.json().Code).toBe(2020);
    credentials = { ...credentials, api_key: next.sushi_api_key };
    expect((await sushi({ ...credentials, ...march })).statusCode).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(gt(auditLog.id, auditMark));
    expect(entries.map((e) => [e.action, e.before])).toEqual([
      ['library.rotate_sushi_key', { sushi_configured: true }],
    ]);
  });

  it('needs a CSRF token to rotate', async () => {
    const res = await post(t.app, '/librarian/librarian/rotate_sushi_key', {
      sessionid: stockholm.sessionid,
      csrftoken: 'x'.repeat(43),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('IR_M1', () => {
  it('counts total and unique item requests per title and month of the library, in COUNTER 5.1 JSON', async () => {
    const res = await sushi({ ...credentials, ...march });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const report = IrM1Report.parse(res.json());
    expect(report.Report_Header).toMatchObject({
      Release: '5.1',
      Report_ID: 'IR_M1',
      Report_Name: 'Multimedia Item Requests',
      Created_By: 'Filmhyllan',
      Institution_Name: 'Stockholms stadsbibliotek',
      Institution_ID: { Proprietary: ['filmhyllan:1'] },
      Report_Filters: {
        Metric_Type: ['Total_Item_Requests', 'Unique_Item_Requests'],
        Begin_Date: '2025-03-01',
        End_Date: '2025-04-30',
        Data_Type: ['Audiovisual'],
        Access_Method: ['Regular'],
      },
    });
    expect(report.Report_Header.Exceptions).toBeUndefined();
    expect(report.Report_Header.Created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const items = report.Report_Items.flatMap((group) => group.Items);
    expect(items.map((item) => [item.Item, item.Item_ID.Proprietary, item.Platform])).toEqual([
      ['Isen', 'filmhyllan:100', 'Filmhyllan'],
      ['Sommaren', 'filmhyllan:101', 'Filmhyllan'],
    ]);
    expect(items.map((item) => item.Attribute_Performance)).toEqual([
      [
        {
          Data_Type: 'Audiovisual',
          Performance: {
            Total_Item_Requests: { '2025-03': 6 },
            Unique_Item_Requests: { '2025-03': 4 },
          },
        },
      ],
      [
        {
          Data_Type: 'Audiovisual',
          Performance: {
            Total_Item_Requests: { '2025-03': 1, '2025-04': 1 },
            Unique_Item_Requests: { '2025-03': 1, '2025-04': 1 },
          },
        },
      ],
    ]);
  });

  it('counts the same once the loans are unlinked from their patrons', async () => {
    const before = (await sushi({ ...credentials, ...march })).json().Report_Items;
    // What the unlinking job leaves (modules/privacy): no card, one number per patron of the month's cohort.
    await t.database.db
      .update(loans)
      .set({ cardId: null, patronTag: 3 })
      .where(and(eq(loans.libraryId, 1), isNotNull(loans.cardId)));
    await t.database.db
      .update(loans)
      .set({ userId: null, patronTag: 4 })
      .where(and(eq(loans.libraryId, 1), isNotNull(loans.userId)));
    expect((await sushi({ ...credentials, ...march })).json().Report_Items).toEqual(before);
  });

  it('answers 400 with exception 3020 for dates that are wrong or out of order', async () => {
    for (const [begin_date, end_date] of [
      ['2025-13', '2025-12'],
      ['2025-02-30', '2025-03'],
      ['March', '2025-03'],
      ['2025-04', '2025-03'],
    ] as const) {
      const res = await sushi({ ...credentials, begin_date, end_date });
      expect({ begin_date, status: res.statusCode }).toEqual({ begin_date, status: 400 });
      expect(SushiException.parse(res.json())).toMatchObject({
        Code: 3020,
        Message: 'Invalid Date Arguments',
      });
    }
    const missing = await sushi({ ...credentials, begin_date: '2025-03' });
    expect([missing.statusCode, missing.json().Code]).toEqual([400, 1030]);
  });

  it('says 3030 for months without usage, 3031 for the current month, and 3050 for a parameter it does not know', async () => {
    const empty = IrM1Report.parse(
      (await sushi({ ...credentials, begin_date: '2024-01', end_date: '2024-02' })).json(),
    );
    expect(empty.Report_Header.Exceptions?.map((e) => e.Code)).toEqual([3030]);
    expect(empty.Report_Items).toEqual([]);

    const thisMonth = formatLocalDate(localDate('Europe/Stockholm', new Date())).slice(0, 7);
    const current = await sushi({ ...credentials, begin_date: '2025-03', end_date: thisMonth });
    expect(current.statusCode).toBe(200);
    const report = IrM1Report.parse(current.json());
    expect(report.Report_Header.Exceptions?.map((e) => e.Code)).toEqual([3031]);
    expect(report.Report_Items[0]!.Items).toHaveLength(2);

    const odd = IrM1Report.parse(
      (await sushi({ ...credentials, ...march, attributes_to_show: 'Access_Type' })).json(),
    );
    expect(odd.Report_Header.Exceptions).toEqual([
      { Code: 3050, Message: 'Parameter Not Recognized in this Context', Data: 'attributes_to_show' },
    ]);
  });

  it('answers 404 with exception 3000 for a report it does not offer, and lists the one it does', async () => {
    const res = await sushi(credentials, 'reports/tr_j1');
    expect([res.statusCode, res.json().Code]).toEqual([404, 3000]);
    const list = await sushi({}, 'reports');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ Report_ID: 'IR_M1', Release: '5.1' })]);
    const status = await sushi({}, 'status');
    expect(status.json()).toEqual([expect.objectContaining({ Service_Active: true })]);
  });
});

describe('export_counter_report', () => {
  it("writes IR_M1 in COUNTER's tabular layout: header rows, a blank row, the headings and two rows per item", async () => {
    const res = await get(t.app, '/librarian/librarian/export_counter_report', stockholm, {
      begin_month: '2025-02',
      end_month: '2025-04',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="filmhyllan-IR_M1-2025-02-2025-04.csv"',
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'Report_Name;Multimedia Item Requests',
      'Report_ID;IR_M1',
      'Release;5.1',
      'Institution_Name;Stockholms stadsbibliotek',
      'Institution_ID;filmhyllan:1',
      'Metric_Types;"Total_Item_Requests; Unique_Item_Requests"',
    ]);
    expect(lines).toContain('Reporting_Period;"Begin_Date=2025-02-01; End_Date=2025-04-30"');
    const headings = lines.indexOf(
      'Item;Publisher;Publisher_ID;Platform;Proprietary_ID;Data_Type;Metric_Type;Reporting_Period_Total;Feb-2025;Mar-2025;Apr-2025',
    );
    expect(headings).toBeGreaterThan(0);
    expect(lines[headings - 1]).toBe('');
    expect(lines.slice(headings + 1, headings + 5)).toEqual([
      'Isen;;;Filmhyllan;filmhyllan:100;Audiovisual;Total_Item_Requests;6;0;6;0',
      'Isen;;;Filmhyllan;filmhyllan:100;Audiovisual;Unique_Item_Requests;4;0;4;0',
      'Sommaren;;;Filmhyllan;filmhyllan:101;Audiovisual;Total_Item_Requests;2;0;1;1',
      'Sommaren;;;Filmhyllan;filmhyllan:101;Audiovisual;Unique_Item_Requests;2;0;1;1',
    ]);
  });

  it('refuses a range that ends before it begins or is too long', async () => {
    for (const [begin_month, end_month] of [
      ['2025-04', '2025-03'],
      ['2020-01', '2025-01'],
    ]) {
      const res = await get(t.app, '/librarian/librarian/export_counter_report', stockholm, {
        begin_month: begin_month!,
        end_month: end_month!,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
