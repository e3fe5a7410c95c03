import { getTitles } from '@filmhyllan/contract';
import { describe, expect, it } from 'vitest';
import { serializeRequest } from '@/lib/api-client';
import {
  activeFilterCount,
  clearedFilters,
  decadeOptions,
  emptyFilters,
  filtersFromSearch,
  filtersToSearch,
  titlesRequestFilters,
  toggled,
  type TitleFilters,
} from './title-filters';

const full: TitleFilters = {
  genres: [4, 14],
  languages: ['fi', 'sv'],
  years: ['2004', '2000s', '1990s'],
  ageRatings: [0, 7],
  minRating: 7,
  access: ['sdh', 'sign_language'],
  country: 'dk',
  person: 158,
  personName: 'Tiina Ahonen-Hämäläinen',
  sort: 'year',
};

describe('filters in the query string', () => {
  it('writes every filter readably and reads it back unchanged', () => {
    const search = filtersToSearch(full);
    expect(search).toBe(
      'genres=4,14&languages=fi,sv&years=2004,2000s,1990s&age=0,7&rating=7&access=sdh,sign_language' +
        '&country=dk&person=158' +
        '&person_name=Tiina%20Ahonen-H%C3%A4m%C3%A4l%C3%A4inen&sort=year',
    );
    expect(filtersFromSearch(search)).toEqual(full);
    expect(filtersFromSearch(`?${search}`)).toEqual(full);
  });

  it('writes no filters as an empty string and reads an empty one as no filters', () => {
    expect(filtersToSearch(emptyFilters)).toBe('');
    expect(filtersFromSearch('')).toEqual(emptyFilters);
  });

  it('gives the same URL for the same filters in any order', () => {
    const a = filtersToSearch({ ...emptyFilters, genres: [14, 4, 4], languages: ['SV', 'fi'] });
    const b = filtersToSearch({ ...emptyFilters, genres: [4, 14], languages: ['fi', 'sv'] });
    expect(a).toBe(b);
    expect(a).toBe('genres=4,14&languages=fi,sv');
  });

  it('reads what URLSearchParams wrote (commas encoded) just the same', () => {
    const params = new URLSearchParams({ genres: '4,14', years: '1990s', sort: 'rating' });
    expect(params.toString()).toContain('genres=4%2C14');
    expect(filtersFromSearch(params)).toEqual({
      ...emptyFilters,
      genres: [4, 14],
      years: ['1990s'],
      sort: 'rating',
    });
  });

  it('drops what does not parse instead of failing', () => {
    const filters = filtersFromSearch(
      'genres=4,x,0,-1,1.5&languages=sv,english,,1&years=1994,1995s,19,abcd,2200&age=7,19&rating=11' +
        '&country=swe&person=abc&person_name=Nobody&sort=popular&access=subtitles,audio_description,SDH',
    );
    expect(filters).toEqual({
      ...emptyFilters,
      genres: [4],
      languages: ['sv'],
      years: ['1994'],
      ageRatings: [7],
      access: ['audio_description'],
    });
  });

  it('writes access services in one order, whatever order they were chosen in', () => {
    const search = filtersToSearch({ ...emptyFilters, access: ['sign_language', 'sdh'] });
    expect(search).toBe('access=sdh,sign_language');
    expect(titlesRequestFilters(filtersFromSearch(search)).access).toEqual(['sdh', 'sign_language']);
  });

  it('keeps the query parameters that are not filters', () => {
    const search = filtersToSearch({ ...emptyFilters, genres: [2] }, '?ehub_access=abc&genres=9&sort=name');
    expect(search).toBe('ehub_access=abc&genres=2');
  });

  it('counts the active filters and clears them, keeping the sort', () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
    expect(activeFilterCount(full)).toBe(14); // two access services among them
    expect(clearedFilters(full)).toEqual({ ...emptyFilters, sort: 'year' });
  });

  it('toggles list values', () => {
    expect(toggled([4, 14], 14)).toEqual([4]);
    expect(toggled([4], 14)).toEqual([4, 14]);
  });
});

describe('filters as get_titles parameters', () => {
  it('maps each filter to its parameter and "rated at least" to the ratings list', () => {
    const params = serializeRequest(
      getTitles,
      { library_id: 1, country_iso: 'se', page: 1, ...titlesRequestFilters(full) },
      undefined,
    );
    expect(Object.fromEntries(params)).toEqual({
      library_id: '1',
      country_iso: 'se',
      page: '1',
      sort: 'year',
      genres: '[4,14]',
      languages: '["fi","sv"]',
      years: '["2004","2000s","1990s"]',
      parental_guidance: '[0,7]',
      ratings: '[7,8,9,10]',
      access: '["sdh","sign_language"]',
      title_country_iso: 'dk',
      personnel: '158',
    });
    // The server accepts what the client sends.
    expect(getTitles.request.safeParse(Object.fromEntries(params)).success).toBe(true);
  });

  it('sends empty lists and no country or person without filters', () => {
    expect(titlesRequestFilters(emptyFilters)).toMatchObject({
      ratings: [],
      genres: [],
      title_country_iso: undefined,
      personnel: undefined,
    });
  });
});

describe('decadeOptions', () => {
  it('goes from this decade back to the 1940s', () => {
    expect(decadeOptions(2026)).toEqual([
      '2020s',
      '2010s',
      '2000s',
      '1990s',
      '1980s',
      '1970s',
      '1960s',
      '1950s',
      '1940s',
    ]);
  });
});
