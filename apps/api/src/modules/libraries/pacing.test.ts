import { describe, expect, it } from 'vitest';
import { allowanceState, pacingPeriod, periodAllowance, type PacedMonth } from './pacing';

const at = (iso: string) => new Date(iso);
const iso = (d: Date | undefined) => d?.toISOString();

describe('pacingPeriod: daily, at midnight in each country', () => {
  it.each([
    // Stockholm and Oslo are on CET in November (UTC+1), Helsinki on EET (UTC+2).
    [
      'Europe/Stockholm',
      '2026-11-27T22:59:59.999Z',
      '2026-11-26T23:00:00.000Z',
      '2026-11-27T23:00:00.000Z',
      4,
    ],
    [
      'Europe/Stockholm',
      '2026-11-27T23:00:00.000Z',
      '2026-11-27T23:00:00.000Z',
      '2026-11-28T23:00:00.000Z',
      3,
    ],
    ['Europe/Oslo', '2026-11-27T22:59:59.999Z', '2026-11-26T23:00:00.000Z', '2026-11-27T23:00:00.000Z', 4],
    ['Europe/Oslo', '2026-11-27T23:00:00.000Z', '2026-11-27T23:00:00.000Z', '2026-11-28T23:00:00.000Z', 3],
    [
      'Europe/Helsinki',
      '2026-11-27T21:59:59.999Z',
      '2026-11-26T22:00:00.000Z',
      '2026-11-27T22:00:00.000Z',
      4,
    ],
    [
      'Europe/Helsinki',
      '2026-11-27T22:00:00.000Z',
      '2026-11-27T22:00:00.000Z',
      '2026-11-28T22:00:00.000Z',
      3,
    ],
  ])('%s at %s: the day from %s to %s, %i days left', (zone, now, startsAt, endsAt, left) => {
    const period = pacingPeriod(zone, at(now), 'daily');
    expect([iso(period?.startsAt), iso(period?.endsAt), period?.periodsLeft]).toEqual([
      startsAt,
      endsAt,
      left,
    ]);
  });

  it('makes the month’s last day its last period, and the 1st of next month a new month’s first', () => {
    expect(pacingPeriod('Europe/Stockholm', at('2026-11-30T22:59:59Z'), 'daily')?.periodsLeft).toBe(1);
    const first = pacingPeriod('Europe/Stockholm', at('2026-11-30T23:00:00Z'), 'daily')!;
    expect(first.periodsLeft).toBe(31);
    expect(iso(first.startsAt)).toBe('2026-11-30T23:00:00.000Z');
  });

  it('gives the spring-forward day 23 hours and the fall-back day 25', () => {
    const spring = pacingPeriod('Europe/Stockholm', at('2026-03-29T12:00:00Z'), 'daily')!;
    expect([iso(spring.startsAt), iso(spring.endsAt)]).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    const autumn = pacingPeriod('Europe/Helsinki', at('2026-10-25T12:00:00Z'), 'daily')!;
    expect([iso(autumn.startsAt), iso(autumn.endsAt)]).toEqual([
      '2026-10-24T21:00:00.000Z',
      '2026-10-25T22:00:00.000Z',
    ]);
    expect(autumn.endsAt.getTime() - autumn.startsAt.getTime()).toBe(25 * 3_600_000);
  });
});

