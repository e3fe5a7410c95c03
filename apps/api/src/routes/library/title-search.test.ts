import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSearchSuggestions, getTitles } from '@filmhyllan/contract';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import { seedFixtures } from '../../test-support/fixtures';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import { refreshSearchText } from '../../db/search-text';
import * as s from '../../db/schema';

/**
 * Typo-tolerant search (docs/decisions/056) on the catalogue fixtures and a few titles of its own:
 * 120 Blåbärsskogen, 121 Himmel över Lofoten (Finnish: Taivas Lofoottien yllä), 122 Lofoten, 123 Lofotin, all
 * licensed in Sweden.
 */
let t: TestApp;
let sid: string;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (h) => {
      await seedFixtures(h.db);
      await seedCatalogueFixtures(h.db);
      const published = new Date(Date.now() - 86_400_000);
      const film = (id: number, name: string, minutesAgo: number) => ({
        id,
        kind: 'film' as const,
        name,
        durationSeconds: 5400,
        posterPath: `/api/posters/${id}.svg`,
        publishedAt: new Date(published.getTime() - minutesAgo * 60_000),
      });
      await h.db
        .insert(s.titles)
        .values([
          film(120, 'Blåbärsskogen', 1),
          film(121, 'Himmel över Lofoten', 2),
          film(122, 'Lofoten', 3),
          film(123, 'Lofotin', 4),
        ]);
      await h.db.insert(s.titleTexts).values([
        { titleId: 121, lang: 'fi', name: 'Taivas Lofoottien yllä', description: 'Pohjoisen valo.' },
        { titleId: 120, lang: 'en', name: 'The Blueberry Forest', description: 'Berries.' },
      ]);
      const since = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
      await h.db.insert(s.titleLicences).values(
        [120, 121, 122, 123].map((titleId) => ({
          titleId,
          countryIso: 'se',
          startsOn: since,
          priceCents: 0,
        })),
      );
      await refreshSearchText(h.db);
    },
  });
  sid = (await startSession(t.app)).sessionid;
});
afterAll(() => t.close());

const get = (path: string, params: Record<string, string | number>) =>
  t.app.inject({
    url: `/api/library/title/${path}?${new URLSearchParams({
      ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      portal_sessionid: sid,
    })}`,
  });
const search = async (text: string, params: Record<string, string> = {}) => {
  const res = await get('get_titles', {
    library_id: 1,
    country_iso: 'se',
    locale: 'sv',
    sort: 'asc',
    search: text,
    ...params,
  });
  expect(res.statusCode, res.body).toBe(200);
  return getTitles.response.parse(res.json());
};
const ids = async (text: string, params: Record<string, string> = {}) =>
  (await search(text, params)).titles.map((x) => x.id);
const suggest = async (text: string, locale = 'sv') => {
  const res = await get('get_search_suggestions', { library_id: 1, locale, search: text });
  expect(res.statusCode, res.body).toBe(200);
  return getSearchSuggestions.response.parse(res.json()).suggestions;
};

