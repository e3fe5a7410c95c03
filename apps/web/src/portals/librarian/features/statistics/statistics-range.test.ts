import { describe, expect, it } from 'vitest';
import { STATISTICS_MAX_DAYS } from '@filmhyllan/contract';
import { checkRange, daysInRange, localToday, quickRange } from './statistics-range';

describe('statistics range', () => {
  it('takes no range as this month (the server default) and a real range as it is', () => {
    expect(checkRange(null, null)).toEqual({ ok: true, range: null });
    expect(checkRange('2026-11-01', '2026-11-01')).toEqual({
      ok: true,
      range: { from: '2026-11-01', to: '2026-11-01' },
    });
  });

  it('refuses what the server would refuse: half a range, no real day, to before from, too many days', () => {
    expect(checkRange('2026-11-01', null)).toEqual({ ok: false, problem: 'invalid_date' });
    expect(checkRange('2026-02-30', '2026-03-01')).toEqual({ ok: false, problem: 'invalid_date' });
    expect(checkRange('1.11.2026', '2026-11-20')).toEqual({ ok: false, problem: 'invalid_date' });
    expect(checkRange('2026-11-20', '2026-11-19')).toEqual({ ok: false, problem: 'to_before_from' });
    // 366 days (2024 is a leap year) pass; one more does not.
    expect(checkRange('2024-01-01', '2024-12-31').ok).toBe(true);
    expect(daysInRange({ from: '2024-01-01', to: '2024-12-31' })).toBe(STATISTICS_MAX_DAYS);
    expect(checkRange('2024-01-01', '2025-01-01')).toEqual({ ok: false, problem: 'too_long' });
  });

  it('counts the quick choices back from today', () => {
    expect(quickRange('this_month', '2026-11-20')).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(quickRange('last_month', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(quickRange('last_month', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quickRange('last_30_days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(daysInRange(quickRange('last_30_days', '2026-03-01'))).toBe(30);
    expect(quickRange('last_12_months', '2026-11-20')).toEqual({ from: '2025-12-01', to: '2026-11-20' });
  });

  it('keeps the last 12 months within the longest range, also across a leap day', () => {
    for (const today of ['2024-12-31', '2025-02-28', '2024-02-29', '2026-11-30']) {
      const range = quickRange('last_12_months', today);
      expect(checkRange(range.from, range.to).ok).toBe(true);
    }
  });

  it("answers today's date on this device's calendar", () => {
    expect(localToday(new Date(2026, 10, 20, 23, 59))).toBe('2026-11-20');
    expect(localToday(new Date(2027, 0, 1, 0, 1))).toBe('2027-01-01');
  });
});
