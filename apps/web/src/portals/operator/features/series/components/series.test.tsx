import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorSeries, OperatorTitleSummary, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { startOperatorSession } from '@/test-support/session';
import { EpisodeOrder, moved, seasonsOf } from './episode-order';
import { SeriesNamesForm } from './series-names-form';

/** Only the texts the assertions read; any other key shows as itself. */
const texts: Translations = Object.fromEntries(
  Object.entries({
    operator_series_season: 'Säsong {season}',
    operator_series_move_up: 'Flytta upp',
    operator_series_move_down: 'Flytta ned',
    operator_series_move_up_named: 'Flytta upp {name}',
    operator_series_move_down_named: 'Flytta ned {name}',
    operator_series_moved: '{name} är nu avsnitt {position} av {count} i säsong {season}.',
    operator_series_episode: 'Avsnitt {episode}',
    operator_series_name: 'Originalnamn',
    operator_series_name_fi: 'Namn på finska',
    operator_series_name_en: 'Namn på engelska',
    operator_series_save: 'Spara namnen',
    operator_series_saved: 'Namnen är sparade.',
    required_field: 'Fyll i fältet.',
    error_validation_failed: 'Kontrollera uppgifterna.',
  }).map(([key, sv]) => [key, { sv }]),
);

const episode = (id: number, season: number, number: number): OperatorTitleSummary => ({
  title_id: id,
  kind: 'episode',
  name: `Avsnitt ${id}`,
  name_en: null,
  year: 2020,
  group_id: 7,
  group_name: 'Bron',
  season,
  episode: number,
  duration_seconds: 2700,
  has_media: true,
  published: true,
});
const series: OperatorSeries = {
  group_id: 7,
  name: 'Bron',
  name_en: 'The Bridge',
  names: { en: 'The Bridge' },
};

let answers: Record<string, (body: Record<string, string>) => Response>;
const fetchMock = vi.fn<typeof fetch>();
const calls = (name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://x').pathname.endsWith(`/${name}`))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));

beforeEach(async () => {
  await startOperatorSession(fetchMock);
  answers = {};
  fetchMock.mockImplementation(async (url, init) => {
    const name = new URL(String(url), 'http://x').pathname.split('/').pop()!;
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer(Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const route = { url: '/sv/admin/series/7', path: '/:lang/admin/series/:groupId' };
const episodes = [episode(12, 1, 2), episode(11, 1, 1), episode(13, 1, 3), episode(21, 2, 1)];
const namesIn = (season: string) =>
  within(screen.getByRole('list', { name: season }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('seasonsOf and moved', () => {
  it('orders each season by episode number and swaps a neighbour, not past either end', () => {
    expect([...seasonsOf(episodes)]).toEqual([
      [1, [11, 12, 13]],
      [2, [21]],
    ]);
    expect(moved([11, 12, 13], 1, 'up')).toEqual([12, 11, 13]);
    expect(moved([11, 12, 13], 1, 'down')).toEqual([11, 13, 12]);
    expect(moved([11, 12, 13], 0, 'up')).toBeUndefined();
    expect(moved([11, 12, 13], 2, 'down')).toBeUndefined();
  });
});

describe('the episode order', () => {
  it('moves an episode, sends the whole season in its new order, reads the place out and keeps the focus', async () => {
    answers.reorder_episodes = () => json(200, { success: true, episodes: [] });
    answers.get_titles = () => json(200, { titles: episodes, total: 4, page: 1, page_size: 200 });
    await renderWithProviders(<EpisodeOrder groupId={7} episodes={episodes} language="sv" canEdit />, {
      texts,
      route,
    });
    expect(namesIn('Säsong 1')).toEqual(['Avsnitt 11', 'Avsnitt 12', 'Avsnitt 13']);
    const up = screen.getByRole('button', { name: 'Flytta upp Avsnitt 13' });
    up.focus();
    await act(async () => void fireEvent.click(up));
    expect(namesIn('Säsong 1')).toEqual(['Avsnitt 11', 'Avsnitt 13', 'Avsnitt 12']);
    expect(screen.getByRole('status').textContent).toBe('Avsnitt 13 är nu avsnitt 2 av 3 i säsong 1.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Flytta upp Avsnitt 13' })),
    );
    expect(calls('reorder_episodes')).toEqual([
      expect.objectContaining({ group_id: '7', season: '1', title_ids: '[11,13,12]' }),
    ]);
  });

  it('moves nothing past the top, and puts the order back when the server refuses', async () => {
    answers.reorder_episodes = () =>
      json(400, { success: false, error: { code: 'VALIDATION_FAILED', message: 'x' } });
    await renderWithProviders(<EpisodeOrder groupId={7} episodes={episodes} language="sv" canEdit />, {
      texts,
      route,
    });
    const top = screen.getByRole('button', { name: 'Flytta upp Avsnitt 11' });
    expect(top.getAttribute('aria-disabled')).toBe('true');
    await act(async () => void fireEvent.click(top));
    expect(calls('reorder_episodes')).toEqual([]);
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'Flytta ned Avsnitt 11' })),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Kontrollera uppgifterna.'));
    expect(namesIn('Säsong 1')).toEqual(['Avsnitt 11', 'Avsnitt 12', 'Avsnitt 13']);
  });

  it('shows the order without buttons to support', async () => {
    await renderWithProviders(
      <EpisodeOrder groupId={7} episodes={episodes} language="sv" canEdit={false} />,
      {
        texts,
        route,
      },
    );
    expect(namesIn('Säsong 2')).toEqual(['Avsnitt 21']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the series names', () => {
  it('sends the names per language with the series id and says they are saved', async () => {
    answers.save_series = (body) =>
      json(200, {
        success: true,
        series: { ...series, names: { fi: body.name_fi!, en: body.name_en! } },
      });
    await renderWithProviders(<SeriesNamesForm series={series} canEdit />, { texts, route });
    expect((screen.getByLabelText('Namn på engelska') as HTMLInputElement).value).toBe('The Bridge');
    fireEvent.change(screen.getByLabelText('Namn på finska'), { target: { value: 'Silta' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Spara namnen' })));
    await screen.findByText('Namnen är sparade.');
    expect(calls('save_series')).toEqual([
      expect.objectContaining({ group_id: '7', name: 'Bron', name_fi: 'Silta', name_en: 'The Bridge' }),
    ]);
  });

  it('refuses an empty original name before sending', async () => {
    await renderWithProviders(<SeriesNamesForm series={series} canEdit />, { texts, route });
    fireEvent.change(screen.getByLabelText('Originalnamn'), { target: { value: ' ' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Spara namnen' })));
    await waitFor(() => expect(screen.getAllByText('Fyll i fältet.').length).toBeGreaterThan(0));
    expect(calls('save_series')).toEqual([]);
  });
});
