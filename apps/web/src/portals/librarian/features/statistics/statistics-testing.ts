import type { Statistics } from '@filmhyllan/contract';

/** Test data of the statistics screen's tests (not a test file itself). */

/** A get_statistics answer for 1–20 November 2026 at a Swedish library with an amount cap of 5 000 kr. */
export function statisticsAnswer(overrides: Partial<Statistics> = {}): Statistics {
  const daily = Array.from({ length: 20 }, (_, index) => {
    const day = index + 1;
    const loans = day === 12 ? 31 : day % 3;
    return { date: `2026-11-${String(day).padStart(2, '0')}`, loans, amount_cents: loans * 2_500 };
  });
  return {
    library: { id: 1, name: 'Stadsbiblioteket', country_iso: 'se', logo_url: null, currency: 'SEK' },
    from: '2026-11-01',
    to: '2026-11-20',
    daily,
    monthly: [
      { month: '2025-12', loans: 120, amount_cents: 300_000 },
      { month: '2026-01', loans: 140, amount_cents: 350_000 },
      { month: '2026-02', loans: 90, amount_cents: 225_000 },
      { month: '2026-03', loans: 410, amount_cents: 1_025_050 },
      { month: '2026-04', loans: 130, amount_cents: 325_000 },
      { month: '2026-05', loans: 100, amount_cents: 250_000 },
      { month: '2026-06', loans: 80, amount_cents: 200_000 },
      { month: '2026-07', loans: 70, amount_cents: 175_000 },
      { month: '2026-08', loans: 95, amount_cents: 237_500 },
      { month: '2026-09', loans: 150, amount_cents: 375_000 },
      { month: '2026-10', loans: 160, amount_cents: 400_000 },
      { month: '2026-11', loans: 58, amount_cents: 145_000 },
    ],
    current_month: {
      month: '2026-11',
      loans: 58,
      amount_cents: 145_000,
      budget_type: 'amount',
      cap: 500_000,
      percent_used: 29,
    },
    forecast: { run_out_date: null, projected_month_loans: 87, projected_month_amount_cents: 217_500 },
    pacing: null,
    totals: { loans: 58, amount_cents: 145_000, patrons: 23 },
    titles: [
      { title_id: 1110, name: 'Arvet i Göteborg', loans: 12, amount_cents: 30_000 },
      { title_id: 2044, name: 'Tystnaden i Norrvik [S1E1]', loans: 9, amount_cents: 17_550 },
    ],
    genres: [
      { genre_id: 1, name: 'Drama', loans: 30 },
      { genre_id: 19, name: 'Barn', loans: 11 },
    ],
    languages: [
      { code: 'sv', name: 'svenska', loans: 40 },
      { code: 'fi', name: 'finska', loans: 18 },
    ],
    ...overrides,
  };
}
