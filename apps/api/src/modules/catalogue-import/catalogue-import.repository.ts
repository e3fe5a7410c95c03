import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { languageCodes, type LocalizedText } from '@filmhyllan/contract';
import type { Database } from '../../db/client';
import { countries, genres, languages, seriesGroups, titles } from '../../db/schema';

/** A database or a transaction, which the title and licence modules are made on for the import. */
export type CatalogueTransaction = Database;

/** A distributor's key of a title or a series. */
export interface DistributorKey {
  distributor: string;
  ref: string;
}

const keyOf = (distributor: string, ref: string) => JSON.stringify([distributor, ref]);

/** Thrown to roll a dry run's transaction back once its report is made. */
class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back');
  }
}

/**
 * What the catalogue import reads and writes beside the title and licence modules (docs/decisions/054): the
 * distributor keys of titles and series, genres by name, and the reference tables a file is checked against.
 */
export function createCatalogueImportRepository(db: Database) {
  return {
    /** The database (or transaction) these run on, for the title and licence modules. */
    database: db,

    /** The stored language and country codes (lower case). */
    async references(): Promise<{ languages: Set<string>; countries: Set<string> }> {
      const [languageRows, countryRows] = await Promise.all([
        db.select({ code: languages.code }).from(languages),
        db.select({ iso: countries.iso }).from(countries),
      ]);
      return {
        languages: new Set(languageRows.map((l) => l.code.toLowerCase())),
        countries: new Set(countryRows.map((c) => c.iso.toLowerCase())),
      };
    },

    /**
     * Runs `work` in one transaction; with `keep` false (a dry run, or a file with problems) it is rolled back
     * after `work` made its answer, so nothing it wrote stays.
     */
    async transaction<T>(work: (tx: Database) => Promise<{ result: T; keep: boolean }>): Promise<T> {
      try {
        return await db.transaction(async (tx) => {
          const { result, keep } = await work(tx);
          if (!keep) throw new RolledBack(result);
          return result;
        });
      } catch (error) {
        if (error instanceof RolledBack) return error.result as T;
        throw error;
      }
    },

    /** The same reads and writes on a transaction. */
    on(tx: Database) {
      return createCatalogueImportRepository(tx);
    },

    /** The titles stored under these keys, by key. */
    async titleIds(keys: readonly DistributorKey[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      const distributors = [...new Set(keys.map((k) => k.distributor))];
      if (distributors.length === 0) return found;
      const rows = await db
        .select({ id: titles.id, distributor: titles.distributor, ref: titles.distributorRef })
        .from(titles)
        .where(inArray(titles.distributor, distributors));
      for (const row of rows) found.set(keyOf(row.distributor!, row.ref!), row.id);
      return found;
    },

    /** Gives a title its distributor key. */
    async setTitleKey(titleId: number, key: DistributorKey): Promise<void> {
      await db
        .update(titles)
        .set({ distributor: key.distributor, distributorRef: key.ref })
        .where(eq(titles.id, titleId));
    },

    /** The series stored under a key, or a new one of that name (undefined: not stored, and no name). */
    async seriesId(key: DistributorKey, name: string | null): Promise<number | undefined> {
      const [stored] = await db
        .select({ id: seriesGroups.id, name: seriesGroups.name })
        .from(seriesGroups)
        .where(and(eq(seriesGroups.distributor, key.distributor), eq(seriesGroups.distributorRef, key.ref)));
      if (stored) {
        if (name !== null && stored.name !== name)
          await db.update(seriesGroups).set({ name }).where(eq(seriesGroups.id, stored.id));
        return stored.id;
      }
      if (name === null) return undefined;
      const [added] = await db
        .insert(seriesGroups)
        .values({ name, distributor: key.distributor, distributorRef: key.ref })
        .returning({ id: seriesGroups.id });
      return added!.id;
    },

    /**
     * The genres of these names, matched in any interface language ignoring case; a name matching none adds a
     * genre named so in every language (an operator translates it later).
     */
    async genreIds(names: readonly string[]): Promise<number[]> {
      if (names.length === 0) return [];
      const stored = await db.select().from(genres).orderBy(asc(genres.id));
      const byName = new Map<string, number>();
      for (const genre of stored)
        for (const lang of languageCodes) {
          const name = genre.names[lang]?.trim().toLowerCase();
          if (name && !byName.has(name)) byName.set(name, genre.id);
        }
      const ids: number[] = [];
      for (const name of names) {
        let id = byName.get(name.toLowerCase());
        if (id === undefined) {
          // Genre ids are chosen here (the seed gives its own); the lock keeps two imports from taking one.
          await db.execute(sql`lock table genres in share row exclusive mode`);
          const [next] = await db
            .select({ id: sql<number>`coalesce(max(${genres.id}), 0)::int + 1` })
            .from(genres);
          id = next!.id;
          const names: LocalizedText = Object.fromEntries(languageCodes.map((lang) => [lang, name]));
          await db.insert(genres).values({ id, names });
          byName.set(name.toLowerCase(), id);
        }
        if (!ids.includes(id)) ids.push(id);
      }
      return ids;
    },

    /** Genre names as an export writes them: English, or the first language named. */
    async genreNames(): Promise<Map<number, string>> {
      const rows = await db.select().from(genres);
      return new Map(
        rows.map((g) => [
          g.id,
          g.names.en ?? languageCodes.map((l) => g.names[l]).find(Boolean) ?? String(g.id),
        ]),
      );
    },

    /** The titles with a distributor key (of one distributor when given), in key order, with their series key. */
    async keyedTitles(
      distributor?: string,
    ): Promise<
      { id: number; distributor: string; ref: string; series: { ref: string | null; name: string } | null }[]
    > {
      const rows = await db
        .select({
          id: titles.id,
          distributor: titles.distributor,
          ref: titles.distributorRef,
          seriesRef: seriesGroups.distributorRef,
          seriesName: seriesGroups.name,
        })
        .from(titles)
        .leftJoin(seriesGroups, eq(seriesGroups.id, titles.groupId))
        .where(
          distributor === undefined ? isNotNull(titles.distributor) : eq(titles.distributor, distributor),
        )
        .orderBy(asc(titles.distributor), asc(titles.distributorRef));
      return rows.map((r) => ({
        id: r.id,
        distributor: r.distributor!,
        ref: r.ref!,
        series: r.seriesName === null ? null : { ref: r.seriesRef, name: r.seriesName },
      }));
    },
  };
}
export type CatalogueImportRepository = ReturnType<typeof createCatalogueImportRepository>;
export const distributorKey = keyOf;
