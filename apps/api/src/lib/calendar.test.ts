import { describe, expect, it } from 'vitest';
import { localDate, periodContaining, startOfLocalDay } from './calendar';

describe('calendar in a library time zone', () => {
  it('puts an instant late on the last day of the month (UTC) into the next local month in Helsinki', () => {
    const instant = new Date('2026-01-31T22:30:00Z'); // 00:30 on 1 February in Helsinki (UTC+2)
    expect(localDate('Europe/Helsinki', instant)).toEqual({ year: 2026, month: 2, day: 1 });
    const month = periodContaining('Europe/Helsinki', instant, 'month');
    expect(month.startsAt.toISOString()).toBe('2026-01-31T22:00:00.000Z');
    expect(month.endsAt.toISOString()).toBe('2026-02-28T22:00:00.000Z');
  });

  it('handles the change to summer time in Stockholm', () => {
    expect(startOfLocalDay('Europe/Stockholm', { year: 2026, month: 4, day: 1 }).toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
    const march = periodContaining('Europe/Stockholm', new Date('2026-03-15T12:00:00Z'), 'month');
    expect(march.startsAt.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(march.endsAt.toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });

  it('rolls December into January of the next year', () => {
    const p = periodContaining('Europe/Oslo', new Date('2026-12-20T12:00:00Z'), 'month');
    expect(p.next).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('starts weeks on Monday', () => {
    const p = periodContaining('Europe/Stockholm', new Date('2026-11-21T12:00:00Z'), 'week'); // a Saturday
    expect(p.start).toEqual({ year: 2026, month: 11, day: 16 });
    expect(p.next).toEqual({ year: 2026, month: 11, day: 23 });
    expect(p.startsAt.toISOString()).toBe('2026-11-15T23:00:00.000Z');
  });
});
