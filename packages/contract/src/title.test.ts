import { describe, expect, it } from 'vitest';
import { getGroupTitles, getNewTitles, getSelectedTitles, getTitle, getTitles } from './title';
import { titleDisplayName, TITLES_PAGE_SIZE, toBracketedList } from './values';
import { getTheme, getThemes } from './theme';

const base = { library_id: '4', country_iso: 'se' };
/** The request fields a failed parse complains about, each once. */
const fieldsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) => [
  ...new Set(result.error?.issues.map((issue) => issue.path[0]) ?? []),
];

describe('get_titles request', () => {
  it('fills the defaults: page 1, newest first, English, no filters', () => {
    expect(getTitles.request.parse(base)).toEqual({
      library_id: 4,
      country_iso: 'se',
      page: 1,
      locale: 'en',
      sort: 'newest',
      genres: [],
      languages: [],
      years: [],
      parental_guidance: [],
      ratings: [],
      access: [],
      search: '',
    });
    expect(TITLES_PAGE_SIZE).toBe(24);
  });

  it('reads the bracketed filter lists the web client writes', () => {
    const parsed = getTitles.request.parse({
      ...base,
      page: '3',
      locale: 'fi',
      sort: 'rating',
      genres: toBracketedList([19, 4]),
      languages: '["SV","eng"]',
      years: '[1994,"1980s"]',
      parental_guidance: '[0,7]',
      ratings: '[8, 9]',
      access: '["sdh", audio_description]',
      title_country_iso: 'DK',
      personnel: '77',
    });
    expect(parsed).toMatchObject({
      page: 3,
      locale: 'fi',
      sort: 'rating',
      genres: [19, 4],
      languages: ['sv', 'eng'],
      years: [
        { from: 1994, to: 1994 },
        { from: 1980, to: 1989 },
      ],
      parental_guidance: [0, 7],
      ratings: [8, 9],
      access: ['sdh', 'audio_description'],
      title_country_iso: 'dk',
      personnel: 77,
    });
  });

  it('refuses filter lists that are not bracketed or hold bad entries', () => {
    expect(fieldsOf(getTitles.request.safeParse({ ...base, genres: '19,4' }))).toEqual(['genres']);
    expect(fieldsOf(getTitles.request.safeParse({ ...base, years: '[1985s]' }))).toEqual(['years']);
    expect(fieldsOf(getTitles.request.safeParse({ ...base, years: '[85]' }))).toEqual(['years']);
    expect(fieldsOf(getTitles.request.safeParse({ ...base, ratings: '[11]' }))).toEqual(['ratings']);
    expect(fieldsOf(getTitles.request.safeParse({ ...base, parental_guidance: '[,]' }))).toEqual([
      'parental_guidance',
    ]);
    expect(fieldsOf(getTitles.request.safeParse({ ...base, languages: '["swedish"]' }))).toEqual([
      'languages',
    ]);
    expect(fieldsOf(getTitles.request.safeParse({ ...base, access: '["captions"]' }))).toEqual(['access']);
    expect(fieldsOf(getTitles.request.safeParse({ ...base, access: 'sdh' }))).toEqual(['access']);
  });

  it('takes the search screen variant: search text and sort asc', () => {
    const parsed = getTitles.request.parse({ ...base, search: '  Kärlek  ', sort: 'asc' });
    expect(parsed.search).toBe('Kärlek');
    expect(parsed.sort).toBe('asc');
  });

  it('refuses a 10,000-character search, page 0, an unknown sort and a missing library', () => {
    expect(fieldsOf(getTitles.request.safeParse({ ...base, search: 'x'.repeat(10_000) }))).toEqual([
      'search',
    ]);
    expect(getTitles.request.safeParse({ ...base, search: 'x'.repeat(200) }).success).toBe(true);
    expect(fieldsOf(getTitles.request.safeParse({ ...base, page: '0' }))).toEqual(['page']);
    expect(fieldsOf(getTitles.request.safeParse({ ...base, page: '-1' }))).toEqual(['page']);
    expect(fieldsOf(getTitles.request.safeParse({ ...base, sort: 'price' }))).toEqual(['sort']);
    expect(fieldsOf(getTitles.request.safeParse({ country_iso: 'se' }))).toEqual(['library_id']);
    expect(fieldsOf(getTitles.request.safeParse({ ...base, country_iso: 'dk' }))).toEqual(['country_iso']);
  });
});

describe('list sizes', () => {
  it('uses the spec defaults and caps absurd sizes', () => {
    expect(getNewTitles.request.parse({ country_iso: 'no' }).num_titles).toBe(7);
    expect(getNewTitles.request.parse({ country_iso: 'no', num_titles: '50', library_id: '82' })).toEqual({
      country_iso: 'no',
      num_titles: 50,
      library_id: 82,
    });
    expect(getNewTitles.request.safeParse({ country_iso: 'no', num_titles: '51' }).success).toBe(false);
    expect(getSelectedTitles.request.parse(base).num_titles).toBe(10);
    expect(getThemes.request.parse(base)).toMatchObject({ page: 1, num_titles: 10 });
    expect(getTheme.request.parse({ ...base, theme_id: '3' }).num_titles).toBe(50);
    expect(getTheme.request.safeParse({ ...base, theme_id: '3', num_titles: '100000' }).success).toBe(false);
  });
});

describe('get_title and get_group_titles requests', () => {
  it('reads with_subtitle_languages=1 and keeps library_id optional', () => {
    expect(getTitle.request.parse({ title_id: '12', with_subtitle_languages: '1' })).toEqual({
      title_id: 12,
      with_subtitle_languages: true,
    });
    expect(getTitle.request.parse({ title_id: '12', library_id: '4' }).with_subtitle_languages).toBe(false);
    expect(getTitle.request.safeParse({ title_id: 'abc' }).success).toBe(false);
    expect(getGroupTitles.request.safeParse({ group_id: '0' }).success).toBe(false);
  });
});

describe('titleDisplayName', () => {
  const film = {
    name: 'Jakten',
    name_en: 'The Hunt',
    kind: 'film' as const,
    group_name: null,
    season: null,
    episode: null,
  };
  it('prefers name_en in English and name otherwise', () => {
    expect(titleDisplayName(film, 'en')).toBe('The Hunt');
    expect(titleDisplayName(film, 'sv')).toBe('Jakten');
    expect(titleDisplayName({ ...film, name_en: null }, 'en')).toBe('Jakten');
  });
  it('falls back to name_en when name is empty', () => {
    expect(titleDisplayName({ ...film, name: '' }, 'fi')).toBe('The Hunt');
  });
  it('adds the series prefix to episodes only when asked', () => {
    const episode = {
      ...film,
      kind: 'episode' as const,
      name: 'Pilot',
      group_name: 'Bron',
      season: 1,
      episode: 2,
    };
    expect(titleDisplayName(episode, 'sv', true)).toBe('Bron [S1E2]: Pilot');
    expect(titleDisplayName(episode, 'sv')).toBe('Pilot');
    expect(titleDisplayName({ ...episode, season: null }, 'sv', true)).toBe('Bron [E2]: Pilot');
    expect(titleDisplayName(film, 'sv', true)).toBe('Jakten');
  });
});
