import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { escapeLike, foldSql, sortKeySql } from '../../lib/search-fold';

export type Locale = 'sv' | 'no' | 'fi' | 'en';
export type TitleSort = 'newest' | 'name' | 'year' | 'rating' | 'asc';

/** Genre id of children's titles: child mode shows only these (spec section 9). */
export const CHILDREN_GENRE_ID = 19;

/** Where a catalogue call looks: one library's catalogue, seen by one caller. */
export interface CatalogueScope {
  libraryId: number;
  countryIso: string;
  /** Child mode: only titles of genre 19. */
  childOnly: boolean;
  locale: Locale;
  /** For is_favourite. */
  userId: number | null;
  now: Date;
}

export interface TitleFilters {
  genres: number[];
  languages: string[];
  years: { from: number; to: number }[];
  ageRatings: number[];
  ratings: number[];
  productionCountry?: string | undefined;
  personId?: number | undefined;
  /** Folded search words (foldForSearch), all of which must match. */
  searchWords: string[];
  /** The whole folded search text, for ranking exact and prefix name matches first. */
  searchText: string;
}

/** One row of a title list, camelCase; the service shapes it for the wire. */
export interface TitleSummaryRow {
  id: number;
  name: string;
  nameEn: string | null;
  kind: 'film' | 'episode';
  groupId: number | null;
  groupName: string | null;
  season: number | null;
  episode: number | null;
  year: number | null;
  durationSeconds: number;
  ageRating: number;
  autoRating: number | null;
  posterPath: string | null;
  comingOn: string | null;
  favouriteId: number | null;
}

const displayName = (locale: Locale): SQL =>
  locale === 'en'
    ? sql`coalesce(nullif(t.name_en, ''), nullif(tl.name, ''), t.name)`
    : sql`coalesce(nullif(tl.name, ''), nullif(t.name, ''), t.name_en, '')`;

const childCondition = (scope: Pick<CatalogueScope, 'childOnly'>): SQL =>
  scope.childOnly
    ? sql`and exists (select 1 from title_genres cg where cg.title_id = t.id and cg.genre_id = ${CHILDREN_GENRE_ID})`
    : sql``;

/**
 * Titles of a library's catalogue (docs/decisions/003): licensed in its country, not opted out, published.
 * With `includeUpcoming`, also the titles announced for the country (the title page of an upcoming title).
 */
function inCatalogue(scope: CatalogueScope, includeUpcoming = false): SQL {
  const visible = includeUpcoming
    ? sql`(t.published_at <= ${scope.now} or exists (select 1 from upcoming_titles u where u.title_id = t.id and u.country_iso = ${scope.countryIso}))`
    : sql`t.published_at <= ${scope.now}`;
  return sql`exists (select 1 from title_country_availability a where a.title_id = t.id and a.country_iso = ${scope.countryIso})
    and not exists (select 1 from library_title_exclusions x where x.library_id = ${scope.libraryId} and x.title_id = t.id)
    and ${visible} ${childCondition(scope)}`;
}

