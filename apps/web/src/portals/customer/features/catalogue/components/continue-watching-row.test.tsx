import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { RunningLoan } from '@filmhyllan/contract';
import { appStorage } from '@/lib/storage';
import { stubFetchInEachTest } from '@/test-support/session';
import { apiServer, json, renderCatalogue, startTestSession, titleSummary } from '../catalogue-testing';
import { timeLeftMessage } from '../continue-watching';
import { ContinueWatchingRow } from './continue-watching-row';
// The row's drawing is a lazy chunk. Its first load is a transform that takes seconds on a busy machine, more
// than findBy's second: loaded with the test's own imports (which no timeout bounds), React.lazy's import is
// answered from the module cache, as a cached chunk is in a browser, and the tests wait for React's drawing only.
import './continue-watching-tiles';

const texts = {
  continue_watching: { sv: 'Fortsätt titta' },
  continue_watching_days_left: { sv: '{count, plural, one {# dag kvar} other {# dagar kvar}}' },
  continue_watching_hours_left: { sv: '{count} tim kvar' },
  continue_watching_minutes_left: { sv: '{count} min kvar' },
  continue_watching_watch: { sv: 'Titta på {name}' },
  continue_watching_resume: { sv: 'Fortsätt titta på {name}' },
  continue_watching_progress: { sv: 'Hur långt du har kommit i {name}' },
  continue_watching_percent: { sv: '{percent} % sett' },
};

const NOW = Date.parse('2026-11-27T12:00:00Z');
const HOUR = 3_600_000;

const runningLoan = (id: number, overrides: Partial<RunningLoan> = {}): RunningLoan => ({
  loan_id: id,
  title_id: id,
  library_id: 1,
  started_at: new Date(NOW - HOUR).toISOString(),
  ends_at: new Date(NOW + 47 * HOUR).toISOString(),
  title: titleSummary(id, { duration_seconds: 1000 }),
  position_seconds: null,
  position_updated_at: null,
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();
stubFetchInEachTest(fetchMock);
afterEach(() => {
  vi.useRealTimers();
  appStorage().set('lastWatchTimes', {});
});

const requests = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/customer/loan/get_running_loans'))
    .map(([url]) => new URL(String(url), 'http://test').searchParams);

async function show(loans: RunningLoan[], libraryId: number | undefined, loggedIn = false) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  await startTestSession(fetchMock, loggedIn);
  fetchMock.mockImplementation(
    apiServer({ '/customer/loan/get_running_loans': () => json(200, { success: true, loans }) }),
  );
  await renderCatalogue(
    <main>
      <ContinueWatchingRow libraryId={libraryId} />
      <p>Nästa rad</p>
    </main>,
    { url: '/sv/library/1/selected', path: '/:lang/library/:libraryId/selected', texts },
  );
  await screen.findByText('Nästa rad');
}

// Each test draws the row inside the catalogue's providers: on a busy machine, several seconds of work, more than
// the default five. A ceiling, not a wait: a passing test takes no longer for it.
describe('ContinueWatchingRow', { timeout: 20_000 }, () => {
  it('shows each running loan with its name, time left, progress and a link that plays it', async () => {
    const episode = runningLoan(7, {
      library_id: 3,
      ends_at: new Date(NOW + 5 * HOUR + 60_000).toISOString(),
      title: titleSummary(7, {
        kind: 'episode',
        name: 'Början',
        group_name: 'Fjällbacka',
        season: 1,
        episode: 2,
        duration_seconds: 2000,
      }),
      position_seconds: 500,
      position_updated_at: new Date(NOW - HOUR).toISOString(),
    });
    await show([runningLoan(100, { ends_at: new Date(NOW + 50 * HOUR).toISOString() }), episode], 1, true);

    const row = await screen.findByRole('region', { name: 'Fortsätt titta' });
    expect(within(row).getByRole('heading', { level: 2, name: 'Fortsätt titta' })).toBeTruthy();
    const film = within(row).getByRole('link', { name: 'Titta på Titel 100' });
    expect(film.getAttribute('href')).toBe('/sv/library/1/title/100?play=1');
    expect(within(row).getByText('2 dagar kvar')).toBeTruthy();
    // An episode by its series; its loan's own library; the server's position as progress (500 of 2000 s).
    const resume = within(row).getByRole('link', { name: 'Fortsätt titta på Fjällbacka [S1E2]: Början' });
    expect(resume.getAttribute('href')).toBe('/sv/library/3/title/7?play=1');
    expect(within(row).getByText('5 tim kvar')).toBeTruthy();
    const progress = within(row).getByRole('progressbar', {
      name: 'Hur långt du har kommit i Fjällbacka [S1E2]: Början',
    });
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(progress.getAttribute('aria-valuetext')).toBe('25 % sett');
    // The film was never played: no bar.
    expect(within(row).getAllByRole('progressbar')).toHaveLength(1);
    expect(requests().map((query) => query.get('library_id'))).toEqual(['1']);
  });

  it('takes the newer of this browser’s and the server’s positions, as the player does', async () => {
    appStorage().set('lastWatchTimes', {
      '1': { seconds: 800, savedAt: NOW - 60_000 },
      '2': { seconds: 800, savedAt: NOW - 2 * HOUR },
      '3': { seconds: 2, savedAt: NOW - 60_000 },
    });
    const server = { position_seconds: 100, position_updated_at: new Date(NOW - HOUR).toISOString() };
    await show([runningLoan(1, server), runningLoan(2, server), runningLoan(3)], undefined, true);
    const bars = await screen.findAllByRole('progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
      ['Hur långt du har kommit i Titel 1', '80'],
      ['Hur långt du har kommit i Titel 2', '10'],
    ]);
    // Without library_id: every library's loans (the front page).
    expect(requests().map((query) => query.has('library_id'))).toEqual([false]);
  });

  it('lets an anonymous patron’s local position show as progress', async () => {
    appStorage().set('lastWatchTimes', { '5': { seconds: 250, savedAt: NOW - 60_000 } });
    await show([runningLoan(5)], 1);
    const bar = await screen.findByRole('progressbar', { name: 'Hur långt du har kommit i Titel 5' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
  });

  it('shows no row and no heading without running loans', async () => {
    await show([], 1);
    expect(requests()).toHaveLength(1);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Fortsätt titta')).toBeNull();
  });

  it('drops a loan from the row when it ends, and the row with its last loan', async () => {
    await show([runningLoan(1, { ends_at: new Date(NOW + 20 * 60_000).toISOString() })], 1);
    expect(await screen.findByText('20 min kvar')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.getByText('10 min kvar')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.queryByRole('region', { name: 'Fortsätt titta' })).toBeNull();
  });
});

describe('timeLeftMessage', () => {
  it('says days from two days up, then hours, then minutes (never 0)', () => {
    expect(timeLeftMessage(72 * HOUR)).toEqual({ key: 'continue_watching_days_left', count: 3 });
    expect(timeLeftMessage(48 * HOUR)).toEqual({ key: 'continue_watching_days_left', count: 2 });
    expect(timeLeftMessage(47.9 * HOUR)).toEqual({ key: 'continue_watching_hours_left', count: 47 });
    expect(timeLeftMessage(HOUR)).toEqual({ key: 'continue_watching_hours_left', count: 1 });
    expect(timeLeftMessage(HOUR - 1)).toEqual({ key: 'continue_watching_minutes_left', count: 60 });
    expect(timeLeftMessage(1000)).toEqual({ key: 'continue_watching_minutes_left', count: 1 });
  });
});
