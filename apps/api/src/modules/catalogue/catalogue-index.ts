import { LRUCache } from 'lru-cache';
import type { AccessServiceKind, Language } from '@filmhyllan/contract';
import type { CatalogueRepository } from './catalogue.repository';
import { foldForSearch, sortKey } from '../../lib/search-fold';
import { createRefreshingCopy } from '../../lib/refreshing-copy';
import type { UploadedPoster } from '../posters/poster-address';
import {
  isChildrenTitle,
  lendVerdict,
  licenceState,
  offers,
  type LendableTitle,
  type LendVerdict,
} from './lend-rule';
import { nextDayStart, type LicenceWindow } from './licence-window';
import { TitleSearchIndex } from './title-search';
import { displayName } from './title-names';

export type Locale = Language;
export type TitleSort = 'newest' | 'name' | 'year' | 'rating' | 'asc';
const LOCALES: Locale[] = ['sv', 'no', 'fi', 'en'];

/** One bit per access service: a title's services are a small number, and a filter on them one AND. */
export const ACCESS_SERVICE_BITS: Record<AccessServiceKind, number> = {
  sdh: 1,
  audio_description: 2,
  sign_language: 4,
};

/** The bits of some access services. */
export const accessMask = (kinds: readonly AccessServiceKind[]): number =>
  kinds.reduce((mask, kind) => mask | ACCESS_SERVICE_BITS[kind], 0);

/** What the index reads from the database (catalogue.repository): the change counter and the tables. */
export type CatalogueSource = Pick<CatalogueRepository, 'catalogueVersion' | 'catalogueRows'>;

/** Everything list calls and the lend rule need about a title, held in memory. */
export interface IndexedTitle extends LendableTitle {
  id: number;
  kind: 'film' | 'episode';
  /** Name per interface language (title_texts, falling back to the title's own name). */
  names: Record<Locale, string>;
  nameEn: string | null;
  originalName: string | null;
  imdbId: string | null;
  groupId: number | null;
  groupName: string | null;
  groupNameEn: string | null;
  /** The series' name per interface language (docs/decisions/051), where one is given. */
  groupNames: Partial<Record<Locale, string>>;
  season: number | null;
  episode: number | null;
  year: number | null;
  durationSeconds: number;
  ageRating: number;
  autoRating: number | null;
  posterPath: string | null;
  /** The uploaded poster (docs/decisions/053), or null: the generated one at posterPath. */
  uploadedPoster: UploadedPoster | null;
  /** When the title was added to the service (epoch ms): the order of "newest"; the licences decide where it shows. */
  publishedAt: number;
  genres: number[];
  languages: string[];
  productionCountries: string[];
  people: number[];
  /** The access services the title has in any language (ACCESS_SERVICE_BITS). */
  access: number;
  searchText: string;
  /** The licence window per service country (docs/decisions/052). */
  licences: Map<string, LicenceWindow>;
  isChildren: boolean;
  hasMedia: boolean;
}

/** Genres, languages and production countries: the filters' vocabulary, with names per interface language. */
export interface ReferenceData {
  genres: Map<number, Partial<Record<Locale, string>>>;
  languages: Map<string, Partial<Record<Locale, string>>>;
  countries: Map<string, Partial<Record<Locale, string>>>;
}

/** A reference name in a language: the language's own, else English, else the fallback (a code). */
export function referenceName(
  names: Partial<Record<Locale, string>> | undefined,
  locale: Locale,
  fallback: string,
): string {
  return names?.[locale] || names?.en || fallback;
}

/** Who is looking at which catalogue, on which day of the library's own calendar (its time zone). */
export interface CatalogueView {
  libraryId: number;
  countryIso: string;
  childOnly: boolean;
  now: number;
  /** The library's local day (YYYY-MM-DD), on which licence windows are read. */
  today: string;
}

/** A library's catalogue in one order, and (once asked for) each title's place in it. */
interface CatalogueEntry {
  list: IndexedTitle[];
  position?: Map<number, number>;
}

