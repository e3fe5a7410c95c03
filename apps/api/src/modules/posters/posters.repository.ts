import { and, eq, sql } from 'drizzle-orm';
import type { Language, PosterFormat } from '@filmhyllan/contract';
import { queryRows, type Database } from '../../db/client';
import { titlePosterImages, titlePosters, titles } from '../../db/schema';
import type { EncodedPoster } from './poster-image';

/** What a generated poster is drawn from; undefined when no title has the id. */
export interface PosterTitle {
  id: number;
  name: string;
  year: number | null;
  genreNames: string[];
}

/** A title's uploaded poster: its digest, the widths it was cut to and its largest size. */
export interface StoredPoster {
  sha256: string;
  widths: number[];
  width: number;
  height: number;
}

/** A title's poster state: the generated poster's address (titles.poster_path) and any uploaded one. */
export interface TitlePosterRow {
  titleId: number;
  posterPath: string | null;
  uploaded: StoredPoster | null;
}

/** Before and after of one title's poster change, inside its transaction (for the audit entry). */
export type PosterChanged = (
  tx: Database,
  rows: { before: TitlePosterRow; after: TitlePosterRow },
) => Promise<void>;

const storedColumns = {
  sha256: titlePosters.sha256,
  widths: titlePosters.widths,
  width: titlePosters.width,
  height: titlePosters.height,
};

export function createPostersRepository(db: Database) {
  async function posterRow(
    tx: Database,
    titleId: number,
    lock: boolean,
  ): Promise<TitlePosterRow | undefined> {
    const query = tx.select({ posterPath: titles.posterPath }).from(titles).where(eq(titles.id, titleId));
    const [title] = lock ? await query.for('update') : await query;
    if (!title) return undefined;
    const [uploaded] = await tx
      .select(storedColumns)
      .from(titlePosters)
      .where(eq(titlePosters.titleId, titleId));
    return { titleId, posterPath: title.posterPath, uploaded: uploaded ?? null };
  }

  /** Runs `change` with the title's row locked; undefined: no such title. */
  function onLockedTitle(
    titleId: number,
    change: (tx: Database) => Promise<void>,
    changed: PosterChanged,
  ): Promise<TitlePosterRow | undefined> {
    return db.transaction(async (tx) => {
      const before = await posterRow(tx, titleId, true);
      if (!before) return undefined;
      await change(tx);
      const after = (await posterRow(tx, titleId, false))!;
      await changed(tx, { before, after });
      return after;
    });
  }

  return {
    /** The title as its generated poster shows it: in `language` (name, genres) when given, else as stored. */
    async posterTitle(titleId: number, language?: Language): Promise<PosterTitle | undefined> {
      const genreLanguage = language ?? 'en';
      const [title] = await queryRows<{
        id: number;
        name: string;
        year: number | null;
        genres: string[] | null;
      }>(
        db,
        sql`select t.id, coalesce(
            nullif((select tt.name from title_texts tt where tt.title_id = t.id and tt.lang = ${language ?? ''}), ''),
            nullif(t.name, ''), t.name_en, '') as name, t.year,
          (select array_agg(coalesce(g.names->>${genreLanguage}, g.names->>'en', '') order by g.id)
             from title_genres tg join genres g on g.id = tg.genre_id where tg.title_id = t.id) as genres
        from titles t where t.id = ${titleId}`,
      );
      return title && { id: title.id, name: title.name, year: title.year, genreNames: title.genres ?? [] };
    },

    /**
     * A series as its generated poster shows it: the series' name in `language` when given (else as stored), the
     * first episode's year and genres (by season and episode), so the tile of a series never shows an episode's
     * name (docs/decisions/058).
     */
    async seriesPosterTitle(groupId: number, language?: Language): Promise<PosterTitle | undefined> {
      const genreLanguage = language ?? 'en';
      const [series] = await queryRows<{
        name: string;
        year: number | null;
        genres: string[] | null;
      }>(
        db,
        sql`select coalesce(nullif(sg.names->>${language ?? ''}, ''),
            case when ${language ?? ''} = 'en' then nullif(sg.name_en, '') end, sg.name) as name,
          first.year,
          (select array_agg(coalesce(g.names->>${genreLanguage}, g.names->>'en', '') order by g.id)
             from title_genres tg join genres g on g.id = tg.genre_id where tg.title_id = first.id) as genres
        from series_groups sg
        left join lateral (select t.id, t.year from titles t where t.group_id = sg.id
          order by t.season nulls first, t.episode nulls first, t.id limit 1) first on true
        where sg.id = ${groupId}`,
      );
      // Its own art: the seed is the series', apart from any title's (titles have positive ids).
      return (
        series && { id: -groupId, name: series.name, year: series.year, genreNames: series.genres ?? [] }
      );
    },

    /** The title's poster state; undefined when no title has the id. */
    poster(titleId: number): Promise<TitlePosterRow | undefined> {
      return posterRow(db, titleId, false);
    },

    /**
     * Stores the title's poster in every size and format, replacing any; with `onlyIfNone` a title that already
     * has an uploaded poster keeps it (and nothing is written).
     */
    setPoster(titleId: number, poster: EncodedPoster, changed: PosterChanged, onlyIfNone = false) {
      return onLockedTitle(
        titleId,
        async (tx) => {
          const [existing] = await tx
            .select({ sha256: titlePosters.sha256 })
            .from(titlePosters)
            .where(eq(titlePosters.titleId, titleId));
          if (existing && (onlyIfNone || existing.sha256 === poster.sha256)) return;
          await tx.delete(titlePosters).where(eq(titlePosters.titleId, titleId));
          await tx.insert(titlePosters).values({
            titleId,
            sha256: poster.sha256,
            widths: poster.widths,
            width: poster.width,
            height: poster.height,
            createdAt: new Date(),
          });
          if (poster.images.length > 0) {
            await tx.insert(titlePosterImages).values(poster.images.map((image) => ({ titleId, ...image })));
          }
        },
        changed,
      );
    },

    /** The title shows its generated poster again; the uploaded images are gone. */
    removePoster(titleId: number, changed: PosterChanged) {
      return onLockedTitle(
        titleId,
        async (tx) => {
          await tx.delete(titlePosters).where(eq(titlePosters.titleId, titleId));
        },
        changed,
      );
    },

    /** One size and format of the title's current poster if its digest is this one (an old address answers nothing). */
    async image(
      titleId: number,
      sha256: string,
      width: number,
      format: PosterFormat,
    ): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ image: titlePosterImages.image })
        .from(titlePosterImages)
        .innerJoin(titlePosters, eq(titlePosters.titleId, titlePosterImages.titleId))
        .where(
          and(
            eq(titlePosterImages.titleId, titleId),
            eq(titlePosters.sha256, sha256),
            eq(titlePosterImages.width, width),
            eq(titlePosterImages.format, format),
          ),
        )
        .limit(1);
      return row?.image;
    },
  };
}
export type PostersRepository = ReturnType<typeof createPostersRepository>;
