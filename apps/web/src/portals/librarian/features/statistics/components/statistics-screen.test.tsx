import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import type { Statistics } from '@filmhyllan/contract';
import { statisticsAnswer } from '../statistics-testing';
import { StatisticsScreen } from './statistics-screen';
// The charts draw with chartist, which the screen imports when it first draws one. On a busy machine that first
// load can outlast waitFor's second: loaded with the test's own imports (which no timeout bounds), the screen's
// import is answered from the module cache, as a cached chunk is in a browser, and the tests wait for the drawing.
import 'chartist';

const texts = {
  statistics_range: { sv: 'Statistikens period' },
  statistics_range_from: { sv: 'Från och med' },
  statistics_range_to: { sv: 'Till och med' },
  statistics_range_show: { sv: 'Visa' },
  statistics_range_invalid_date: { sv: 'Ange ett giltigt datum i båda fälten.' },
  statistics_range_to_before_from: { sv: 'Slutdatumet kan inte vara före startdatumet.' },
  statistics_range_too_long: { sv: 'Välj en period på högst {max} dagar.' },
  statistics_quick_ranges: { sv: 'Snabbval' },
  statistics_range_this_month: { sv: 'Den här månaden' },
  statistics_range_last_month: { sv: 'Förra månaden' },
  statistics_range_last_30_days: { sv: 'Senaste 30 dagarna' },
  statistics_range_last_12_months: { sv: 'Senaste 12 månaderna' },
  statistics_loans: { sv: 'Lån' },
  statistics_spent: { sv: 'Förbrukat' },
  statistics_day: { sv: 'Dag' },
  statistics_month: { sv: 'Månad' },
  statistics_title: { sv: 'Titel' },
  statistics_genre: { sv: 'Genre' },
  statistics_language: { sv: 'Språk' },
  statistics_download_csv: { sv: 'Ladda ner CSV' },
  statistics_download_csv_table: { sv: 'Ladda ner CSV: {table}' },
  statistics_loans_per_day: { sv: 'Lån per dag' },
  statistics_loans_and_spend_per_month: { sv: 'Lån och förbrukning per månad' },
  statistics_most_borrowed: { sv: 'Mest lånade titlar' },
  statistics_loans_by_genre: { sv: 'Lån per genre' },
  statistics_loans_by_language: { sv: 'Lån per språk' },
  statistics_table_daily: { sv: 'Lån och förbrukning per dag från {from} till {to}' },
  statistics_table_monthly: { sv: 'Lån och förbrukning per månad från {from} till {to}' },
  statistics_table_titles: { sv: 'Mest lånade titlar från {from} till {to}' },
  statistics_table_genres: { sv: 'Lån per genre från {from} till {to}' },
  statistics_table_languages: { sv: 'Lån per språk från {from} till {to}' },
  statistics_chart_daily: {
    sv: 'Diagram över lån per dag från {from} till {to}: {total, plural, one {# lån} other {# lån}} totalt, flest ({most}) den {day}.',
  },
  statistics_chart_monthly_loans: {
    sv: 'Diagram över lån per månad från {from} till {to}; flest ({most}) i {month}.',
  },
  statistics_chart_monthly_spend: {
    sv: 'Diagram över förbrukning per månad från {from} till {to}; mest ({most}) i {month}.',
  },
  statistics_chart_genres: { sv: 'Diagram över lån per genre från {from} till {to}; flest: {most}.' },
  statistics_chart_languages: {
    sv: 'Diagram över lån per talat språk från {from} till {to}; flest: {most}.',
  },
  statistics_show_numbers: { sv: 'Visa siffrorna ({count, plural, one {# dag} other {# dagar}})' },
  error_validation_failed: { sv: 'Kontrollera uppgifterna.' },
  statistics_pacing_daily: { sv: 'Tilldelning och användning per dag' },
  statistics_pacing_weekly: { sv: 'Tilldelning och användning per vecka' },
  statistics_pacing_allowance: { sv: 'Tilldelning' },
  statistics_pacing_used: { sv: 'Använt' },
  statistics_pacing_period: { sv: 'Period' },
  statistics_pacing_state: { sv: 'Läge' },
  statistics_pacing_state_past: { sv: 'Avslutad' },
  statistics_pacing_state_today: { sv: 'I dag' },
  statistics_pacing_state_this_week: { sv: 'Den här veckan' },
  statistics_pacing_state_future: { sv: 'Prognos' },
  statistics_pacing_show_numbers: {
    sv: 'Visa siffrorna ({count, plural, one {# period} other {# perioder}})',
  },
  statistics_table_pacing: { sv: 'Tilldelning och användning per period i {month}' },
  statistics_chart_pacing: {
    sv: 'Diagram över tilldelning och användning per period i {month}: nu {used} använt av {allowance}.',
  },
};

