import { LRUCache } from 'lru-cache';
import { foldForSearch } from '../../lib/search-fold';
import type { CatalogueSnapshot, CatalogueView, IndexedTitle, Locale, TitleSort } from './catalogue-index';
import { displayName, seriesName } from './title-names';
import { allowedEdits, WordIndex, wordsOf } from './word-index';

/** A suggestion while typing: a title, a series or a person, and the title page it opens (a person: none). */
export interface SearchSuggestion {
  kind: 'title' | 'series' | 'person';
  id: number;
  name: string;
  titleId: number | null;
}

/** How a query word met a name: 0 the word itself, 1 a start of a word, 1 + edits a near miss. */
type Quality = Map<number, number>;

const MAX_CACHED_WORDS = 2000;
const SUGGESTION_KINDS = ['title', 'series', 'person'] as const;
const MAX_CACHED_ANSWERS = 2000;

/**
 * What typo-tolerant search needs beyond the snapshot's exact word index (docs/decisions/056): the words of
 * titles' names (every language, English and original), of their series and of their people, each pointing at
 * the titles it names, and the same words apart per title, series and person for suggestions while typing.
 * Built with the snapshot, so it lives and dies with it; every lookup is remembered for the snapshot's life
 * (bounded, least recent out).
 */
export class TitleSearchIndex {
  /** Every name word of a title (its own, its series', its people's) -> title ids: get_titles' near misses. */
  readonly titleWords = new WordIndex();
  /** A title's own names -> title ids (films and episodes outside a series). */
  readonly nameWords = new WordIndex();
  readonly seriesWords = new WordIndex();
  readonly personWords = new WordIndex();
  readonly personNames = new Map<number, string>();
  readonly personTitles = new Map<number, number[]>();
  /** A series' episodes in watching order (season, episode, id). */
  readonly seriesEpisodes = new Map<number, IndexedTitle[]>();
  private readonly fuzzyTitleCache = new LRUCache<string, Map<number, number>>({ max: MAX_CACHED_WORDS });
  private readonly qualityCache = new LRUCache<string, Quality>({ max: MAX_CACHED_WORDS });
  readonly answers = new LRUCache<string, { value: unknown }>({ max: MAX_CACHED_ANSWERS });

  constructor(titles: Iterable<IndexedTitle>, persons: { id: number; name: string }[]) {
    // Each person's and series' words are split once, then shared by their titles.
    const personWords = new Map<number, string[]>();
    for (const person of persons) {
      this.personNames.set(person.id, person.name);
      const words = this.titleWords.wordsOfNames([person.name]);
      personWords.set(person.id, words);
      this.personWords.addWords(words, person.id);
    }
    const seriesWords = new Map<number, string[]>();
    for (const title of titles) {
      const own = this.titleWords.wordsOfNames([
        ...Object.values(title.names),
        title.nameEn ?? '',
        title.originalName ?? '',
      ]);
      const words = [...own];
      const add = (more: readonly string[]) => {
        for (const word of more) if (!words.includes(word)) words.push(word);
      };
      if (title.groupId !== null) {
        let series = seriesWords.get(title.groupId);
        if (!series) {
          series = this.titleWords.wordsOfNames([
            title.groupName ?? '',
            title.groupNameEn ?? '',
            ...Object.values(title.groupNames),
          ]);
          seriesWords.set(title.groupId, series);
          this.seriesWords.addWords(series, title.groupId);
          this.seriesEpisodes.set(title.groupId, []);
        }
        add(series);
        this.seriesEpisodes.get(title.groupId)!.push(title);
      } else {
        this.nameWords.addWords(own, title.id);
      }
      for (const personId of title.people) {
        add(personWords.get(personId) ?? []);
        const list = this.personTitles.get(personId);
        if (list) list.push(title.id);
        else this.personTitles.set(personId, [title.id]);
      }
      this.titleWords.addWords(words, title.id);
    }
    for (const episodes of this.seriesEpisodes.values()) {
      episodes.sort(
        (a, b) => (a.season ?? -1) - (b.season ?? -1) || (a.episode ?? -1) - (b.episode ?? -1) || a.id - b.id,
      );
    }
    // Sorted now, while the snapshot loads, rather than by the first search.
    for (const index of [this.titleWords, this.nameWords, this.seriesWords, this.personWords]) index.words();
  }

