import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Statistics } from '@filmhyllan/contract';
import { renderWithProviders } from '@/test-support/render';
import { statisticsAnswer } from '../statistics-testing';
import { forecastState, KeyFigures } from './key-figures';

const texts = {
  statistics_this_month: { en: 'This month' },
  statistics_loans: { en: 'Loans' },
  statistics_spent: { en: 'Spent' },
  monthly_budget: { en: 'Monthly budget' },
  budget_type_count: { en: 'Number of loans' },
  budget_type_amount: { en: 'Amount' },
  loan_count: { en: '{count, plural, one {# loan} other {# loans}}' },
  statistics_no_budget_set: { en: 'Not set' },
  statistics_budget_used: { en: 'Budget used' },
  statistics_forecast_lasts_until: { en: 'At this pace the budget lasts until {date}.' },
  statistics_forecast_lasts_whole_month: { en: 'At this pace the budget lasts the whole month.' },
  statistics_forecast_ran_out: { en: 'The budget ran out on {date}.' },
  statistics_forecast_no_budget: { en: 'No monthly budget is set.' },
  statistics_forecast_projection: {
    en: 'Projected for the whole month: {count, plural, one {# loan} other {# loans}} for {amount}.',
  },
  statistics_range_totals: { en: 'From {from} to {to}' },
  statistics_pacing_forecast_fits: {
    en: 'With pacing the budget lasts the whole month, and the allowance covers the loans expected every day.',
  },
  statistics_pacing_forecast_refused: {
    en: 'With pacing the budget lasts the whole month, but at this pace about {count, plural, one {# loan} other {# loans}} may be refused on {days, plural, one {# day} other {# days}}, the first on {date}.',
  },
  statistics_unique_patrons: { en: 'Unique patrons' },
};

const TODAY = '2026-11-20';

async function renderFigures(statistics: Statistics) {
  await renderWithProviders(<KeyFigures statistics={statistics} today={TODAY} language="en" />, {
    language: 'en',
    texts,
  });
}

const withForecast = (run_out_date: string | null, current: Partial<Statistics['current_month']> = {}) => {
  const base = statisticsAnswer();
  return statisticsAnswer({
    forecast: { ...base.forecast, run_out_date },
    current_month: { ...base.current_month, ...current },
  });
};

/** The value shown for a term of a figures list. */
const figure = (region: HTMLElement, term: string) =>
  within(region)
    .getByText(term, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');

afterEach(cleanup);

describe('the forecast in words', () => {
  it('names the day the budget runs out at this pace', async () => {
    await renderFigures(withForecast('2026-11-24', { percent_used: 81 }));
    expect(screen.getByText('At this pace the budget lasts until 24 November 2026.')).toBeTruthy();
  });

  it('says the budget lasts the whole month when the cap holds', async () => {
    await renderFigures(withForecast(null));
    expect(screen.getByText('At this pace the budget lasts the whole month.')).toBeTruthy();
  });

  it('says the budget ran out when its day is today', async () => {
    await renderFigures(withForecast(TODAY, { percent_used: 100, amount_cents: 500_000 }));
    expect(screen.getByText('The budget ran out on 20 November 2026.')).toBeTruthy();
  });

  it('says the budget ran out on a day before today', async () => {
    await renderFigures(withForecast('2026-11-18', { percent_used: 104 }));
    expect(screen.getByText('The budget ran out on 18 November 2026.')).toBeTruthy();
    expect(screen.queryByText(/At this pace/)).toBeNull();
  });

  it('says that no budget is set when there is no cap', async () => {
    await renderFigures(withForecast(null, { cap: null, percent_used: null }));
    expect(screen.getByText('No monthly budget is set.')).toBeTruthy();
    const month = screen.getByRole('region', { name: /This month/ });
    expect(figure(month, 'Monthly budget')).toBe('Not set');
    expect(figure(month, 'Budget used')).toBe('–');
  });

  it('with pacing, says how many loans the allowances may refuse instead of a run-out day', async () => {
    const paced = (refused_days: number, first_refused_date: string | null, refused_loans: number) => ({
      budget_pacing: 'daily' as const,
      periods: [],
      forecast: { refused_days, first_refused_date, refused_loans },
    });
    await renderFigures({ ...withForecast('2026-11-24'), pacing: paced(6, '2026-11-21', 9) });
    expect(
      screen.getByText(
        'With pacing the budget lasts the whole month, but at this pace about 9 loans may be refused on 6 days, the first on 21 November 2026.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/lasts until/)).toBeNull();
    cleanup();

    await renderFigures({ ...withForecast(null), pacing: paced(0, null, 0) });
    expect(
      screen.getByText(
        'With pacing the budget lasts the whole month, and the allowance covers the loans expected every day.',
      ),
    ).toBeTruthy();
    cleanup();

    // A budget already spent says so, paced or not.
    await renderFigures({ ...withForecast('2026-11-18', { percent_used: 100 }), pacing: paced(2, TODAY, 3) });
    expect(screen.getByText('The budget ran out on 18 November 2026.')).toBeTruthy();
    expect(screen.queryByText(/With pacing/)).toBeNull();
  });

  it('tells the cases apart from the run-out day, today and the cap', () => {
    const answer = statisticsAnswer();
    const at = (run_out_date: string | null, cap: number | null = 500_000) =>
      forecastState(
        { forecast: { ...answer.forecast, run_out_date }, current_month: { ...answer.current_month, cap } },
        TODAY,
      ).kind;
    expect(at('2026-11-21')).toBe('lasts_until');
    expect(at(TODAY)).toBe('ran_out');
    expect(at('2026-11-02')).toBe('ran_out');
    expect(at(null)).toBe('lasts_whole_month');
    expect(at(null, null)).toBe('no_budget');
  });
});

describe('key figures', () => {
  it("shows this month's loans and spend against the cap, in the library's currency, with the projection", async () => {
    await renderFigures(statisticsAnswer());
    const month = screen.getByRole('region', { name: 'This month (November 2026)' });
    expect(figure(month, 'Loans')).toBe('58');
    expect(figure(month, 'Spent')).toBe('SEK 1,450');
    expect(figure(month, 'Monthly budget')).toBe('SEK 5,000Amount');
    expect(figure(month, 'Budget used')).toBe('29%');
    expect(
      within(month)
        .getByText(/^Projected for the whole month/)
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe('Projected for the whole month: 87 loans for SEK 2,175.');
  });

  it('shows a cap in loans as a number of loans', async () => {
    await renderFigures(withForecast(null, { budget_type: 'count', cap: 400, percent_used: 14.5 }));
    const month = screen.getByRole('region', { name: /This month/ });
    expect(figure(month, 'Monthly budget')).toBe('400 loansNumber of loans');
    expect(figure(month, 'Budget used')).toBe('15%');
  });

  it('shows the unique patrons of the range, and "< 5" when there are too few to show', async () => {
    await renderFigures(statisticsAnswer());
    const range = screen.getByRole('region', { name: 'From 1 November 2026 to 20 November 2026' });
    expect(figure(range, 'Unique patrons')).toBe('23');
    cleanup();

    await renderFigures(statisticsAnswer({ totals: { loans: 3, amount_cents: 7_500, patrons: null } }));
    const few = screen.getByRole('region', { name: /^From/ });
    expect(figure(few, 'Unique patrons')).toBe('< 5');
    expect(figure(few, 'Loans')).toBe('3');
  });
});