/** What the next get_statistics answers hold beyond the test answer (reset before each test). */
let answerOverrides: Partial<Statistics> = {};

const TODAY = new Date(2026, 10, 20, 12, 0);

const fetchMock = vi.fn<typeof fetch>();
/** The calls made to the API: path and parameters. */
const calls = () =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://test');
    return { path: url.pathname.replace(/^\/api/, ''), params: Object.fromEntries(url.searchParams) };
  });
const statisticsCalls = () => calls().filter((call) => call.path === '/librarian/librarian/get_statistics');

beforeEach(() => {
  answerOverrides = {};
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  stubApi(fetchMock);
  // chartist reads the media queries of its responsive options.
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://test');
    if (url.pathname.endsWith('/get_statistics')) {
      const from = url.searchParams.get('from') ?? '2026-11-01';
      const to = url.searchParams.get('to') ?? '2026-11-20';
      return json(200, statisticsAnswer({ from, to, ...answerOverrides }));
    }
    if (url.pathname.endsWith('/export_statistics')) {
      const table = url.searchParams.get('table');
      if (table === 'genres') {
        return json(400, { success: false, error: { code: 'VALIDATION_FAILED', message: 'bad range' } });
      }
      return new Response('\ufeffDatum;Lån\r\n2026-11-01;1\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="filmhyllan-${table}-${url.searchParams.get('from')}-${url.searchParams.get('to')}.csv"`,
        },
      });
    }
    return json(404, { success: false, error: { code: 'NOT_FOUND', message: url.pathname } });
  });
});