  /**
   * Titles one of whose name words is within the allowed edits of `word` (allowedEdits), as a whole word or by
   * a start of it: title id -> fewest edits. Empty for words too short to forgive.
   */
  fuzzyTitles(word: string): Map<number, number> {
    let found = this.fuzzyTitleCache.get(word);
    if (found) return found;
    found = new Map();
    const edits = allowedEdits(word.length);
    if (edits > 0 && wordsOf(word)[0] === word) {
      for (const hit of this.titleWords.fuzzy(word, edits, true)) {
        for (const id of this.titleWords.ids.get(hit.word)!) {
          const known = found.get(id);
          if (known === undefined || hit.edits < known) found.set(id, hit.edits);
        }
      }
    }
    this.fuzzyTitleCache.set(word, found);
    return found;
  }

  private readonly sortNames = new Map<string, string>();

  /** The folded name of a title (display name), series or person in a language, as suggestions order them. */
  sortName(snapshot: CatalogueSnapshot, kind: SearchSuggestion['kind'], id: number, locale: Locale): string {
    if (kind === 'title') {
      const title = snapshot.titles.get(id);
      return title ? snapshot.foldedName(title, locale) : '';
    }
    const key = `${kind}:${id}:${kind === 'series' ? locale : ''}`;
    let name = this.sortNames.get(key);
    if (name === undefined) {
      name = foldForSearch(
        kind === 'person' ? (this.personNames.get(id) ?? '') : this.seriesNameOf(id, locale),
      );
      this.sortNames.set(key, name);
    }
    return name;
  }

  /** A series' name in a language (title-names seriesName), from its first episode. */
  seriesNameOf(groupId: number, locale: Locale): string {
    const first = this.seriesEpisodes.get(groupId)?.[0];
    if (!first) return '';
    return seriesName(
      { name: first.groupName ?? '', nameEn: first.groupNameEn, names: first.groupNames },
      locale,
    );
  }

  /** Ids of one kind whose words meet a query word: as the word, by a start of a word, or by a near miss. */
  quality(kind: 'title' | 'series' | 'person', word: string): Quality {
    const key = `${kind}:${word}`;
    let found = this.qualityCache.get(key);
    if (found) return found;
    const index = { title: this.nameWords, series: this.seriesWords, person: this.personWords }[kind];
    found = new Map();
    const note = (words: string[], quality: number) => {
      for (const w of words) {
        const q = w === word ? 0 : quality;
        for (const id of index.ids.get(w)!) if ((found!.get(id) ?? Infinity) > q) found!.set(id, q);
      }
    };
    note(index.startingWith(word), 1);
    const edits = allowedEdits(word.length);
    if (edits > 0) {
      for (const hit of index.fuzzy(word, edits, true)) if (hit.edits > 0) note([hit.word], 1 + hit.edits);
    }
    this.qualityCache.set(key, found);
    return found;
  }
}

/**
 * Search ranking (spec: exact and prefix matches first): 0 exact name, 1 name prefix, 2 a word of the title's
 * texts starts with the search, 3 found anywhere. `wordStart` answers 2 from the vocabulary for a one-word search
 * (no scan of long descriptions); a search of several words looks for the phrase.
 */
function searchRanker(snapshot: CatalogueSnapshot, locale: Locale, text: string) {
  const wordStart = text.includes(' ') ? undefined : snapshot.titlesWithWordStarting(text);
  return (title: IndexedTitle): number => {
    const name = snapshot.foldedName(title, locale);
    if (name === text) return 0;
    if (name.startsWith(text)) return 1;
    if (wordStart ? wordStart.has(title.id) : title.searchText.includes(` ${text}`)) return 2;
    return 3;
  };
}

