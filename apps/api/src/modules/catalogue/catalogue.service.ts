import {
  accessServiceKinds,
  SEARCH_SUGGESTIONS_COUNT,
  NEW_TITLE_DAYS,
  SUGGESTIONS_COUNT,
  TITLES_PAGE_SIZE,
  type AccessServiceKind,
  type CountryIso,
  type Language,
  type TitleSummary,
} from '@filmhyllan/contract';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error';
import { formatLocalDate, localDate } from '../../lib/calendar';
import { foldForSearch } from '../../lib/search-fold';
import type { Session } from '../session/session.service';
import type { CatalogueRepository, TitleDetail } from './catalogue.repository';
import type { LibraryDirectory } from '../libraries/library-directory';
import { generatedPosterPath, presentPoster, seriesPosterPath } from '../posters/poster-address';
import {
  ACCESS_SERVICE_BITS,
  accessMask,
  referenceName,
  type CatalogueIndex,
  type CatalogueSnapshot,
  type CatalogueView,
  type IndexedTitle,
  type TitleSort,
} from './catalogue-index';
import { seriesName } from './title-names';
import { ageOn, childModeAllows, licenceState, type LendVerdict } from './lend-rule';

import { correctedSearch, searchSuggestions, searchTitles, type SearchSuggestion } from './title-search';
import { dayAfter, dayIn, leavingOn, windowState } from './licence-window';
import {
  collapseSeries,
  rememberedItems,
  seriesInView,
  standIn,
  seriesTileName,
  tallyOnce,
  type ListItem,
  type SeriesInView,
} from './series-grouping';

/** The lend rule's verdict, or no such library (as the catalogue knows its libraries). */
export type CatalogueLendVerdict = LendVerdict | { kind: 'no-library' };

export interface ListTitlesInput {
  libraryId: number;
  countryIso: CountryIso;
  page: number;
  locale: Language;
  sort: TitleSort;
  genres: number[];
  languages: string[];
  years: { from: number; to: number }[];
  parentalGuidance: number[];
  ratings: number[];
  /** Access services a title must all have. */
  access: AccessServiceKind[];
  titleCountryIso?: string | undefined;
  personnel?: number | undefined;
  search: string;
}

/** A filter choice and how many titles of the catalogue have it. */
export type Facet<T> = T & { count: number };

/** The filter choices that occur in a library's catalogue. */
export interface FilterChoices {
  genres: Facet<{ id: number; name: string }>[];
  languages: Facet<{ code: string; name: string }>[];
  productionCountries: Facet<{ iso: string; name: string }>[];
  decades: Facet<{ decade: number }>[];
  ageRatings: Facet<{ ageRating: number }>[];
  accessServices: Facet<{ service: AccessServiceKind }>[];
}

/**
 * A theme with the first titles of it in the catalogue. Title summaries stay in the wire's shape: they are the
 * catalogue's shared, frozen answers, written to JSON once (docs/decisions/013 and 027).
 */
export interface ThemeShelf {
  id: number;
  /** Null for a theme shown in every library of its country. */
  libraryId: number | null;
  heading: string;
  titles: TitleSummary[];
  /** Titles of the theme in the catalogue, of which `titles` are the first. */
  titleCount: number;
}

/** A title page's title: its shared summary and the details only the title page shows. */
export interface TitlePage {
  summary: TitleSummary;
  originalName: string | null;
  imdbId: string | null;
  description: string;
  genres: { id: number; name: string }[];
  languages: { code: string; name: string }[];
  /** Only when asked for. */
  subtitleLanguages?: { code: string; name: string }[];
  productionCountries: { iso: string; name: string }[];
  directors: { id: number; name: string }[];
  actors: { id: number; name: string }[];
  accessServices: Record<AccessServiceKind, { code: string; name: string }[]>;
  /** Whether the title has a trailer (docs/decisions/048). */
  hasTrailer: boolean;
}

/** A title's announcement day, leaving day and "new since" day in a view (see licenceDates). */
type LicenceDates = [comingOn: string | null, leavingOn: string | null, newSince: string | null];

/** Shared title summaries kept per catalogue snapshot (see `sharedSummary`). */
const SHARED_SUMMARIES_MAX = 40_000;
/** Pages of list answers kept per catalogue snapshot (see `pageSummaries`): a search as typed asks per letter. */
const PAGE_SUMMARIES_MAX = 5_000;

interface Context {
  snapshot: CatalogueSnapshot;
  view: CatalogueView;
  locale: Language;
  userId: number | null;
}

