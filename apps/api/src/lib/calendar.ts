/**
 * Calendar arithmetic in a library's time zone: budgets reopen at local midnight on the 1st, patron limits count
 * per local calendar month or ISO week (Monday first).
 */
export interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(timeZone: string, instant: Date) {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant))
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

export function localDate(timeZone: string, instant: Date): LocalDate {
  const { year, month, day } = parts(timeZone, instant);
  return { year, month, day };
}

/** Offset of the zone from UTC at an instant, in milliseconds. */
function offsetMs(timeZone: string, instant: Date): number {
  const p = parts(timeZone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of local midnight at the start of a local date. */
export function startOfLocalDay(timeZone: string, date: LocalDate): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  let instant = guess - offsetMs(timeZone, new Date(guess));
  // A second pass settles the offset when the first guess fell on the other side of a DST change.
  instant = guess - offsetMs(timeZone, new Date(instant));
  return new Date(instant);
}

export const addMonths = (date: LocalDate, months: number): LocalDate => {
  const index = date.year * 12 + (date.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
};

export const addDays = (date: LocalDate, days: number): LocalDate => {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

export const formatLocalDate = (d: LocalDate): string =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

export interface Period {
  /** First local day of the period. */
  start: LocalDate;
  /** First local day of the next period. */
  next: LocalDate;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The last period answered per zone and kind: every library of a country asks about the same month, and zone
 * arithmetic (Intl formatting) is the costly part of a library list, so the answer is kept while it holds.
 */
const lastPeriods = new Map<string, Period>();

/** The calendar month or ISO week (Monday to Sunday) containing an instant, in a time zone. */
export function periodContaining(timeZone: string, instant: Date, kind: 'month' | 'week'): Period {
  const key = `${timeZone}|${kind}`;
  const known = lastPeriods.get(key);
  const at = instant.getTime();
  if (known && known.startsAt.getTime() <= at && at < known.endsAt.getTime()) return known;
  const period = computePeriod(timeZone, instant, kind);
  lastPeriods.set(key, period);
  return period;
}

function computePeriod(timeZone: string, instant: Date, kind: 'month' | 'week'): Period {
  const today = localDate(timeZone, instant);
  let start: LocalDate;
  let next: LocalDate;
  if (kind === 'month') {
    start = { year: today.year, month: today.month, day: 1 };
    next = addMonths(start, 1);
  } else {
    const weekday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7; // Monday 0
    start = addDays(today, -weekday);
    next = addDays(start, 7);
  }
  return { start, next, startsAt: startOfLocalDay(timeZone, start), endsAt: startOfLocalDay(timeZone, next) };
}
