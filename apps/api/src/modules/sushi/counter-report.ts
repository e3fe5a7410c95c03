import {
  COUNTER_NAMESPACE,
  COUNTER_PLATFORM,
  COUNTER_RELEASE,
  IR_M1,
  IR_M1_METRICS,
  IR_M1_NAME,
  SUSHI_EXCEPTIONS,
  type IrM1Report,
  type SushiException,
  type SushiExceptionCode,
} from '@filmhyllan/contract';
import { addDays, addMonths, formatLocalDate, type LocalDate } from '../../lib/calendar';
import type { CsvCell } from '../../lib/spreadsheet-csv';

/*
 * The COUNTER Release 5.1 IR_M1 report (Multimedia Item Requests) built from a library's loan counts, as JSON
 * for the SUSHI server and as rows of COUNTER's tabular layout for the portal's CSV (docs/decisions/063). Pure:
 * the counting is the repository's, the dates and the clock the service's.
 */

/** Every title's item is audiovisual; every loan is a regular (human) request. */
const DATA_TYPE = 'Audiovisual';
const ACCESS_METHOD = 'Regular';

/** A title's requests in one of the library's calendar months. */
export interface ItemMonthCount {
  /** YYYY-MM, in the library's time zone. */
  month: string;
  titleId: number;
  total: number;
  unique: number;
}

export interface ReportItem {
  titleId: number;
  name: string;
  publisher: string;
}

export interface IrM1Input {
  library: { id: number; name: string };
  /** The first day of the first month and of the last month reported (both included). */
  begin: LocalDate;
  end: LocalDate;
  counts: ItemMonthCount[];
  items: ReportItem[];
  exceptions: SushiException[];
  created: Date;
}

/** A SUSHI exception with the Code of Practice's message for its code. */
export const sushiException = (code: SushiExceptionCode, data?: string): SushiException => ({
  Code: code,
  Message: SUSHI_EXCEPTIONS[code].message,
  ...(data === undefined ? {} : { Data: data }),
});

const monthKey = (d: LocalDate) => formatLocalDate(d).slice(0, 7);
const lastDay = (month: LocalDate) => addDays(addMonths(month, 1), -1);

/** The months from begin to end, both included, as YYYY-MM. */
export function monthsBetween(begin: LocalDate, end: LocalDate): string[] {
  const months: string[] = [];
  for (let m = begin; monthKey(m) <= monthKey(end); m = addMonths(m, 1)) months.push(monthKey(m));
  return months;
}

/**
 * A SUSHI begin_date or end_date: YYYY-MM, or a date YYYY-MM-DD that exists (COUNTER reports whole months, so
 * the day only has to be a real one: a month's usage is reported whole). The month's first day, or null.
 */
export function parseReportMonth(value: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), match[3] ? Number(match[3]) : 1];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  if (day > lastDay({ year, month, day: 1 }).day) return null;
  return { year, month, day: 1 };
}

const institutionId = (libraryId: number) => ({ Proprietary: [`${COUNTER_NAMESPACE}:${libraryId}`] });
const itemId = (titleId: number) => `${COUNTER_NAMESPACE}:${titleId}`;