/** The value for `key` in a bounded cache (least recently used out), computed once while it stays. */
function cached<V extends object>(cache: LRUCache<string, V>, key: string, compute: () => V): V {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = compute()));
  return value;
}

/**
 * An in-memory index of the whole catalogue (about 10,000 titles at full scale: a few megabytes), rebuilt from the
 * database at most every `ttlMs` (docs/decisions/008). Filtering, searching, sorting and paging a library's
 * ~4,000 titles then costs well under a millisecond instead of a scan per request.
 */
export class CatalogueSnapshot {
  readonly titles = new Map<number, IndexedTitle>();
  readonly exclusions = new Map<number, Set<number>>();
  readonly reference: ReferenceData = { genres: new Map(), languages: new Map(), countries: new Map() };
  /** The catalogue_version this snapshot was read at (-1: unknown). */
  version = -1;
  /**
   * The next instant a day starts in any library's (or service country's) time zone after the snapshot was read:
   * licence windows open and close then, so the snapshot is read again even when no table changed.
   */
  nextBoundary = Infinity;
  /** Each service country's time zone (the front page's count reads windows on the country's day). */
  readonly countryZones = new Map<string, string>();
  private readonly orders = new Map<string, IndexedTitle[]>();
  private readonly foldedNames = new Map<Locale, Map<number, string>>();
  static readonly MAX_CACHED_CATALOGUES = 200;
  static readonly MAX_CACHED_SUGGESTIONS = 20_000;
  static readonly MAX_CACHED_RESULTS = 500;
  static readonly MAX_CACHED_WORDS = 1000;
  /** A library's catalogue in one order, as of the first request in this snapshot (bounded, least recent out). */
  private readonly catalogues = new LRUCache<string, CatalogueEntry>({
    max: CatalogueSnapshot.MAX_CACHED_CATALOGUES,
  });
  private readonly counts = new Map<string, number>();
  private readonly suggestionLists = new LRUCache<string, IndexedTitle[]>({
    max: CatalogueSnapshot.MAX_CACHED_SUGGESTIONS,
  });
  /** Every distinct word of the search texts, with the titles it occurs in. */
  readonly words = new Map<string, number[]>();
  private readonly wordMatches = new LRUCache<string, Set<number>>({
    max: CatalogueSnapshot.MAX_CACHED_WORDS,
  });
  private readonly wordStarts = new LRUCache<string, Set<number>>({
    max: CatalogueSnapshot.MAX_CACHED_WORDS,
  });
  private readonly results = new LRUCache<string, IndexedTitle[]>({
    max: CatalogueSnapshot.MAX_CACHED_RESULTS,
  });
  /** Name words for typo-tolerant search and suggestions while typing (title-search.ts). */
  search = new TitleSearchIndex([], []);

  /**
   * Titles whose search text contains `fragment` (no spaces) anywhere: the fragment is looked for in the
   * vocabulary (tens of thousands of distinct words) instead of in every title's text (megabytes). Same answer as
   * `searchText.includes(fragment)`, because a fragment without spaces can only occur inside one word.
   */
  titlesContaining(fragment: string): Set<number> {
    return cached(this.wordMatches, fragment, () => this.titlesWithWord((word) => word.includes(fragment)));
  }

  /** Titles with a word of their search text starting with `prefix` (no spaces): whole words and word starts. */
  titlesWithWordStarting(prefix: string): Set<number> {
    return cached(this.wordStarts, prefix, () => this.titlesWithWord((word) => word.startsWith(prefix)));
  }

  private titlesWithWord(test: (word: string) => boolean): Set<number> {
    const found = new Set<number>();
    for (const [word, ids] of this.words) if (test(word)) for (const id of ids) found.add(id);
    return found;
  }

  /**
   * A list answer (a search or a filter in one library, sort and language) remembered for the snapshot's life,
   * bounded, least recent out: patrons typing the same start of a name, or choosing the same genre, share it.
   */
  remembered(key: string, compute: () => IndexedTitle[]): IndexedTitle[] {
    return cached(this.results, key, compute);
  }

  /** The library of a view, as the lend rule sees it. */
  private lending(view: CatalogueView) {
    return {
      id: view.libraryId,
      countryIso: view.countryIso,
      today: view.today,
      excluded: this.exclusions.get(view.libraryId),
    };
  }

