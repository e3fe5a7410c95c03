import { eq, inArray, like, sql, desc } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { loans, mediaKeys, previewLinks, titles } from '../../db/schema';

/** What a stream request needs of its loan: the title it is of, that title's media folder, and its end. */
export interface StreamLoan {
  titleId: number;
  mediaKey: string | null;
  /** The loan's end as the database has it now (an early end moves it). */
  endsAt: Date;
}

/** What a stream request of a preview link needs: its title's media folder, its end and whether it was revoked. */
export interface StreamPreview {
  titleId: number;
  mediaKey: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
}

/**
 * What the catalogue records about packaged media. The title page lists a title's subtitles from
 * title_subtitles (and its SDH and audio descriptions from title_access_services); the player offers the tracks of the HLS master playlist. Both must name the same languages,
 * so whatever packages media (the ingest command, the demo clips) records here the tracks it wrote, for every
 * title that plays that media.
 */
export function createMediaRepository(db: Database) {
  return {
    /** The loan a stream token names, with its title's media folder, in one statement; undefined when gone. */
    async streamLoan(loanId: number): Promise<StreamLoan | undefined> {
      const [row] = await db
        .select({ titleId: loans.titleId, mediaKey: titles.mediaKey, endsAt: loans.endsAt })
        .from(loans)
        .innerJoin(titles, eq(titles.id, loans.titleId))
        .where(eq(loans.id, loanId))
        .limit(1);
      return row;
    },

    /** A title's media folder (a stream without a loan: operator or librarian); undefined when no such title. */
    async titleMedia(
      titleId: number,
    ): Promise<{ mediaKey: string | null; trailerMediaKey: string | null } | undefined> {
      const [row] = await db
        .select({ mediaKey: titles.mediaKey, trailerMediaKey: titles.trailerMediaKey })
        .from(titles)
        .where(eq(titles.id, titleId))
        .limit(1);
      return row;
    },

    /** The preview link a viewing token names, with its title's media folder, in one statement. */
    async streamPreview(linkId: number): Promise<StreamPreview | undefined> {
      const [row] = await db
        .select({
          titleId: previewLinks.titleId,
          mediaKey: titles.mediaKey,
          expiresAt: previewLinks.expiresAt,
          revokedAt: previewLinks.revokedAt,
        })
        .from(previewLinks)
        .innerJoin(titles, eq(titles.id, previewLinks.titleId))
        .where(eq(previewLinks.id, linkId))
        .limit(1);
      return row;
    },

    /** The sealed key of an encrypted rendition (docs/decisions/070); undefined for a clear one. */
    async renditionKey(rendition: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sealedKey: mediaKeys.sealedKey })
        .from(mediaKeys)
        .where(eq(mediaKeys.rendition, rendition))
        .limit(1);
      return row?.sealedKey;
    },

    /** Records a rendition's sealed key; a second save of the same rendition keeps the first (same bytes). */
    async saveRenditionKey(rendition: string, sealedKey: string, now: Date): Promise<void> {
      await db
        .insert(mediaKeys)
        .values({ rendition, sealedKey, createdAt: now })
        .onConflictDoNothing({ target: mediaKeys.rendition });
    },

    async removeRenditionKeys(renditions: readonly string[]): Promise<void> {
      if (renditions.length === 0) return;
      await db.delete(mediaKeys).where(inArray(mediaKeys.rendition, [...renditions]));
    },

    /** The newest encrypted version recorded below `root` (`demo/clip-0`), or undefined. */
    async newestKeyedVersion(root: string): Promise<string | undefined> {
      const [row] = await db
        .select({ rendition: mediaKeys.rendition })
        .from(mediaKeys)
        .where(like(mediaKeys.rendition, `${root}/r%`))
        .orderBy(desc(mediaKeys.createdAt), desc(mediaKeys.rendition))
        .limit(1);
      return row?.rendition;
    },

    /** Every title playing `from` plays `to` (the demo clips' encrypted packaging). */
    async moveMedia(from: string, to: string): Promise<void> {
      await db.update(titles).set({ mediaKey: to }).where(eq(titles.mediaKey, from));
    },

    /** Whether any title plays the media `key` itself. */
    async playsMedia(key: string): Promise<boolean> {
      const [row] = await db.select({ id: titles.id }).from(titles).where(eq(titles.mediaKey, key)).limit(1);
      return row !== undefined;
    },

    /** Whether any title plays media whose key begins with `prefix` ('demo/': the demo clips). */
    async playsMediaUnder(prefix: string): Promise<boolean> {
      const [row] = await queryRows<{ present: boolean }>(
        db,
        sql`select exists (select 1 from titles where starts_with(media_key, ${prefix})) as present`,
      );
      return row?.present === true;
    },

    /**
     * Media shared by many titles (the demo clips): every title without media plays one of `keys` (by its id),
     * and every title playing one of them that has subtitles for the deaf and hard of hearing or an audio
     * description plays `accessKey` instead.
     */
    async shareMedia(keys: readonly string[], accessKey: string): Promise<void> {
      const list = sql`array[${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`;
      await db.execute(
        sql`update titles set media_key = (${list})[id % ${keys.length} + 1] where media_key is null`,
      );
      await db.execute(sql`
        update titles t set media_key = ${accessKey}
        where t.media_key = any(${list})
          and exists (select 1 from title_access_services a
            where a.title_id = t.id and a.kind in ('sdh', 'audio_description'))`);
    },

    /** Whether a title has the id (the ingest command checks before packaging). */
    async titleExists(titleId: number): Promise<boolean> {
      const [row] = await queryRows<{ id: number }>(db, sql`select id from titles where id = ${titleId}`);
      return row !== undefined;
    },

    /**
     * Switches a title's film (with its duration) or trailer to a new rendition in one UPDATE, answering the
     * rendition it played before (null when none) — or undefined when there is no such title. The title plays
     * the old rendition up to this statement and the new one from it on (docs/decisions/048). With `basedOn`
     * (a version built from the film that played then), the film switches only if it is still that one: otherwise
     * nothing changes and the answer is `{ changed: true }`.
     */
    async switchRendition(
      titleId: number,
      purpose: 'film' | 'trailer',
      mediaKey: string,
      durationSeconds: number,
      basedOn?: string,
    ): Promise<{ previous: string | null; changed?: true } | undefined> {
      if (purpose === 'trailer' && basedOn !== undefined) {
        const rows = await queryRows<{ previous: string | null; switched: boolean }>(
          db,
          sql`with p as (select id, trailer_media_key as previous from titles where id = ${titleId} for update),
                   u as (update titles t set trailer_media_key = ${mediaKey}
                         from p where t.id = p.id and p.previous = ${basedOn} returning t.id)
              select p.previous, exists (select 1 from u) as switched from p`,
        );
        const row = rows[0];
        if (!row) return undefined;
        return row.switched ? { previous: row.previous } : { previous: row.previous, changed: true };
      }
      if (purpose === 'film' && basedOn !== undefined) {
        const rows = await queryRows<{ previous: string | null; switched: boolean }>(
          db,
          sql`with p as (select id, media_key as previous from titles where id = ${titleId} for update),
                   u as (update titles t set media_key = ${mediaKey},
                           duration_seconds = ${Math.round(durationSeconds)}
                         from p where t.id = p.id and p.previous = ${basedOn} returning t.id)
              select p.previous, exists (select 1 from u) as switched from p`,
        );
        const row = rows[0];
        if (!row) return undefined;
        return row.switched ? { previous: row.previous } : { previous: row.previous, changed: true };
      }
      const rows =
        purpose === 'film'
          ? await queryRows<{ previous: string | null }>(
              db,
              sql`update titles t set media_key = ${mediaKey}, duration_seconds = ${Math.round(durationSeconds)}
                  from (select id, media_key as previous from titles where id = ${titleId} for update) p
                  where t.id = p.id returning p.previous`,
            )
          : await queryRows<{ previous: string | null }>(
              db,
              sql`update titles t set trailer_media_key = ${mediaKey}
                  from (select id, trailer_media_key as previous from titles where id = ${titleId} for update) p
                  where t.id = p.id returning p.previous`,
            );
      return rows[0];
    },

    /** A title's film and trailer renditions; undefined when no such title. */
    async titleRenditions(
      titleId: number,
    ): Promise<
      { mediaKey: string | null; trailerMediaKey: string | null; durationSeconds: number } | undefined
    > {
      const [row] = await db
        .select({
          mediaKey: titles.mediaKey,
          trailerMediaKey: titles.trailerMediaKey,
          durationSeconds: titles.durationSeconds,
        })
        .from(titles)
        .where(eq(titles.id, titleId))
        .limit(1);
      return row;
    },

    /**
     * Titles whose film or trailer is a rendition of their own in the clear (made before renditions were
     * encrypted, docs/decisions/070): what the repackaging job encrypts. The demo clips have their own packaging.
     */
    async clearRenditions(): Promise<{ titleId: number; purpose: 'film' | 'trailer' }[]> {
      return queryRows<{ titleId: number; purpose: 'film' | 'trailer' }>(
        db,
        sql`select t.id as "titleId", m.purpose from titles t
              cross join lateral (values ('film', t.media_key), ('trailer', t.trailer_media_key)) m(purpose, key)
            where starts_with(m.key, 'titles/')
              and not exists (select 1 from media_keys k where k.rendition = m.key)
            order by t.id, m.purpose`,
      );
    },

    /**
     * The latest end of any loan of the title made up to now: until then (plus the film's length) a player may
     * still fetch the rendition the title played when that loan started.
     */
    async latestLoanEnd(titleId: number): Promise<Date | null> {
      const [row] = await queryRows<{ endsAt: Date | string | null }>(
        db,
        sql`select max(ends_at) as "endsAt" from loans where title_id = ${titleId}`,
      );
      return row?.endsAt ? new Date(row.endsAt) : null;
    },

    /** Points a title at its packaged media (MEDIA_DIR/<key>). */
    async setMediaKey(titleId: number, mediaKey: string): Promise<void> {
      await db.execute(sql`update titles set media_key = ${mediaKey} where id = ${titleId}`);
    },

    /**
     * Makes the subtitle languages of every title whose media_key is `mediaKey` exactly `languageCodes`
     * (codes the languages table does not know are left out). Running it again changes nothing.
     */
    async setSubtitleTracks(mediaKey: string, languageCodes: readonly string[]): Promise<void> {
      const codes = sql`array[${sql.join(
        languageCodes.map((code) => sql`${code}`),
        sql`, `,
      )}]::text[]`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          delete from title_subtitles ts using titles t
          where t.id = ts.title_id and t.media_key = ${mediaKey} and not (ts.language_code = any(${codes}))`);
        await tx.execute(sql`
          insert into title_subtitles (title_id, language_code)
          select t.id, l.code from titles t join languages l on l.code = any(${codes})
          where t.media_key = ${mediaKey}
          on conflict do nothing`);
      });
    },

    /**
     * Makes the subtitles for the deaf and hard of hearing and the audio descriptions of every title whose
     * media_key is `mediaKey` exactly the media's tracks (title_access_services; sign language is not a track and
     * stays as recorded). Unknown language codes are left out; running it again changes nothing.
     */
    async setAccessTracks(
      mediaKey: string,
      tracks: { sdh: readonly string[]; audioDescriptions: readonly string[] },
    ): Promise<void> {
      const wanted = [
        ...tracks.sdh.map((code) => ({ kind: 'sdh', code })),
        ...tracks.audioDescriptions.map((code) => ({ kind: 'audio_description', code })),
      ];
      const pairs = sql`(values ${sql.join(
        [sql`(null::text, null::text)`, ...wanted.map((w) => sql`(${w.kind}::text, ${w.code}::text)`)],
        sql`, `,
      )}) as w(kind, code)`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          delete from title_access_services a using titles t
          where t.id = a.title_id and t.media_key = ${mediaKey} and a.kind in ('sdh', 'audio_description')
            and not exists (select 1 from ${pairs} where w.kind = a.kind and w.code = a.language_code)`);
        await tx.execute(sql`
          insert into title_access_services (title_id, kind, language_code)
          select t.id, w.kind, l.code from titles t cross join ${pairs} join languages l on l.code = w.code
          where t.media_key = ${mediaKey}
          on conflict do nothing`);
      });
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
