import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../../lib/calendar';
import type { PacedMonth } from '../libraries/pacing';
import { pacingReport, type PacingReportInput } from './pacing-report';

// November 2026: 30 days, the 1st a Sunday. Stockholm is UTC+1 then: local midnight is 23:00 UTC the day before.
const STOCKHOLM = 'Europe/Stockholm';
const nov = (day: number): LocalDate => ({ year: 2026, month: 11, day });

const library = (overrides: Partial<PacingReportInput['library']> = {}): PacingReportInput['library'] => ({
  timeZone: STOCKHOLM,
  budgetType: 'count',
  monthlyBudgetLoans: 60,
  monthlyBudgetCents: null,
  budgetPacing: 'daily',
  pacingWeekdayWeights: [1, 1, 1, 1, 1, 1, 1],
  ...overrides,
});

const month = (m: Partial<PacedMonth>): PacedMonth => ({
  loans: 0,
  amountCents: 0,
  periodStartsAt: null,
  periodBaseLoans: 0,
  periodBaseCents: 0,
  ...m,
});

/** The forecast's demand from the `from`th: `today` loans for the rest of that day, `later` on each day after it. */
const demandFrom = (from: number, today: number, later: number, pricePerLoan = 0) => ({
  ahead: Array.from({ length: 31 - from }, (_, i) => ({
    date: nov(from + i),
    loans: i === 0 ? today : later,
  })),
  pricePerLoan,
});