/** The report as COUNTER JSON: items by name, months without usage left out, items without usage too. */
export function irM1Report(input: IrM1Input): IrM1Report {
  const byTitle = new Map<number, ItemMonthCount[]>();
  for (const count of input.counts) {
    const list = byTitle.get(count.titleId) ?? [];
    list.push(count);
    byTitle.set(count.titleId, list);
  }
  const items = input.items
    .filter((item) => byTitle.has(item.titleId))
    .sort((a, b) => a.name.localeCompare(b.name) || a.titleId - b.titleId)
    .map((item) => {
      const counts = [...byTitle.get(item.titleId)!].sort((a, b) => a.month.localeCompare(b.month));
      const per = (pick: (c: ItemMonthCount) => number) =>
        Object.fromEntries(counts.filter((c) => pick(c) > 0).map((c) => [c.month, pick(c)]));
      return {
        Item: item.name,
        Publisher: item.publisher,
        Platform: COUNTER_PLATFORM,
        Item_ID: { Proprietary: itemId(item.titleId) },
        Attribute_Performance: [
          {
            Data_Type: DATA_TYPE,
            Performance: {
              Total_Item_Requests: per((c) => c.total),
              Unique_Item_Requests: per((c) => c.unique),
            },
          },
        ],
      };
    });
  return {
    Report_Header: {
      Release: COUNTER_RELEASE,
      Report_ID: IR_M1,
      Report_Name: IR_M1_NAME,
      Created: input.created.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Created_By: COUNTER_PLATFORM,
      Institution_ID: institutionId(input.library.id),
      Institution_Name: input.library.name,
      Report_Filters: {
        Metric_Type: [...IR_M1_METRICS],
        Begin_Date: formatLocalDate(input.begin),
        End_Date: formatLocalDate(lastDay(input.end)),
        Data_Type: [DATA_TYPE],
        Access_Method: [ACCESS_METHOD],
      },
      ...(input.exceptions.length > 0 ? { Exceptions: input.exceptions } : {}),
    },
    Report_Items: items.length > 0 ? [{ Items: items }] : [],
  };
}

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
/** COUNTER's tabular month heading: Jan-2022. */
const monthHeading = (month: string) =>
  `${MONTH_ABBREVIATIONS[Number(month.slice(5, 7)) - 1]}-${month.slice(0, 4)}`;

/**
 * The report in COUNTER's tabular layout: the header rows, a blank row, the column headings, then two rows per
 * item (Total_Item_Requests, Unique_Item_Requests) with the period's total and every month (0 where none).
 * COUNTER's names are the same in every language: the file is read by tools as much as by people.
 */
export function irM1Table(report: IrM1Report, months: string[]): CsvCell[][] {
  const header = report.Report_Header;
  const filters = header.Report_Filters;
  const exceptions = (header.Exceptions ?? [])
    .map((e) => `${e.Code}: ${e.Message}${e.Data ? ` (${e.Data})` : ''}`)
    .join('; ');
  const institution = Object.entries(header.Institution_ID)
    .flatMap(([type, values]) => values.map((value) => (type === 'Proprietary' ? value : `${type}:${value}`)))
    .join('; ');
  const rows: CsvCell[][] = [
    ['Report_Name', header.Report_Name],
    ['Report_ID', header.Report_ID],
    ['Release', header.Release],
    ['Institution_Name', header.Institution_Name],
    ['Institution_ID', institution],
    ['Metric_Types', filters.Metric_Type.join('; ')],
    [
      'Report_Filters',
      `Data_Type=${filters.Data_Type.join('|')}; Access_Method=${filters.Access_Method.join('|')}`,
    ],
    ['Report_Attributes', ''],
    ['Exceptions', exceptions],
    ['Reporting_Period', `Begin_Date=${filters.Begin_Date}; End_Date=${filters.End_Date}`],
    ['Created', header.Created],
    ['Created_By', header.Created_By],
    ['Registry_Record', ''],
    [],
    [
      'Item',
      'Publisher',
      'Publisher_ID',
      'Platform',
      'Proprietary_ID',
      'Data_Type',
      'Metric_Type',
      'Reporting_Period_Total',
      ...months.map(monthHeading),
    ],
  ];
  for (const item of report.Report_Items.flatMap((group) => group.Items)) {
    for (const attributes of item.Attribute_Performance) {
      for (const metric of IR_M1_METRICS) {
        const counts = attributes.Performance[metric];
        const perMonth = months.map((month) => counts[month] ?? 0);
        rows.push([
          item.Item,
          item.Publisher,
          '',
          item.Platform,
          item.Item_ID.Proprietary,
          attributes.Data_Type,
          metric,
          perMonth.reduce((sum, n) => sum + n, 0),
          ...perMonth,
        ]);
      }
    }
  }
  return rows;
}
