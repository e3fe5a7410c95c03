import { describe, expect, it } from 'vitest';
import { forecastMonth, weekdayWeights } from './forecast';

// November 2026: 30 days, the 1st a Sunday.
const base = {
  todayElapsed: 0,
  amountCents: 0,
  budgetType: 'count' as const,
  cap: null,
  weekdayLoans: [0, 0, 0, 0, 0, 0, 0],
};

describe('forecastMonth', () => {
  it('carries the daily rate to the end of the month when the weeks before have no loans', () => {
    const forecast = forecastMonth({
      ...base,
      today: { year: 2026, month: 11, day: 10 },
      loans: 90,
      amountCents: 9000,
      cap: 200,
    });
    // 90 loans over 9 days: 10 a day for the 21 days from the 10th on; the 200th loan falls on the 20th.
    expect(forecast).toEqual({ runOutDate: '2026-11-20', projectedLoans: 300, projectedAmountCents: 30_000 });
  });

  it('follows the weekday pattern of the weeks before', () => {
    // Only weekends had loans: Sunday and Saturday weigh 3.5 each, weekdays nothing.
    expect(weekdayWeights([8, 0, 0, 0, 0, 0, 8])).toEqual([3.5, 0, 0, 0, 0, 0, 3.5]);
    const forecast = forecastMonth({
      ...base,
      weekdayLoans: [8, 0, 0, 0, 0, 0, 8],
      today: { year: 2026, month: 11, day: 9 },
      loans: 21,
      cap: 40,
    });
    // The 1st, 7th and 8th (weekend) took 21 loans: 7 a weekend day; six weekend days remain (14/15, 21/22, 28/29).
    expect(forecast.projectedLoans).toBe(21 + 6 * 7);
    expect(forecast.runOutDate).toBe('2026-11-21');
  });

  it('counts the part of today that has passed', () => {
    const forecast = forecastMonth({
      ...base,
      today: { year: 2026, month: 11, day: 2 },
      todayElapsed: 0.5,
      loans: 15,
    });
    // 1.5 days elapsed: 10 loans a day, 28.5 days to go.
    expect(forecast.projectedLoans).toBe(300);
  });

  it('spreads loans over every day alike when they fell on weekdays the history never saw', () => {
    const forecast = forecastMonth({
      ...base,
      weekdayLoans: [0, 0, 0, 0, 0, 0, 5],
      today: { year: 2026, month: 11, day: 4 },
      loans: 6,
    });
    expect(forecast.projectedLoans).toBe(6 + 2 * 27);
  });

  it('projects money at the average price of this month and runs out by amount', () => {
    const forecast = forecastMonth({
      ...base,
      budgetType: 'amount',
      today: { year: 2026, month: 11, day: 11 },
      loans: 20,
      amountCents: 50_000,
      cap: 100_000,
    });
    // 2 loans a day at 25.00: 50.00 a day; 500.00 more is reached after 10 days, on the 20th.
    expect(forecast.projectedAmountCents).toBe(50_000 + 20 * 2 * 2_500);
    expect(forecast.runOutDate).toBe('2026-11-20');
  });

  it('says today when the cap is already reached, and null when it holds or there is none', () => {
    const today = { year: 2026, month: 11, day: 23 };
    expect(forecastMonth({ ...base, today, loans: 50, cap: 50 }).runOutDate).toBe('2026-11-23');
    expect(forecastMonth({ ...base, today, loans: 22, cap: 1_000 }).runOutDate).toBeNull();
    expect(forecastMonth({ ...base, today, loans: 22, cap: null }).runOutDate).toBeNull();
    expect(forecastMonth({ ...base, today, loans: 0, cap: 10 })).toEqual({
      runOutDate: null,
      projectedLoans: 0,
      projectedAmountCents: 0,
    });
  });
});
