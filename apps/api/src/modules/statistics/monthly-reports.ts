import { StatisticsTable, type CountryIso, type Language } from '@filmhyllan/contract';
import { addDays, addMonths, formatLocalDate, startOfLocalDay, type LocalDate } from '../../lib/calendar';
import type { AuditService } from '../audit/audit.service';
import type { SiteUrl } from '../configuration/site-url';
import type { JobHandler } from '../jobs/jobs.service';
import type { LibraryRow } from '../librarians/librarians.repository';
import type { MailAttachment, MailLog, Mailer } from '../mail/mailer';
import type { MonthlyReportsRepository } from './monthly-reports.repository';
import { currencies, type LibraryStatistics, type StatisticsService } from './statistics.service';

/** The durable job kind that sends last month's statistics to each library (docs/decisions/064). */
export const MONTHLY_REPORTS_JOB_KIND = 'monthly_reports';

/** A library's language: its country's (the budget alerts' too). */
const libraryLanguages: Record<CountryIso, Language> = { se: 'sv', no: 'no', fi: 'fi' };
const bcp47: Record<Language, string> = { sv: 'sv-SE', no: 'nb-NO', fi: 'fi-FI', en: 'en-GB' };

/** The facts of a month's summary, formatted in the library's language. */
export interface ReportFacts {
  library: string;
  /** "oktober 2026". */
  month: string;
  loans: string;
  spend: string;
  /** "82 % of 150 loans"; null without a monthly budget. */
  budgetUsed: string | null;
  /** "Nattfjärilen (12 loans)"; null without loans. */
  topTitle: string | null;
  /** The attached tables' names, in StatisticsTable's order. */
  tables: string[];
  link: string;
}

interface ReportTexts {
  subject(f: ReportFacts): string;
  body(f: ReportFacts): string;
  loans(n: string): string;
  tables: Record<StatisticsTable, string>;
}

const texts: Record<Language, ReportTexts> = {
  sv: {
    subject: (f) => `${f.library}: Filmhyllans månadsrapport för ${f.month}`,
    body: (f) =>
      `Hej!\n\nHär är statistiken för ${f.library} i Filmhyllan för ${f.month}.\n\n` +
      `Lån: ${f.loans}\nKostnad: ${f.spend}\n` +
      `Budget använd: ${f.budgetUsed ?? 'ingen månadsbudget satt'}\n` +
      `Mest lånade titel: ${f.topTitle ?? 'inga lån'}\n\n` +
      (f.tables.length ? `Bifogade tabeller (CSV): ${f.tables.join(', ')}.\n\n` : '') +
      `Vilka tabeller som skickas, vart rapporten går eller om den ska skickas alls väljer du i ` +
      `bibliotekarieportalen:\n\n${f.link}\n\nHälsningar\nFilmhyllan\n`,
    loans: (n) => `${n} lån`,
    tables: {
      daily: 'per dag',
      monthly: 'per månad',
      pacing: 'budgetfördelning',
      titles: 'titlar',
      genres: 'genrer',
      languages: 'språk',
    },
  },
  no: {
    subject: (f) => `${f.library}: Filmhyllans månedsrapport for ${f.month}`,
    body: (f) =>
      `Hei!\n\nHer er statistikken for ${f.library} i Filmhyllan for ${f.month}.\n\n` +
      `Lån: ${f.loans}\nKostnad: ${f.spend}\n` +
      `Budsjett brukt: ${f.budgetUsed ?? 'ikke noe månedsbudsjett satt'}\n` +
      `Mest lånte tittel: ${f.topTitle ?? 'ingen lån'}\n\n` +
      (f.tables.length ? `Vedlagte tabeller (CSV): ${f.tables.join(', ')}.\n\n` : '') +
      `Hvilke tabeller som sendes, hvor rapporten går eller om den skal sendes i det hele tatt, velger du i ` +
      `bibliotekarportalen:\n\n${f.link}\n\nHilsen\nFilmhyllan\n`,
    loans: (n) => `${n} lån`,
    tables: {
      daily: 'per dag',
      monthly: 'per måned',
      pacing: 'budsjettfordeling',
      titles: 'titler',
      genres: 'sjangre',
      languages: 'språk',
    },
  },
  fi: {
    subject: (f) => `${f.library}: Filmhyllanin kuukausiraportti, ${f.month}`,
    body: (f) =>
      `Hei!\n\nTässä on kirjaston ${f.library} Filmhyllan-tilasto ajalta ${f.month}.\n\n` +
      `Lainat: ${f.loans}\nKustannukset: ${f.spend}\n` +
      `Budjetista käytetty: ${f.budgetUsed ?? 'kuukausibudjettia ei ole asetettu'}\n` +
      `Lainatuin nimike: ${f.topTitle ?? 'ei lainoja'}\n\n` +
      (f.tables.length ? `Liitteenä taulukot (CSV): ${f.tables.join(', ')}.\n\n` : '') +
      'Mitkä taulukot lähetetään, mihin raportti menee ja lähetetäänkö se lainkaan, valitset ' +
      `kirjastonhoitajan portaalissa:\n\n${f.link}\n\nTerveisin\nFilmhyllan\n`,
    loans: (n) => `${n} lainaa`,
    tables: {
      daily: 'päivittäin',
      monthly: 'kuukausittain',
      pacing: 'budjetin jaksotus',
      titles: 'nimikkeet',
      genres: 'lajityypit',
      languages: 'kielet',
    },
  },
  en: {
    subject: (f) => `${f.library}: Filmhyllan monthly report for ${f.month}`,
    body: (f) =>
      `Hello,\n\nHere are ${f.library}'s Filmhyllan statistics for ${f.month}.\n\n` +
      `Loans: ${f.loans}\nSpend: ${f.spend}\n` +
      `Budget used: ${f.budgetUsed ?? 'no monthly budget set'}\n` +
      `Most borrowed title: ${f.topTitle ?? 'no loans'}\n\n` +
      (f.tables.length ? `Attached tables (CSV): ${f.tables.join(', ')}.\n\n` : '') +
      'Which tables are sent, where the report goes and whether it is sent at all are chosen in the ' +
      `librarian portal:\n\n${f.link}\n\nBest regards\nFilmhyllan\n`,
    loans: (n) => `${n} loans`,
    tables: {
      daily: 'per day',
      monthly: 'per month',
      pacing: 'budget pacing',
      titles: 'titles',
      genres: 'genres',
      languages: 'languages',
    },
  },
};

