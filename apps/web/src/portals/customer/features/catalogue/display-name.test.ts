import { describe, expect, it } from 'vitest';
import type { TitleSummary } from '@filmhyllan/contract';
import { displayName, displayNameLanguage, seriesName, splitEpisodeName } from './display-name';

type Named = Pick<TitleSummary, 'name' | 'name_en' | 'kind' | 'group_name' | 'season' | 'episode'>;
const film = (name: string, name_en: string | null): Named => ({
  name,
  name_en,
  kind: 'film',
  group_name: null,
  season: null,
  episode: null,
});
const episode = (
  name: string,
  name_en: string | null,
  group_name: string | null,
  season = 1,
  ep = 2,
): Named => ({
  name,
  name_en,
  kind: 'episode',
  group_name,
  season,
  episode: ep,
});

describe('displayName', () => {
  it('uses name_en in English when present, name otherwise', () => {
    const title = film('Öarna i väster', 'The Western Isles');
    expect(displayName(title, 'sv')).toBe('Öarna i väster');
    expect(displayName(title, 'fi')).toBe('Öarna i väster');
    expect(displayName(title, 'en')).toBe('The Western Isles');
    expect(displayName(film('Tre vintrar', null), 'en')).toBe('Tre vintrar');
    expect(displayName(film('Tre vintrar', '  '), 'en')).toBe('Tre vintrar');
  });

  it('falls back to name_en in the other languages when name is empty', () => {
    const title = film('', 'The Wolf in Norrland');
    expect(displayName(title, 'sv')).toBe('The Wolf in Norrland');
    expect(displayName(title, 'no')).toBe('The Wolf in Norrland');
  });

  it("writes an episode as 'Series [S1E2]: name' from bare names and group_name", () => {
    const title = episode('Blodsband', 'Blood Ties', 'Nordens ljus');
    expect(displayName(title, 'sv')).toBe('Nordens ljus [S1E2]: Blodsband');
    expect(displayName(title, 'sv', 'inSeries')).toBe('Blodsband');
    expect(displayName({ ...title, season: null }, 'sv')).toBe('Nordens ljus [E2]: Blodsband');
  });

  it('keeps the series prefix a stored episode name already has, in its own language', () => {
    const title = episode(
      'Nordens ljus [S2E4]: Ljuset återvänder',
      'Light of the North [S2E4]: The Light Returns',
      // The series' original name, not Swedish: the prefix in the name is preferred.
      'Pohjoisen valo',
      2,
      4,
    );
    expect(displayName(title, 'sv')).toBe('Nordens ljus [S2E4]: Ljuset återvänder');
    expect(displayName(title, 'en')).toBe('Light of the North [S2E4]: The Light Returns');
    expect(displayName(title, 'sv', 'inSeries')).toBe('Ljuset återvänder');
    expect(displayName(title, 'en', 'inSeries')).toBe('The Light Returns');
    expect(seriesName(title, 'sv')).toBe('Nordens ljus');
    expect(seriesName(title, 'en')).toBe('Light of the North');
  });

  it('falls back to the English episode name, series included, when the local name is empty', () => {
    const title = episode('', 'Light of the North [S1E1]: The Jetty', 'Pohjoisen valo', 1, 1);
    expect(displayName(title, 'fi')).toBe('Light of the North [S1E1]: The Jetty');
    expect(displayName(title, 'fi', 'inSeries')).toBe('The Jetty');
  });

  it('shows an episode without series as its own name', () => {
    expect(displayName(episode('Pilot', null, null), 'sv')).toBe('Pilot');
    expect(seriesName(film('Salt Spray', 'Salt Spray'), 'sv')).toBeNull();
  });
});

describe('splitEpisodeName', () => {
  it('splits only a real prefix', () => {
    expect(splitEpisodeName('Fyrön [S1E10]: Stormen')).toEqual({ series: 'Fyrön', own: 'Stormen' });
    expect(splitEpisodeName('Ekorrskogen [E3]: Nötterna')).toEqual({
      series: 'Ekorrskogen',
      own: 'Nötterna',
    });
    expect(splitEpisodeName('Mission: Impossible')).toEqual({ series: null, own: 'Mission: Impossible' });
  });
});

describe('displayNameLanguage', () => {
  it('marks an English name shown on a page in another language, and nothing else', () => {
    expect(displayNameLanguage(film('', 'The Ice'), 'sv')).toBe('en');
    expect(displayNameLanguage(film('Isen', 'The Ice'), 'sv')).toBeUndefined();
    expect(displayNameLanguage(film('', 'The Ice'), 'en')).toBeUndefined();
    expect(
      displayNameLanguage(episode('Nordens ljus [S1E2]: ', 'Northern Light [S1E2]: Blood', null), 'fi'),
    ).toBe('en');
    expect(displayNameLanguage(episode('Nordens ljus [S1E2]: Blodsband', null, null), 'sv')).toBeUndefined();
  });
});
