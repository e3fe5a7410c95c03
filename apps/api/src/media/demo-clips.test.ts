import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { titleAccessServices, titles, titleSubtitles } from '../db/schema';
import { createMediaRepository } from '../modules/media/media.repository';
import { seedCatalogueFixtures } from '../test-support/catalogue-fixtures';
import { seedFixtures } from '../test-support/fixtures';
import { createTestApp, startSession, type TestApp } from '../test-support/test-app';
import {
  assignDemoMedia,
  DEMO_AUDIO_DESCRIPTION_LANGUAGES,
  DEMO_CLIPS,
  DEMO_SDH_LANGUAGES,
  DEMO_SUBTITLE_LANGUAGES,
  ensureDemoClips,
  packageDemoClips,
  usesDemoClips,
} from './demo-clips';
import { decryptSegment } from './hls-encryption';
import { createFileStorage } from './storage/file-storage';
import { packagedFfmpeg } from './ffmpeg-path';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (h) => {
      await seedFixtures(h.db);
      await seedCatalogueFixtures(h.db);
      // Title 101 has media of its own (ingested), which the demo leaves alone.
      await h.db.update(titles).set({ mediaKey: 'titles/101' }).where(eq(titles.id, 101));
      await h.db.insert(titleSubtitles).values({ titleId: 101, languageCode: 'sv' });
      await assignDemoMedia(createMediaRepository(h.db));
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

  it('titles with SDH or audio description play the access clip and list its tracks; sign language stays', async () => {
    const access = async (titleId: number) =>
      (
        await t.database.db
          .select({ kind: titleAccessServices.kind, code: titleAccessServices.languageCode })
          .from(titleAccessServices)
          .where(eq(titleAccessServices.titleId, titleId))
      )
        .map((row) => `${row.kind}:${row.code}`)
        .sort();
    const mediaKey = async (titleId: number) =>
      (await t.database.db.select({ key: titles.mediaKey }).from(titles).where(eq(titles.id, titleId)))[0]
        ?.key;
    expect([...DEMO_SDH_LANGUAGES].sort()).toEqual(['en', 'fi', 'no', 'sv']);
    expect([...DEMO_AUDIO_DESCRIPTION_LANGUAGES].sort()).toEqual(['fi', 'no', 'sv']);
    // 100 had SDH, audio description and sign language in the fixtures; the fixtures know sv, en, fi and swl.
    expect(await mediaKey(100)).toBe('demo/clip-access');
    expect(await access(100)).toEqual([
      'audio_description:fi',
      'audio_description:sv',
      'sdh:en',
      'sdh:fi',
      'sdh:sv',
      'sign_language:swl',
    ]);
    expect(await mediaKey(104)).toBe('demo/clip-access'); // audio description only
    expect(await mediaKey(105)).toMatch(/^demo\/clip-[01]$/);
    expect(await access(105)).toEqual([]);
    expect(await access(101)).toEqual([]); // its own media, which recorded none
  });

  it('a second demo start puts nothing twice', async () => {
    await assignDemoMedia(createMediaRepository(t.database.db));
    const [count] = await t.database.db
      .execute(sql`select count(*)::int as n from title_subtitles`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    await assignDemoMedia(createMediaRepository(t.database.db));
    const [again] = await t.database.db
      .execute(sql`select count(*)::int as n from title_subtitles`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(again?.n).toBe(count?.n);
  });
});

describe('which databases play the demo clips', () => {
  it('one whose titles point at them (a demo start or `npm run seed`), not one without', async () => {
    expect(await usesDemoClips(createMediaRepository(t.database.db))).toBe(true);
    await t.database.db.update(titles).set({ mediaKey: null }).where(like(titles.mediaKey, 'demo/%'));
    expect(await usesDemoClips(createMediaRepository(t.database.db))).toBe(false);
    await assignDemoMedia(createMediaRepository(t.database.db));
    expect(await usesDemoClips(createMediaRepository(t.database.db))).toBe(true);
  });
});

describe('making the demo clips', () => {
  it('makes each clip as its ladder with four subtitle tracks, with the npm package’s ffmpeg', async () => {
    // Two segments' worth (the server's are DEMO_CLIP_SECONDS long): how a clip is made does not change with its
    // length, and a fifth of the encoding keeps this test from holding up the suite on two cores.
    const seconds = 12;
    const mediaDir = mkdtempSync(join(tmpdir(), 'demo-clips-'));
    try {
      // What a server stopped half-way left behind (its process is gone).
      mkdirSync(join(mediaDir, 'demo', 'clip-0.partial-99999999', 'v0'), { recursive: true });
      mkdirSync(join(mediaDir, 'tmp', 'demo-clip-0-99999999'), { recursive: true });
      const lines: string[] = [];
      const made = await ensureDemoClips(mediaDir, (line) => lines.push(line), packagedFfmpeg(), seconds);
      expect(made).toBe(DEMO_CLIPS.length);
      // In order: the first clip is ready first.
      expect(lines.filter((line) => line.startsWith('generating'))).toEqual(
        DEMO_CLIPS.map((clip) => `generating ${clip.key}`),
      );
      for (const clip of DEMO_CLIPS) {
        const dir = join(mediaDir, clip.key);
        const master = readFileSync(join(dir, 'master.m3u8'), 'utf8');
        expect(master).toMatch(/RESOLUTION=640x360,.*\nv0\/index\.m3u8/);
        const rungs = clip.height === 720 ? ['v0', 'v1'] : ['v0'];
        if (clip.height === 720) expect(master).toMatch(/RESOLUTION=1280x720,.*\nv1\/index\.m3u8/);
        for (const lang of DEMO_SUBTITLE_LANGUAGES) expect(master).toContain(`LANGUAGE="${lang}"`);
        // 12 s in 6-second segments, in every rung.
        for (const rung of rungs) {
          expect(readdirSync(join(dir, rung)).filter((file) => file.endsWith('.ts'))).toHaveLength(2);
        }
        expect(readFileSync(join(dir, 'subs', 'fi.vtt'), 'utf8')).toContain('Tervetuloa Filmhyllaniin.');
      }
      // Nothing half-made is left beside them, and clips already there are not made again.
      expect(readdirSync(join(mediaDir, 'demo')).sort()).toEqual(
        DEMO_CLIPS.map((clip) => clip.key.slice('demo/'.length)).sort(),
      );
      expect(readdirSync(join(mediaDir, 'tmp'))).toEqual([]);
      expect(await ensureDemoClips(mediaDir, () => {}, packagedFfmpeg(), seconds)).toBe(0);

      // This database's encrypted copies: every title moves to them, the clear clips stay for other databases.
      const media = createMediaRepository(t.database.db);
      const storage = createFileStorage(mediaDir);
      const deps = { mediaDir, storage, keys: t.app.services.mediaKeys, media };
      const packaged = await packageDemoClips(deps);
      expect(packaged).toHaveLength(DEMO_CLIPS.length);
      for (const [i, clip] of DEMO_CLIPS.entries()) {
        const key = packaged[i]!;
        expect(key).toMatch(new RegExp(`^${clip.key}/r\\d+$`));
        expect(await media.playsMedia(clip.key)).toBe(false);
        const version = key.split('/').pop()!;
        const master = readFileSync(join(mediaDir, key, 'master.m3u8'), 'utf8');
        expect(master).toMatch(new RegExp(`\nr\\d+/v0/index\\.m3u8`));
        expect(master).toContain(`URI="${version}/subs/fi.m3u8"`);
        const variant = readFileSync(join(mediaDir, key, 'v0', 'index.m3u8'), 'utf8');
        expect(variant).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
        const clear = readFileSync(join(mediaDir, clip.key, 'v0', 'seg000.ts'));
        const encrypted = readFileSync(join(mediaDir, key, 'v0', 'seg000.ts'));
        expect(encrypted.equals(clear)).toBe(false);
        const renditionKey = (await t.app.services.mediaKeys.key(key))!;
        expect(decryptSegment(renditionKey, 0, encrypted).equals(clear)).toBe(true);
        // The clear clip is what it was.
        expect(readFileSync(join(mediaDir, clip.key, 'master.m3u8'), 'utf8')).toMatch(/\nv0\/index\.m3u8/);
      }
      // Once packaged, nothing more to do; a title put on the clear clip again moves to the same copy.
      expect(await packageDemoClips(deps)).toEqual([]);
      await t.database.db
        .update(titles)
        .set({ mediaKey: DEMO_CLIPS[0]!.key })
        .where(eq(titles.mediaKey, packaged[0]!));
      expect(await packageDemoClips(deps)).toEqual([packaged[0]]);
      expect(readdirSync(join(mediaDir, DEMO_CLIPS[0]!.key)).filter((f) => /^r\d+$/.test(f))).toHaveLength(1);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
    // A time limit, not an assertion: alone the 2018 build makes the clips in about 30 s, but four test workers
    // share two cores with it and once took over 120 s.
  }, 300_000);
});
