import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AccessServiceKind, Language } from '@filmhyllan/contract';
import { languageCodes } from '@filmhyllan/contract';
import type { Database } from '../../db/client';
import {
  countries,
  genres,
  languages,
  people,
  seriesGroups,
  titleAccessServices,
  titleGenres,
  titleLanguages,
  titlePeople,
  titleProductionCountries,
  titles,
  titleSubtitles,
  titleTexts,
} from '../../db/schema';
import { refreshSearchText } from '../../db/search-text';
import { escapeLike, foldForSearch } from '../../lib/search-fold';
import { generatedPosterPath } from '../posters/poster-address';

export type TitleKind = 'film' | 'episode';

/** A title with every field the console edits (docs/decisions/051). */
export interface TitleRecord {
  id: number;
  kind: TitleKind;
  name: string;
  nameEn: string | null;
  originalName: string | null;
  originalLanguage: string | null;
  year: number | null;
  ageRating: number;
  imdbId: string | null;
  groupId: number | null;
  groupName: string | null;
  season: number | null;
  episode: number | null;
  durationSeconds: number;
  hasMedia: boolean;
  publishedAt: Date;
  withdrawnAt: Date | null;
  texts: Record<Language, { name: string; description: string }>;
  genreIds: number[];
  spokenLanguages: string[];
  subtitleLanguages: string[];
  productionCountries: string[];
  directors: string[];
  actors: string[];
  accessServices: { kind: AccessServiceKind; languageCode: string }[];
}

/** A title in the console's list. */
export type TitleListRow = Pick<
  TitleRecord,
  | 'id'
  | 'kind'
  | 'name'
  | 'nameEn'
  | 'year'
  | 'groupId'
  | 'groupName'
  | 'season'
  | 'episode'
  | 'durationSeconds'
  | 'hasMedia'
  | 'withdrawnAt'
>;

/** What a save writes: every editable field (duration and media come from the media pipeline). */
export interface TitleFields {
  kind: TitleKind;
  name: string;
  nameEn: string | null;
  originalName: string | null;
  originalLanguage: string | null;
  year: number;
  ageRating: number;
  imdbId: string | null;
  groupId: number | null;
  season: number | null;
  episode: number | null;
  texts: Record<Language, { name: string; description: string }>;
  genreIds: number[];
  spokenLanguages: string[];
  subtitleLanguages: string[];
  productionCountries: string[];
  directors: string[];
  actors: string[];
  accessServices: { kind: AccessServiceKind; languageCode: string }[];
}

/** A series with its names per interface language. */
export interface SeriesRecord {
  id: number;
  name: string;
  nameEn: string | null;
  names: Partial<Record<Language, string>>;
}
export type SeriesFields = Omit<SeriesRecord, 'id'>;

export interface TitleSearch {
  search?: string | undefined;
  kind?: TitleKind | undefined;
  published?: boolean | undefined;
  groupId?: number | undefined;
}

type Changed = (tx: Database, rows: { before: TitleRecord | null; after: TitleRecord }) => Promise<void>;

const listColumns = {
  id: titles.id,
  kind: titles.kind,
  name: titles.name,
  nameEn: titles.nameEn,
  year: titles.year,
  groupId: titles.groupId,
  groupName: seriesGroups.name,
  season: titles.season,
  episode: titles.episode,
  durationSeconds: titles.durationSeconds,
  hasMedia: sql<boolean>`${titles.mediaKey} is not null`,
  withdrawnAt: titles.withdrawnAt,
};