describe('pacingPeriod: weekly, Monday first, cut at the month', () => {
  // November 2026 starts on a Sunday and ends on a Monday: {1}, 2–8, 9–15, 16–22, 23–29, {30}.
  it('makes the month’s first partial week (one Sunday) a period of its own', () => {
    const p = pacingPeriod('Europe/Stockholm', at('2026-11-01T12:00:00Z'), 'weekly')!;
    expect([iso(p.startsAt), iso(p.endsAt), p.periodsLeft]).toEqual([
      '2026-10-31T23:00:00.000Z',
      '2026-11-01T23:00:00.000Z',
      6,
    ]);
  });

  it('runs a whole week Monday to Monday', () => {
    const p = pacingPeriod('Europe/Oslo', at('2026-11-27T12:00:00Z'), 'weekly')!;
    expect([iso(p.startsAt), iso(p.endsAt), p.periodsLeft]).toEqual([
      '2026-11-22T23:00:00.000Z',
      '2026-11-29T23:00:00.000Z',
      2,
    ]);
    // Sunday 23:59:59 local is still that week; Monday 00:00 is the next.
    expect(pacingPeriod('Europe/Oslo', at('2026-11-29T22:59:59Z'), 'weekly')?.periodsLeft).toBe(2);
    expect(pacingPeriod('Europe/Oslo', at('2026-11-29T23:00:00Z'), 'weekly')?.periodsLeft).toBe(1);
  });

  it('makes the month’s last partial week (one Monday) its last period, ending on the 1st', () => {
    const p = pacingPeriod('Europe/Helsinki', at('2026-11-30T12:00:00Z'), 'weekly')!;
    expect([iso(p.startsAt), iso(p.endsAt), p.periodsLeft]).toEqual([
      '2026-11-29T22:00:00.000Z',
      '2026-11-30T22:00:00.000Z',
      1,
    ]);
  });

  it('counts five whole weeks in a month that starts on a Monday (June 2026)', () => {
    const p = pacingPeriod('Europe/Stockholm', at('2026-06-01T00:00:00Z'), 'weekly')!;
    expect([iso(p.startsAt), iso(p.endsAt), p.periodsLeft]).toEqual([
      '2026-05-31T22:00:00.000Z',
      '2026-06-07T22:00:00.000Z',
      5,
    ]);
  });

  it('holds a week across the autumn clock change', () => {
    const p = pacingPeriod('Europe/Stockholm', at('2026-10-25T20:00:00Z'), 'weekly')!;
    expect([iso(p.startsAt), iso(p.endsAt)]).toEqual([
      '2026-10-18T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
  });

  it('has no period without pacing', () => {
    expect(pacingPeriod('Europe/Stockholm', at('2026-11-27T12:00:00Z'), 'none')).toBeNull();
  });
});

describe('allowanceState', () => {
  const library = {
    timeZone: 'Europe/Stockholm',
    budgetType: 'count' as const,
    monthlyBudgetLoans: 100,
    monthlyBudgetCents: null,
    budgetPacing: 'daily' as const,
  };
  const month = (m: Partial<PacedMonth>): PacedMonth => ({
    loans: 0,
    amountCents: 0,
    periodStartsAt: null,
    periodBaseLoans: 0,
    periodBaseCents: 0,
    ...m,
  });
  const nov29 = at('2026-11-28T23:00:00Z');
  const nov30 = at('2026-11-29T23:00:00Z');

  it('splits the budget left at the day’s start over the days left, and counts the day’s loans against it', () => {
    // 80 of 100 spent before 29 November: 20 over two days.
    const s = allowanceState(
      library,
      month({ loans: 83, periodStartsAt: nov29, periodBaseLoans: 80 }),
      at('2026-11-29T10:00:00Z'),
    )!;
    expect([s.allowance, s.used, s.left]).toEqual([10, 3, 7]);
    expect(iso(s.period.endsAt)).toBe(iso(nov30));
  });

  it('rolls the unspent allowance over: the last day gets all that is left, never more', () => {
    const s = allowanceState(
      library,
      month({ loans: 83, periodStartsAt: nov29, periodBaseLoans: 80 }),
      at('2026-11-30T10:00:00Z'),
    )!;
    // No loan yet on the 30th: the month's 83 are the day's base; 17 = its own 10 and the 29th's unspent 7.
    expect([s.allowance, s.used, s.left]).toEqual([17, 0, 17]);
  });

  it('gives the whole month a fair share from the first day, rounding down', () => {
    const s = allowanceState(library, undefined, at('2026-11-01T10:00:00Z'))!;
    expect([s.allowance, s.used, s.left]).toEqual([3, 0, 3]); // 100 / 30, to the nearest
  });

  it('counts cents for an amount budget', () => {
    const amount = {
      ...library,
      budgetType: 'amount' as const,
      monthlyBudgetLoans: null,
      monthlyBudgetCents: 10_000,
    };
    const s = allowanceState(
      amount,
      month({
        loans: 5,
        amountCents: 6_490,
        periodStartsAt: at('2026-11-26T23:00:00Z'),
        periodBaseCents: 6_000,
      }),
      at('2026-11-27T10:00:00Z'),
    )!;
    // 4,000 cents over four days left (27–30 November): 1,000 a day, 490 spent today.
    expect([s.allowance, s.used, s.left]).toEqual([1_000, 490, 510]);
  });

  it('leaves nothing when the budget was lowered below what the month spent', () => {
    const s = allowanceState(
      { ...library, monthlyBudgetLoans: 50 },
      month({ loans: 60 }),
      at('2026-11-10T10:00:00Z'),
    )!;
    expect([s.allowance, s.left]).toEqual([0, 0]);
  });

  it('paces nothing without pacing or without a monthly budget', () => {
    expect(allowanceState({ ...library, budgetPacing: 'none' }, undefined, nov29)).toBeNull();
    expect(allowanceState({ ...library, monthlyBudgetLoans: null }, undefined, nov29)).toBeNull();
  });

  it('never gives more than the budget left, however few periods remain', () => {
    for (let left = 0; left <= 50; left++)
      for (let periods = 1; periods <= 31; periods++)
        expect(periodAllowance(100, 100 - left, periods)).toBeLessThanOrEqual(left);
    expect(periodAllowance(100, 93, 1)).toBe(7);
    expect(periodAllowance(100, 120, 3)).toBe(0);
  });

  it('spreads a small budget over the month instead of shutting its first weeks, and spends all of it', () => {
    // 14 loans over 31 days, each day borrowing all it may: rounded down, nothing would open before the 18th.
    let spent = 0;
    const days: number[] = [];
    for (let periodsLeft = 31; periodsLeft >= 1; periodsLeft--) {
      const today = periodAllowance(14, spent, periodsLeft);
      days.push(today);
      spent += today;
    }
    expect(spent).toBe(14);
    expect(days.join('')).toBe('0001010101010101010101010101010');
  });
});
