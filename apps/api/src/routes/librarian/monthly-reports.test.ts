import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, libraries, libraryBudgetMonths, libraryMonthlyReports, loans } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestJobs } from '../../test-support/test-jobs';
import {
  createAccountTestApp,
  fixtureLibrarians,
  get,
  loginLibrarian,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { createMonthlyReports, MONTHLY_REPORTS_JOB_KIND } from '../../modules/statistics/monthly-reports';
import { createMonthlyReportsRepository } from '../../modules/statistics/monthly-reports.repository';

/*
 * The monthly e-mail reports (modules/statistics/monthly-reports.ts, docs/decisions/064): the librarian's settings
 * (update_report_settings, audited, answered by get_general_info), and the job that sends last month's statistics
 * once per library and month, in the library's language, with the chosen tables as CSV. The reports' clock is
 * fixed at 1 March 2030 07:00 in Stockholm, so the report due is February 2030's. With TEST_DATABASE_URL, two
 * instances on one PostgreSQL database (as two server processes) send a report once.
 */
const NOW = new Date('2030-03-01T06:00:00Z');
let clock = NOW;
let t: TestApp;
let librarian: ClientSession;

beforeAll(async () => {
  t = await createAccountTestApp({ catalogue: true, reportsClock: () => clock });
  librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
}, 120_000);
afterAll(() => t?.close());

/** Only library 1 wants reports (the others have no address); no report sent yet; February's loans in place. */
beforeEach(async () => {
  clock = NOW;
  t.mail.sent.length = 0;
  const db = t.database.db;
  await db.delete(libraryMonthlyReports);
  await db.delete(loans);
  await db.delete(libraryBudgetMonths);
  await db.update(libraries).set({ alertEmail: null, reportEmail: null, reportsEnabled: true });
  await db
    .update(libraries)
    .set({ alertEmail: 'larm@stockholm.test', reportTables: ['titles', 'daily'], monthlyBudgetLoans: 100 })
    .where(eq(libraries.id, 1));
  // February 2030 in Stockholm: 3 loans of 100 on the 1st (the first just after local midnight), one of 101 on
  // the 28th; one on 1 March (not in the report) and one on 31 January 23:30 local (neither).
  const loan = (titleId: number, at: string, priceCents = 1250) => ({
    libraryId: 1,
    titleId,
    priceCents,
    startedAt: new Date(at),
    endsAt: new Date(new Date(at).getTime() + 48 * 3_600_000),
  });
  await db
    .insert(loans)
    .values([
      loan(100, '2030-01-31T23:05:00Z'),
      loan(100, '2030-02-01T09:00:00Z'),
      loan(100, '2030-02-01T10:00:00Z'),
      loan(101, '2030-02-28T22:30:00Z'),
      loan(100, '2030-02-28T23:30:00Z'),
      loan(100, '2030-01-31T22:30:00Z'),
    ]);
  await db
    .insert(libraryBudgetMonths)
    .values({ libraryId: 1, month: '2030-02-01', loans: 4, amountCents: 5000 });
});

const reports = (app = t.app) => app.services.monthlyReports;

async function auditEntries(action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.libraryId, 1)))
    .orderBy(auditLog.id);
}

