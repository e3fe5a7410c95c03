import { describe, expect, it } from 'vitest';
import {
  allowanceState,
  pacingPeriod,
  periodAllowance,
  weekdayWeights,
  weightedAllowance,
  type PacedMonth,
} from './pacing';

const at = (iso: string) => new Date(iso);
const iso = (d: Date | undefined) => d?.toISOString();

/** The month's counters as stored, none spent unless `m` says so. */
const month = (m: Partial<PacedMonth>): PacedMonth => ({
  loans: 0,
  amountCents: 0,
  periodStartsAt: null,
  periodBaseLoans: 0,
  periodBaseCents: 0,
  ...m,
});

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

describe('auto: a daily allowance weighted by the weekday', () => {
  // November 2026: the 27th is a Friday, the 30th (the month's last day) a Monday.
  const FRIDAY_HEAVY = [1, 1, 1, 1, 10, 1, 1];
  const library = {
    timeZone: 'Europe/Stockholm',
    budgetType: 'count' as const,
    monthlyBudgetLoans: 100,
    monthlyBudgetCents: null,
    budgetPacing: 'auto' as const,
    pacingWeekdayWeights: FRIDAY_HEAVY,
  };

  it('equals daily, day by day and budget by budget, when the weights are equal (or never computed)', () => {
    for (let day = 1; day <= 30; day++) {
      const now = at(`2026-11-${String(day).padStart(2, '0')}T11:00:00Z`);
      for (const spent of [0, 7, 40, 99, 100, 130]) {
        const used = month({ loans: spent });
        const daily = allowanceState({ ...library, budgetPacing: 'daily' }, used, now)!;
        for (const weights of [[3, 3, 3, 3, 3, 3, 3], null]) {
          const auto = allowanceState({ ...library, pacingWeekdayWeights: weights }, used, now)!;
          expect([auto.allowance, auto.left, iso(auto.period.endsAt)]).toEqual([
            daily.allowance,
            daily.left,
            iso(daily.period.endsAt),
          ]);
        }
      }
    }
  });

  it('gives a busy weekday more, and the quiet days after it less', () => {
    // Friday 27th: weights 10 (Fri) + 1 + 1 + 1 of the days left; 26 left: 26 × 10 / 13 = 20 (daily: 7).
    const friday = allowanceState(
      { ...library, monthlyBudgetLoans: 26 },
      undefined,
      at('2026-11-27T10:00:00Z'),
    )!;
    expect([friday.period.share, friday.period.shares, friday.allowance]).toEqual([10, 13, 20]);
    expect(
      allowanceState(
        { ...library, monthlyBudgetLoans: 26, budgetPacing: 'daily' },
        undefined,
        at('2026-11-27T10:00:00Z'),
      )!.allowance,
    ).toBe(7);
    // Saturday 28th after the Friday took its 20: 6 left over three days of weight 1.
    const saturday = allowanceState(
      { ...library, monthlyBudgetLoans: 26 },
      month({ loans: 20 }),
      at('2026-11-28T10:00:00Z'),
    )!;
    expect([saturday.period.share, saturday.period.shares, saturday.allowance]).toEqual([1, 3, 2]);
  });

  it('gives the month’s last day all that is left, whatever its weight', () => {
    for (const weights of [FRIDAY_HEAVY, [100, 1, 1, 1, 1, 1, 1], [1, 100, 100, 100, 100, 100, 100]]) {
      const s = allowanceState(
        { ...library, pacingWeekdayWeights: weights },
        month({ loans: 93 }),
        at('2026-11-30T12:00:00Z'),
      )!;
      expect([s.allowance, s.left]).toEqual([7, 7]);
    }
  });

  it('rounds to the nearest, halves up, and never gives more than is left', () => {
    expect(weightedAllowance(5, 0, 1, 2)).toBe(3); // 2.5
    expect(weightedAllowance(5, 0, 1, 4)).toBe(1); // 1.25
    expect(weightedAllowance(3, 0, 1, 4)).toBe(1); // 0.75
    expect(weightedAllowance(1, 0, 1, 4)).toBe(0); // 0.25
    expect(weightedAllowance(100, 120, 5, 7)).toBe(0);
    for (let left = 0; left <= 40; left++)
      for (let shares = 1; shares <= 60; shares++)
        for (let share = 1; share <= shares; share++)
          expect(weightedAllowance(100, 100 - left, share, shares)).toBeLessThanOrEqual(left);
    // With a share of 1 of the periods left it is the even split.
    for (let periods = 1; periods <= 31; periods++)
      expect(weightedAllowance(14, 3, 1, periods)).toBe(periodAllowance(14, 3, periods));
  });

  it('spends a whole month’s budget, busy Fridays taking more than quiet days', () => {
    let spent = 0;
    const fridays: number[] = [];
    const others: number[] = [];
    for (let day = 1; day <= 30; day++) {
      const now = at(`2026-11-${String(day).padStart(2, '0')}T11:00:00Z`);
      const s = allowanceState(library, month({ loans: spent }), now)!;
      (s.period.share === 10 ? fridays : others).push(s.allowance);
      spent += s.allowance;
    }
    expect(spent).toBe(100);
    expect(Math.min(...fridays)).toBeGreaterThan(Math.max(...others.slice(0, -1)));
  });

  it.each([
    // The weekday turns at local midnight: Friday (heavy) until 23:59:59.999, then Saturday.
    ['Europe/Stockholm', '2026-11-27T22:59:59.999Z', 10, '2026-11-27T23:00:00.000Z'],
    ['Europe/Stockholm', '2026-11-27T23:00:00.000Z', 1, '2026-11-28T23:00:00.000Z'],
    ['Europe/Oslo', '2026-11-27T22:59:59.999Z', 10, '2026-11-27T23:00:00.000Z'],
    ['Europe/Helsinki', '2026-11-27T21:59:59.999Z', 10, '2026-11-27T22:00:00.000Z'],
    ['Europe/Helsinki', '2026-11-27T22:00:00.000Z', 1, '2026-11-28T22:00:00.000Z'],
  ])('%s at %s: weekday weight %i, the day ends at %s', (zone, now, share, endsAt) => {
    const p = pacingPeriod(zone, at(now), 'auto', FRIDAY_HEAVY)!;
    expect([p.share, iso(p.endsAt)]).toEqual([share, endsAt]);
  });

  it('weighs the spring-forward day like any other day of its weekday (a day, 23 hours)', () => {
    // 29 March 2026 is a Sunday; the 30th and 31st (Monday, Tuesday) weigh 1 each.
    const p = pacingPeriod('Europe/Stockholm', at('2026-03-29T12:00:00Z'), 'auto', [1, 1, 1, 1, 1, 1, 5])!;
    expect([p.share, p.shares, p.endsAt.getTime() - p.startsAt.getTime()]).toEqual([
      5,
      5 + 1 + 1,
      23 * 3_600_000,
    ]);
  });
});

describe('weekdayWeights', () => {
  it('makes all weekdays equal without history', () => {
    expect(weekdayWeights([0, 0, 0, 0, 0, 0, 0])).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(weekdayWeights([])).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('scales the loans so the busiest weekday weighs 100, and never lets a weekday be 0', () => {
    expect(weekdayWeights([0, 0, 0, 0, 8, 0, 0])).toEqual([1, 1, 1, 1, 100, 1, 1]);
    expect(weekdayWeights([4, 8, 2, 0, 1, 8, 8])).toEqual([51, 100, 26, 1, 13, 100, 100]);
    expect(weekdayWeights([5, 5, 5, 5, 5, 5, 5])).toEqual([100, 100, 100, 100, 100, 100, 100]);
  });
});
