import {
  PATRON_COUNT_THRESHOLD,
  STATISTICS_MAX_DAYS,
  STATISTICS_MONTHS,
  TOP_TITLES_COUNT,
  type CountryIso,
  type Currency,
  type Language,
  type StatisticsTable,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import {
  addDays,
  addMonths,
  formatLocalDate,
  localDate,
  periodContaining,
  startOfLocalDay,
  type LocalDate,
} from '../../lib/calendar';
import { budgetMonthKey, type BudgetUsage } from '../libraries/budget';
import type { LibrariansRepository, LibraryRow } from '../librarians/librarians.repository';
import { librarianTitleName } from '../librarians/title-names';
import {
  FORECAST_WEEKS_DAYS,
  forecastMonth,
  projectedDemand,
  type Forecast,
  type ForecastInput,
} from './forecast';
import { pacingReport, type PacingReport } from './pacing-report';
import type { StatisticsRepository } from './statistics.repository';
import { csvNumber, spreadsheetCsv, type CsvCell } from '../../lib/spreadsheet-csv';

const MS_PER_DAY = 86_400_000;

const parseDate = (text: string, field: string): LocalDate => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new AppError('VALIDATION_FAILED', { fields: { [field]: 'must be a date that exists' } });
  }
  return { year, month, day };
};

const localToday = (library: LibraryRow, now: Date): LocalDate => localDate(library.timeZone, now);

const dayNumber = (d: LocalDate): number => Date.UTC(d.year, d.month - 1, d.day) / MS_PER_DAY;

/** The range asked for, both days included; this month so far when left out. */
export function statisticsRange(
  timeZone: string,
  now: Date,
  input: { from?: string | undefined; to?: string | undefined },
): { from: LocalDate; to: LocalDate } {
  const today = localDate(timeZone, now);
  const to = input.to === undefined ? today : parseDate(input.to, 'to');
  const from =
    input.from === undefined
      ? input.to === undefined
        ? { ...today, day: 1 }
        : { ...to, day: 1 }
      : parseDate(input.from, 'from');
  if (dayNumber(to) < dayNumber(from)) {
    throw new AppError('VALIDATION_FAILED', { fields: { to: 'must not be before from' } });
  }
  if (dayNumber(to) - dayNumber(from) + 1 > STATISTICS_MAX_DAYS) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { to: `must be at most ${STATISTICS_MAX_DAYS} days after from` },
    });
  }
  return { from, to };
}

/** The currency a library of each country budgets in. */
export const currencies: Record<CountryIso, Currency> = { se: 'SEK', no: 'NOK', fi: 'EUR' };

/** A library's loans and spend over a range of days, against its budget this month. */
export interface LibraryStatistics {
  library: LibraryRow;
  /** The range answered (YYYY-MM-DD), both days included. */
  from: string;
  to: string;
  daily: { date: string; loans: number; amountCents: number }[];
  monthly: { month: string; loans: number; amountCents: number }[];
  currentMonth: {
    month: string;
    loans: number;
    amountCents: number;
    budgetType: 'count' | 'amount';
    cap: number | null;
    percentUsed: number | null;
  };
  forecast: { runOutDate: string | null; projectedLoans: number; projectedAmountCents: number };
  /** This month's pacing periods and what they are projected to refuse; null without pacing or a cap. */
  pacing: PacingReport | null;
  /** patrons: null when fewer than PATRON_COUNT_THRESHOLD. */
  totals: { loans: number; amountCents: number; patrons: number | null };
  titles: { titleId: number; name: string; loans: number; amountCents: number }[];
  genres: { genreId: number; name: string; loans: number }[];
  languages: { code: string; name: string; loans: number }[];
}

/** The cap of the library's budget type: loans or cents; null when none is set. */
export const budgetCap = (library: LibraryRow): number | null =>
  library.budgetType === 'count' ? library.monthlyBudgetLoans : library.monthlyBudgetCents;

/** Cents as a number with a decimal comma (12,50): what spreadsheets in sv, no and fi read as a number. */
const decimalComma = (cents: number) => csvNumber((cents / 100).toFixed(2).replace('.', ','));

/** The pacing table's unit (after its allowance and use) for a count budget, and its periods' states. */
const pacingWords: Record<Language, { loans: string; past: string; current: string; future: string }> = {
  sv: { loans: 'lån', past: 'avslutad', current: 'pågår', future: 'prognos' },
  no: { loans: 'lån', past: 'avsluttet', current: 'pågår', future: 'prognose' },
  fi: { loans: 'lainaa', past: 'päättynyt', current: 'käynnissä', future: 'ennuste' },
  en: { loans: 'loans', past: 'past', current: 'current', future: 'projected' },
};