describe('get_titles search forgiving typos', () => {
  it('finds Blåbärsskogen with one s missing, and Lofoten misspelt through its Finnish name', async () => {
    expect(await ids('Blåbärskogen')).toEqual([120]);
    expect(await ids('blabarskogen')).toEqual([120]);
    expect(await ids('Lofootn')).toEqual([121]);
  });

  it('ranks the exact name, then a name start, then other words, then near misses fewest edits first', async () => {
    expect(await ids('lofoten')).toEqual([122, 121, 123]);
    // In another order the exact matches keep that order, and the near misses still come after them.
    expect(await ids('lofoten', { sort: 'newest' })).toEqual([121, 122, 123]);
    expect(await ids('lofotin')).toEqual([123, 121, 122]);
  });

  it('forgives no typo below 4 letters, one from 4 to 7 letters and two from 8', async () => {
    expect(await ids('isn')).toEqual([]); // 3 letters: 'isen' is one edit away, not forgiven
    expect(await ids('isne')).toEqual([100]); // 4 letters: two letters swapped
    expect(await ids('sommarn')).toEqual([101]); // 7 letters, one edit from Sommaren
    expect(await ids('somarn')).toEqual([]); // 6 letters, two edits
    expect(await ids('sonaaren')).toEqual([101]); // 8 letters, two edits
    expect(await ids('sonaren')).toEqual([]); // 7 letters, two edits
  });

  it('forgives typos in people and series names too, every word having to match', async () => {
    // All one edit away, by name: Håkan Berg's 103 and 100, and 110 'Mord i hamnen' (a start of 'hamnen'), an
    // episode of Fjällbacka: the series is one item in the list, carrying its first episode's id, 111 (decision 058).
    expect(await ids('Håkn')).toEqual([103, 100, 111]);
    expect(await ids('lenna ek')).toEqual([100]);
    expect(await ids('lenna xyz')).toEqual([]);
    expect(await ids('Fjälbacka')).toEqual([111]);
    // The library's exclusions and child mode still hold: Utesluten is excluded at library 1.
    expect(await ids('utesluen')).toEqual([]);
  });

  it('offers "Did you mean" only for a search that found nothing and a correction that finds something', async () => {
    const none = await search('Lofotttenn');
    expect(none).toMatchObject({ titles: [], count: 0, did_you_mean: 'Lofoten' });
    expect(await ids(none.did_you_mean!)).toEqual([122, 121, 123]);
    expect((await search('himmel lofotttenn')).did_you_mean).toBe('himmel Lofoten');
    expect((await search('lofoten')).did_you_mean).toBeNull();
    expect((await search('qqqqxxxx')).did_you_mean).toBeNull();
    // Filters hold for the correction too: no Lofoten title is a comedy.
    expect((await search('Lofotttenn', { genres: '[2]' })).did_you_mean).toBeNull();
  });
});

describe('get_search_suggestions', () => {
  it('suggests titles, series and people of the catalogue while typing, starts of names first', async () => {
    expect(await suggest('lofo')).toEqual([
      { kind: 'title', id: 122, name: 'Lofoten', title_id: 122 },
      { kind: 'title', id: 123, name: 'Lofotin', title_id: 123 },
      { kind: 'title', id: 121, name: 'Himmel över Lofoten', title_id: 121 },
    ]);
    // A series opens its first episode in the catalogue (season 1, episode 1), forgiving a typo.
    expect(await suggest('fjälbac')).toEqual([{ kind: 'series', id: 1, name: 'Fjällbacka', title_id: 111 }]);
    expect(await suggest('fjallbacka murd', 'en')).toEqual([
      { kind: 'series', id: 1, name: 'The Fjallbacka Murders', title_id: 111 },
    ]);
    expect(await suggest('håkan')).toEqual([
      { kind: 'person', id: 1, name: 'Håkan Berg', title_id: null },
      { kind: 'title', id: 103, name: 'Håkans resa', title_id: 103 },
    ]);
    expect(await suggest('blåbärskog')).toEqual([
      { kind: 'title', id: 120, name: 'Blåbärsskogen', title_id: 120 },
    ]);
    expect(await suggest('blueberry', 'en')).toEqual([
      { kind: 'title', id: 120, name: 'The Blueberry Forest', title_id: 120 },
    ]);
  });

  it('leaves out what the library does not offer, episodes as titles, and blank searches', async () => {
    expect(await suggest('utesluten')).toEqual([]); // excluded at library 1
    expect(await suggest('bare i norge')).toEqual([]); // licensed only in Norway
    expect(await suggest('mord i hamnen')).toEqual([]); // an episode: found through its series
    expect(await suggest('   ')).toEqual([]);
  });

  it('answers at most 8', async () => {
    expect((await suggest('e')).length).toBeLessThanOrEqual(8);
  });

  it('refuses bad input with a 4xx and a clear code', async () => {
    const cases: [Record<string, string | number>, number, string][] = [
      [{ library_id: 'abc', search: 'x' }, 400, 'VALIDATION_FAILED'],
      [{ library_id: 1 }, 400, 'VALIDATION_FAILED'],
      [{ library_id: 1, search: 'x'.repeat(201) }, 400, 'VALIDATION_FAILED'],
      [{ library_id: 1, search: 'x', locale: 'de' }, 400, 'VALIDATION_FAILED'],
      [{ library_id: 9999, search: 'x' }, 404, 'LIBRARY_NOT_FOUND'],
    ];
    for (const [params, status, code] of cases) {
      const res = await get('get_search_suggestions', params);
      expect(res.statusCode, JSON.stringify(params).slice(0, 60)).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
  });
});
