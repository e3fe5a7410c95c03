import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { cardHref } from '../card-href';
import { renderCatalogue, titleSummary } from '../catalogue-testing';
import { TitleList } from './title-list';

afterEach(cleanup);

/* A series tile and the licence badges on title cards (docs/decisions/058), with the seed's own texts. */

/** The texts the cards read (as the seed has them: db/seed/translations/series-tiles.ts and licences.ts). */
const texts = {
  series_episode_count: {
    sv: '{episodes, plural, one {# avsnitt} other {# avsnitt}} · {seasons, plural, one {# säsong} other {# säsonger}}',
    fi: '{episodes, plural, one {# jakso} other {# jaksoa}} · {seasons, plural, one {# kausi} other {# kautta}}',
    en: '{episodes, plural, one {# episode} other {# episodes}} · {seasons, plural, one {# season} other {# seasons}}',
  },
  badge_new: { sv: 'Ny' },
  leaving_soon: { sv: 'Försvinner snart' },
  leaving_on: { sv: 'Finns till {date}' },
};

const episode = titleSummary(1201, {
  name: 'Nordens ljus [S1E1]: Mörkret',
  kind: 'episode',
  group_id: 7,
  group_name: 'Nordens ljus',
  season: 1,
  episode: 1,
  series: { id: 7, name: 'Pohjoisen valo', episode_count: 8, season_count: 2 },
});

describe('a series tile', () => {
  it('shows the series name in the page language and its episodes and seasons, and opens the series page', async () => {
    await renderCatalogue(
      <TitleList titles={[episode]} href={(title) => cardHref('fi', 1, title)} layout="grid" />,
      { url: '/fi/library/1/all', language: 'fi', texts },
    );
    const link = screen.getByRole('link', { name: 'Pohjoisen valo' });
    expect(link.getAttribute('href')).toBe('/fi/library/1/series/7');
    expect(screen.getByText('8 jaksoa · 2 kautta')).toBeTruthy();
    expect(screen.queryByText(/Mörkret/)).toBeNull();
  });

  it('counts one episode and one season in the singular', async () => {
    const one = { ...episode, series: { id: 7, name: 'Nordens ljus', episode_count: 1, season_count: 1 } };
    await renderCatalogue(<TitleList titles={[one]} href={() => undefined} layout="row" />, {
      texts,
      url: '/en/library/1/all',
      language: 'en',
    });
    expect(screen.getByText('1 episode · 1 season')).toBeTruthy();
  });

  it('opens a film or an episode on its own at its title page', () => {
    expect(cardHref('sv', 3, titleSummary(5))).toBe('/sv/library/3/title/5');
    expect(cardHref('sv', 3, { ...episode, series: null })).toBe('/sv/library/3/title/1201');
  });
});

describe('licence badges on a card', () => {
  it('shows "New" and "Leaving soon" as text, with the last day in the page language', async () => {
    await renderCatalogue(
      <TitleList
        titles={[
          titleSummary(1, { new_since: '2026-11-20' }),
          titleSummary(2, { leaving_on: '2026-12-24' }),
          titleSummary(3),
        ]}
        href={(title) => `/sv/library/1/title/${title.id}`}
        layout="grid"
      />,
      { texts },
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('Ny');
    expect(cards[1]!.textContent).toContain('Försvinner snart');
    expect(cards[1]!.textContent).toContain('Finns till 24 december 2026');
    expect(cards[2]!.textContent).not.toMatch(/Ny|Försvinner/);
    expect(screen.getAllByTestId('leaving-soon-badge')).toHaveLength(1);
  });
});