/**
 * The titles of a view's catalogue matching a folded search (and `matches`, the list's filters), in the answer's
 * order. Each word of the search must be found in the title's search text (names, people, descriptions; as
 * today: anywhere in a word) or be a near miss of one of its name words (fuzzyTitles). Titles found without a
 * near miss come first, in the list's order (by name: ranked as searchRanker says); then the near misses, fewest
 * edits first, each in the list's order.
 */
export function searchTitles(
  snapshot: CatalogueSnapshot,
  view: CatalogueView,
  sort: Exclude<TitleSort, 'asc'>,
  locale: Locale,
  searchText: string,
  matches: (title: IndexedTitle) => boolean,
): IndexedTitle[] {
  const words = [...new Set(searchText.split(' '))].slice(0, 10);
  const catalogue = snapshot.catalogue(view, sort, locale);
  const position = snapshot.positions(view, sort, locale);
  // A search starts from the titles holding its rarest word, unless that word is common: then the catalogue is
  // walked in order, which needs no sorting.
  const exact = words.map((w) => snapshot.titlesContaining(w));
  const rarest = [...exact].sort((a, b) => a.size - b.size)[0]!;
  const holdsEvery = (id: number) => exact.every((set) => set.has(id));
  let found: IndexedTitle[];
  if (rarest.size * 8 > catalogue.length) {
    found = catalogue.filter((t) => holdsEvery(t.id) && matches(t));
  } else {
    const placed: [number, IndexedTitle][] = [];
    for (const id of rarest) {
      const at = position.get(id);
      if (at === undefined || !holdsEvery(id)) continue;
      const title = catalogue[at]!;
      if (matches(title)) placed.push([at, title]);
    }
    found = placed.sort((a, b) => a[0] - b[0]).map(([, title]) => title);
  }
  if (sort === 'name') {
    // Ranked, and stable: name order within a rank.
    const rankOf = searchRanker(snapshot, locale, searchText);
    const ranks: IndexedTitle[][] = [[], [], [], []];
    for (const title of found) ranks[rankOf(title)]!.push(title);
    found = ranks.flat();
  }
  const near = words.map((w) => snapshot.search.fuzzyTitles(w));
  const misses: [number, number, IndexedTitle][] = [];
  const seen = new Set<number>();
  for (const candidates of near) {
    for (const id of candidates.keys()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const at = position.get(id);
      if (at === undefined || holdsEvery(id)) continue;
      let edits = 0;
      for (let i = 0; i < words.length && edits >= 0; i++) {
        if (exact[i]!.has(id)) continue;
        const e = near[i]!.get(id);
        edits = e === undefined ? -1 : edits + e;
      }
      const title = catalogue[at]!;
      if (edits >= 0 && matches(title)) misses.push([edits, at, title]);
    }
  }
  misses.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return misses.length === 0 ? found : [...found, ...misses.map(([, , title]) => title)];
}

/** Whether any title of a view's catalogue has a word matching `word` exactly (anywhere) or as a near miss. */
function wordFinds(snapshot: CatalogueSnapshot, view: CatalogueView, word: string): boolean {
  const position = snapshot.positions(view, 'newest', 'en');
  for (const id of snapshot.titlesContaining(word)) if (position.has(id)) return true;
  for (const id of snapshot.search.fuzzyTitles(word).keys()) if (position.has(id)) return true;
  return false;
}

/**
 * "Did you mean" for a search that found nothing: each word that finds no title in the view's catalogue is
 * replaced by the nearest name word of the catalogue, allowing one edit more than search forgives (so one for
 * words of 1-3 letters); ties go to the word naming more titles. Null when a word has no such neighbour or
 * nothing would change. The caller checks that the corrected search finds something.
 */
