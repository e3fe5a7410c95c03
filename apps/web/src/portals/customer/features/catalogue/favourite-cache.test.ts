import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Title, TitleSummary } from '@filmhyllan/contract';
import { titleSummary } from '@/test-support/fixtures';
import { favouritesKey } from './api/fetch-favourites';
import { groupTitlesKey } from './api/get-group-titles';
import { selectedTitlesKey } from './api/get-selected-titles';
import { titleKey } from './api/get-title';
import { titlesKey } from './api/get-titles';
import { themesKey } from './api/get-themes';
import { favouriteInCache, setFavouriteInCache, withFavourite } from './favourite-cache';

const summary = (id: number, is_favourite: number | null = null): TitleSummary =>
  titleSummary(id, { is_favourite });

const fullTitle = (id: number, is_favourite: number | null = null): Title => ({
  ...summary(id, is_favourite),
  original_name: null,
  imdb_id: null,
  description: '',
  genres: [],
  languages: [],
  production_countries: [],
  directors: [],
  actors: [],
  access_services: { sdh_languages: [], audio_description_languages: [], sign_languages: [] },
  has_trailer: false,
});

/** A cache as the app fills it: the same title (7) in several lists, in the shapes each call answers. */
function filledCache() {
  const queryClient = new QueryClient();
  const lang = 'sv' as const;
  const keys = {
    allTitles: titlesKey({ libraryId: 1, country: 'se', language: lang }),
    selected: selectedTitlesKey({ libraryId: 1, country: 'se', language: lang }),
    themes: themesKey({ libraryId: 1, country: 'se', language: lang }),
    titlePage: titleKey({ titleId: 7, libraryId: 1, language: lang }),
    otherTitlePage: titleKey({ titleId: 9, libraryId: 1, language: lang }),
    group: groupTitlesKey({ groupId: 3, libraryId: 1, language: lang }),
    favourites: favouritesKey(lang),
  };
  queryClient.setQueryData(keys.allTitles, {
    pages: [
      { titles: [summary(5), summary(6)], count: 30 },
      { titles: [summary(7), summary(8)], count: 30 },
    ],
    pageParams: [1, 2],
  });
  queryClient.setQueryData(keys.selected, { selectedTitles: [summary(7)], newTitles: [summary(2)] });
  queryClient.setQueryData(keys.themes, {
    pages: [{ themes: [{ theme_id: 1, heading: 'Vinter', titles: [summary(7)], title_count: 1 }], count: 1 }],
    pageParams: [1],
  });
  queryClient.setQueryData(keys.titlePage, {
    title: fullTitle(7),
    suggestions: [summary(9)],
    num_loans_left: null,
    num_loans_left_period: 'month',
    active_loan: null,
  });
  queryClient.setQueryData(keys.otherTitlePage, {
    title: fullTitle(9),
    suggestions: [summary(7), summary(5)],
    num_loans_left: null,
    num_loans_left_period: 'month',
    active_loan: null,
  });
  queryClient.setQueryData(keys.group, {
    group: { id: 3, name: 'Serie', name_en: null },
    titles: [summary(8)],
  });
  queryClient.setQueryData(keys.favourites, {
    favourites: [{ id: 40, title_id: 5, library_id: 1, title: summary(5, 40) }],
  });
  // Start-up data holds no titles, and class instances are never walked into.
  const bootData = { kind: 'ready', i18n: new (class I18n {})() };
  queryClient.setQueryData(['boot', 'customer'], bootData);
  return { queryClient, keys, bootData };
}

/** Every is_favourite of title `id` in every cached answer. */
function favouriteValues(queryClient: QueryClient, id: number): (number | null)[] {
  const found: (number | null)[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.id === id && 'is_favourite' in record) found.push(record.is_favourite as number | null);
    Object.values(record).forEach(walk);
  };
  for (const query of queryClient.getQueryCache().getAll()) walk(query.state.data);
  return found;
}

describe('the favourite flip across cached lists', () => {
  it('sets is_favourite on the title in every list it appears in, in every answer shape', () => {
    const { queryClient, keys } = filledCache();
    expect(favouriteValues(queryClient, 7)).toEqual([null, null, null, null, null]);

    setFavouriteInCache(queryClient, 7, 61);

    // All titles page 2, the picks row, a theme, its own title page and a suggestion on another title page.
    expect(favouriteValues(queryClient, 7)).toEqual([61, 61, 61, 61, 61]);
    expect(queryClient.getQueryData<{ title: Title }>(keys.titlePage)?.title.is_favourite).toBe(61);
    const allTitles = queryClient.getQueryData<{ pages: { titles: TitleSummary[] }[] }>(keys.allTitles);
    expect(allTitles?.pages[1]?.titles[0]?.is_favourite).toBe(61);

    setFavouriteInCache(queryClient, 7, null);
    expect(favouriteValues(queryClient, 7)).toEqual([null, null, null, null, null]);
  });

  it('flips the title inside the favourites list too, and leaves every other title alone', () => {
    const { queryClient, keys } = filledCache();
    setFavouriteInCache(queryClient, 5, null);
    expect(favouriteValues(queryClient, 5)).toEqual([null, null, null]);
    // The favourite itself (id 40, no is_favourite of its own) is not mistaken for a title.
    const favourites = queryClient.getQueryData<{ favourites: { id: number; title: TitleSummary }[] }>(
      keys.favourites,
    );
    expect(favourites?.favourites[0]).toMatchObject({ id: 40, title: { id: 5, is_favourite: null } });
    expect(favouriteValues(queryClient, 6)).toEqual([null]);
    expect(favouriteValues(queryClient, 9)).toEqual([null, null]);
  });

  it('keeps the identity of every answer and part the title is not in, so nothing else re-renders', () => {
    const { queryClient, keys, bootData } = filledCache();
    const before = {
      group: queryClient.getQueryData(keys.group),
      selected: queryClient.getQueryData<{ newTitles: TitleSummary[] }>(keys.selected),
      allTitles: queryClient.getQueryData<{ pages: unknown[] }>(keys.allTitles),
    };
    setFavouriteInCache(queryClient, 7, 61);
    expect(queryClient.getQueryData(keys.group)).toBe(before.group);
    expect(queryClient.getQueryData(['boot', 'customer'])).toBe(bootData);
    const selected = queryClient.getQueryData<{ newTitles: TitleSummary[] }>(keys.selected);
    expect(selected).not.toBe(before.selected);
    expect(selected?.newTitles).toBe(before.selected?.newTitles);
    const allTitles = queryClient.getQueryData<{ pages: unknown[] }>(keys.allTitles);
    expect(allTitles?.pages[0]).toBe(before.allTitles?.pages[0]);
    expect(allTitles?.pages[1]).not.toBe(before.allTitles?.pages[1]);
  });

  it('answers the same object when the title is nowhere in it', () => {
    const data = { titles: [summary(1)] };
    expect(withFavourite(data, 2, 5)).toBe(data);
    expect(withFavourite(data, 1, null)).toBe(data);
    expect(withFavourite(data, 1, 5)).toEqual({ titles: [summary(1, 5)] });
  });

  it('finds what the cache says about a title', () => {
    const { queryClient } = filledCache();
    expect(favouriteInCache(queryClient, 5)).toBe(null);
    setFavouriteInCache(queryClient, 5, 40);
    expect(favouriteInCache(queryClient, 5)).toBe(40);
    expect(favouriteInCache(queryClient, 404)).toBeUndefined();
  });
});