const hasFilters = (input: ListTitlesInput): boolean =>
  input.genres.length > 0 ||
  input.languages.length > 0 ||
  input.years.length > 0 ||
  input.parentalGuidance.length > 0 ||
  input.ratings.length > 0 ||
  input.access.length > 0 ||
  input.titleCountryIso !== undefined ||
  input.personnel !== undefined;

/** What identifies a list answer: the view, the order, the language, the search and every filter. */
const resultKey = (view: CatalogueView, sort: string, input: ListTitlesInput, searchText: string): string =>
  JSON.stringify([
    view.libraryId,
    view.countryIso,
    view.today,
    view.childOnly,
    sort,
    input.locale,
    searchText,
    [...input.genres].sort(),
    [...input.languages].sort(),
    input.years.map((y) => `${y.from}-${y.to}`).sort(),
    [...input.parentalGuidance].sort(),
    [...input.ratings].sort(),
    accessMask(input.access),
    input.titleCountryIso ?? null,
    input.personnel ?? null,
  ]);

/** The filters of get_titles (all but the search) as one test. */
function matcher(input: ListTitlesInput): (title: IndexedTitle) => boolean {
  const genres = new Set(input.genres);
  const languages = new Set(input.languages);
  const ages = new Set(input.parentalGuidance);
  const ratings = new Set(input.ratings);
  const access = accessMask(input.access);
  return (t) =>
    (t.access & access) === access &&
    (genres.size === 0 || t.genres.some((g) => genres.has(g))) &&
    (languages.size === 0 || t.languages.some((l) => languages.has(l))) &&
    (input.years.length === 0 ||
      input.years.some((y) => t.year !== null && t.year >= y.from && t.year <= y.to)) &&
    (ages.size === 0 || ages.has(t.ageRating)) &&
    (ratings.size === 0 || (t.autoRating !== null && ratings.has(Math.round(t.autoRating)))) &&
    (input.titleCountryIso === undefined || t.productionCountries.includes(input.titleCountryIso)) &&
    (input.personnel === undefined || t.people.includes(input.personnel));
}

