import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * What the catalogue records about packaged media. The title page lists a title's subtitles from
 * title_subtitles; the player offers the tracks of the HLS master playlist. Both must name the same languages,
 * so whatever packages media (the ingest command, the demo clips) records here the tracks it wrote, for every
 * title that plays that media.
 */
export function createMediaRepository(db: Database) {
  return {
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
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