/** The tables a library chose, known ones only, in StatisticsTable's order. */
export const reportTables = (chosen: readonly string[]): StatisticsTable[] =>
  StatisticsTable.options.filter((t) => chosen.includes(t));

/** The report's subject and text: last month's summary in the library's language. */
export function monthlyReportMail(
  library: LibraryRow,
  stats: LibraryStatistics,
  tables: StatisticsTable[],
  language: Language,
  publicUrl: string,
): { subject: string; text: string } {
  const words = texts[language];
  const locale = bcp47[language];
  const count = new Intl.NumberFormat(locale);
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencies[library.countryIso as CountryIso],
  });
  const [year, month] = stats.from.split('-').map(Number) as [number, number];
  const { cap, percentUsed, budgetType } = stats.currentMonth;
  const top = stats.titles[0];
  const facts: ReportFacts = {
    library: library.name,
    month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, 1)),
    ),
    loans: count.format(stats.totals.loans),
    spend: money.format(stats.totals.amountCents / 100),
    budgetUsed:
      cap === null || percentUsed === null
        ? null
        : `${count.format(percentUsed)} % / ${
            budgetType === 'count' ? words.loans(count.format(cap)) : money.format(cap / 100)
          }`,
    topTitle: top ? `${top.name} (${words.loans(count.format(top.loans))})` : null,
    tables: tables.map((t) => words.tables[t]),
    link: new URL(
      `${language}/lib/settings`,
      publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`,
    ).toString(),
  };
  return { subject: words.subject(facts), text: words.body(facts) };
}

export interface MonthlyReportsDeps {
  repo: Pick<MonthlyReportsRepository, 'due' | 'anyDue' | 'claim' | 'release'>;
  /** The library's row as stored now (settings read fresh, not from a copy in memory). */
  libraryById(id: number): Promise<LibraryRow | undefined>;
  statistics: Pick<StatisticsService, 'statistics' | 'exportCsv'>;
  mailer: Mailer;
  log: MailLog;
  audit: Pick<AuditService, 'record'>;
  /** Base of the portal link: PUBLIC_URL, else the library country's default_url. */
  siteUrl: SiteUrl;
  /** Enqueues a durable job (jobs.service enqueue); a queued or running one with the same key is answered. */
  enqueue: (kind: string, payload: object, opts: { singletonKey: string }) => Promise<string>;
  clock?: () => Date;
}

/**
 * The monthly e-mail reports (issue 29, docs/decisions/064). From the 1st of a month (each library's time zone),
 * a library with reports on and an address gets last month's statistics: a summary in its language and the
 * chosen tables as CSV, exactly as export_statistics writes them. The `monthly_reports` job sends every due
 * report; server.ts queues it hourly when one is due. Each report is claimed (a row per library and month)
 * before it is built and sent, so however many processes run the job, one sends it; a failed send gives the claim
 * back, and the next hour tries again.
 */
export function createMonthlyReports(deps: MonthlyReportsDeps) {
  const clock = deps.clock ?? (() => new Date());

  /** Sends one library's report of a month if this caller claims it; answers whether it sent. */
  async function sendReport(libraryId: number, month: string, now: Date): Promise<boolean> {
    const library = await deps.libraryById(libraryId);
    const sentTo = library?.reportEmail ?? library?.alertEmail;
    if (!library || !library.active || !library.reportsEnabled || !sentTo) return false;
    if (!(await deps.repo.claim({ libraryId, month, sentTo, at: now }))) return false;
    try {
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const first: LocalDate = { year, month: monthNumber, day: 1 };
      const last = addDays(addMonths(first, 1), -1);
      const range = { from: formatLocalDate(first), to: formatLocalDate(last) };
      // The month as of its last moment: "this month" of the statistics (budget used, pacing) is the reported one.
      const asOf = new Date(startOfLocalDay(library.timeZone, addMonths(first, 1)).getTime() - 1);
      const language = libraryLanguages[library.countryIso as CountryIso];
      const tables = reportTables(library.reportTables);
      const [stats, ...files] = await Promise.all([
        deps.statistics.statistics(library, range, language, asOf),
        ...tables.map((table) => deps.statistics.exportCsv(library, { table, ...range }, language, asOf)),
      ]);
      const base = (await deps.siteUrl(library.countryIso)) ?? 'http://localhost:3000/';
      const attachments: MailAttachment[] = files.map((f) => ({
        filename: f.filename,
        content: f.body,
        contentType: 'text/csv; charset=utf-8',
      }));
      await deps.mailer.send({
        to: sentTo,
        ...monthlyReportMail(library, stats, tables, language, base),
        attachments,
      });
    } catch (err) {
      await deps.repo.release({ libraryId, month });
      throw err;
    }
    await deps.audit.record({
      actor: { portal: 'system', id: 0, username: 'system', address: '' },
      libraryId,
      action: 'library.send_monthly_report',
      objectType: 'library',
      objectId: libraryId,
      before: null,
      after: { month: month.slice(0, 7), sent_to: sentTo, tables: reportTables(library.reportTables) },
    });
    return true;
  }

  /** Sends every due report; a library that fails is logged and the others still go. Answers how many went. */
  async function sendDue(): Promise<number> {
    const now = clock();
    let sent = 0;
    let failed = 0;
    for (const due of await deps.repo.due(now)) {
      try {
        if (await sendReport(due.libraryId, due.month, now)) sent += 1;
      } catch (err) {
        failed += 1;
        deps.log.error(
          { err: err instanceof Error ? { name: err.name, message: err.message } : String(err), ...due },
          'monthly report failed',
        );
      }
    }
    if (failed > 0) throw new Error(`${failed} monthly report(s) could not be sent`);
    return sent;
  }

  return {
    sendDue,

    /** The job: sends every report due now. */
    handler: (async (_job, ctx) => {
      await sendDue();
      await ctx.progress(100);
    }) satisfies JobHandler,

    /** Queues the job when some library's report is due (one job at a time: the singleton key). */
    async enqueueIfDue(): Promise<string | undefined> {
      if (!(await deps.repo.anyDue(clock()))) return undefined;
      return deps.enqueue(MONTHLY_REPORTS_JOB_KIND, {}, { singletonKey: MONTHLY_REPORTS_JOB_KIND });
    },
  };
}
export type MonthlyReports = ReturnType<typeof createMonthlyReports>;
