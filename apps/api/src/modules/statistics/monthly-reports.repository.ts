import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { libraries, type AuditSnapshot } from '../../db/schema';
import type { LibraryRow } from '../librarians/librarians.repository';

/** A library whose monthly report is due: last month (its first day, YYYY-MM-01) has none claimed. */
export interface DueReport {
  libraryId: number;
  month: string;
}

/** The monthly report settings as stored on the library's row. */
export interface ReportSettingsChange {
  reportsEnabled: boolean;
  reportEmail: string | null;
  reportTables: string[];
}

/** The library's last month (the month before the one its local date `now` is in), as its first day. */
const lastMonth = (now: Date) =>
  sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone lb.time_zone) - interval '1 month')::date`;

/** Which libraries would get a report: on, active, and an address (its own or the alert address). */
const wantsReports = sql`lb.active and lb.reports_enabled and coalesce(lb.report_email, lb.alert_email) is not null`;

/** The monthly e-mail reports' rows: due months, the claim that makes a report go once, the settings. */
export function createMonthlyReportsRepository(db: Database) {
  return {
    /** The libraries whose last month (in their time zone at `now`) has no report claimed yet. */
    async due(now: Date): Promise<DueReport[]> {
      return queryRows<DueReport>(
        db,
        sql`select lb.id as "libraryId", ${lastMonth(now)}::text as month
            from libraries lb
            where ${wantsReports}
              and not exists (select 1 from library_monthly_reports r
                              where r.library_id = lb.id and r.month = ${lastMonth(now)})
            order by lb.id`,
      );
    },

    /** Whether any library's report is due (the hourly ask; the job is queued only then). */
    async anyDue(now: Date): Promise<boolean> {
      const rows = await queryRows<{ due: boolean }>(
        db,
        sql`select exists (select 1 from libraries lb where ${wantsReports}
              and not exists (select 1 from library_monthly_reports r
                              where r.library_id = lb.id and r.month = ${lastMonth(now)})) as due`,
      );
      return rows[0]?.due ?? false;
    },

    /**
     * Claims a library's report of a month for the address it goes to: true for the one caller whose row went in,
     * false when another process (or an earlier run) claimed it. The claim comes before the e-mail.
     */
    async claim(report: { libraryId: number; month: string; sentTo: string; at: Date }): Promise<boolean> {
      const rows = await queryRows<{ month: string }>(
        db,
        sql`insert into library_monthly_reports (library_id, month, sent_to, sent_at)
            values (${report.libraryId}, ${report.month}, ${report.sentTo}, ${report.at})
            on conflict do nothing returning month::text`,
      );
      return rows.length > 0;
    },

    /** Gives a claim back after its report could not be sent, so a later run sends it. */
    async release(report: { libraryId: number; month: string }): Promise<void> {
      await db.execute(
        sql`delete from library_monthly_reports where library_id = ${report.libraryId} and month = ${report.month}`,
      );
    },

    /** A library's row as stored now. */
    async library(libraryId: number): Promise<LibraryRow | undefined> {
      const [row] = await db.select().from(libraries).where(eq(libraries.id, libraryId));
      return row;
    },

    /** The library's newest report, or undefined before its first. */
    async last(libraryId: number): Promise<{ month: string; sentTo: string; sentAt: Date } | undefined> {
      const [row] = await queryRows<{ month: string; sentTo: string; sentAt: Date | string }>(
        db,
        sql`select month::text as month, sent_to as "sentTo", sent_at as "sentAt" from library_monthly_reports
            where library_id = ${libraryId} order by month desc limit 1`,
      );
      return row ? { ...row, sentAt: new Date(row.sentAt) } : undefined;
    },

    /**
     * Replaces a library's report settings; `changed` is called in the same transaction with the rows before and
     * after, only when something changed (the audit entry goes in with the change or not at all).
     */
    async updateSettings(
      libraryId: number,
      change: ReportSettingsChange,
      changed: (tx: Database, rows: { before: AuditSnapshot; after: AuditSnapshot }) => Promise<void>,
    ): Promise<LibraryRow> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(libraries).where(eq(libraries.id, libraryId)).for('update');
        const [row] = await tx.update(libraries).set(change).where(eq(libraries.id, libraryId)).returning();
        const snapshot = (r: LibraryRow): AuditSnapshot => ({
          reports_enabled: r.reportsEnabled,
          report_email: r.reportEmail,
          report_tables: r.reportTables,
        });
        const [b, a] = [snapshot(before!), snapshot(row!)];
        if (JSON.stringify(b) !== JSON.stringify(a)) await changed(tx, { before: b, after: a });
        return row!;
      });
    },
  };
}
export type MonthlyReportsRepository = ReturnType<typeof createMonthlyReportsRepository>;