export function createCatalogueService(
  repo: CatalogueRepository,
  index: CatalogueIndex,
  libraries: Pick<LibraryDirectory, 'byId'>,
  clock = () => new Date(),
) {
  const details = new WeakMap<CatalogueSnapshot, Map<string, TitleDetail | null>>();
  const sharedSummaries = new WeakMap<CatalogueSnapshot, LRUCache<string, TitleSummary>>();
  const sharedPages = new WeakMap<CatalogueSnapshot, LRUCache<string, readonly TitleSummary[]>>();

  /** Child mode: the session was started by a child-mode build, or its user chose children_mode. */
  async function childOnly(session: Session): Promise<boolean> {
    return session.childMode || (session.userId !== null && session.userChildrenMode);
  }

  /** A library's catalogue as this caller sees it; the library must exist and be in the named country. */
  /** The themes a library shows today: its own lists in schedule, else its country's (docs/decisions/061). */
  const themesShown = (ctx: Context) =>
    repo.themesFor(ctx.view.libraryId, ctx.view.countryIso, ctx.locale, ctx.view.today);

  /**
   * A library's selected titles: the titles of its own lists in schedule, in their order, each once; a library
   * with none keeps its own picks (selected_titles).
   */
  async function selectedIds(ctx: Context): Promise<number[]> {
    const own = (await themesShown(ctx)).filter((theme) => theme.libraryId !== null);
    if (!own.length) return repo.selectedTitleIds(ctx.view.libraryId);
    const titles = await repo.themeTitleIds(own.map((theme) => theme.id));
    return [...new Set(own.flatMap((theme) => titles.get(theme.id) ?? []))];
  }

  async function libraryContext(
    session: Session,
    libraryId: number,
    locale: Language,
    countryIso?: CountryIso,
  ): Promise<Context> {
    const [library, child, snapshot] = await Promise.all([
      libraries.byId(libraryId),
      childOnly(session),
      index.get(),
    ]);
    const country = library?.countryIso;
    if (!country) throw new AppError('LIBRARY_NOT_FOUND');
    if (countryIso && country !== countryIso) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { country_iso: 'is not the country of the library' },
      });
    }
    const now = clock().getTime();
    return {
      snapshot,
      view: {
        libraryId,
        countryIso: country,
        childOnly: child,
        now,
        today: dayIn(library.timeZone, now),
      },
      locale,
      userId: session.userId,
    };
  }

  /**
   * No library: every title, child mode still holding (title pages opened without a library, past loans); with a
   * country, on that country's day (its time zone), else on the day in UTC.
   */
  async function openContext(
    session: Session,
    locale: Language,
    honourChildMode = true,
    countryIso = '',
  ): Promise<Context> {
    const [child, snapshot] = await Promise.all([honourChildMode ? childOnly(session) : false, index.get()]);
    const now = clock().getTime();
    return {
      snapshot,
      view: {
        libraryId: 0,
        countryIso,
        childOnly: child,
        now,
        today: dayIn(snapshot.countryZones.get(countryIso) ?? 'UTC', now),
      },
      locale,
      userId: session.userId,
    };
  }

  /**
   * A title's summary without a favourite, as shared by every answer in the same language, country and local day
   * while the snapshot lives: one frozen object, so the response serialiser writes its JSON
   * once and keeps it beside the object (plugins/response-serializer). Bounded: the large data set's 10,000
   * titles in all four languages fit, a larger catalogue keeps the titles people open.
   */
  function sharedSummary(ctx: Context, t: IndexedTitle, series?: SeriesInView): TitleSummary {
    let cache = sharedSummaries.get(ctx.snapshot);
    if (!cache) sharedSummaries.set(ctx.snapshot, (cache = new LRUCache({ max: SHARED_SUMMARIES_MAX })));
    const seriesKey = series ? `${series.groupId}:${series.episodeCount}:${series.seasonCount}` : '';
    // The dates follow from the title's windows (fixed while the snapshot lives), the country and the day: keyed by
    // those, they are worked out once per title and day rather than on every answer.
    const key = `${t.id}|${ctx.locale}|${ctx.view.countryIso ?? ''}|${ctx.view.today}|${seriesKey}`;
    let summary = cache.get(key);
    if (!summary) {
      const [comingOn, leaving, newSince] = licenceDates(ctx, t);
      summary = Object.freeze({
        id: t.id,
        name: t.names[ctx.locale],
        name_en: t.nameEn,
        imdb_id: t.imdbId,
        kind: t.kind,
        group_id: t.groupId,
        group_name:
          t.groupName === null
            ? null
            : seriesName({ name: t.groupName, nameEn: t.groupNameEn, names: t.groupNames }, ctx.locale),
        season: t.season,
        episode: t.episode,
        year: t.year,
        duration_seconds: t.durationSeconds,
        age_rating: t.ageRating,
        auto_rating: t.autoRating,
        ...presentPoster(
          t.id,
          // A series' tile shows the series' generated poster, not its stand-in episode's (with the episode's name).
          series && t.posterPath === generatedPosterPath(t.id)
            ? seriesPosterPath(series.groupId)
            : t.posterPath,
          t.uploadedPoster,
        ),
        coming_on: comingOn,
        leaving_on: leaving,
        new_since: newSince,
        series: series
          ? {
              id: series.groupId,
              name: seriesTileName(t.groupNames, t, ctx.locale, () =>
                seriesName(
                  { name: t.groupName ?? '', nameEn: t.groupNameEn, names: t.groupNames },
                  ctx.locale,
                ),
              ),
              episode_count: series.episodeCount,
              season_count: series.seasonCount,
            }
          : null,
        is_favourite: null,
      });
      cache.set(key, summary);
    }
    return summary;
  }

  /**
   * The summaries of a list's items: a title's own, or for a series the summary of the episode that stands for it
   * with `series` set (docs/decisions/058). A favourite is the stand-in episode's.
   */
  async function summaries(ctx: Context, items: ListItem[]): Promise<TitleSummary[]> {
    return withFavourites(
      ctx,
      items.map((item) => itemSummary(ctx, item)),
    );
  }

  const itemSummary = (ctx: Context, item: ListItem): TitleSummary =>
    sharedSummary(ctx, standIn(item), item.kind === 'series' ? item.series : undefined);

  /** Shared summaries as a user sees them: a favourite of theirs marked on a copy, the rest as they are. */
  async function withFavourites(ctx: Context, shared: readonly TitleSummary[]): Promise<TitleSummary[]> {
    if (ctx.userId === null || shared.length === 0) return [...shared];
    const favourites = await repo.favouriteIds(
      ctx.userId,
      shared.map((summary) => summary.id),
    );
    return shared.map((summary) => {
      const favourite = favourites.get(summary.id);
      return favourite === undefined ? summary : { ...summary, is_favourite: favourite };
    });
  }

  /**
   * One page of a list answer (`listKey` names the list: view, order, language, search and filters): its shared
   * summaries, kept per snapshot, so a page asked again (a search as typed, a second patron on the same page)
   * costs one lookup instead of one per title. The user's favourites are marked afterwards.
   */
  async function pageSummaries(ctx: Context, listKey: string, items: ListItem[], page: number) {
    let cache = sharedPages.get(ctx.snapshot);
    if (!cache) sharedPages.set(ctx.snapshot, (cache = new LRUCache({ max: PAGE_SUMMARIES_MAX })));
    const key = `${listKey}|${page}`;
    let shared = cache.get(key);
    if (!shared) {
      const start = (page - 1) * TITLES_PAGE_SIZE;
      shared = Object.freeze(
        items.slice(start, start + TITLES_PAGE_SIZE).map((item) => itemSummary(ctx, item)),
      );
      cache.set(key, shared);
    }
    return withFavourites(ctx, shared);
  }

  /**
   * The announcement day, the leaving day and the "new since" day of a title as the context sees it: in a
   * country, from its window there on the view's day (new: the window opened within NEW_TITLE_DAYS); without one,
   * the earliest announcement anywhere (and neither of the others).
   */
  function licenceDates(ctx: Context, t: IndexedTitle): LicenceDates {
    const window = ctx.view.countryIso ? t.licences.get(ctx.view.countryIso) : undefined;
    if (window) {
      const state = windowState(window, ctx.view.today);
      const isNew = state === 'available' && dayAfter(window.startsOn, NEW_TITLE_DAYS) >= ctx.view.today;
      return [
        state === 'upcoming' ? window.startsOn : null,
        leavingOn(window, ctx.view.today),
        isNew ? window.startsOn : null,
      ];
    }
    if (ctx.view.countryIso) return [null, null, null];
    const announced = [...t.licences.values()].map((w) => w.startsOn).filter((day) => day > ctx.view.today);
    const open = [...t.licences.values()].some((w) => windowState(w, ctx.view.today) === 'available');
    return [open ? null : (announced.sort()[0] ?? null), null, null];
  }

  /** The view's key for caches of lists that depend on it. */
  const viewKey = (view: CatalogueView): string =>
    `${view.libraryId}:${view.countryIso}:${view.today}:${view.childOnly}`;

  /** The series of a library's catalogue (the episodes it may lend), or of a country's without a library. */
  function seriesOf(ctx: Context, inLibrary = true): Map<number, SeriesInView> {
    return seriesInView(ctx.snapshot, `${inLibrary}:${viewKey(ctx.view)}`, (t) =>
      inLibrary
        ? ctx.snapshot.inCatalogue(t, ctx.view)
        : licenceState(ctx.view, t) === 'available' && childModeAllows(t, ctx.view.childOnly),
    );
  }

  /** Titles by id in the given order, keeping those the context may see. */
  function pick(ctx: Context, ids: number[], includeUpcoming = false): IndexedTitle[] {
    return ids.flatMap((id) => {
      const title = ctx.snapshot.titles.get(id);
      if (!title) return [];
      if (ctx.view.libraryId === 0) return childModeAllows(title, ctx.view.childOnly) ? [title] : [];
      return ctx.snapshot.inCatalogue(title, ctx.view, includeUpcoming) ? [title] : [];
    });
  }

  /**
   * A title the context does not show only because of child mode: the same caller outside child mode would see
   * it. The title page then says so instead of "not found" (what it tells is that the title exists, no more).
   */
  function hiddenByChildMode(ctx: Context, titleId: number): boolean {
    if (!ctx.view.childOnly) return false;
    return pick({ ...ctx, view: { ...ctx.view, childOnly: false } }, [titleId], true).length > 0;
  }

  /** The newest titles the view lends, a series once, `limit` items (`shown`: series listed already). */
  function newest(ctx: Context, limit: number, inLibrary: boolean, shown?: Set<number>): ListItem[] {
    const visible = (t: IndexedTitle) =>
      inLibrary
        ? ctx.snapshot.inCatalogue(t, ctx.view)
        : licenceState(ctx.view, t) === 'available' && childModeAllows(t, ctx.view.childOnly);
    function* lent() {
      for (const t of ctx.snapshot.ordered('newest', ctx.locale)) if (visible(t)) yield t;
    }
    return collapseSeries(lent(), seriesOf(ctx, inLibrary), { limit, shown });
  }

  /** Announced titles, soonest first; an announced series is one item, counting its announced episodes. */
  function upcoming(ctx: Context, limit: number, inLibrary: boolean, shown?: Set<number>): ListItem[] {
    const excluded = inLibrary ? ctx.snapshot.exclusions.get(ctx.view.libraryId) : undefined;
    const soon = [...ctx.snapshot.titles.values()]
      .filter(
        (t) =>
          licenceState(ctx.view, t) === 'upcoming' &&
          !excluded?.has(t.id) &&
          childModeAllows(t, ctx.view.childOnly),
      )
      .sort(
        (a, b) =>
          a.licences
            .get(ctx.view.countryIso)!
            .startsOn.localeCompare(b.licences.get(ctx.view.countryIso)!.startsOn) || a.id - b.id,
      );
    const announcedIds = new Set(soon.map((t) => t.id));
    const announced = seriesInView(ctx.snapshot, `upcoming:${inLibrary}:${viewKey(ctx.view)}`, (t) =>
      announcedIds.has(t.id),
    );
    return collapseSeries(soon, announced, { limit, shown, representative: 'matched' });
  }

  /**
   * The library's titles leaving soon (their window ends within LEAVING_SOON_DAYS), the soonest first, then in
   * name order; a series once, shown by its episode leaving first.
   */
  function leaving(ctx: Context, limit: number): ListItem[] {
    const going = ctx.snapshot.catalogue(ctx.view, 'name', ctx.locale).flatMap((t) => {
      const window = t.licences.get(ctx.view.countryIso);
      const on = window ? leavingOn(window, ctx.view.today) : null;
      return on === null ? [] : [{ t, on }];
    });
    // Stable: name order within a day.
    going.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
    return collapseSeries(
      going.map(({ t }) => t),
      seriesOf(ctx),
      { limit, representative: 'matched' },
    );
  }

  const suggestionsFor = (ctx: Context, title: IndexedTitle): IndexedTitle[] =>
    ctx.snapshot.suggestions(title, ctx.view, SUGGESTIONS_COUNT);

  async function detail(ctx: Context, titleId: number): Promise<TitleDetail | null> {
    let cache = details.get(ctx.snapshot);
    if (!cache) details.set(ctx.snapshot, (cache = new Map()));
    const key = `${titleId}:${ctx.locale}`;
    if (!cache.has(key)) cache.set(key, (await repo.titleDetail(titleId, ctx.locale)) ?? null);
    return cache.get(key)!;
  }

  /** The titles of a library's catalogue that match a get_titles query, in the answer's order. */
  function findTitles(
    ctx: Context,
    input: ListTitlesInput,
    sort: Exclude<TitleSort, 'asc'>,
    searchText: string,
  ): IndexedTitle[] {
    const matches = matcher(input);
    if (!searchText) return ctx.snapshot.catalogue(ctx.view, sort, input.locale).filter(matches);
    return searchTitles(ctx.snapshot, ctx.view, sort, input.locale, searchText, matches);
  }

  /**
   * "Did you mean" for a search that found nothing (title-search correctedSearch): offered only when the
   * corrected search, with the same filters, finds something. Remembered for the snapshot's life.
   */
  function didYouMean(ctx: Context, input: ListTitlesInput, sort: Exclude<TitleSort, 'asc'>): string | null {
    const key = `did-you-mean:${resultKey(ctx.view, sort, input, input.search)}`;
    const known = ctx.snapshot.search.answers.get(key);
    if (known) return known.value as string | null;
    const corrected = correctedSearch(ctx.snapshot, ctx.view, input.search);
    const answer =
      corrected !== null &&
      findTitles(ctx, { ...input, search: corrected }, sort, foldForSearch(corrected)).length > 0
        ? corrected
        : null;
    ctx.snapshot.search.answers.set(key, { value: answer });
    return answer;
  }

  /** Every named genre, language and country must exist (a typo is an error, not an empty list). */
  function checkFilters(snapshot: CatalogueSnapshot, input: ListTitlesInput): void {
    const { genres, languages, countries } = snapshot.reference;
    if (input.genres.some((id) => !genres.has(id))) throw new AppError('UNKNOWN_GENRE');
    if (input.languages.some((code) => !languages.has(code))) throw new AppError('UNKNOWN_LANGUAGE');
    if (input.titleCountryIso !== undefined && !countries.has(input.titleCountryIso))
      throw new AppError('UNKNOWN_COUNTRY');
  }

  return {
    childOnly,

    /**
     * The lend rule (lend-rule.ts) for a loan, from the snapshot and the library rows the catalogue answers from,
     * so a loan is refused exactly where the catalogue does not offer the title. `birthDate`: the patron's, when
     * their library system sent it (the age is counted on the library's day). With the title's duration, for the
     * loan's stream.
     */
    async lendVerdict(input: {
      libraryId: number;
      titleId: number;
      childOnly: boolean;
      birthDate: string | null;
      now: Date;
    }): Promise<{ verdict: CatalogueLendVerdict; durationSeconds: number }> {
      const [library, snapshot] = await Promise.all([libraries.byId(input.libraryId), index.get()]);
      if (!library) return { verdict: { kind: 'no-library' }, durationSeconds: 0 };
      const today = formatLocalDate(localDate(library.timeZone, input.now));
      const view = {
        libraryId: library.id,
        countryIso: library.countryIso,
        childOnly: input.childOnly,
        now: input.now.getTime(),
        today,
      };
      return {
        verdict: snapshot.lendVerdict(
          input.titleId,
          view,
          input.birthDate ? ageOn(input.birthDate, today) : null,
        ),
        durationSeconds: snapshot.titles.get(input.titleId)?.durationSeconds ?? 0,
      };
    },

    /** Titles inside their licence window in a country today, on its own time zone (the front page's count). */
    async countTitles(countryIso: string): Promise<number> {
      const snapshot = await index.get();
      const zone = snapshot.countryZones.get(countryIso) ?? 'UTC';
      return snapshot.countLicensed(countryIso, dayIn(zone, clock().getTime()));
    },

    /** Summaries of any titles (past loans show titles that may have left the catalogue since). */
    async summariesAnywhere(
      session: Session,
      ids: number[],
      locale: Language = 'en',
    ): Promise<TitleSummary[]> {
      const ctx = await openContext(session, locale, false);
      return summaries(ctx, pick(ctx, ids));
    },

    /**
     * The favourites' cards (fetch_favourite): each title's summary as summariesAnywhere gives it, except that the
     * favourite episodes of a series the favourite's library lends are one series card, at the first of them in
     * `rows` (newest first), standing for the series by that favourite episode; the others are null.
     */
    async favouriteSummaries(
      session: Session,
      rows: { titleId: number; libraryId: number }[],
      locale: Language,
    ): Promise<(TitleSummary | null)[]> {
      const open = await openContext(session, locale, false);
      const libraryViews = new Map<number, Promise<Context | null>>();
      const shown = new Set<number>();
      const cards: (TitleSummary | null)[] = [];
      for (const row of rows) {
        const [title] = pick(open, [row.titleId]);
        const groupId = title?.groupId ?? null;
        if (!title || (groupId !== null && shown.has(groupId))) {
          cards.push(null);
          continue;
        }
        let view = libraryViews.get(row.libraryId);
        if (!view) {
          view = libraryContext(session, row.libraryId, locale).catch(() => null);
          libraryViews.set(row.libraryId, view);
        }
        const ctx = groupId === null ? null : await view;
        const series = ctx && seriesOf(ctx).get(groupId!);
        if (ctx && series) {
          shown.add(series.groupId);
          cards.push((await summaries(ctx, [{ kind: 'series', series, representative: title }]))[0]!);
        } else {
          cards.push((await summaries(open, [title]))[0]!);
        }
      }
      return cards;
    },

    async listTitles(
      session: Session,
      input: ListTitlesInput,
    ): Promise<{ titles: TitleSummary[]; count: number; did_you_mean: string | null }> {
      const ctx = await libraryContext(session, input.libraryId, input.locale, input.countryIso);
      checkFilters(ctx.snapshot, input);
      const searchText = foldForSearch(input.search);
      const sort = input.sort === 'asc' ? 'name' : input.sort;
      const unfiltered = !searchText && !hasFilters(input);
      const key = resultKey(ctx.view, sort, input, searchText);
      // Matched and ordered title by title, then a series made one item where its best-placed episode is.
      const found = rememberedItems(ctx.snapshot, key, () =>
        collapseSeries(
          unfiltered
            ? ctx.snapshot.catalogue(ctx.view, sort, input.locale)
            : ctx.snapshot.remembered(key, () => findTitles(ctx, input, sort, searchText)),
          seriesOf(ctx),
        ),
      );
      return {
        titles: await pageSummaries(ctx, key, found, input.page),
        count: found.length,
        did_you_mean: found.length === 0 && searchText ? didYouMean(ctx, input, sort) : null,
      };
    },

    /** The filter choices that occur in a library's catalogue, with counts and names in the locale. */
    async filterOptions(session: Session, libraryId: number, locale: Language): Promise<FilterChoices> {
      const ctx = await libraryContext(session, libraryId, locale);
      const { reference } = ctx.snapshot;
      // A series counts once for a choice any of its episodes has, as the list shows it once.
      const tally = <K>(keys: (t: IndexedTitle) => K[]) =>
        tallyOnce(ctx.snapshot.catalogue(ctx.view, 'newest', locale), keys);
      const collator = new Intl.Collator(locale === 'no' ? 'nb' : locale);
      return {
        genres: tally((t) => t.genres)
          .map(([id, count]) => ({
            id,
            name: referenceName(reference.genres.get(id), locale, String(id)),
            count,
          }))
          .sort((a, b) => collator.compare(a.name, b.name)),
        languages: tally((t) => t.languages)
          .map(([code, count]) => ({
            code,
            name: referenceName(reference.languages.get(code), locale, code),
            count,
          }))
          .sort((a, b) => b.count - a.count || collator.compare(a.name, b.name)),
        productionCountries: tally((t) => t.productionCountries)
          .map(([iso, count]) => ({
            iso,
            name: referenceName(reference.countries.get(iso), locale, iso),
            count,
          }))
          .sort((a, b) => collator.compare(a.name, b.name)),
        decades: tally((t) => (t.year === null ? [] : [Math.floor(t.year / 10) * 10]))
          .map(([decade, count]) => ({ decade, count }))
          .sort((a, b) => a.decade - b.decade),
        ageRatings: tally((t) => [t.ageRating])
          .map(([ageRating, count]) => ({ ageRating, count }))
          .sort((a, b) => a.ageRating - b.ageRating),
        accessServices: (() => {
          const counts = new Map(
            tally((t) => accessServiceKinds.filter((kind) => t.access & ACCESS_SERVICE_BITS[kind])),
          );
          return accessServiceKinds.flatMap((service) => {
            const count = counts.get(service);
            return count ? [{ service, count }] : [];
          });
        })(),
      };
    },

    /** Announced titles first (soonest first), then the newest, num in all. */
    async newTitles(
      session: Session,
      input: { countryIso: CountryIso; libraryId?: number | undefined; num: number; locale: Language },
    ): Promise<TitleSummary[]> {
      const inLibrary = input.libraryId !== undefined;
      const ctx = inLibrary
        ? await libraryContext(session, input.libraryId!, input.locale, input.countryIso)
        : await openContext(session, input.locale, true, input.countryIso);
      const shown = new Set<number>();
      const soon = upcoming(ctx, input.num, inLibrary, shown);
      return summaries(ctx, [...soon, ...newest(ctx, input.num - soon.length, inLibrary, shown)]);
    },

    async selectedTitles(
      session: Session,
      input: { libraryId: number; countryIso: CountryIso; num: number; locale: Language },
    ): Promise<{
      selectedTitles: TitleSummary[];
      newTitles: TitleSummary[];
      leaving_titles: TitleSummary[];
    }> {
      const ctx = await libraryContext(session, input.libraryId, input.locale, input.countryIso);
      const selected = collapseSeries(pick(ctx, await selectedIds(ctx)), seriesOf(ctx), {
        limit: input.num,
      });
      const [selectedTitles, newTitles, leaving_titles] = await Promise.all([
        summaries(ctx, selected),
        summaries(ctx, newest(ctx, input.num, true)),
        summaries(ctx, leaving(ctx, input.num)),
      ]);
      return { selectedTitles, newTitles, leaving_titles };
    },

    async selectedTitlesByLibrary(
      session: Session,
      input: { libraryId: number; countryIso: CountryIso; num: number; locale: Language },
    ): Promise<TitleSummary[]> {
      const ctx = await libraryContext(session, input.libraryId, input.locale, input.countryIso);
      return summaries(
        ctx,
        collapseSeries(pick(ctx, await selectedIds(ctx)), seriesOf(ctx), {
          limit: input.num,
        }),
      );
    },

    async themes(
      session: Session,
      input: {
        libraryId: number;
        countryIso: CountryIso;
        page: number;
        num: number;
        locale: Language;
        pageSize: number;
      },
    ): Promise<{ themes: ThemeShelf[]; count: number }> {
      const ctx = await libraryContext(session, input.libraryId, input.locale, input.countryIso);
      const all = await themesShown(ctx);
      const titleIds = await repo.themeTitleIds(all.map((t) => t.id));
      // A theme with nothing in this catalogue is left out.
      const series = seriesOf(ctx);
      const filled = all
        .map((theme) => ({ theme, titles: collapseSeries(pick(ctx, titleIds.get(theme.id) ?? []), series) }))
        .filter((entry) => entry.titles.length > 0);
      const start = (input.page - 1) * input.pageSize;
      const page = filled.slice(start, start + input.pageSize);
      return {
        themes: await Promise.all(
          page.map(async ({ theme, titles }) => ({
            id: theme.id,
            libraryId: theme.libraryId,
            heading: theme.heading,
            titles: await summaries(ctx, titles.slice(0, input.num)),
            titleCount: titles.length,
          })),
        ),
        count: filled.length,
      };
    },

    async theme(
      session: Session,
      input: { themeId: number; libraryId: number; countryIso: CountryIso; num: number; locale: Language },
    ): Promise<ThemeShelf> {
      const ctx = await libraryContext(session, input.libraryId, input.locale, input.countryIso);
      const theme = (await themesShown(ctx)).find((t) => t.id === input.themeId);
      if (!theme) throw new AppError('THEME_NOT_FOUND');
      const titles = collapseSeries(
        pick(ctx, (await repo.themeTitleIds([theme.id])).get(theme.id) ?? []),
        seriesOf(ctx),
      );
      return {
        id: theme.id,
        libraryId: theme.libraryId,
        heading: theme.heading,
        titles: await summaries(ctx, titles.slice(0, input.num)),
        titleCount: titles.length,
      };
    },

    /** The title page: the title (in the library's catalogue, or announced there) and its suggestions. */
    async title(
      session: Session,
      input: { titleId: number; libraryId?: number | undefined; withSubtitles: boolean; locale: Language },
    ): Promise<{ title: TitlePage; suggestions: TitleSummary[] }> {
      const ctx =
        input.libraryId === undefined
          ? await openContext(session, input.locale)
          : await libraryContext(session, input.libraryId, input.locale);
      const [indexed] = pick(ctx, [input.titleId], true);
      if (!indexed)
        throw new AppError(
          hiddenByChildMode(ctx, input.titleId) ? 'TITLE_NOT_IN_CHILD_MODE' : 'TITLE_NOT_FOUND',
        );
      const info = await detail(ctx, input.titleId);
      if (!info) throw new AppError('TITLE_NOT_FOUND');
      const [[summary], suggestions] = await Promise.all([
        summaries(ctx, [indexed]),
        input.libraryId === undefined ? [] : summaries(ctx, suggestionsFor(ctx, indexed)),
      ]);
      const title: TitlePage = {
        summary: summary!,
        originalName: info.originalName,
        imdbId: info.imdbId,
        description: info.description,
        genres: info.genres,
        languages: info.languages,
        ...(input.withSubtitles ? { subtitleLanguages: info.subtitles } : {}),
        productionCountries: info.countries,
        directors: info.people.filter((p) => p.role === 'director').map(({ id, name }) => ({ id, name })),
        actors: info.people.filter((p) => p.role === 'actor').map(({ id, name }) => ({ id, name })),
        accessServices: info.accessServices,
        hasTrailer: info.hasTrailer,
      };
      return { title, suggestions };
    },

    async suggestions(
      session: Session,
      input: { titleId: number; libraryId: number; locale: Language },
    ): Promise<TitleSummary[]> {
      const ctx = await libraryContext(session, input.libraryId, input.locale);
      const [title] = pick(ctx, [input.titleId]);
      if (!title) throw new AppError('TITLE_NOT_FOUND');
      return summaries(ctx, suggestionsFor(ctx, title));
    },

    /** Suggestions while typing (title-search searchSuggestions), remembered for the snapshot's life. */
    async searchSuggestions(
      session: Session,
      input: { libraryId: number; locale: Language; search: string },
    ): Promise<SearchSuggestion[]> {
      const ctx = await libraryContext(session, input.libraryId, input.locale);
      const { view } = ctx;
      const folded = foldForSearch(input.search);
      const key = `suggest:${view.libraryId}:${view.countryIso}:${view.today}:${view.childOnly}:${input.locale}:${folded}`;
      const known = ctx.snapshot.search.answers.get(key);
      if (known) return known.value as SearchSuggestion[];
      const answer = searchSuggestions(ctx.snapshot, view, input.locale, folded, SEARCH_SUGGESTIONS_COUNT);
      ctx.snapshot.search.answers.set(key, { value: answer });
      return answer;
    },

    async groupTitles(
      session: Session,
      input: { groupId: number; libraryId?: number | undefined; locale: Language },
    ): Promise<{ group: { id: number; name: string; nameEn: string | null }; titles: TitleSummary[] }> {
      const stored = await repo.seriesGroup(input.groupId);
      if (!stored) throw new AppError('GROUP_NOT_FOUND');
      // The series named in the page's language (decision 051); name_en stays the English name.
      const ctx =
        input.libraryId === undefined
          ? await openContext(session, input.locale)
          : await libraryContext(session, input.libraryId, input.locale);
      const episodes = [...ctx.snapshot.titles.values()]
        .filter((t) => t.groupId === input.groupId)
        .sort(
          (a, b) =>
            (a.season ?? -1) - (b.season ?? -1) || (a.episode ?? -1) - (b.episode ?? -1) || a.id - b.id,
        );
      // As the series' tile names it: the series page's heading is the tile's name.
      const name = seriesTileName(stored.names, episodes[0], input.locale, () =>
        seriesName(stored, input.locale),
      );
      const group = { id: stored.id, name, nameEn: stored.nameEn };
      return {
        group,
        titles: await summaries(
          ctx,
          pick(
            ctx,
            episodes.map((t) => t.id),
          ),
        ),
      };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