  /** Listed in a view's catalogue: offered (lend-rule) inside its window, or announced there when `includeUpcoming`. */
  inCatalogue(title: IndexedTitle, view: CatalogueView, includeUpcoming = false): boolean {
    if (!offers(this.lending(view), title, view.childOnly)) return false;
    return includeUpcoming || licenceState(view, title) === 'available';
  }

  /**
   * The lend rule (lend-rule.ts) for a title in a view's library, the patron of known age or not: what every way
   * into a loan obeys, from the snapshot the catalogue shows.
   */
  lendVerdict(titleId: number, view: CatalogueView, age: number | null): LendVerdict {
    return lendVerdict(this.lending(view), this.titles.get(titleId), { childOnly: view.childOnly, age });
  }

  /**
   * A library's catalogue (titles inside their window) in one order. Kept for the snapshot's life, which ends at
   * the next day boundary of any zone (nextBoundary) or the next change, so a window that opens or closes shows
   * with the next snapshot.
   */
  catalogue(view: CatalogueView, sort: Exclude<TitleSort, 'asc'>, locale: Locale): IndexedTitle[] {
    return this.catalogueEntry(view, sort, locale).list;
  }

  /** Each title's place in a library's catalogue in one order (absent: not in that catalogue). */
  positions(view: CatalogueView, sort: Exclude<TitleSort, 'asc'>, locale: Locale): Map<number, number> {
    const entry = this.catalogueEntry(view, sort, locale);
    entry.position ??= new Map(entry.list.map((t, i) => [t.id, i]));
    return entry.position;
  }

  private catalogueEntry(view: CatalogueView, sort: Exclude<TitleSort, 'asc'>, locale: Locale) {
    const key = `${view.libraryId}:${view.countryIso}:${view.today}:${view.childOnly}:${sort}:${sort === 'name' ? locale : ''}`;
    return cached(this.catalogues, key, (): CatalogueEntry => ({
      list: this.ordered(sort, locale).filter((t) => this.inCatalogue(t, view)),
    }));
  }

  /**
   * Titles that really relate to one (spec: series, genres, people), as a view sees them: titles sharing people
   * first, then genres; newest first within a tie. The title's own series is left out (the title page lists its
   * episodes) and another series shows once, by its best episode. Computed once per title and catalogue for the
   * snapshot's life (bounded, least recent out): a scan of every title is too dear per request.
   */
  suggestions(title: IndexedTitle, view: CatalogueView, count: number): IndexedTitle[] {
    const key = `${view.libraryId}:${view.countryIso}:${view.today}:${view.childOnly}:${title.id}:${count}`;
    return cached(this.suggestionLists, key, () => {
      const genres = new Set(title.genres);
      const people = new Set(title.people);
      const scored: { title: IndexedTitle; score: number }[] = [];
      for (const candidate of this.titles.values()) {
        if (candidate.id === title.id || (title.groupId !== null && candidate.groupId === title.groupId))
          continue;
        let score = 0;
        for (const p of candidate.people) if (people.has(p)) score += 100;
        for (const g of candidate.genres) if (genres.has(g)) score += 1;
        if (score > 0 && this.inCatalogue(candidate, view)) scored.push({ title: candidate, score });
      }
      scored.sort(
        (a, b) => b.score - a.score || b.title.publishedAt - a.title.publishedAt || b.title.id - a.title.id,
      );
      const seriesShown = new Set<number>();
      const list: IndexedTitle[] = [];
      for (const { title: candidate } of scored) {
        if (list.length >= count) break;
        if (candidate.groupId !== null) {
          if (seriesShown.has(candidate.groupId)) continue;
          seriesShown.add(candidate.groupId);
        }
        list.push(candidate);
      }
      return list;
    });
  }

  /** Titles inside their licence window in a country on a local day of it. */
  countLicensed(countryIso: string, today: string): number {
    const key = `${countryIso}:${today}`;
    let n = this.counts.get(key);
    if (n === undefined) {
      n = 0;
      for (const t of this.titles.values()) if (licenceState({ countryIso, today }, t) === 'available') n++;
      this.counts.set(key, n);
    }
    return n;
  }

