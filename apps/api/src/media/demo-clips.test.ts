import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { titles, titleSubtitles } from '../db/schema';
import { createMediaRepository } from '../modules/media/media.repository';
import { seedCatalogueFixtures } from '../test-support/catalogue-fixtures';
import { seedFixtures } from '../test-support/fixtures';
import { createTestApp, startSession, type TestApp } from '../test-support/test-app';
import { assignDemoMedia, DEMO_CLIPS, DEMO_SUBTITLE_LANGUAGES } from './demo-clips';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (h) => {
      await seedFixtures(h.db);
      await seedCatalogueFixtures(h.db);
      // Title 101 has media of its own (ingested), which the demo leaves alone.
      await h.db.update(titles).set({ mediaKey: 'titles/101' }).where(eq(titles.id, 101));
      await h.db.insert(titleSubtitles).values({ titleId: 101, languageCode: 'sv' });
      await assignDemoMedia(h.db);
    },
  });
});
afterAll(() => t.close());

const subtitleCodes = async (titleId: number) =>
  (
    await t.database.db
      .select({ code: titleSubtitles.languageCode })
      .from(titleSubtitles)
      .where(eq(titleSubtitles.titleId, titleId))
  )
    .map((row) => row.code)
    .sort();

describe('subtitles of packaged media', () => {
  it('the demo clips carry a subtitle track per interface language', () => {
    expect([...DEMO_SUBTITLE_LANGUAGES].sort()).toEqual(['en', 'fi', 'no', 'sv']);
  });

  it('the title page lists the tracks of the demo clip a title plays, not the made-up ones', async () => {
    const { sessionid } = await startSession(t.app);
    const res = await t.app.inject({
      url: `/api/library/title/get_title?title_id=100&library_id=1&with_subtitle_languages=1&portal_sessionid=${sessionid}`,
      headers: { 'x-app-language': 'sv' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The fixtures said Finnish and English; the clip has sv, no, fi and en ('no' is not a language the
    // fixtures know, so it is left out rather than breaking the list).
    expect(res.json().title.subtitle_languages).toEqual([
      { code: 'en', name: 'engelska' },
      { code: 'fi', name: 'finska' },
      { code: 'sv', name: 'svenska' },
    ]);
    const [row] = await t.database.db.select({ key: titles.mediaKey }).from(titles).where(eq(titles.id, 100));
    expect(DEMO_CLIPS.map((clip) => clip.key)).toContain(row?.key);
  });

  it('leaves titles with media of their own as their ingest recorded them', async () => {
    expect(await subtitleCodes(101)).toEqual(['sv']);
  });

  it('records exactly the tracks an ingest wrote, and running it again changes nothing', async () => {
    const media = createMediaRepository(t.database.db);
    await media.setSubtitleTracks('titles/101', ['en', 'fi']);
    expect(await subtitleCodes(101)).toEqual(['en', 'fi']);
    await media.setSubtitleTracks('titles/101', ['en', 'fi']);
    expect(await subtitleCodes(101)).toEqual(['en', 'fi']);
    await media.setSubtitleTracks('titles/101', []);
    expect(await subtitleCodes(101)).toEqual([]);
    // Other titles keep theirs.
    expect(await subtitleCodes(100)).toEqual(['en', 'fi', 'sv']);
  });

  it('a second demo start puts nothing twice', async () => {
    await assignDemoMedia(t.database.db);
    const [count] = await t.database.db
      .execute(sql`select count(*)::int as n from title_subtitles`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    await assignDemoMedia(t.database.db);
    const [again] = await t.database.db
      .execute(sql`select count(*)::int as n from title_subtitles`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(again?.n).toBe(count?.n);
  });
});