const intList = (values: number[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
const textList = (values: string[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

function filterConditions(f: TitleFilters): SQL[] {
  const out: SQL[] = [];
  if (f.genres.length)
    out.push(
      sql`exists (select 1 from title_genres g where g.title_id = t.id and g.genre_id in ${intList(f.genres)})`,
    );
  if (f.languages.length)
    out.push(
      sql`exists (select 1 from title_languages l where l.title_id = t.id and l.language_code in ${textList(f.languages)})`,
    );
  if (f.years.length)
    out.push(
      sql`(${sql.join(
        f.years.map((y) => sql`t.year between ${y.from} and ${y.to}`),
        sql` or `,
      )})`,
    );
  if (f.ageRatings.length) out.push(sql`t.age_rating in ${intList(f.ageRatings)}`);
  if (f.ratings.length) out.push(sql`round(t.auto_rating)::int in ${intList(f.ratings)}`);
  if (f.productionCountry)
    out.push(
      sql`exists (select 1 from title_production_countries pc where pc.title_id = t.id and pc.country_iso = ${f.productionCountry})`,
    );
  if (f.personId !== undefined)
    out.push(
      sql`exists (select 1 from title_people tp where tp.title_id = t.id and tp.person_id = ${f.personId})`,
    );
  for (const word of f.searchWords) out.push(sql`t.search_text like ${`%${escapeLike(word)}%`}`);
  return out;
}

function orderBy(sort: TitleSort, locale: Locale, searchText: string): SQL {
  const name = sortKeySql(displayName(locale), locale);
  switch (sort) {
    case 'newest':
      return sql`t.published_at desc, t.id desc`;
    case 'year':
      return sql`t.year desc nulls last, t.id desc`;
    case 'rating':
      return sql`t.auto_rating desc nulls last, t.id desc`;
    case 'name':
    case 'asc': {
      if (!searchText) return sql`${name}, t.id`;
      const folded = foldSql(displayName(locale));
      const rank = sql`case when ${folded} = ${searchText} then 0 when ${folded} like ${`${escapeLike(searchText)}%`} then 1 when t.search_text like ${`% ${escapeLike(searchText)}%`} then 2 else 3 end`;
      return sql`${rank}, ${name}, t.id`;
    }
  }
}

const summaryColumns = (scope: CatalogueScope): SQL => sql`
  t.id, coalesce(nullif(tl.name, ''), t.name) as name, t.name_en as "nameEn", t.kind,
  t.group_id as "groupId",
  case when ${scope.locale} = 'en' then coalesce(sg.name_en, sg.name) else sg.name end as "groupName",
  t.season, t.episode, t.year, t.duration_seconds as "durationSeconds", t.age_rating as "ageRating",
  t.auto_rating::float8 as "autoRating", t.poster_path as "posterPath",
  case when t.published_at > ${scope.now} then (select min(u.coming_on)::text from upcoming_titles u where u.title_id = t.id and (u.country_iso = ${scope.countryIso} or ${scope.countryIso} = '')) end as "comingOn",
  ${scope.userId === null ? sql`null::int` : sql`(select f.id from favourites f where f.user_id = ${scope.userId} and f.title_id = t.id)`} as "favouriteId"`;

const summaryJoins = (scope: CatalogueScope): SQL => sql`
  left join title_texts tl on tl.title_id = t.id and tl.lang = ${scope.locale}
  left join series_groups sg on sg.id = t.group_id`;

export function createCatalogueRepository(db: Database) {
  const rows = <T>(query: SQL): Promise<T[]> => queryRows<T>(db, query);

  return {
    async libraryCountry(libraryId: number): Promise<string | undefined> {
      const [row] = await rows<{ country_iso: string }>(
        sql`select country_iso from libraries where id = ${libraryId} and active`,
      );
      return row?.country_iso;
    },

    async userChildrenMode(userId: number): Promise<boolean> {
      const [row] = await rows<{ children_mode: boolean }>(
        sql`select children_mode from users where id = ${userId}`,
      );
      return row?.children_mode ?? false;
    },

    async existingGenres(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      return (await rows<{ id: number }>(sql`select id from genres where id in ${intList(ids)}`)).map(
        (r) => r.id,
      );
    },
    async existingLanguages(codes: string[]): Promise<string[]> {
      if (!codes.length) return [];
      return (
        await rows<{ code: string }>(sql`select code from languages where code in ${textList(codes)}`)
      ).map((r) => r.code);
    },
    async countryExists(iso: string): Promise<boolean> {
      return (await rows(sql`select 1 from countries where iso = ${iso}`)).length > 0;
    },

    /** One page of a filtered, sorted catalogue and the number of matches on all pages. */
    async listTitles(
      scope: CatalogueScope,
      filters: TitleFilters,
      sort: TitleSort,
      limit: number,
      offset: number,
    ): Promise<{ rows: TitleSummaryRow[]; count: number }> {
      const where = sql.join([inCatalogue(scope), ...filterConditions(filters)], sql` and `);
      const page = await rows<TitleSummaryRow & { total: number }>(sql`
        select ${summaryColumns(scope)}, count(*) over ()::int as total
        from titles t ${summaryJoins(scope)}
        where ${where}
        order by ${orderBy(sort, scope.locale, filters.searchText)}
        limit ${limit} offset ${offset}`);
      if (page.length > 0 || offset === 0) return { rows: page, count: page[0]?.total ?? 0 };
      const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from titles t where ${where}`);
      return { rows: [], count: row?.n ?? 0 };
    },

    /**
     * Titles by id, in the given order. 'catalogue': the scope's catalogue; 'with-upcoming': also titles announced
     * in its country; 'any': every title (a title page opened without a library). Child mode always holds.
     */
    async titlesByIds(
      scope: CatalogueScope,
      ids: number[],
      reach: 'catalogue' | 'with-upcoming' | 'any' = 'catalogue',
    ): Promise<TitleSummaryRow[]> {
      if (!ids.length) return [];
      const condition =
        reach === 'any' ? sql`true ${childCondition(scope)}` : inCatalogue(scope, reach === 'with-upcoming');
      const found = await rows<TitleSummaryRow>(sql`
        select ${summaryColumns(scope)} from titles t ${summaryJoins(scope)}
        where t.id in ${intList(ids)} and ${condition}`);
      const byId = new Map(found.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The most recently published titles of the catalogue (announced ones excluded). */
    async newestTitles(scope: CatalogueScope, limit: number): Promise<TitleSummaryRow[]> {
      return rows(sql`
        select ${summaryColumns(scope)} from titles t ${summaryJoins(scope)}
        where ${inCatalogue(scope)}
        order by t.published_at desc, t.id desc limit ${limit}`);
    },

    /** Announced titles of a country, soonest first. */
    async upcomingTitles(
      scope: Omit<CatalogueScope, 'libraryId'> & { libraryId: number | null },
      limit: number,
    ) {
      const excluded =
        scope.libraryId === null
          ? sql``
          : sql`and not exists (select 1 from library_title_exclusions x where x.library_id = ${scope.libraryId} and x.title_id = t.id)`;
      const child = childCondition(scope);
      return rows<TitleSummaryRow>(sql`
        select ${summaryColumns({ ...scope, libraryId: scope.libraryId ?? 0 })} from titles t
        join upcoming_titles up on up.title_id = t.id and up.country_iso = ${scope.countryIso}
        ${summaryJoins({ ...scope, libraryId: 0 })}
        where t.published_at > ${scope.now} ${excluded} ${child}
        order by up.coming_on, t.id limit ${limit}`);
    },

    /** Newest titles of a whole country (no library chosen yet). */
    async newestInCountry(scope: Omit<CatalogueScope, 'libraryId'>, limit: number) {
      const child = childCondition(scope);
      return rows<TitleSummaryRow>(sql`
        select ${summaryColumns({ ...scope, libraryId: 0 })} from titles t ${summaryJoins({ ...scope, libraryId: 0 })}
        where exists (select 1 from title_country_availability a where a.title_id = t.id and a.country_iso = ${scope.countryIso})
          and t.published_at <= ${scope.now} ${child}
        order by t.published_at desc, t.id desc limit ${limit}`);
    },

    async selectedTitleIds(libraryId: number): Promise<number[]> {
      return (
        await rows<{ title_id: number }>(
          sql`select title_id from selected_titles where library_id = ${libraryId} order by position, title_id`,
        )
      ).map((r) => r.title_id);
    },

    /** Themes shown in a library: its own and its country's shared ones, in their order. */
    async themesFor(libraryId: number, countryIso: string, locale: Locale) {
      return rows<{ id: number; libraryId: number | null; heading: string }>(sql`
        select id, library_id as "libraryId", coalesce(headings->>${locale}, headings->>'en', '') as heading
        from themes where country_iso = ${countryIso} and (library_id is null or library_id = ${libraryId})
        order by position, id`);
    },

    async themeTitleIds(themeId: number): Promise<number[]> {
      return (
        await rows<{ title_id: number }>(
          sql`select title_id from theme_titles where theme_id = ${themeId} order by position, title_id`,
        )
      ).map((r) => r.title_id);
    },

    /** One title regardless of catalogue (the title page checks availability itself). */
    async titleDetail(titleId: number, locale: Locale) {
      const [row] = await rows<{
        id: number;
        originalName: string | null;
        imdbId: string | null;
        description: string;
        groupId: number | null;
      }>(sql`
        select t.id, t.original_name as "originalName", t.imdb_id as "imdbId", t.group_id as "groupId",
          coalesce(nullif(tl.description, ''), (select te.description from title_texts te where te.title_id = t.id and te.lang = 'en'), '') as description
        from titles t left join title_texts tl on tl.title_id = t.id and tl.lang = ${locale}
        where t.id = ${titleId}`);
      if (!row) return undefined;
      const named = (q: SQL) => rows<{ id: number; name: string }>(q);
      const [genres, languages, subtitles, countries, people] = await Promise.all([
        named(sql`select g.id, coalesce(g.names->>${locale}, g.names->>'en', '') as name from title_genres tg
          join genres g on g.id = tg.genre_id where tg.title_id = ${titleId} order by g.id`),
        rows<{
          code: string;
          name: string;
        }>(sql`select l.code, coalesce(l.names->>${locale}, l.names->>'en', l.code) as name
          from title_languages tl join languages l on l.code = tl.language_code where tl.title_id = ${titleId} order by l.code`),
        rows<{
          code: string;
          name: string;
        }>(sql`select l.code, coalesce(l.names->>${locale}, l.names->>'en', l.code) as name
          from title_subtitles ts join languages l on l.code = ts.language_code where ts.title_id = ${titleId} order by l.code`),
        rows<{
          iso: string;
          name: string;
        }>(sql`select c.iso, coalesce(c.names->>${locale}, c.names->>'en', c.iso) as name
          from title_production_countries pc join countries c on c.iso = pc.country_iso where pc.title_id = ${titleId} order by c.iso`),
        rows<{
          id: number;
          name: string;
          role: 'director' | 'actor';
        }>(sql`select p.id, p.name, tp.role from title_people tp
          join people p on p.id = tp.person_id where tp.title_id = ${titleId} order by tp.position, p.id`),
      ]);
      return { ...row, genres, languages, subtitles, countries, people };
    },

    /** Titles sharing the most genres with a title, then newest; never the title nor its own series. */
    async suggestionIds(scope: CatalogueScope, titleId: number, groupId: number | null, limit: number) {
      return (
        await rows<{ id: number }>(sql`
        select t.id from titles t
        join title_genres g on g.title_id = t.id
        where g.genre_id in (select genre_id from title_genres where title_id = ${titleId})
          and t.id <> ${titleId} ${groupId === null ? sql`` : sql`and (t.group_id is null or t.group_id <> ${groupId})`}
          and ${inCatalogue(scope)}
        group by t.id, t.published_at
        order by count(*) desc, t.published_at desc, t.id desc
        limit ${limit}`)
      ).map((r) => r.id);
    },

    async seriesGroup(groupId: number) {
      const [row] = await rows<{ id: number; name: string; nameEn: string | null }>(
        sql`select id, name, name_en as "nameEn" from series_groups where id = ${groupId}`,
      );
      return row;
    },

    async groupTitleIds(groupId: number): Promise<number[]> {
      return (
        await rows<{ id: number }>(
          sql`select id from titles where group_id = ${groupId} order by season nulls first, episode nulls first, id`,
        )
      ).map((r) => r.id);
    },

    /** Rebuilds the folded search text of every title from its names, texts and people (after seeding). */
    async refreshSearchText(): Promise<void> {
      await db.execute(sql`
        update titles t set search_text = ' ' || ${foldSql(sql`concat_ws(' ', t.name, t.name_en, t.original_name, sg.name, sg.name_en,
          (select string_agg(tt.name || ' ' || tt.description, ' ') from title_texts tt where tt.title_id = t.id),
          (select string_agg(p.name, ' ') from title_people tp join people p on p.id = tp.person_id where tp.title_id = t.id))`)}
        from titles t2 left join series_groups sg on sg.id = t2.group_id
        where t2.id = t.id`);
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
