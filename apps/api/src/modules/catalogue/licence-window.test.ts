import { describe, expect, it } from 'vitest';
import { dayAfter, dayIn, leavingOn, nextDayStart, windowState } from './licence-window';

const at = (iso: string) => Date.parse(iso);

describe('licence windows', () => {
  it('are open from their first day to the end of their last, or for good without one', () => {
    const window = { startsOn: '2026-12-01', endsOn: '2026-12-31' };
    expect(windowState(window, '2026-11-30')).toBe('upcoming');
    expect(windowState(window, '2026-12-01')).toBe('available');
    expect(windowState(window, '2026-12-31')).toBe('available');
    expect(windowState(window, '2027-01-01')).toBe('ended');
    expect(windowState({ startsOn: '2026-12-01', endsOn: null }, '2999-01-01')).toBe('available');
  });

  it('leave soon from 30 days before their last day, and not when open-ended, ended or upcoming', () => {
    const window = { startsOn: '2026-01-01', endsOn: '2026-12-31' };
    expect(leavingOn(window, '2026-11-30')).toBeNull();
    expect(leavingOn(window, '2026-12-01')).toBe('2026-12-31');
    expect(leavingOn(window, '2026-12-31')).toBe('2026-12-31');
    expect(leavingOn(window, '2027-01-01')).toBeNull();
    expect(leavingOn({ startsOn: '2026-01-01', endsOn: null }, '2026-12-01')).toBeNull();
    expect(leavingOn({ startsOn: '2026-12-20', endsOn: '2026-12-31' }, '2026-12-01')).toBeNull();
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });

  it('read the day in the library’s own zone: Helsinki starts a day an hour before Stockholm', () => {
    expect(dayIn('Europe/Helsinki', at('2026-11-30T21:59:59Z'))).toBe('2026-11-30');
    expect(dayIn('Europe/Helsinki', at('2026-11-30T22:00:00Z'))).toBe('2026-12-01');
    expect(dayIn('Europe/Stockholm', at('2026-11-30T22:00:00Z'))).toBe('2026-11-30');
    expect(dayIn('Europe/Stockholm', at('2026-11-30T22:59:59Z'))).toBe('2026-11-30');
    expect(dayIn('Europe/Stockholm', at('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
    // Asked again for an earlier instant (the zone's day is remembered between calls): still that instant's day.
    expect(dayIn('Europe/Stockholm', at('2026-11-30T22:59:59Z'))).toBe('2026-11-30');
    expect(dayIn('Europe/Stockholm', at('2026-11-29T23:00:00Z'))).toBe('2026-11-30');
    expect(dayIn('Europe/Stockholm', at('2026-11-29T22:59:59Z'))).toBe('2026-11-29');
    // Days of 23 and 25 hours: the clock changes on 29 March and 25 October 2026.
    expect(dayIn('Europe/Stockholm', at('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(dayIn('Europe/Stockholm', at('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(dayIn('Europe/Stockholm', at('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(dayIn('Europe/Stockholm', at('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    expect(dayAfter('2026-11-30', 30)).toBe('2026-12-30');
    expect(dayAfter('2026-11-30', 30)).toBe('2026-12-30');
  });

  it('know the next midnight of any zone, across a change to summer time', () => {
    const zones = ['Europe/Stockholm', 'Europe/Helsinki', 'Europe/Oslo'];
    expect(nextDayStart(zones, at('2026-11-30T21:59:59Z'))).toBe(at('2026-11-30T22:00:00Z'));
    expect(nextDayStart(zones, at('2026-11-30T22:00:00Z'))).toBe(at('2026-11-30T23:00:00Z'));
    // Summer time from 29 March 2026: midnight of 30 March is 22:00 UTC in Stockholm, 21:00 in Helsinki.
    expect(nextDayStart(['Europe/Stockholm'], at('2026-03-29T12:00:00Z'))).toBe(at('2026-03-29T22:00:00Z'));
    expect(nextDayStart(['Europe/Helsinki'], at('2026-03-29T12:00:00Z'))).toBe(at('2026-03-29T21:00:00Z'));
    expect(nextDayStart([], 0)).toBe(Infinity);
  });
});
