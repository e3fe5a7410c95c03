import { LEAVING_SOON_DAYS } from '@filmhyllan/contract';
import { addDays, formatLocalDate, localDate, startOfLocalDay, type LocalDate } from '../../lib/calendar';

/**
 * Licence windows (docs/decisions/052): a title is in a country's catalogue from midnight at the start of
 * `startsOn` to the end of `endsOn` (none: for good), both read in the library's own time zone. Everything here
 * compares local calendar days (YYYY-MM-DD strings sort as dates), so one rule serves every zone.
 */
export interface LicenceWindow {
  startsOn: string;
  endsOn: string | null;
}

export type WindowState = 'upcoming' | 'available' | 'ended';

/** Where a window stands on a local day. */
export function windowState(window: LicenceWindow, today: string): WindowState {
  if (today < window.startsOn) return 'upcoming';
  if (window.endsOn !== null && today > window.endsOn) return 'ended';
  return 'available';
}

const parseDay = (day: string): LocalDate => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
};

/** Days already counted: lists ask the same few (a window's first day, today) for every title of every page. */
const daysAfter = new Map<string, string>();
const DAYS_AFTER_MAX = 50_000;

/** The local day `days` after `day`. */
export function dayAfter(day: string, days = 1): string {
  const key = `${day}+${days}`;
  let after = daysAfter.get(key);
  if (after === undefined) {
    after = formatLocalDate(addDays(parseDay(day), days));
    if (daysAfter.size >= DAYS_AFTER_MAX) daysAfter.clear();
    daysAfter.set(key, after);
  }
  return after;
}

/** The window's last day when it is open on `today` and ends within LEAVING_SOON_DAYS, else null. */
export function leavingOn(window: LicenceWindow, today: string): string | null {
  if (windowState(window, today) !== 'available' || window.endsOn === null) return null;
  return window.endsOn <= dayAfter(today, LEAVING_SOON_DAYS) ? window.endsOn : null;
}

/** Per time zone the local day last asked for and the instants it runs between: every request asks for today. */
const currentDays = new Map<string, { day: string; from: number; until: number }>();

/** The local day in a time zone at an instant (epoch milliseconds). */
export function dayIn(timeZone: string, now: number): string {
  const known = currentDays.get(timeZone);
  if (known && known.from <= now && now < known.until) return known.day;
  const date = localDate(timeZone, new Date(now));
  const day = formatLocalDate(date);
  currentDays.set(timeZone, {
    day,
    from: startOfLocalDay(timeZone, date).getTime(),
    until: startOfLocalDay(timeZone, addDays(date, 1)).getTime(),
  });
  return day;
}

/**
 * The next instant after `now` at which a day starts in any of the zones: the earliest moment a window can start
 * or end, so a catalogue read before it holds until then (Infinity without zones).
 */
export function nextDayStart(timeZones: Iterable<string>, now: number): number {
  let next = Infinity;
  for (const zone of new Set(timeZones)) {
    const tomorrow = addDays(localDate(zone, new Date(now)), 1);
    next = Math.min(next, startOfLocalDay(zone, tomorrow).getTime());
  }
  return next;
}
