import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { AccessServiceKind, Language as Locale } from '@filmhyllan/contract';

const intList = (values: number[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
/** What the title page shows beyond a list entry, in one language. */
export interface TitleDetail {
  id: number;
  originalName: string | null;
  imdbId: string | null;
  description: string;
  groupId: number | null;
  /** Whether the title has a trailer (titles.trailer_media_key; docs/decisions/048). */
  hasTrailer: boolean;
  genres: { id: number; name: string }[];
  languages: { code: string; name: string }[];
  subtitles: { code: string; name: string }[];
  countries: { iso: string; name: string }[];
  people: { id: number; name: string; role: 'director' | 'actor' }[];
  /** Languages of each access service, by code. */
  accessServices: Record<AccessServiceKind, { code: string; name: string }[]>;
}

/** The values of an object of promises, under the same keys, once all of them have answered. */
async function allByKey<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(Object.entries(promises).map(async ([key, value]) => [key, await value]));
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

/**
 * The catalogue's SQL. Lists are filtered, sorted and paged from the in-memory index (catalogue-index.ts); what
 * stays here is reference data, curated lists and the title page's details.
 */
export function createCatalogueRepository(db: Database) {
  const rows = <T>(query: SQL): Promise<T[]> => queryRows<T>(db, query);

  return {
    /** The catalogue's change counter (bumped by triggers on every table the index reads; -1 without its row). */
    async catalogueVersion(): Promise<number> {
      const [row] = await rows<{ version: number }>(
        sql`select version::float8 as version from catalogue_version where id = 1`,
      );
      return row?.version ?? -1;
    },

    /** Every table the in-memory catalogue index is built from (catalogue-index.ts), read at once. */
    async catalogueRows() {
      // Every statement is sent at once: the pool runs them side by side.
      return allByKey({
        titles: rows<{
          id: number;
          kind: 'film' | 'episode';
          name: string;
          name_en: string | null;
          original_name: string | null;
          imdb_id: string | null;
          group_id: number | null;
          group_name: string | null;
          group_name_en: string | null;
          group_names: Partial<Record<Locale, string>> | null;
          season: number | null;
          episode: number | null;
          year: number | null;
          duration_seconds: number;
          age_rating: number;
          auto_rating: number | null;
          poster_path: string | null;
          poster_sha256: string | null;
          poster_widths: number[] | null;
          poster_width: number | null;
          poster_height: number | null;
          published_ms: number;
          search_text: string;
          has_media: boolean;
          withdrawn: boolean;
        }>(
          sql`select t.id, t.kind, t.name, t.name_en, t.original_name, t.imdb_id, t.group_id, sg.name as group_name, sg.name_en as group_name_en, sg.names as group_names,
            t.season, t.episode, t.year, t.duration_seconds, t.age_rating, t.auto_rating::float8 as auto_rating,
            t.poster_path, (extract(epoch from t.published_at) * 1000)::float8 as published_ms, t.search_text,
            t.media_key is not null as has_media, t.withdrawn_at is not null as withdrawn,
            tp.sha256 as poster_sha256, tp.widths as poster_widths, tp.width as poster_width, tp.height as poster_height
          from titles t left join series_groups sg on sg.id = t.group_id
          left join title_posters tp on tp.title_id = t.id`,
        ),
        texts: rows<{ title_id: number; lang: Locale; name: string }>(
          sql`select title_id, lang, name from title_texts`,
        ),
        genres: rows<{ title_id: number; genre_id: number }>(
          sql`select title_id, genre_id from title_genres`,
        ),
        languages: rows<{ title_id: number; language_code: string }>(
          sql`select title_id, language_code from title_languages`,
        ),
        countries: rows<{ title_id: number; country_iso: string }>(
          sql`select title_id, country_iso from title_production_countries`,
        ),
        people: rows<{ title_id: number; person_id: number }>(
          sql`select distinct title_id, person_id from title_people`,
        ),
        /** The names of the people credited on any title (search and its suggestions match them). */
        persons: rows<{ id: number; name: string }>(
          sql`select p.id, p.name from people p where exists (select 1 from title_people tp where tp.person_id = p.id)`,
        ),
        licences: rows<{ title_id: number; country_iso: string; starts_on: string; ends_on: string | null }>(
          sql`select title_id, country_iso, starts_on::text as starts_on, ends_on::text as ends_on from title_licences`,
        ),
        exclusions: rows<{ library_id: number; title_id: number }>(
          sql`select library_id, title_id from library_title_exclusions`,
        ),
        reference: rows<{
          kind: 'genre' | 'language' | 'country';
          key: string;
          names: Partial<Record<Locale, string>>;
        }>(
          sql`select 'genre' as kind, id::text as key, names from genres
              union all select 'language', code, names from languages
              union all select 'country', iso, names from countries`,
        ),
        access: rows<{ title_id: number; kind: AccessServiceKind }>(
          sql`select distinct title_id, kind from title_access_services`,
        ),
        /** Every time zone a day can start in for a catalogue: the service countries' and the libraries'. */
        zones: rows<{ country_iso: string | null; time_zone: string }>(
          sql`select country_iso, time_zone from country_configs
              union select null, time_zone from libraries`,
        ),
      });
    },

    async selectedTitleIds(libraryId: number): Promise<number[]> {
      return (
        await rows<{ title_id: number }>(
          sql`select title_id from selected_titles where library_id = ${libraryId} order by position, title_id`,
        )
      ).map((r) => r.title_id);
    },

    /**
     * Themes shown in a library on `today` (a day in its time zone): its own lists in schedule, in their order,
     * or, when it has none, its country's shared themes (docs/decisions/061). A heading missing in the locale falls
     * back to English, then to any language it has.
     */
    async themesFor(libraryId: number, countryIso: string, locale: Locale, today: string) {
      return rows<{ id: number; libraryId: number | null; heading: string }>(sql`
        with own as (
          select id, library_id, headings, position from themes
          where library_id = ${libraryId} and country_iso = ${countryIso}
            and (starts_on is null or starts_on <= ${today}::date) and (ends_on is null or ends_on >= ${today}::date)
        ), shown as (
          select * from own
          union all
          select id, library_id, headings, position from themes
          where library_id is null and country_iso = ${countryIso} and not exists (select 1 from own)
        )
        select id, library_id as "libraryId",
          coalesce(nullif(headings->>${locale}, ''), nullif(headings->>'en', ''), nullif(headings->>'sv', ''),
                   nullif(headings->>'no', ''), nullif(headings->>'fi', ''), '') as heading
        from shown order by position, id`);
    },

    /** The titles of themes, in each theme's order. */
    async themeTitleIds(themeIds: number[]): Promise<Map<number, number[]>> {
      const out = new Map<number, number[]>();
      if (!themeIds.length) return out;
      const found = await rows<{ theme_id: number; title_id: number }>(
        sql`select theme_id, title_id from theme_titles where theme_id in ${intList(themeIds)} order by theme_id, position, title_id`,
      );
      for (const row of found) out.set(row.theme_id, [...(out.get(row.theme_id) ?? []), row.title_id]);
      return out;
    },

    /** The user's favourite ids for some titles. */
    async favouriteIds(userId: number, titleIds: number[]): Promise<Map<number, number>> {
      const found = await rows<{ id: number; title_id: number }>(
        sql`select id, title_id from favourites where user_id = ${userId} and title_id in ${intList(titleIds)}`,
      );
      return new Map(found.map((r) => [r.title_id, r.id]));
    },

    /** One title regardless of catalogue (the title page checks availability itself). */
    async titleDetail(titleId: number, locale: Locale): Promise<TitleDetail | undefined> {
      const [row] = await rows<{
        id: number;
        originalName: string | null;
        imdbId: string | null;
        description: string;
        groupId: number | null;
        hasTrailer: boolean;
      }>(sql`
        select t.id, t.original_name as "originalName", t.imdb_id as "imdbId", t.group_id as "groupId",
          t.trailer_media_key is not null as "hasTrailer",
          coalesce(nullif(tl.description, ''), (select te.description from title_texts te where te.title_id = t.id and te.lang = 'en'), '') as description
        from titles t left join title_texts tl on tl.title_id = t.id and tl.lang = ${locale}
        where t.id = ${titleId}`);
      if (!row) return undefined;
      const named = (q: SQL) => rows<{ id: number; name: string }>(q);
      const [genres, languages, subtitles, countries, people, access] = await Promise.all([
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
        rows<{
          kind: AccessServiceKind;
          code: string;
          name: string;
        }>(sql`select a.kind, l.code, coalesce(l.names->>${locale}, l.names->>'en', l.code) as name
          from title_access_services a join languages l on l.code = a.language_code
          where a.title_id = ${titleId} order by l.code`),
      ]);
      const accessServices: TitleDetail['accessServices'] = {
        sdh: [],
        audio_description: [],
        sign_language: [],
      };
      for (const { kind, code, name } of access) accessServices[kind]?.push({ code, name });
      return { ...row, genres, languages, subtitles, countries, people, accessServices };
    },

    async seriesGroup(groupId: number) {
      const [row] = await rows<{
        id: number;
        name: string;
        nameEn: string | null;
        names: Partial<Record<Locale, string>>;
      }>(sql`select id, name, name_en as "nameEn", names from series_groups where id = ${groupId}`);
      return row;
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