/** CSV header rows per language. */
const csvHeadings: Record<Language, Record<StatisticsTable, (currency: string) => string[]>> = {
  sv: {
    daily: (c) => ['Datum', 'Lån', `Belopp (${c})`],
    monthly: (c) => ['Månad', 'Lån', `Belopp (${c})`],
    pacing: (u) => ['Från', 'Till', `Tilldelning (${u})`, `Använt (${u})`, 'Läge'],
    titles: (c) => ['Titel-id', 'Titel', 'Lån', `Belopp (${c})`],
    genres: () => ['Genre-id', 'Genre', 'Lån'],
    languages: () => ['Språkkod', 'Språk', 'Lån'],
  },
  no: {
    daily: (c) => ['Dato', 'Lån', `Beløp (${c})`],
    monthly: (c) => ['Måned', 'Lån', `Beløp (${c})`],
    pacing: (u) => ['Fra', 'Til', `Tildeling (${u})`, `Brukt (${u})`, 'Status'],
    titles: (c) => ['Tittel-id', 'Tittel', 'Lån', `Beløp (${c})`],
    genres: () => ['Sjanger-id', 'Sjanger', 'Lån'],
    languages: () => ['Språkkode', 'Språk', 'Lån'],
  },
  fi: {
    daily: (c) => ['Päivä', 'Lainat', `Summa (${c})`],
    monthly: (c) => ['Kuukausi', 'Lainat', `Summa (${c})`],
    pacing: (u) => ['Alkaen', 'Asti', `Kiintiö (${u})`, `Käytetty (${u})`, 'Tila'],
    titles: (c) => ['Nimike-id', 'Nimike', 'Lainat', `Summa (${c})`],
    genres: () => ['Lajityyppi-id', 'Lajityyppi', 'Lainat'],
    languages: () => ['Kielikoodi', 'Kieli', 'Lainat'],
  },
  en: {
    daily: (c) => ['Date', 'Loans', `Amount (${c})`],
    monthly: (c) => ['Month', 'Loans', `Amount (${c})`],
    pacing: (u) => ['From', 'To', `Allowance (${u})`, `Used (${u})`, 'State'],
    titles: (c) => ['Title id', 'Title', 'Loans', `Amount (${c})`],
    genres: () => ['Genre id', 'Genre', 'Loans'],
    languages: () => ['Language code', 'Language', 'Loans'],
  },
};

export interface StatisticsServiceDeps {
  repo: StatisticsRepository;
  librarians: Pick<LibrariansRepository, 'budgetMonths'>;
  clock?: () => Date;
}