describe('the monthly report job', () => {
  it("sends last month's statistics once, in the library's language, with the chosen tables attached", async () => {
    expect(await reports().sendDue()).toBe(1);
    expect(t.mail.sent).toHaveLength(1);
    const mail = t.mail.lastTo('larm@stockholm.test');
    expect(mail.subject).toBe('Stockholms stadsbibliotek: Filmhyllans månadsrapport för februari 2030');
    expect(mail.text).toContain('Lån: 4\n');
    expect(mail.text).toMatch(/Kostnad: 50,00\s?kr\n/);
    expect(mail.text).toContain('Budget använd: 4 % / 100 lån\n');
    expect(mail.text).toContain('Mest lånade titel: Isen (3 lån)\n');
    expect(mail.text).toContain('Bifogade tabeller (CSV): per dag, titlar.');
    expect(mail.text).toContain('/sv/lib/settings');
    // The tables in StatisticsTable's order, whole February, as export_statistics writes them.
    expect(mail.attachments?.map((a) => a.filename)).toEqual([
      'filmhyllan-daily-2030-02-01-2030-02-28.csv',
      'filmhyllan-titles-2030-02-01-2030-02-28.csv',
    ]);
    const [daily, titles] = mail.attachments!;
    expect(daily!.contentType).toBe('text/csv; charset=utf-8');
    const dailyRows = daily!.content.replace(/^\uFEFF/, '').split('\r\n');
    expect(dailyRows[0]).toBe('Datum;Lån;Belopp (SEK)');
    expect(dailyRows).toContain('2030-02-01;3;37,50');
    expect(dailyRows).toContain('2030-02-28;1;12,50');
    expect(dailyRows.filter((r) => /^2030-/.test(r))).toHaveLength(28);
    expect(titles!.content).toContain('100;Isen;3;37,50');
    expect(titles!.content).toContain('101;Sommaren;1;12,50');

    // In the audit log, by the system (the first test: the log is append-only, so later ones count from theirs).
    const [entry] = await auditEntries('library.send_monthly_report');
    expect(entry).toMatchObject({
      portal: 'system',
      actorUsername: 'system',
      objectType: 'library',
      objectId: '1',
      after: { month: '2030-02', sent_to: 'larm@stockholm.test', tables: ['daily', 'titles'] },
    });

    // A second run, later that day or month, sends nothing and finds nothing to queue.
    clock = new Date('2030-03-20T12:00:00Z');
    expect(await reports().sendDue()).toBe(0);
    expect(await reports().enqueueIfDue()).toBeUndefined();
    expect(t.mail.sent).toHaveLength(1);
    expect(await auditEntries('library.send_monthly_report')).toHaveLength(1);
  });

  it('goes to the report address when one is set, and only the summary when no table is chosen', async () => {
    await t.database.db
      .update(libraries)
      .set({ reportEmail: 'rapport@stockholm.test', reportTables: [] })
      .where(eq(libraries.id, 1));
    expect(await reports().sendDue()).toBe(1);
    const mail = t.mail.lastTo('rapport@stockholm.test');
    expect(mail.attachments ?? []).toEqual([]);
    expect(mail.text).not.toContain('Bifogade');
    expect(t.mail.sent.map((m) => m.to)).toEqual(['rapport@stockholm.test']);
  });

  it("writes a Norwegian library's report in Norwegian, with its money", async () => {
    await t.database.db
      .update(libraries)
      .set({ alertEmail: null, reportsEnabled: false })
      .where(eq(libraries.id, 1));
    await t.database.db
      .update(libraries)
      .set({ reportEmail: 'rapport@deichman.test', reportTables: ['monthly'] })
      .where(eq(libraries.id, 10));
    expect(await reports().sendDue()).toBe(1);
    const mail = t.mail.lastTo('rapport@deichman.test');
    expect(mail.subject).toBe('Deichman Oslo: Filmhyllans månedsrapport for februar 2030');
    expect(mail.text).toContain('Lån: 0\n');
    expect(mail.text).toContain('Mest lånte tittel: ingen lån\n');
    expect(mail.attachments?.[0]?.content).toContain('Måned;Lån;Beløp (NOK)');
    // The twelve months up to February 2030.
    expect(mail.attachments?.[0]?.content).toContain('2030-02;0;0,00');
  });

  it('sends nothing to a library without an address, or with reports off', async () => {
    const audited = (await auditEntries('library.send_monthly_report')).length;
    await t.database.db.update(libraries).set({ alertEmail: null }).where(eq(libraries.id, 1));
    expect(await reports().enqueueIfDue()).toBeUndefined();
    expect(await reports().sendDue()).toBe(0);
    await t.database.db
      .update(libraries)
      .set({ alertEmail: 'larm@stockholm.test', reportsEnabled: false })
      .where(eq(libraries.id, 1));
    expect(await reports().sendDue()).toBe(0);
    expect(t.mail.sent).toEqual([]);
    expect(await auditEntries('library.send_monthly_report')).toHaveLength(audited);
  });

  it('gives the claim back when the e-mail cannot be sent, so the next run sends it', async () => {
    const send = vi.spyOn(t.mail, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    try {
      await expect(reports().sendDue()).rejects.toThrow('1 monthly report(s) could not be sent');
      expect(await t.database.db.select().from(libraryMonthlyReports)).toEqual([]);
      expect(await reports().sendDue()).toBe(1);
      expect(t.mail.sent).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });

  it('is sent by the durable job that the hourly ask queues', async () => {
    const jobs = createTestJobs(t.database);
    const repo = createMonthlyReportsRepository(t.database.db);
    const worker = createMonthlyReports({
      repo,
      libraryById: (id) => repo.library(id),
      statistics: t.app.services.statistics,
      mailer: t.mail,
      log: { info: () => undefined, error: () => undefined },
      audit: t.app.services.audit,
      siteUrl: async () => 'http://localhost:3000/',
      enqueue: (kind, payload, opts) => jobs.enqueue(kind, payload, opts),
      clock: () => clock,
    });
    jobs.register(MONTHLY_REPORTS_JOB_KIND, worker.handler);
    try {
      await jobs.startWorkers();
      const id = await worker.enqueueIfDue();
      expect(id).toBeDefined();
      await vi.waitFor(async () => expect((await jobs.get(id!)).state).toBe('done'), {
        timeout: 30_000,
        interval: 200,
      });
    } finally {
      await jobs.stop(5_000);
    }
    expect(t.mail.sent.map((m) => m.to)).toEqual(['larm@stockholm.test']);
    expect(await worker.enqueueIfDue()).toBeUndefined();
  }, 60_000);

  it('is sent once when two processes run the job at the same moment', async () => {
    const other = await createTestApp({ database: t.database, reportsClock: () => clock });
    try {
      const sent = await Promise.all([reports().sendDue(), reports(other.app).sendDue()]);
      expect(sent[0]! + sent[1]!).toBe(1);
      expect([...t.mail.sent, ...other.mail.sent].map((m) => m.to)).toEqual(['larm@stockholm.test']);
      const [{ n }] = (await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(libraryMonthlyReports)) as [{ n: number }];
      expect(n).toBe(1);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('the report settings (update_report_settings)', () => {
  const save = (fields: Record<string, string>, session: ClientSession | null = librarian) =>
    post(t.app, '/librarian/librarian/update_report_settings', session, fields);

  it('are saved, answered by get_general_info and audited once per change', async () => {
    const before = (await auditEntries('library.update_reports')).length;
    const form = {
      reports_enabled: '1',
      report_email: 'rapport@stockholm.test',
      report_tables: '[titles,daily]',
    };
    const res = await save(form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      reports: {
        enabled: true,
        report_email: 'rapport@stockholm.test',
        tables: ['daily', 'titles'],
        last_report: null,
      },
    });
    // Unchanged: no new entry.
    expect((await save(form)).statusCode).toBe(200);
    const entries = await auditEntries('library.update_reports');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      portal: 'librarian',
      actorUsername: fixtureLibrarians.stockholm.username,
      before: { reports_enabled: true, report_email: null, report_tables: ['titles', 'daily'] },
      after: {
        reports_enabled: true,
        report_email: 'rapport@stockholm.test',
        report_tables: ['daily', 'titles'],
      },
    });

    // Off, back to the alert address, no tables; then the newest report shows.
    expect(
      (await save({ reports_enabled: '0', report_email: '', report_tables: '[]' })).json().reports,
    ).toEqual({
      enabled: false,
      report_email: null,
      tables: [],
      last_report: null,
    });
    await t.database.db
      .insert(libraryMonthlyReports)
      .values({ libraryId: 1, month: '2030-02-01', sentTo: 'larm@stockholm.test', sentAt: NOW });
    const info = await get(t.app, '/librarian/librarian/get_general_info', librarian);
    expect(info.statusCode).toBe(200);
    expect(info.json().reports).toEqual({
      enabled: false,
      report_email: null,
      tables: [],
      last_report: { month: '2030-02', sent_at: NOW.toISOString(), sent_to: 'larm@stockholm.test' },
    });
  });

  it.each([
    [{ report_tables: '[daily,weekly]' }, 'report_tables'],
    [{ report_tables: '[daily,daily]' }, 'report_tables'],
    [{ report_tables: 'daily' }, 'report_tables'],
    [{ report_email: 'not an address' }, 'report_email'],
    [{ reports_enabled: 'maybe' }, 'reports_enabled'],
  ])('refuse bad input %j with VALIDATION_FAILED on its field and change nothing', async (bad, field) => {
    const before = (await auditEntries('library.update_reports')).length;
    const res = await save({ reports_enabled: '1', report_email: '', report_tables: '[daily]', ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json().error)).toContain(field);
    expect(await auditEntries('library.update_reports')).toHaveLength(before);
  });

  it('need a librarian session and its CSRF token', async () => {
    const form = { reports_enabled: '1', report_email: '', report_tables: '[daily]' };
    expect((await save(form, null)).statusCode).toBeGreaterThanOrEqual(400);
    const res = await save(form, { ...librarian, csrftoken: 'wrong' });
    expect(res.statusCode).toBe(403);
  });
});