afterEach(() => {
  restoreFetch(fetchMock);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderScreen(url = '/sv/lib/') {
  const router = createMemoryRouter([{ path: '/:lang/lib/', element: <StatisticsScreen language="sv" /> }], {
    initialEntries: [url],
  });
  await renderWithProviders(<RouterProvider router={router} />, { texts });
  return router;
}

/** The cells of a table's body, row by row, with no-break spaces as plain spaces. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
    );

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

// Each test draws the whole screen (five tables, five charts) and often twice: on a busy machine that is several
// seconds of work, more than the default five. A ceiling, not a wait: a passing test takes no longer for it.
describe('statistics screen', { timeout: 20_000 }, () => {
  it("asks for this month by default and shows the answer's numbers in its tables", async () => {
    await renderScreen();
    const daily = await screen.findByRole('table', { name: /^Lån och förbrukning per dag/ });
    expect(statisticsCalls()).toEqual([
      { path: '/librarian/librarian/get_statistics', params: { portal_sessionid: 'S1' } },
    ]);
    expect(field('Från och med').value).toBe('2026-11-01');
    expect(field('Till och med').value).toBe('2026-11-20');

    const days = rowsOf(daily);
    expect(days).toHaveLength(20);
    expect(days[11]).toEqual(['12 november 2026', '31', '775 kr']);
    expect(
      within(daily)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Dag', 'Lån', 'Förbrukat']);

    const monthly = screen.getByRole('table', {
      name: /^Lån och förbrukning per månad från december 2025 till november 2026/,
    });
    expect(rowsOf(monthly)).toHaveLength(12);
    expect(rowsOf(monthly)[3]).toEqual(['mars 2026', '410', '10 250,50 kr']);

    const titles = screen.getByRole('table', { name: /^Mest lånade titlar/ });
    expect(rowsOf(titles)).toEqual([
      ['Arvet i Göteborg', '12', '300 kr'],
      ['Tystnaden i Norrvik [S1E1]', '9', '175,50 kr'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: /^Lån per genre/ }))).toEqual([
      ['Drama', '30'],
      ['Barn', '11'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: /^Lån per språk/ }))).toEqual([
      ['svenska', '40'],
      ['finska', '18'],
    ]);
  });

  it("shows no pacing section when the library does not pace, and this month's periods when it does", async () => {
    await renderScreen();
    await screen.findByRole('table', { name: /^Lån och förbrukning per dag/ });
    expect(screen.queryByRole('heading', { name: 'Tilldelning och användning per dag' })).toBeNull();
    cleanup();

    const base = statisticsAnswer();
    answerOverrides = {
      current_month: { ...base.current_month, budget_type: 'count', cap: 100 },
      pacing: {
        budget_pacing: 'daily',
        periods: [
          { starts_on: '2026-11-19', ends_on: '2026-11-19', allowance: 3, used: 3, state: 'past' },
          { starts_on: '2026-11-20', ends_on: '2026-11-20', allowance: 4, used: 1, state: 'current' },
          { starts_on: '2026-11-21', ends_on: '2026-11-21', allowance: 4, used: null, state: 'future' },
        ],
        forecast: { refused_days: 0, first_refused_date: null, refused_loans: 0 },
      },
    };
    await renderScreen();
    const table = await screen.findByRole('table', {
      name: 'Tilldelning och användning per period i november 2026',
    });
    expect(screen.getByRole('heading', { name: 'Tilldelning och användning per dag' })).toBeTruthy();
    expect(rowsOf(table)).toEqual([
      ['19 november 2026', '3', '3', 'Avslutad'],
      ['20 november 2026', '4', '1', 'I dag'],
      ['21 november 2026', '4', '–', 'Prognos'],
    ]);
    expect(
      screen.getByRole('button', { name: 'Ladda ner CSV: Tilldelning och användning per dag' }),
    ).toBeTruthy();
    // The allowance behind each day's use, named in a legend and summed up in the chart's name.
    const chart = await waitFor(() =>
      screen.getByRole('img', {
        name: 'Diagram över tilldelning och användning per period i november 2026: nu 1 använt av 4.',
      }),
    );
    expect(chart.querySelectorAll('.ct-series-a .ct-bar')).toHaveLength(3);
    expect(chart.querySelectorAll('.ct-series-b .ct-bar')).toHaveLength(3);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['Tilldelning', 'Använt']),
    );
  });

  it('names a weekly period by its first and last day', async () => {
    answerOverrides = {
      pacing: {
        budget_pacing: 'weekly',
        periods: [
          {
            starts_on: '2026-11-16',
            ends_on: '2026-11-22',
            allowance: 120_000,
            used: 7_500,
            state: 'current',
          },
        ],
        forecast: { refused_days: 0, first_refused_date: null, refused_loans: 0 },
      },
    };
    await renderScreen();
    const table = await screen.findByRole('table', { name: /^Tilldelning och användning per period/ });
    // The test answer's budget is in money: the allowance is shown as an amount.
    expect(rowsOf(table)).toEqual([
      ['16 november 2026–22 november 2026', '1 200 kr', '75 kr', 'Den här veckan'],
    ]);
    expect(screen.getByText('Visa siffrorna (1 period)')).toBeTruthy();
  });

  it('draws each chart as an SVG image named by what it shows', async () => {
    await renderScreen();
    await screen.findByRole('table', { name: /^Lån och förbrukning per dag/ });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(5));
    const images = screen
      .getAllByRole('img')
      .map((svg) => [svg.tagName, svg.getAttribute('aria-label')?.replace(/\u00a0/g, ' ')]);
    expect(images).toEqual([
      [
        'svg',
        'Diagram över lån per dag från 1 november 2026 till 20 november 2026: 58 lån totalt, flest (31) den 12 november 2026.',
      ],
      ['svg', 'Diagram över lån per månad från december 2025 till november 2026; flest (410) i mars 2026.'],
      [
        'svg',
        'Diagram över förbrukning per månad från december 2025 till november 2026; mest (10 250,50 kr) i mars 2026.',
      ],
      [
        'svg',
        'Diagram över lån per genre från 1 november 2026 till 20 november 2026; flest: Drama 30, Barn 11.',
      ],
      [
        'svg',
        'Diagram över lån per talat språk från 1 november 2026 till 20 november 2026; flest: svenska 40, finska 18.',
      ],
    ]);
    // One bar per month, drawn by chartist.
    const monthly = screen.getAllByRole('img')[1]!;
    expect(monthly.querySelectorAll('.ct-bar')).toHaveLength(12);
  });

  it('takes the range from the URL, so that a reload shows the same range', async () => {
    await renderScreen('/sv/lib/?from=2026-10-01&to=2026-10-31');
    await screen.findByRole('table', {
      name: 'Lån och förbrukning per dag från 1 oktober 2026 till 31 oktober 2026',
    });
    expect(statisticsCalls().map((call) => call.params)).toEqual([
      { from: '2026-10-01', to: '2026-10-31', portal_sessionid: 'S1' },
    ]);
    expect(field('Från och med').value).toBe('2026-10-01');
    expect(field('Till och med').value).toBe('2026-10-31');
  });

  it('puts a chosen range in the URL and asks for it', async () => {
    const router = await renderScreen();
    await screen.findByRole('table', { name: /^Lån och förbrukning per dag/ });

    fireEvent.click(screen.getByRole('button', { name: 'Förra månaden' }));
    await screen.findByRole('table', {
      name: 'Lån och förbrukning per dag från 1 oktober 2026 till 31 oktober 2026',
    });
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31');
    expect(statisticsCalls().at(-1)?.params).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      portal_sessionid: 'S1',
    });

    fireEvent.change(field('Från och med'), { target: { value: '2026-09-15' } });
    fireEvent.change(field('Till och med'), { target: { value: '2026-10-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));
    await screen.findByRole('table', {
      name: 'Lån och förbrukning per dag från 15 september 2026 till 14 oktober 2026',
    });
    expect(router.state.location.search).toBe('?from=2026-09-15&to=2026-10-14');

    fireEvent.click(screen.getByRole('button', { name: 'Senaste 12 månaderna' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2025-12-01&to=2026-11-20'));

    // This month is the server's default: no range in the URL.
    fireEvent.click(screen.getByRole('button', { name: 'Den här månaden' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so and does not ask when the last day is before the first', async () => {
    await renderScreen();
    await screen.findByRole('table', { name: /^Lån och förbrukning per dag/ });
    const asked = statisticsCalls().length;

    fireEvent.change(field('Från och med'), { target: { value: '2026-11-20' } });
    fireEvent.change(field('Till och med'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Slutdatumet kan inte vara före startdatumet.',
    );
    expect(field('Från och med').getAttribute('aria-invalid')).toBe('true');
    expect(field('Till och med').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.queryByRole('table')).toBeNull();
    expect(statisticsCalls()).toHaveLength(asked);
  });

  it('says so and does not ask for more than 366 days, also when the URL asks', async () => {
    await renderScreen('/sv/lib/?from=2025-01-01&to=2026-11-20');
    expect((await screen.findByRole('alert')).textContent).toBe('Välj en period på högst 366 dagar.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(statisticsCalls()).toHaveLength(0);

    // A valid range from there asks at once.
    fireEvent.click(screen.getByRole('button', { name: 'Senaste 30 dagarna' }));
    await screen.findByRole('table', {
      name: 'Lån och förbrukning per dag från 22 oktober 2026 till 20 november 2026',
    });
    expect(statisticsCalls()).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('downloads a table as CSV over the range shown, with the file name the server gives', async () => {
    const saved: string[] = [];
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:statistics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderScreen('/sv/lib/?from=2026-10-01&to=2026-10-31');
    await screen.findByRole('table', { name: /^Lån och förbrukning per dag/ });

    fireEvent.click(screen.getByRole('button', { name: 'Ladda ner CSV: Lån per dag' }));
    await waitFor(() => expect(saved).toEqual(['filmhyllan-daily-2026-10-01-2026-10-31.csv']));
    const exported = calls().filter((call) => call.path === '/librarian/librarian/export_statistics');
    expect(exported).toEqual([
      {
        path: '/librarian/librarian/export_statistics',
        params: {
          table: 'daily',
          format: 'csv',
          from: '2026-10-01',
          to: '2026-10-31',
          portal_sessionid: 'S1',
        },
      },
    ]);
    const blob = createObjectURL.mock.calls[0]![0];
    // The byte order mark stays, so that spreadsheet programs read the file as UTF-8.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    for (const [name, table] of [
      ['Lån och förbrukning per månad', 'monthly'],
      ['Mest lånade titlar', 'titles'],
      ['Lån per språk', 'languages'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: `Ladda ner CSV: ${name}` }));
      await waitFor(() => expect(saved.at(-1)).toBe(`filmhyllan-${table}-2026-10-01-2026-10-31.csv`));
    }
  });

  it('says why a download failed', async () => {
    await renderScreen();
    await screen.findByRole('table', { name: /^Lån och förbrukning per dag/ });
    fireEvent.click(screen.getByRole('button', { name: 'Ladda ner CSV: Lån per genre' }));
    const section = screen.getByRole('region', { name: 'Lån per genre' });
    expect((await within(section).findByRole('alert')).textContent).toBe('Kontrollera uppgifterna.');
  });
});
