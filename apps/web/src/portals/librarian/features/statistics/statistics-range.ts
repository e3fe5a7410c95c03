import { STATISTICS_MAX_DAYS } from '@filmhyllan/contract';

/**
 * The date range of the statistics screen: two calendar days (YYYY-MM-DD), both included. It lives in the URL
 * (?from=…&to=…) so that a reload or a shared link shows the same figures; without it the server answers this
 * month so far, in the library's time zone.
 */
export interface DateRange {
  from: string;
  to: string;
}

export type RangeProblem = 'invalid_date' | 'to_before_from' | 'too_long';

export type RangeCheck = { ok: true; range: DateRange | null } | { ok: false; problem: RangeProblem };

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a calendar day at UTC midnight, or undefined for anything that is not a real day. */
function dayValue(date: string): number | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = Date.UTC(year, month - 1, day);
  const back = new Date(value);
  // 2026-02-31 rolls over to March: not a day.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return undefined;
  }
  return value;
}

const isoDay = (value: number): string => new Date(value).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange({ from, to }: DateRange): number {
  return Math.round(((dayValue(to) ?? 0) - (dayValue(from) ?? 0)) / DAY_MS) + 1;
}

/**
 * Checks a range as the server will (get_statistics answers VALIDATION_FAILED otherwise): two real days, `to`
 * not before `from`, at most STATISTICS_MAX_DAYS days. Neither given: this month so far (null). Only one given
 * is an incomplete range.
 */
export function checkRange(from: string | null | undefined, to: string | null | undefined): RangeCheck {
  if (!from && !to) return { ok: true, range: null };
  const start = from ? dayValue(from) : undefined;
  const end = to ? dayValue(to) : undefined;
  if (start === undefined || end === undefined) return { ok: false, problem: 'invalid_date' };
  if (end < start) return { ok: false, problem: 'to_before_from' };
  if ((end - start) / DAY_MS + 1 > STATISTICS_MAX_DAYS) return { ok: false, problem: 'too_long' };
  return { ok: true, range: { from: from!, to: to! } };
}

/** Today on this device's calendar, YYYY-MM-DD (the library's day, as librarians work where their library is). */
export function localToday(now: Date = new Date()): string {
  return isoDay(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

export type QuickRange = 'this_month' | 'last_month' | 'last_30_days' | 'last_12_months';
export const quickRanges: readonly QuickRange[] = [
  'this_month',
  'last_month',
  'last_30_days',
  'last_12_months',
];

/**
 * A quick choice as days, counted back from `today`. The last 12 months are the 12 calendar months the
 * monthly figures show (this one so far and the 11 before it): at most 366 days.
 */
export function quickRange(choice: QuickRange, today: string): DateRange {
  const value = dayValue(today);
  if (value === undefined) throw new Error(`Not a day: ${today}`);
  const date = new Date(value);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (choice) {
    case 'this_month':
      return { from: isoDay(Date.UTC(year, month, 1)), to: today };
    case 'last_month':
      // Day 0 of this month is the last day of the one before.
      return { from: isoDay(Date.UTC(year, month - 1, 1)), to: isoDay(Date.UTC(year, month, 0)) };
    case 'last_30_days':
      return { from: isoDay(value - 29 * DAY_MS), to: today };
    case 'last_12_months':
      return { from: isoDay(Date.UTC(year, month - 11, 1)), to: today };
  }
}