describe('pacingReport', () => {
  it('answers nothing without pacing or without a cap', () => {
    const base = {
      now: new Date('2026-11-03T11:00:00Z'),
      month: undefined,
      spentByDay: new Map(),
      demand: demandFrom(3, 0, 0),
    };
    expect(pacingReport({ ...base, library: library({ budgetPacing: 'none' }) })).toBeNull();
    expect(pacingReport({ ...base, library: library({ monthlyBudgetLoans: null }) })).toBeNull();
  });

  it('daily: past days by the rule, today as the charge counts it, and the demand the allowances refuse', () => {
    // 60 loans over 30 days: 2 a day. The 1st and 2nd took 2 each; today (the 3rd) has taken its 2 already.
    const report = pacingReport({
      library: library(),
      now: new Date('2026-11-03T11:00:00Z'),
      month: month({ loans: 6, periodStartsAt: new Date('2026-11-02T23:00:00Z'), periodBaseLoans: 4 }),
      spentByDay: new Map([
        ['2026-11-01', 2],
        ['2026-11-02', 2],
        ['2026-11-03', 2],
      ]),
      // One more loan wanted today, then 3 a day: one a day more than the allowance.
      demand: demandFrom(3, 1, 3),
    })!;
    expect(report.pacing).toBe('daily');
    expect(report.periods).toHaveLength(30);
    expect(report.periods.slice(0, 4)).toEqual([
      { startsOn: '2026-11-01', endsOn: '2026-11-01', allowance: 2, used: 2, state: 'past' },
      { startsOn: '2026-11-02', endsOn: '2026-11-02', allowance: 2, used: 2, state: 'past' },
      { startsOn: '2026-11-03', endsOn: '2026-11-03', allowance: 2, used: 2, state: 'current' },
      { startsOn: '2026-11-04', endsOn: '2026-11-04', allowance: 2, used: null, state: 'future' },
    ]);
    expect(report.periods.at(-1)).toEqual({
      startsOn: '2026-11-30',
      endsOn: '2026-11-30',
      allowance: 2,
      used: null,
      state: 'future',
    });
    // Today's extra loan and one a day from the 4th to the 30th do not fit.
    expect(report.forecast).toEqual({ refusedDays: 28, firstRefusedDate: '2026-11-03', refusedLoans: 28 });
  });

  it('rolls what a day leaves unspent over to the days after it, and refuses nothing when demand fits', () => {
    // 300 loans: 10 a day. Nothing on the 1st and 2nd, so the 3rd gets 300 / 28, to the nearest: 11.
    const report = pacingReport({
      library: library({ monthlyBudgetLoans: 300 }),
      now: new Date('2026-11-03T11:00:00Z'),
      month: undefined,
      spentByDay: new Map(),
      demand: demandFrom(3, 4, 9),
    })!;
    expect(report.periods.slice(0, 3).map((p) => [p.allowance, p.used, p.state])).toEqual([
      [10, 0, 'past'],
      [10, 0, 'past'],
      [11, 0, 'current'],
    ]);
    // The 3rd spends 4 of its 11: the 4th gets (300 - 4) / 27, to the nearest: 11.
    expect(report.periods[3]).toMatchObject({ startsOn: '2026-11-04', allowance: 11 });
    expect(report.forecast).toEqual({ refusedDays: 0, firstRefusedDate: null, refusedLoans: 0 });
  });

  it('weekly: weeks Monday to Sunday, cut at the month edges', () => {
    // 1 November is a Sunday and 30 November a Monday: six periods. Today is Tuesday the 10th.
    const report = pacingReport({
      library: library({ budgetPacing: 'weekly', monthlyBudgetLoans: 60 }),
      now: new Date('2026-11-10T11:00:00Z'),
      month: month({ loans: 15, periodStartsAt: new Date('2026-11-08T23:00:00Z'), periodBaseLoans: 12 }),
      spentByDay: new Map([
        ['2026-11-01', 2],
        ['2026-11-04', 10],
        ['2026-11-09', 2],
        ['2026-11-10', 1],
      ]),
      demand: demandFrom(10, 0, 0),
    })!;
    expect(report.periods.map((p) => [p.startsOn, p.endsOn, p.used, p.state])).toEqual([
      ['2026-11-01', '2026-11-01', 2, 'past'],
      ['2026-11-02', '2026-11-08', 10, 'past'],
      ['2026-11-09', '2026-11-15', 3, 'current'],
      ['2026-11-16', '2026-11-22', null, 'future'],
      ['2026-11-23', '2026-11-29', null, 'future'],
      ['2026-11-30', '2026-11-30', null, 'future'],
    ]);
    // The first week is 1 of 6 periods: 60 / 6 = 10; the second, (60 - 2) / 5 = 11.6, to the nearest 12; this
    // week (60 - 12) / 4 = 12. With no demand ahead the 45 left roll over: 45 / 3, 45 / 2 to the nearest, all 45.
    expect(report.periods.map((p) => p.allowance)).toEqual([10, 12, 12, 15, 23, 45]);
  });

  it('auto: the days to come get the weekday weights of the library', () => {
    // Saturdays weigh 4, other days 1 (Monday first). Today is Monday the 23rd with nothing spent this month.
    const report = pacingReport({
      library: library({
        budgetPacing: 'auto',
        monthlyBudgetLoans: 100,
        pacingWeekdayWeights: [1, 1, 1, 1, 1, 4, 1],
      }),
      now: new Date('2026-11-23T11:00:00Z'),
      month: undefined,
      spentByDay: new Map(),
      demand: demandFrom(23, 0, 0),
    })!;
    // The 23rd to the 30th weigh 1+1+1+1+1+4+1+1 = 11: the 23rd gets 100 / 11, to the nearest 9. Nothing is
    // wanted, so each later day shares the same 100 over fewer weights; Saturday gets 4 of the last 6.
    const ahead = report.periods.filter((p) => p.state !== 'past');
    expect(ahead.map((p) => [p.startsOn, p.allowance])).toEqual([
      ['2026-11-23', 9],
      ['2026-11-24', 10],
      ['2026-11-25', 11],
      ['2026-11-26', 13],
      ['2026-11-27', 14],
      ['2026-11-28', 67],
      ['2026-11-29', 50],
      ['2026-11-30', 100],
    ]);
  });

  it('an amount budget counts cents: demand at the month average price per loan', () => {
    // 600 kr over 30 days: 20 kr a day; loans cost 10 kr on average and 3 are wanted a day (30 kr).
    const report = pacingReport({
      library: library({ budgetType: 'amount', monthlyBudgetLoans: null, monthlyBudgetCents: 60_000 }),
      now: new Date('2026-11-01T11:00:00Z'),
      month: month({ loans: 1, amountCents: 1_000, periodStartsAt: new Date('2026-10-31T23:00:00Z') }),
      spentByDay: new Map([['2026-11-01', 1_000]]),
      demand: demandFrom(1, 1, 3, 1_000),
    })!;
    expect(report.periods[0]).toEqual({
      startsOn: '2026-11-01',
      endsOn: '2026-11-01',
      allowance: 2_000,
      used: 1_000,
      state: 'current',
    });
    // Today's one more loan fits; from the 2nd on, one loan a day of three does not.
    expect(report.forecast).toMatchObject({ firstRefusedDate: '2026-11-02', refusedDays: 29 });
  });
});