  /** Every title in one global order (computed once per snapshot, per sort and language). */
  ordered(sort: Exclude<TitleSort, 'asc'>, locale: Locale): IndexedTitle[] {
    const key = `${sort}:${sort === 'name' ? locale : ''}`;
    let list = this.orders.get(key);
    if (!list) {
      const all = [...this.titles.values()];
      const byIdDesc = (a: IndexedTitle, b: IndexedTitle) => b.id - a.id;
      if (sort === 'newest') all.sort((a, b) => b.publishedAt - a.publishedAt || byIdDesc(a, b));
      if (sort === 'year') all.sort((a, b) => (b.year ?? -1) - (a.year ?? -1) || byIdDesc(a, b));
      if (sort === 'rating')
        all.sort((a, b) => (b.autoRating ?? -1) - (a.autoRating ?? -1) || byIdDesc(a, b));
      if (sort === 'name') {
        const keys = new Map(all.map((t) => [t.id, sortKey(displayName(t, locale), locale)]));
        all.sort((a, b) =>
          keys.get(a.id)! < keys.get(b.id)! ? -1 : keys.get(a.id)! > keys.get(b.id)! ? 1 : a.id - b.id,
        );
      }
      list = all;
      this.orders.set(key, list);
    }
    return list;
  }

  foldedName(title: IndexedTitle, locale: Locale): string {
    let names = this.foldedNames.get(locale);
    if (!names) {
      names = new Map();
      this.foldedNames.set(locale, names);
    }
    let folded = names.get(title.id);
    if (folded === undefined) {
      folded = foldForSearch(displayName(title, locale));
      names.set(title.id, folded);
    }
    return folded;
  }
}

export async function loadCatalogueSnapshot(
  source: CatalogueSource,
  now = Date.now(),
): Promise<CatalogueSnapshot> {
  const snapshot = new CatalogueSnapshot();
  // Read first: a change made while the tables load shows as a newer version at the next check.
  snapshot.version = await source.catalogueVersion();
  const {
    titles,
    texts,
    genres,
    languages,
    countries,
    people,
    licences,
    exclusions,
    reference,
    access,
    zones,
    persons,
  } = await source.catalogueRows();
  for (const row of reference) {
    if (row.kind === 'genre') snapshot.reference.genres.set(Number(row.key), row.names);
    if (row.kind === 'language') snapshot.reference.languages.set(row.key, row.names);
    if (row.kind === 'country') snapshot.reference.countries.set(row.key, row.names);
  }
  for (const t of titles) {
    snapshot.titles.set(t.id, {
      id: t.id,
      kind: t.kind,
      names: { sv: t.name, no: t.name, fi: t.name, en: t.name },
      nameEn: t.name_en,
      originalName: t.original_name,
      imdbId: t.imdb_id,
      groupId: t.group_id,
      groupName: t.group_name,
      groupNameEn: t.group_name_en,
      groupNames: t.group_names ?? {},
      season: t.season,
      episode: t.episode,
      year: t.year,
      durationSeconds: t.duration_seconds,
      ageRating: t.age_rating,
      autoRating: t.auto_rating,
      posterPath: t.poster_path,
      uploadedPoster:
        t.poster_sha256 === null
          ? null
          : {
              sha256: t.poster_sha256,
              widths: t.poster_widths ?? [],
              width: t.poster_width ?? 0,
              height: t.poster_height ?? 0,
            },
      publishedAt: t.published_ms,
      genres: [],
      languages: [],
      productionCountries: [],
      people: [],
      access: 0,
      searchText: t.search_text,
      licences: new Map(),
      isChildren: false,
      hasMedia: t.has_media,
      listed: !t.withdrawn && (t.has_media || t.duration_seconds > 0),
    });
  }
  const each = <R extends { title_id: number }>(rows: R[], apply: (title: IndexedTitle, row: R) => void) => {
    for (const row of rows) {
      const title = snapshot.titles.get(row.title_id);
      if (title) apply(title, row);
    }
  };
  each(texts, (t, r) => {
    if (LOCALES.includes(r.lang) && r.name) t.names[r.lang] = r.name;
  });
  each(genres, (t, r) => t.genres.push(r.genre_id));
  each(languages, (t, r) => t.languages.push(r.language_code));
  each(countries, (t, r) => t.productionCountries.push(r.country_iso));
  each(people, (t, r) => t.people.push(r.person_id));
  each(access, (t, r) => (t.access |= ACCESS_SERVICE_BITS[r.kind] ?? 0));
  each(licences, (t, r) => t.licences.set(r.country_iso, { startsOn: r.starts_on, endsOn: r.ends_on }));
  for (const zone of zones) if (zone.country_iso) snapshot.countryZones.set(zone.country_iso, zone.time_zone);
  snapshot.nextBoundary = nextDayStart(
    zones.map((zone) => zone.time_zone),
    now,
  );
  for (const title of snapshot.titles.values()) {
    title.isChildren = isChildrenTitle(title.genres);
    for (const word of new Set(title.searchText.split(' '))) {
      if (!word) continue;
      const ids = snapshot.words.get(word);
      if (ids) ids.push(title.id);
      else snapshot.words.set(word, [title.id]);
    }
  }
  snapshot.search = new TitleSearchIndex(snapshot.titles.values(), persons);
  for (const row of exclusions) {
    let set = snapshot.exclusions.get(row.library_id);
    if (!set) snapshot.exclusions.set(row.library_id, (set = new Set()));
    set.add(row.title_id);
  }
  return snapshot;
}

