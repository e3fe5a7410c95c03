import { LRUCache } from 'lru-cache';
import type { CatalogueSnapshot, IndexedTitle, Locale } from './catalogue-index';

/**
 * Series as one item of a list (docs/decisions/058). Lists are matched, filtered and ordered title by title (the
 * catalogue index and the search decide which titles and in which order); this module then stands each series'
 * episodes as one item where the first of them stands, and nothing else. Which episodes a series counts is the
 * view's business: the caller says which titles it may lend.
 */

/** A series in one view of the catalogue: the episodes the view may lend, in season and episode order. */
export interface SeriesInView {
  kind: 'series';
  groupId: number;
  /** The first episode the view lends (by season, then episode): the tile's poster and link for old clients. */
  first: IndexedTitle;
  episodeCount: number;
  seasonCount: number;
}

/** An item of a list: a title on its own, or a series with the episode that stands for it on the tile. */
export type ListItem = IndexedTitle | { kind: 'series'; series: SeriesInView; representative: IndexedTitle };

const byEpisode = (a: IndexedTitle, b: IndexedTitle): number =>
  (a.season ?? -1) - (b.season ?? -1) || (a.episode ?? -1) - (b.episode ?? -1) || a.id - b.id;

/** Series per view, kept for the snapshot's life (bounded as the catalogue's own lists are). */
const seriesCache = new WeakMap<CatalogueSnapshot, LRUCache<string, Map<number, SeriesInView>>>();
/** Lists already made into items, per snapshot: a page of a search or of All titles is a slice of one of them. */
const itemCache = new WeakMap<CatalogueSnapshot, LRUCache<string, ListItem[]>>();

function cacheOf<V extends object>(
  caches: WeakMap<CatalogueSnapshot, LRUCache<string, V>>,
  snapshot: CatalogueSnapshot,
  max: number,
): LRUCache<string, V> {
  let cache = caches.get(snapshot);
  if (!cache) caches.set(snapshot, (cache = new LRUCache({ max })));
  return cache;
}

/**
 * The series of a view: every series with at least one episode `visible` (the view's lend rule), with its
 * episode and season counts. `viewKey` names the view (library, country, day, child mode) for the cache.
 */
export function seriesInView(
  snapshot: CatalogueSnapshot,
  viewKey: string,
  visible: (title: IndexedTitle) => boolean,
): Map<number, SeriesInView> {
  const cache = cacheOf(seriesCache, snapshot, 200);
  let series = cache.get(viewKey);
  if (!series) {
    const episodes = new Map<number, IndexedTitle[]>();
    for (const title of snapshot.titles.values()) {
      if (title.groupId === null || !visible(title)) continue;
      const list = episodes.get(title.groupId);
      if (list) list.push(title);
      else episodes.set(title.groupId, [title]);
    }
    series = new Map();
    for (const [groupId, list] of episodes) {
      list.sort(byEpisode);
      const seasons = new Set(list.flatMap((t) => (t.season === null ? [] : [t.season])));
      series.set(groupId, {
        kind: 'series',
        groupId,
        first: list[0]!,
        episodeCount: list.length,
        seasonCount: Math.max(1, seasons.size),
      });
    }
    cache.set(viewKey, series);
  }
  return series;
}

/**
 * A list's titles as items, in the list's order: each series of `series` once, where its first title in `titles`
 * is (for a search its best-ranked episode, in a sorted list its best-placed one); an episode of a series the
 * view does not lend (an announced one) stays a title. At most `limit` items; `shown` carries the series already
 * listed across lists that make one answer.
 */
export function collapseSeries(
  titles: Iterable<IndexedTitle>,
  series: Map<number, SeriesInView>,
  options: { limit?: number; shown?: Set<number>; representative?: 'first' | 'matched' } = {},
): ListItem[] {
  const { limit = Infinity, shown = new Set<number>(), representative = 'first' } = options;
  const items: ListItem[] = [];
  if (limit <= 0) return items;
  for (const title of titles) {
    const inView = title.groupId === null ? undefined : series.get(title.groupId);
    if (!inView) items.push(title);
    else if (!shown.has(inView.groupId)) {
      shown.add(inView.groupId);
      items.push({
        kind: 'series',
        series: inView,
        representative: representative === 'first' ? inView.first : title,
      });
    } else continue;
    if (items.length >= limit) break;
  }
  return items;
}

/** A list made into items once per snapshot and key (the list answer's key), least recent out. */
export function rememberedItems(
  snapshot: CatalogueSnapshot,
  key: string,
  compute: () => ListItem[],
): ListItem[] {
  const cache = cacheOf(itemCache, snapshot, 500);
  let items = cache.get(key);
  if (!items) cache.set(key, (items = compute()));
  return items;
}

/** 'Series [S1E2]: ' or 'Series [E2]: ' at the start of an episode's stored name (as the web's display-name reads it). */
const SERIES_PREFIX = /^(.+?)\s*\[(?:S\d+)?E\d+\]:\s*/;

/**
 * A series' name in a language for its tile and page: its name in that language when the series has one
 * (decision 051); else the series prefix of an episode's name in that language ('Nordens ljus [S1E2]: …'), which
 * the catalogue's episode names carry in each language; else the series' own name by `fallback` (seriesName).
 */
export function seriesTileName(
  groupNames: Partial<Record<Locale, string>>,
  episode: Pick<IndexedTitle, 'names' | 'nameEn'> | undefined,
  locale: Locale,
  fallback: () => string,
): string {
  if (groupNames[locale]) return groupNames[locale];
  const stored = episode && (locale === 'en' ? episode.nameEn || episode.names.en : episode.names[locale]);
  const prefix = stored ? SERIES_PREFIX.exec(stored)?.[1] : undefined;
  return prefix ?? fallback();
}

/** The title that stands for an item: itself, or the series' representative episode. */
export const standIn = (item: ListItem): IndexedTitle =>
  item.kind === 'series' ? item.representative : item;

/**
 * Counts for filter choices with a series counted once: how many items of `titles` have each key, a series
 * having every key of its episodes (`keys` gives a title's keys).
 */
export function tallyOnce<K>(
  titles: Iterable<IndexedTitle>,
  keys: (title: IndexedTitle) => K[],
): [K, number][] {
  const counts = new Map<K, number>();
  const seriesKeys = new Map<number, Set<K>>();
  for (const title of titles) {
    let seen: Set<K>;
    if (title.groupId === null) seen = new Set();
    else {
      seen = seriesKeys.get(title.groupId) ?? new Set();
      seriesKeys.set(title.groupId, seen);
    }
    for (const key of keys(title)) {
      if (seen.has(key)) continue;
      seen.add(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts];
}
