import {
  SUGGESTIONS_COUNT,
  TITLES_PAGE_SIZE,
  type CountryIso,
  type Language,
  type Theme,
  type Title,
  type TitleSummary,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { foldForSearch } from '../../lib/search-fold';
import type { Session } from '../session/session.service';
import type {
  CatalogueRepository,
  CatalogueScope,
  TitleFilters,
  TitleSort,
  TitleSummaryRow,
} from './catalogue.repository';

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
  titleCountryIso?: string | undefined;
  personnel?: number | undefined;
  search: string;
}

export const toTitleSummary = (row: TitleSummaryRow): TitleSummary => ({
  id: row.id,
  name: row.name,
  name_en: row.nameEn,
  kind: row.kind,
  group_id: row.groupId,
  group_name: row.groupName,
  season: row.season,
  episode: row.episode,
  year: row.year,
  duration_seconds: row.durationSeconds,
  age_rating: row.ageRating,
  auto_rating: row.autoRating,
  poster_url: row.posterPath,
  coming_on: row.comingOn,
  is_favourite: row.favouriteId,
});

export function createCatalogueService(repo: CatalogueRepository, clock = () => new Date()) {
  /** Child mode: the session was started by a child-mode build, or its user chose children_mode. */
  async function childOnly(session: Session): Promise<boolean> {
    if (session.childMode) return true;
    return session.userId !== null && (await repo.userChildrenMode(session.userId));
  }

  /** The scope of a library's catalogue; the library must exist and (when given) be in the named country. */
  async function libraryScope(
    session: Session,
    libraryId: number,
    locale: Language,
    countryIso?: CountryIso,
  ): Promise<CatalogueScope> {
    const country = await repo.libraryCountry(libraryId);
    if (!country) throw new AppError('LIBRARY_NOT_FOUND');
    if (countryIso && country !== countryIso) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { country_iso: 'is not the country of the library' },
      });
    }
    return {
      libraryId,
      countryIso: country,
      childOnly: await childOnly(session),
      locale,
      userId: session.userId,
      now: clock(),
    };
  }

  async function checkFilters(input: ListTitlesInput): Promise<void> {
    const genres = [...new Set(input.genres)];
    if ((await repo.existingGenres(genres)).length !== genres.length) throw new AppError('UNKNOWN_GENRE');
    const languages = [...new Set(input.languages)];
    if ((await repo.existingLanguages(languages)).length !== languages.length)
      throw new AppError('UNKNOWN_LANGUAGE');
    if (input.titleCountryIso && !(await repo.countryExists(input.titleCountryIso)))
      throw new AppError('UNKNOWN_COUNTRY');
  }

  async function summaries(scope: CatalogueScope, ids: number[], limit: number): Promise<TitleSummary[]> {
    return (await repo.titlesByIds(scope, ids)).slice(0, limit).map(toTitleSummary);
  }

  return {
    childOnly,

    /** Summaries of any titles (past loans show titles that may have left the catalogue since). */
    async summariesAnywhere(session: Session, ids: number[]): Promise<TitleSummary[]> {
      const scope: CatalogueScope = {
        libraryId: 0,
        countryIso: '',
        childOnly: false,
        locale: 'en',
        userId: session.userId,
        now: clock(),
      };
      return (await repo.titlesByIds(scope, ids, 'any')).map(toTitleSummary);
    },

    async listTitles(
      session: Session,
      input: ListTitlesInput,
    ): Promise<{ titles: TitleSummary[]; count: number }> {
      const scope = await libraryScope(session, input.libraryId, input.locale, input.countryIso);
      await checkFilters(input);
      const searchText = foldForSearch(input.search);
      const filters: TitleFilters = {
        genres: input.genres,
        languages: input.languages,
        years: input.years,
        ageRatings: input.parentalGuidance,
        ratings: input.ratings,
        productionCountry: input.titleCountryIso,
        personId: input.personnel,
        searchWords: searchText ? [...new Set(searchText.split(' '))].slice(0, 10) : [],
        searchText,
      };
      const { rows, count } = await repo.listTitles(
        scope,
        filters,
        input.sort,
        TITLES_PAGE_SIZE,
        (input.page - 1) * TITLES_PAGE_SIZE,
      );
      return { titles: rows.map(toTitleSummary), count };
    },

    /** Announced titles first (soonest first), then the newest, num in all. */
    async newTitles(
      session: Session,
      input: { countryIso: CountryIso; libraryId?: number | undefined; num: number; locale: Language },
    ): Promise<TitleSummary[]> {
      const now = clock();
      const child = await childOnly(session);
      if (input.libraryId !== undefined) {
        const scope = await libraryScope(session, input.libraryId, input.locale, input.countryIso);
        const upcoming = await repo.upcomingTitles(scope, input.num);
        const newest = await repo.newestTitles(scope, input.num - upcoming.length);
        return [...upcoming, ...newest].map(toTitleSummary);
      }
      const scope = {
        countryIso: input.countryIso,
        childOnly: child,
        locale: input.locale,
        userId: session.userId,
        now,
      };
      const upcoming = await repo.upcomingTitles({ ...scope, libraryId: null }, input.num);
      const newest = await repo.newestInCountry(scope, input.num - upcoming.length);
      return [...upcoming, ...newest].map(toTitleSummary);
    },

    async selectedTitles(
      session: Session,
      input: { libraryId: number; countryIso: CountryIso; num: number; locale: Language },
    ): Promise<{ selectedTitles: TitleSummary[]; newTitles: TitleSummary[] }> {
      const scope = await libraryScope(session, input.libraryId, input.locale, input.countryIso);
      const [selected, newest] = await Promise.all([
        summaries(scope, await repo.selectedTitleIds(input.libraryId), input.num),
        repo.newestTitles(scope, input.num),
      ]);
      return { selectedTitles: selected, newTitles: newest.map(toTitleSummary) };
    },

    async selectedTitlesByLibrary(
      session: Session,
      input: { libraryId: number; countryIso: CountryIso; num: number; locale: Language },
    ): Promise<TitleSummary[]> {
      const scope = await libraryScope(session, input.libraryId, input.locale, input.countryIso);
      return summaries(scope, await repo.selectedTitleIds(input.libraryId), input.num);
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
    ): Promise<{ themes: Theme[]; count: number }> {
      const scope = await libraryScope(session, input.libraryId, input.locale, input.countryIso);
      const all = await repo.themesFor(input.libraryId, scope.countryIso, input.locale);
      // A theme with nothing in this catalogue is left out, so counting needs each theme's titles.
      const filled: Theme[] = [];
      for (const theme of all) {
        const titles = await repo.titlesByIds(scope, await repo.themeTitleIds(theme.id));
        if (titles.length === 0) continue;
        filled.push({
          theme_id: theme.id,
          library_id: theme.libraryId,
          heading: theme.heading,
          titles: titles.slice(0, input.num).map(toTitleSummary),
          title_count: titles.length,
        });
      }
      const start = (input.page - 1) * input.pageSize;
      return { themes: filled.slice(start, start + input.pageSize), count: filled.length };
    },

    async theme(
      session: Session,
      input: { themeId: number; libraryId: number; countryIso: CountryIso; num: number; locale: Language },
    ): Promise<Theme> {
      const scope = await libraryScope(session, input.libraryId, input.locale, input.countryIso);
      const theme = (await repo.themesFor(input.libraryId, scope.countryIso, input.locale)).find(
        (t) => t.id === input.themeId,
      );
      if (!theme) throw new AppError('THEME_NOT_FOUND');
      const titles = await repo.titlesByIds(scope, await repo.themeTitleIds(theme.id));
      return {
        theme_id: theme.id,
        library_id: theme.libraryId,
        heading: theme.heading,
        titles: titles.slice(0, input.num).map(toTitleSummary),
        title_count: titles.length,
      };
    },

    /** The title page: the title (in the library's catalogue when a library is given) and its suggestions. */
    async title(
      session: Session,
      input: { titleId: number; libraryId?: number | undefined; withSubtitles: boolean; locale: Language },
    ): Promise<{ title: Title; suggestions: TitleSummary[]; scope: CatalogueScope | null }> {
      const scope =
        input.libraryId === undefined ? null : await libraryScope(session, input.libraryId, input.locale);
      const unscoped: CatalogueScope = scope ?? {
        libraryId: 0,
        countryIso: '',
        childOnly: await childOnly(session),
        locale: input.locale,
        userId: session.userId,
        now: clock(),
      };
      const [summary] = await repo.titlesByIds(unscoped, [input.titleId], scope ? 'with-upcoming' : 'any');
      const detail = summary && (await repo.titleDetail(input.titleId, input.locale));
      if (!summary || !detail) throw new AppError('TITLE_NOT_FOUND');
      const suggestions = scope
        ? await summaries(
            scope,
            await repo.suggestionIds(scope, input.titleId, detail.groupId, SUGGESTIONS_COUNT),
            SUGGESTIONS_COUNT,
          )
        : [];
      const title: Title = {
        ...toTitleSummary(summary),
        original_name: detail.originalName,
        imdb_id: detail.imdbId,
        description: detail.description,
        genres: detail.genres,
        languages: detail.languages,
        ...(input.withSubtitles ? { subtitle_languages: detail.subtitles } : {}),
        production_countries: detail.countries,
        directors: detail.people.filter((p) => p.role === 'director').map(({ id, name }) => ({ id, name })),
        actors: detail.people.filter((p) => p.role === 'actor').map(({ id, name }) => ({ id, name })),
      };
      return { title, suggestions, scope };
    },

    async suggestions(
      session: Session,
      input: { titleId: number; libraryId: number; locale: Language },
    ): Promise<TitleSummary[]> {
      const scope = await libraryScope(session, input.libraryId, input.locale);
      const [summary] = await repo.titlesByIds(scope, [input.titleId]);
      const detail = summary && (await repo.titleDetail(input.titleId, input.locale));
      if (!detail) throw new AppError('TITLE_NOT_FOUND');
      const ids = await repo.suggestionIds(scope, input.titleId, detail.groupId, SUGGESTIONS_COUNT);
      return summaries(scope, ids, SUGGESTIONS_COUNT);
    },

    async groupTitles(
      session: Session,
      input: { groupId: number; libraryId?: number | undefined; locale: Language },
    ): Promise<{ group: { id: number; name: string; name_en: string | null }; titles: TitleSummary[] }> {
      const group = await repo.seriesGroup(input.groupId);
      if (!group) throw new AppError('GROUP_NOT_FOUND');
      const scope: CatalogueScope =
        input.libraryId === undefined
          ? {
              libraryId: 0,
              countryIso: '',
              childOnly: await childOnly(session),
              locale: input.locale,
              userId: session.userId,
              now: clock(),
            }
          : await libraryScope(session, input.libraryId, input.locale);
      const ids = await repo.groupTitleIds(input.groupId);
      const rows = await repo.titlesByIds(scope, ids, input.libraryId === undefined ? 'any' : 'catalogue');
      return {
        group: { id: group.id, name: group.name, name_en: group.nameEn },
        titles: rows.map(toTitleSummary),
      };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