/** The librarian statistics (contract getStatistics, exportStatistics) and this month's forecast. */
export function createStatisticsService(deps: StatisticsServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  /**
   * This month's spend (from the budget counters, the budget's own source) and its forecast. `counters`: this
   * month's row when the caller reads it anyway (get_statistics reads the year's rows), so it is read once.
   */
  async function currentMonth(library: LibraryRow, now: Date, counters?: Promise<BudgetUsage | undefined>) {
    const period = periodContaining(library.timeZone, now, 'month');
    const today = localDate(library.timeZone, now);
    const todayStartsAt = startOfLocalDay(library.timeZone, today);
    const key = budgetMonthKey(library, now);
    const [spent, weekdayLoans] = await Promise.all([
      counters ?? deps.librarians.budgetMonths(library.id, key, key).then((rows) => rows[0]),
      repo.weekdays({
        libraryId: library.id,
        timeZone: library.timeZone,
        from: startOfLocalDay(library.timeZone, addDays(today, -FORECAST_WEEKS_DAYS)),
        to: todayStartsAt,
      }),
    ]);
    const usage = spent ?? { loans: 0, amountCents: 0 };
    const cap = budgetCap(library);
    const dayLength =
      startOfLocalDay(library.timeZone, addDays(today, 1)).getTime() - todayStartsAt.getTime();
    const forecastInput: ForecastInput = {
      today,
      todayElapsed: Math.min(1, Math.max(0, (now.getTime() - todayStartsAt.getTime()) / dayLength)),
      loans: usage.loans,
      amountCents: usage.amountCents,
      budgetType: library.budgetType,
      cap,
      weekdayLoans,
    };
    const forecast: Forecast = forecastMonth(forecastInput);
    const used = library.budgetType === 'count' ? usage.loans : usage.amountCents;
    return {
      period,
      key,
      usage,
      cap,
      forecast,
      forecastInput,
      /** This month's row as stored (undefined before its first loan): the pacing report reads its period. */
      row: spent,
      percentUsed: cap ? Math.round((used * 1000) / cap) / 10 : null,
    };
  }

  /** A range of local days as instants: from the start of the first to the start of the day after the last. */
  const loanRange = (library: LibraryRow, from: LocalDate, to: LocalDate) => ({
    libraryId: library.id,
    timeZone: library.timeZone,
    from: startOfLocalDay(library.timeZone, from),
    to: startOfLocalDay(library.timeZone, addDays(to, 1)),
  });

  /**
   * The range's loans per title, most first, with the range's per-day sums: one scan of the range (per day and
   * title) that every table is summed from.
   */
  async function rangeLoans(library: LibraryRow, from: LocalDate, to: LocalDate) {
    const rows = await repo.dayTitles(loanRange(library, from, to));
    const byDay = new Map<string, { loans: number; amountCents: number }>();
    const byTitle = new Map<number, { titleId: number; loans: number; amountCents: number }>();
    for (const row of rows) {
      const day = byDay.get(row.day) ?? { loans: 0, amountCents: 0 };
      day.loans += row.loans;
      day.amountCents += row.amountCents;
      byDay.set(row.day, day);
      const title = byTitle.get(row.titleId) ?? { titleId: row.titleId, loans: 0, amountCents: 0 };
      title.loans += row.loans;
      title.amountCents += row.amountCents;
      byTitle.set(row.titleId, title);
    }
    const titles = [...byTitle.values()].sort((a, b) => b.loans - a.loans || a.titleId - b.titleId);
    return { byDay, titles };
  }

  /** Named titles (most loans first) with their loans and spend. */
  async function namedTitles(
    titles: { titleId: number; loans: number; amountCents: number }[],
    locale: Language,
  ) {
    const names = new Map(
      (
        await repo.titleNames(
          titles.map((t) => t.titleId),
          locale,
        )
      ).map((row) => [row.titleId, row]),
    );
    return titles.flatMap((t) => {
      const named = names.get(t.titleId);
      return named ? [{ ...t, name: librarianTitleName(named, locale) }] : [];
    });
  }

  /**
   * `now`: the instant the statistics are read as of (default the clock). The monthly report reads a past month as
   * of its last moment, so "this month" (budget used, pacing periods) is that month.
   */
  async function statistics(
    library: LibraryRow,
    input: { from?: string | undefined; to?: string | undefined },
    locale: Language,
    now: Date = clock(),
  ): Promise<LibraryStatistics> {
    const { from, to } = statisticsRange(library.timeZone, now, input);
    const thisMonth = periodContaining(library.timeZone, now, 'month').start;
    const monthKeys = Array.from({ length: STATISTICS_MONTHS }, (_, i) =>
      formatLocalDate(addMonths(thisMonth, i - (STATISTICS_MONTHS - 1))),
    );
    const currentKey = monthKeys[STATISTICS_MONTHS - 1]!;
    // The year's budget counters; the last row is this month's, which the forecast reads too.
    const monthsRead = deps.librarians.budgetMonths(library.id, monthKeys[0]!, currentKey);
    const paced = library.budgetPacing !== 'none' && budgetCap(library) !== null;
    const [months, month, range, patrons, monthDays] = await Promise.all([
      monthsRead,
      currentMonth(
        library,
        now,
        monthsRead.then((rows) => rows.find((row) => row.month === currentKey)),
      ),
      rangeLoans(library, from, to),
      repo.patrons(loanRange(library, from, to)),
      // This month's spend per day, which the pacing periods before today's are counted from.
      paced
        ? repo.days(loanRange(library, { ...localToday(library, now), day: 1 }, localToday(library, now)))
        : [],
    ]);
    const pacing = paced
      ? pacingReport({
          library,
          now,
          month: month.row,
          spentByDay: new Map(
            monthDays.map((d) => [d.day, library.budgetType === 'amount' ? d.amountCents : d.loans]),
          ),
          demand: projectedDemand(month.forecastInput),
        })
      : null;
    const ids = range.titles.map((t) => t.titleId);
    const [top, facets] = await Promise.all([
      namedTitles(range.titles.slice(0, TOP_TITLES_COUNT), locale),
      repo.titleFacets(ids, locale),
    ]);
    const loansOf = new Map(range.titles.map((t) => [t.titleId, t.loans]));
    const genres = new Map<number, { genreId: number; name: string; loans: number }>();
    const languages = new Map<string, { code: string; name: string; loans: number }>();
    for (const facet of facets) {
      const loans = loansOf.get(facet.titleId) ?? 0;
      if (facet.facet === 'genre') {
        const id = Number(facet.key);
        const entry = genres.get(id) ?? { genreId: id, name: facet.name, loans: 0 };
        entry.loans += loans;
        genres.set(id, entry);
      } else {
        const entry = languages.get(facet.key) ?? { code: facet.key, name: facet.name, loans: 0 };
        entry.loans += loans;
        languages.set(facet.key, entry);
      }
    }
    const days: LibraryStatistics['daily'] = [];
    let totalLoans = 0;
    let totalCents = 0;
    for (let d = from; dayNumber(d) <= dayNumber(to); d = addDays(d, 1)) {
      const key = formatLocalDate(d);
      const day = range.byDay.get(key);
      totalLoans += day?.loans ?? 0;
      totalCents += day?.amountCents ?? 0;
      days.push({ date: key, loans: day?.loans ?? 0, amountCents: day?.amountCents ?? 0 });
    }
    const byMonth = new Map(months.map((row) => [row.month, row]));
    return {
      library,
      from: formatLocalDate(from),
      to: formatLocalDate(to),
      daily: days,
      monthly: monthKeys.map((key) => ({
        month: key.slice(0, 7),
        loans: byMonth.get(key)?.loans ?? 0,
        amountCents: byMonth.get(key)?.amountCents ?? 0,
      })),
      currentMonth: {
        month: month.key.slice(0, 7),
        loans: month.usage.loans,
        amountCents: month.usage.amountCents,
        budgetType: library.budgetType,
        cap: month.cap,
        percentUsed: month.percentUsed,
      },
      forecast: {
        runOutDate: month.forecast.runOutDate,
        projectedLoans: month.forecast.projectedLoans,
        projectedAmountCents: month.forecast.projectedAmountCents,
      },
      pacing,
      totals: {
        loans: totalLoans,
        amountCents: totalCents,
        patrons: patrons < PATRON_COUNT_THRESHOLD ? null : patrons,
      },
      titles: top.map((t) => ({
        titleId: t.titleId,
        name: t.name,
        loans: t.loans,
        amountCents: t.amountCents,
      })),
      genres: [...genres.values()].sort((a, b) => b.loans - a.loans || a.genreId - b.genreId),
      languages: [...languages.values()].sort((a, b) => b.loans - a.loans || a.code.localeCompare(b.code)),
    };
  }

  return {
    statistics,
    currentMonth,

    /** One table of the statistics as CSV (contract exportStatistics): BOM, semicolons, CRLF, decimal comma. */
    async exportCsv(
      library: LibraryRow,
      input: { table: StatisticsTable; from?: string | undefined; to?: string | undefined },
      locale: Language,
      now?: Date,
    ): Promise<{ filename: string; body: string }> {
      const stats = await statistics(library, input, locale, now);
      const currency = currencies[library.countryIso as CountryIso];
      // Names (titles, genres, languages) are text, neutralised by spreadsheetCsv; figures stay numbers.
      let rows: CsvCell[][];
      let unit: string = currency;
      switch (input.table) {
        case 'daily':
          rows = stats.daily.map((d) => [d.date, d.loans, decimalComma(d.amountCents)]);
          break;
        case 'monthly':
          rows = stats.monthly.map((m) => [m.month, m.loans, decimalComma(m.amountCents)]);
          break;
        case 'pacing': {
          const words = pacingWords[locale];
          const amount = (n: number) => (library.budgetType === 'amount' ? decimalComma(n) : n);
          if (library.budgetType === 'count') unit = words.loans;
          rows = (stats.pacing?.periods ?? []).map((p) => [
            p.startsOn,
            p.endsOn,
            amount(p.allowance),
            p.used === null ? '' : amount(p.used),
            words[p.state],
          ]);
          break;
        }
        case 'titles': {
          // Every title borrowed in the range, not only the top list.
          const range = await rangeLoans(library, parseDate(stats.from, 'from'), parseDate(stats.to, 'to'));
          const all = await namedTitles(range.titles, locale);
          rows = all.map((t) => [t.titleId, t.name, t.loans, decimalComma(t.amountCents)]);
          break;
        }
        case 'genres':
          rows = stats.genres.map((g) => [g.genreId, g.name, g.loans]);
          break;
        case 'languages':
          rows = stats.languages.map((l) => [l.code, l.name, l.loans]);
          break;
      }
      const body = spreadsheetCsv([csvHeadings[locale][input.table](unit), ...rows], { delimiter: ';' });
      return { filename: `filmhyllan-${input.table}-${stats.from}-${stats.to}.csv`, body };
    },
  };
}
export type StatisticsService = ReturnType<typeof createStatisticsService>;