/** The titles as the operator console reads and writes them: the only SQL of the title screens. */
export function createTitleAdminRepository(db: Database) {
  /** Every field of one title, read on `on` (a transaction or the database). */
  async function load(on: Database, id: number): Promise<TitleRecord | undefined> {
    const [row] = await on
      .select({
        ...listColumns,
        originalName: titles.originalName,
        originalLanguage: titles.originalLanguage,
        ageRating: titles.ageRating,
        imdbId: titles.imdbId,
        publishedAt: titles.publishedAt,
      })
      .from(titles)
      .leftJoin(seriesGroups, eq(seriesGroups.id, titles.groupId))
      .where(eq(titles.id, id));
    if (!row) return undefined;
    const [texts, genreRows, spoken, subtitles, made, credits, access] = await Promise.all([
      on.select().from(titleTexts).where(eq(titleTexts.titleId, id)),
      on
        .select({ id: titleGenres.genreId })
        .from(titleGenres)
        .where(eq(titleGenres.titleId, id))
        .orderBy(titleGenres.genreId),
      on
        .select({ code: titleLanguages.languageCode })
        .from(titleLanguages)
        .where(eq(titleLanguages.titleId, id))
        .orderBy(titleLanguages.languageCode),
      on
        .select({ code: titleSubtitles.languageCode })
        .from(titleSubtitles)
        .where(eq(titleSubtitles.titleId, id))
        .orderBy(titleSubtitles.languageCode),
      on
        .select({ iso: titleProductionCountries.countryIso })
        .from(titleProductionCountries)
        .where(eq(titleProductionCountries.titleId, id))
        .orderBy(titleProductionCountries.countryIso),
      on
        .select({ name: people.name, role: titlePeople.role })
        .from(titlePeople)
        .innerJoin(people, eq(people.id, titlePeople.personId))
        .where(eq(titlePeople.titleId, id))
        .orderBy(titlePeople.position, people.id),
      on
        .select({ kind: titleAccessServices.kind, languageCode: titleAccessServices.languageCode })
        .from(titleAccessServices)
        .where(eq(titleAccessServices.titleId, id))
        .orderBy(titleAccessServices.kind, titleAccessServices.languageCode),
    ]);
    const byLanguage = Object.fromEntries(
      languageCodes.map((lang) => {
        const text = texts.find((t) => t.lang === lang);
        return [lang, { name: text?.name ?? '', description: text?.description ?? '' }];
      }),
    ) as TitleRecord['texts'];
    return {
      ...row,
      texts: byLanguage,
      genreIds: genreRows.map((g) => g.id),
      spokenLanguages: spoken.map((l) => l.code),
      subtitleLanguages: subtitles.map((l) => l.code),
      productionCountries: made.map((c) => c.iso),
      directors: credits.filter((c) => c.role === 'director').map((c) => c.name),
      actors: credits.filter((c) => c.role === 'actor').map((c) => c.name),
      accessServices: access,
    };
  }

  /** The people of these names (the first of a name, by id), adding the names not known yet. */
  async function personIds(tx: Database, names: string[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    if (names.length === 0) return ids;
    const known = await tx
      .select({ id: people.id, name: people.name })
      .from(people)
      .where(inArray(people.name, names))
      .orderBy(people.id);
    for (const person of known) if (!ids.has(person.name)) ids.set(person.name, person.id);
    const missing = names.filter((name) => !ids.has(name));
    if (missing.length > 0) {
      const added = await tx
        .insert(people)
        .values(missing.map((name) => ({ name })))
        .returning({ id: people.id, name: people.name });
      for (const person of added) ids.set(person.name, person.id);
    }
    return ids;
  }

  /** Replaces a title's texts, genres, languages, countries, people and access services with the fields'. */
  async function writeRelations(tx: Database, id: number, fields: TitleFields): Promise<void> {
    for (const table of [
      titleTexts,
      titleGenres,
      titleLanguages,
      titleSubtitles,
      titleProductionCountries,
      titlePeople,
      titleAccessServices,
    ])
      await tx.delete(table).where(eq(table.titleId, id));
    await tx.insert(titleTexts).values(
      languageCodes.map((lang) => ({
        titleId: id,
        lang,
        // The English name is name_en; an empty name in another language falls back to `name`.
        name: lang === 'en' ? (fields.nameEn ?? '') : fields.texts[lang].name,
        description: fields.texts[lang].description,
      })),
    );
    const rows = <T>(values: T[], insert: (values: T[]) => Promise<unknown>) =>
      values.length > 0 ? insert(values) : Promise.resolve();
    await rows(
      fields.genreIds.map((genreId) => ({ titleId: id, genreId })),
      (v) => tx.insert(titleGenres).values(v),
    );
    await rows(
      fields.spokenLanguages.map((languageCode) => ({ titleId: id, languageCode })),
      (v) => tx.insert(titleLanguages).values(v),
    );
    await rows(
      fields.subtitleLanguages.map((languageCode) => ({ titleId: id, languageCode })),
      (v) => tx.insert(titleSubtitles).values(v),
    );
    await rows(
      fields.productionCountries.map((countryIso) => ({ titleId: id, countryIso })),
      (v) => tx.insert(titleProductionCountries).values(v),
    );
    await rows(
      fields.accessServices.map((a) => ({ titleId: id, ...a })),
      (v) => tx.insert(titleAccessServices).values(v),
    );
    const ids = await personIds(tx, [...new Set([...fields.directors, ...fields.actors])]);
    const credits = [
      ...fields.directors.map((name) => ({ name, role: 'director' as const })),
      ...fields.actors.map((name) => ({ name, role: 'actor' as const })),
    ];
    await rows(
      credits.map((credit, position) => ({
        titleId: id,
        personId: ids.get(credit.name)!,
        role: credit.role,
        position,
      })),
      (v) => tx.insert(titlePeople).values(v).onConflictDoNothing(),
    );
    await refreshSearchText(tx, [id]);
  }

  const columnsOf = (fields: TitleFields) => ({
    kind: fields.kind,
    name: fields.name,
    nameEn: fields.nameEn,
    originalName: fields.originalName,
    originalLanguage: fields.originalLanguage,
    year: fields.year,
    ageRating: fields.ageRating,
    imdbId: fields.imdbId,
    groupId: fields.groupId,
    season: fields.season,
    episode: fields.episode,
  });

  return {
    load: (id: number) => load(db, id),

    /** One page of the titles matching, newest id first, and the number matching. */
    async search(
      filters: TitleSearch,
      page: { offset: number; limit: number },
    ): Promise<{ rows: TitleListRow[]; total: number }> {
      const conditions: SQL[] = [];
      for (const word of foldForSearch(filters.search ?? '')
        .split(' ')
        .filter(Boolean))
        conditions.push(sql`${titles.searchText} like ${`%${escapeLike(word)}%`}`);
      if (filters.kind) conditions.push(eq(titles.kind, filters.kind));
      if (filters.published === true) conditions.push(sql`${titles.withdrawnAt} is null`);
      if (filters.published === false) conditions.push(sql`${titles.withdrawnAt} is not null`);
      if (filters.groupId !== undefined) conditions.push(eq(titles.groupId, filters.groupId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select(listColumns)
          .from(titles)
          .leftJoin(seriesGroups, eq(seriesGroups.id, titles.groupId))
          .where(where)
          .orderBy(sql`${titles.id} desc`)
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(titles)
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** The genre ids of these that do not exist. */
    async unknownGenres(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await db.select({ id: genres.id }).from(genres).where(inArray(genres.id, ids));
      return ids.filter((id) => !found.some((g) => g.id === id));
    },

    /** The language codes of these that the languages table does not hold. */
    async unknownLanguages(codes: string[]): Promise<string[]> {
      if (codes.length === 0) return [];
      const found = await db
        .select({ code: languages.code })
        .from(languages)
        .where(inArray(languages.code, codes));
      return codes.filter((code) => !found.some((l) => l.code === code));
    },

    /** The country codes of these that the countries table does not hold. */
    async unknownCountries(isos: string[]): Promise<string[]> {
      if (isos.length === 0) return [];
      const found = await db
        .select({ iso: countries.iso })
        .from(countries)
        .where(inArray(countries.iso, isos));
      return isos.filter((iso) => !found.some((c) => c.iso === iso));
    },

    /** Whether a series exists. */
    async seriesExists(groupId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: seriesGroups.id })
        .from(seriesGroups)
        .where(eq(seriesGroups.id, groupId));
      return row !== undefined;
    },

    /** Another title of the series already at this season and episode. */
    async episodeTaken(
      groupId: number,
      season: number,
      episode: number,
      exceptId: number | undefined,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: titles.id })
        .from(titles)
        .where(
          and(
            eq(titles.groupId, groupId),
            eq(titles.season, season),
            eq(titles.episode, episode),
            ...(exceptId !== undefined ? [ne(titles.id, exceptId)] : []),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Creates (no id) or changes a title with everything it names, in one transaction with the caller's audit
     * entry (`changed`). Undefined when the title to change does not exist.
     */
    async save(
      id: number | undefined,
      fields: TitleFields,
      changed: Changed,
    ): Promise<TitleRecord | undefined> {
      return db.transaction(async (tx) => {
        let titleId: number;
        let before: TitleRecord | null = null;
        if (id === undefined) {
          // Title ids are chosen here (the seed gives its own): one creation at a time takes the next one.
          await tx.execute(sql`lock table titles in share row exclusive mode`);
          const [next] = await tx
            .select({ id: sql<number>`coalesce(max(${titles.id}), 0)::int + 1` })
            .from(titles);
          titleId = next!.id;
          await tx.insert(titles).values({
            id: titleId,
            ...columnsOf(fields),
            // Duration and media come from the media pipeline; the generated poster until one is uploaded.
            durationSeconds: 0,
            posterPath: generatedPosterPath(titleId),
          });
        } else {
          const [locked] = await tx
            .select({ id: titles.id })
            .from(titles)
            .where(eq(titles.id, id))
            .for('update');
          if (!locked) return undefined;
          before = (await load(tx, id))!;
          titleId = id;
          await tx.update(titles).set(columnsOf(fields)).where(eq(titles.id, id));
        }
        await writeRelations(tx, titleId, fields);
        const after = (await load(tx, titleId))!;
        await changed(tx, { before, after });
        return after;
      });
    },

    /** Unpublishes (`withdrawn` true) or republishes a title, with the caller's audit entry when it changed. */
    async setWithdrawn(
      id: number,
      withdrawn: boolean,
      at: Date,
      changed: Changed,
    ): Promise<TitleRecord | undefined> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ withdrawnAt: titles.withdrawnAt })
          .from(titles)
          .where(eq(titles.id, id))
          .for('update');
        if (!locked) return undefined;
        if ((locked.withdrawnAt !== null) === withdrawn) return (await load(tx, id))!;
        const before = (await load(tx, id))!;
        await tx
          .update(titles)
          .set({ withdrawnAt: withdrawn ? at : null })
          .where(eq(titles.id, id));
        const after = (await load(tx, id))!;
        await changed(tx, { before, after });
        return after;
      });
    },

    /** One series with its names; undefined when there is none. */
    async series(id: number): Promise<SeriesRecord | undefined> {
      const [found] = await db
        .select({
          id: seriesGroups.id,
          name: seriesGroups.name,
          nameEn: seriesGroups.nameEn,
          names: seriesGroups.names,
        })
        .from(seriesGroups)
        .where(eq(seriesGroups.id, id));
      return found;
    },

    /** Creates (no id) or renames a series, with the caller's audit entry; undefined when it does not exist. */
    async saveSeries(
      id: number | undefined,
      fields: SeriesFields,
      changed: (tx: Database, rows: { before: SeriesRecord | null; after: SeriesRecord }) => Promise<void>,
    ): Promise<SeriesRecord | undefined> {
      return db.transaction(async (tx) => {
        const columns = {
          id: seriesGroups.id,
          name: seriesGroups.name,
          nameEn: seriesGroups.nameEn,
          names: seriesGroups.names,
        };
        if (id === undefined) {
          const [after] = await tx.insert(seriesGroups).values(fields).returning(columns);
          await changed(tx, { before: null, after: after! });
          return after;
        }
        const [before] = await tx
          .select(columns)
          .from(seriesGroups)
          .where(eq(seriesGroups.id, id))
          .for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(seriesGroups)
          .set(fields)
          .where(eq(seriesGroups.id, id))
          .returning(columns);
        await changed(tx, { before, after: after! });
        return after;
      });
    },

    /**
     * Numbers a season's episodes 1, 2, 3 ... in the order given, when the ids are exactly that season's
     * episodes (false otherwise), with the caller's audit entry of the order before and after.
     */
    async reorderEpisodes(
      groupId: number,
      season: number,
      titleIds: number[],
      changed: (tx: Database, order: { before: number[]; after: number[] }) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: titles.id })
          .from(titles)
          .where(and(eq(titles.groupId, groupId), eq(titles.season, season)))
          .orderBy(titles.episode, titles.id)
          .for('update');
        const before = current.map((row) => row.id);
        if (before.length !== titleIds.length || [...before].sort().join() !== [...titleIds].sort().join())
          return false;
        // Two steps, so that no two episodes ever share a number on the way.
        for (const [index, id] of titleIds.entries())
          await tx
            .update(titles)
            .set({ episode: 1000 + index })
            .where(eq(titles.id, id));
        for (const [index, id] of titleIds.entries())
          await tx
            .update(titles)
            .set({ episode: index + 1 })
            .where(eq(titles.id, id));
        await changed(tx, { before, after: titleIds });
        return true;
      });
    },

    /** The form's choices: genres, languages and countries with their names, and the series. */
    async choices() {
      const [genreRows, languageRows, countryRows, series] = await Promise.all([
        db.select().from(genres).orderBy(genres.id),
        db.select().from(languages).orderBy(languages.code),
        db.select().from(countries).orderBy(countries.iso),
        db
          .select({ id: seriesGroups.id, name: seriesGroups.name })
          .from(seriesGroups)
          .orderBy(seriesGroups.name, seriesGroups.id),
      ]);
      return { genres: genreRows, languages: languageRows, countries: countryRows, series };
    },
  };
}
export type TitleAdminRepository = ReturnType<typeof createTitleAdminRepository>;