export function correctedSearch(
  snapshot: CatalogueSnapshot,
  view: CatalogueView,
  search: string,
): string | null {
  const position = snapshot.positions(view, 'newest', 'en');
  const index = snapshot.search.titleWords;
  let changed = false;
  const out: string[] = [];
  for (const raw of search.trim().split(/\s+/).slice(0, 10)) {
    const word = foldForSearch(raw);
    if (!word || wordFinds(snapshot, view, word)) {
      out.push(raw);
      continue;
    }
    const [token, ...more] = wordsOf(word);
    if (!token || more.length > 0) return null;
    let best: { word: string; edits: number; titles: number } | null = null;
    for (const hit of index.fuzzy(token, allowedEdits(token.length) + 1, false)) {
      const titles = index.ids.get(hit.word)!.filter((id) => position.has(id)).length;
      if (titles === 0) continue;
      if (
        !best ||
        hit.edits < best.edits ||
        (hit.edits === best.edits && titles > best.titles) ||
        (hit.edits === best.edits && titles === best.titles && hit.word < best.word)
      )
        best = { word: hit.word, edits: hit.edits, titles };
    }
    if (!best) return null;
    out.push(index.spelling(best.word));
    changed = true;
  }
  return changed ? out.join(' ') : null;
}

/**
 * Up to `count` suggestions while typing in a view's catalogue: titles (films; an episode is found through its
 * series), series (opening their first episode in the catalogue) and people credited on a title in it. Every
 * word of the search must meet a word of the name (itself, a start of it, or a near miss); names starting with
 * the whole search come first, then the fewest and slightest misses, then A to Z (folded, in byte order).
 */
export function searchSuggestions(
  snapshot: CatalogueSnapshot,
  view: CatalogueView,
  locale: Locale,
  search: string,
  count: number,
): SearchSuggestion[] {
  const folded = foldForSearch(search);
  const words = [...new Set(wordsOf(folded))].slice(0, 10);
  if (words.length === 0) return [];
  const index = snapshot.search;
  const candidates: {
    kind: SearchSuggestion['kind'];
    id: number;
    starts: boolean;
    score: number;
    key: string;
  }[] = [];
  for (const kind of SUGGESTION_KINDS) {
    const qualities = words.map((w) => index.quality(kind, w));
    const [first, ...rest] = [...qualities].sort((a, b) => a.size - b.size);
    for (const [id, quality] of first!) {
      let score = quality;
      for (let i = 0; i < rest.length && score >= 0; i++) {
        const q = rest[i]!.get(id);
        score = q === undefined ? -1 : score + q;
      }
      if (score < 0) continue;
      const key = index.sortName(snapshot, kind, id, locale);
      candidates.push({ kind, id, starts: key.startsWith(folded), score, key });
    }
  }
  // Ordered first, then looked up in the view until enough are in it: a short start of a word meets thousands.
  candidates.sort(
    (a, b) =>
      Number(b.starts) - Number(a.starts) ||
      a.score - b.score ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
      SUGGESTION_KINDS.indexOf(a.kind) - SUGGESTION_KINDS.indexOf(b.kind) ||
      a.id - b.id,
  );
  const out: SearchSuggestion[] = [];
  for (const candidate of candidates) {
    if (out.length >= count) break;
    const suggestion = suggestionOf(snapshot, view, locale, candidate.kind, candidate.id);
    if (suggestion) out.push(suggestion);
  }
  return out;
}

/** A title, series or person as a suggestion in a view, or null when the view's catalogue has none of it. */
function suggestionOf(
  snapshot: CatalogueSnapshot,
  view: CatalogueView,
  locale: Locale,
  kind: SearchSuggestion['kind'],
  id: number,
): SearchSuggestion | null {
  const index = snapshot.search;
  if (kind === 'title') {
    const title = snapshot.titles.get(id);
    if (!title || !snapshot.inCatalogue(title, view)) return null;
    return { kind, id, name: displayName(title, locale), titleId: id };
  }
  if (kind === 'series') {
    const first = index.seriesEpisodes.get(id)?.find((t) => snapshot.inCatalogue(t, view));
    return first ? { kind, id, name: index.seriesNameOf(id, locale), titleId: first.id } : null;
  }
  const credited = index.personTitles.get(id) ?? [];
  const inView = credited.some((titleId) => {
    const title = snapshot.titles.get(titleId);
    return title !== undefined && snapshot.inCatalogue(title, view);
  });
  return inView ? { kind, id, name: index.personNames.get(id) ?? '', titleId: null } : null;
}