/**
 * How often at most the catalogue's change counter is read: a change another process makes (a librarian's title
 * exclusion) serves everywhere within this plus one load. One single-row read every 2 s costs nothing.
 */
export const CATALOGUE_CHANGE_CHECK_MS = 2_000;

/** A catalogue that could not be checked for this long is not answered: the caller waits for a new read. */
export const CATALOGUE_MAX_STALE_MS = 5 * 60_000;

/**
 * Keeps the snapshot current (a refreshing copy, lib/refreshing-copy). At most every ttlMs one tiny query reads
 * the catalogue's change counter; the catalogue is loaded again only when the counter moved or a day has begun
 * in one of the libraries' time zones (licence windows open and close at local midnight), so a quiet catalogue
 * keeps its snapshot and every answer cached in it. While a new snapshot loads, the old one answers
 * (stale-while-revalidate); only the very first caller waits, and a snapshot that could not be checked for
 * `maxStaleMs` (the database down) is not answered any more. Failed reads are reported through onError and
 * counted.
 */
export function createCatalogueIndex(
  source: CatalogueSource,
  options: {
    ttlMs: number;
    clock?: () => number;
    maxStaleMs?: number;
    onError?: (error: unknown, name: string) => void;
  },
) {
  const clock = options.clock ?? Date.now;
  const copy = createRefreshingCopy<CatalogueSnapshot>({
    name: 'catalogue',
    load: async (previous) => {
      const now = clock();
      if (previous && now < previous.nextBoundary && (await source.catalogueVersion()) === previous.version) {
        return previous;
      }
      return loadCatalogueSnapshot(source, now);
    },
    ttlMs: options.ttlMs,
    maxStaleMs: options.maxStaleMs ?? CATALOGUE_MAX_STALE_MS,
    clock,
    onError: options.onError ?? (() => undefined),
  });

  return {
    get: (): Promise<CatalogueSnapshot> => copy.get(),
    /** Drops the snapshot; the next call loads a fresh one (after catalogue changes, and in tests). */
    invalidate(): void {
      copy.invalidate();
    },
    /**
     * Loads the catalogue again now and answers once the new snapshot serves (after a change this process made,
     * such as a title exclusion): the old one keeps answering meanwhile.
     */
    reload: (): Promise<void> => copy.reload(),
    /** Answers once a background check or load in flight has ended. */
    settled: (): Promise<void> => copy.settled(),
    /** How the catalogue's reads have fared. */
    stats: () => copy.stats(),
  };
}
export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
