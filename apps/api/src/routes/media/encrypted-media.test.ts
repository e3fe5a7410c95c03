import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { probeMedia, requireFfmpeg } from '../../media/ffmpeg-path';
import { decryptSegment } from '../../media/hls-encryption';
import { createFileStorage } from '../../media/storage/file-storage';
import type { MediaStorage } from '../../media/storage/media-storage';
import { storeRendition } from '../../modules/media/store-rendition';
import { signStreamToken } from '../../modules/media/stream-token';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import { seedFixtures } from '../../test-support/fixtures';
import { createTestMedia, seedLoanFixtures } from '../../test-support/loan-fixtures';
import { startTestS3 } from '../../test-support/s3-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Encrypted renditions (docs/decisions/070): every patron's playlists name the same encrypted segments at the
 * shared, cacheable address; only the key is per loan, and it is refused to anyone without a running loan's token.
 */
const run = promisify(execFile);
const TITLE = 100;
const RENDITION = `titles/${TITLE}/film/r1000`;
const HOUR = 3600_000;

const backends = [
  {
    name: 'file',
    async open(mediaDir: string) {
      return { storage: createFileStorage(mediaDir), close: async () => {} };
    },
  },
  {
    name: 's3',
    async open() {
      const s3 = await startTestS3();
      return { storage: s3.storage('media'), close: () => s3.close() };
    },
  },
];

/** A 4 s 320x240 clip with sound as HLS (2 s segments) in `dir`, with a master naming its variant by version. */
async function makeRendition(dir: string) {
  mkdirSync(join(dir, 'v0'), { recursive: true });
  await run(requireFfmpeg(), [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-g', '48', '-c:a', 'aac', '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', join(dir, 'v0', 'seg%03d.ts'), join(dir, 'v0', 'index.m3u8')],
  ]);
  writeFileSync(
    join(dir, 'master.m3u8'),
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=320x240\nr1000/v0/index.m3u8\n',
  );
}

/** The streams ffmpeg finds in a segment: the codec names, or null when it cannot read one. */
async function probe(bytes: Buffer): Promise<string[] | null> {
  const file = join(mkdtempSync(join(tmpdir(), 'probe-')), 'segment.ts');
  writeFileSync(file, bytes);
  try {
    const { codecs } = await probeMedia(requireFfmpeg(), file, 'mpegts');
    return codecs.length > 0 ? codecs.sort() : null;
  } catch {
    return null;
  } finally {
    rmSync(file, { force: true });
  }
}

describe.each(backends)('encrypted renditions on $name storage', (backend) => {
  let t: TestApp;
  let storage: MediaStorage;
  let closeStorage: () => Promise<void>;
  let now = new Date();
  let mediaDir: string;
  const loanIds: number[] = [];

  beforeAll(async () => {
    mediaDir = createTestMedia();
    ({ storage, close: closeStorage } = await backend.open(mediaDir));
    t = await createTestApp({
      mediaDir,
      mediaStorage: storage,
      viewingClock: () => now,
      seed: async (h) => {
        await seedFixtures(h.db);
        await seedCatalogueFixtures(h.db);
        await seedLoanFixtures(h.db);
      },
    });
    const scratch = mkdtempSync(join(tmpdir(), 'rendition-'));
    await makeRendition(scratch);
    await storeRendition({ storage, keys: t.app.services.mediaKeys }, scratch, RENDITION);
    // A clear versioned rendition (made before encryption) of another title.
    await storage.putBytes('titles/101/film/r5/v0/seg000.ts', Buffer.alloc(188 * 4, 0x47));
    await t.database.db.update(s.titles).set({ mediaKey: RENDITION }).where(eq(s.titles.id, TITLE));
    const [user] = await t.database.db.select({ id: s.users.id }).from(s.users).limit(1);
    for (const titleId of [TITLE, TITLE, 101]) {
      const [loan] = await t.database.db
        .insert(s.loans)
        .values({
          libraryId: 1,
          titleId,
          userId: user!.id,
          startedAt: now,
          endsAt: new Date(now.getTime() + 48 * HOUR),
          priceCents: 2500,
        })
        .returning({ id: s.loans.id });
      loanIds.push(loan!.id);
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeStorage();
  });

  const tokenOf = (index: number, titleId = TITLE, end = new Date(now.getTime() + 48 * HOUR)) =>
    signStreamToken(t.app.services.streamKey, {
      loanId: loanIds[index]!,
      titleId,
      loanEndsAt: end,
      expiresAt: new Date(end.getTime() + 2 * HOUR),
    });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const variantOf = async (token: string) => {
    const master = await get(`/api/media/${token}/master.m3u8`);
    expect(master.statusCode).toBe(200);
    const uri = master.body.split('\n').find((line) => line.endsWith('index.m3u8'))!;
    const variant = await get(`/api/media/${token}/${uri}`);
    expect(variant.statusCode).toBe(200);
    return variant.body;
  };
  const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.ts'));

  it('gives two patrons playlists naming the same encrypted segments at the shared address', async () => {
    const first = await variantOf(tokenOf(0));
    const second = await variantOf(tokenOf(1));
    expect(first).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
    expect(segmentsOf(first).length).toBeGreaterThanOrEqual(2);
    expect(segmentsOf(first)).toEqual(segmentsOf(second));
    for (const segment of segmentsOf(first)) {
      expect(segment).toMatch(new RegExp(`^/api/media-files/${RENDITION}/v0/seg\\d{3}\\.ts$`));
    }
  });

  it('serves a segment to anyone, cacheable for a year, and it decodes only with the loan’s key', async () => {
    const [url] = segmentsOf(await variantOf(tokenOf(0)));
    const segment = await get(url!);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(segment.headers['access-control-allow-origin']).toBe('*');
    expect(segment.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.headers['set-cookie']).toBeUndefined();
    expect(await probe(segment.rawPayload)).toBeNull();

    const key = await get(`/api/media/${tokenOf(1)}/r1000/key`);
    expect(key.statusCode).toBe(200);
    expect(key.headers['cache-control']).toBe('private, no-store');
    expect(key.rawPayload).toHaveLength(16);
    // The variant's `../key` from r1000/v0/index.m3u8 is the same key as the current version's `key`.
    expect((await get(`/api/media/${tokenOf(0)}/key`)).rawPayload.equals(key.rawPayload)).toBe(true);
    const clear = decryptSegment(key.rawPayload, 0, segment.rawPayload);
    expect(await probe(clear)).toEqual(['aac', 'h264']);
  });

  it('answers byte ranges of a segment, and 416 past its end', async () => {
    const [url] = segmentsOf(await variantOf(tokenOf(0)));
    const whole = (await get(url!)).rawPayload;
    const part = await get(url!, { range: 'bytes=16-47' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 16-47/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(16, 48))).toBe(true);
    const tail = await get(url!, { range: 'bytes=-16' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 16))).toBe(true);
    const past = await get(url!, { range: `bytes=${whole.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
  });

  it('refuses the key without a token, with an altered one, another title’s, after its end and for a loan ended early', async () => {
    expect((await get('/api/media/key')).statusCode).toBe(403);
    expect((await get('/api/media//key')).statusCode).toBe(403);
    const token = tokenOf(0);
    const altered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await get(`/api/media/${altered}/key`)).statusCode).toBe(403);
    // The loan of title 101 plays its own (clear) media: it has no key to give, and never title 100's.
    const other = await get(`/api/media/${tokenOf(2, 101)}/key`);
    expect(other.statusCode).toBe(404);
    expect((await get(`/api/media/${tokenOf(2, 101)}/r1000/key`)).statusCode).toBe(404);
    // A token naming title 100 for title 101's loan is refused outright.
    expect((await get(`/api/media/${tokenOf(2, TITLE)}/key`)).statusCode).toBe(403);
    // Leaving the token's folder reaches no key; a version that is not one is none.
    expect((await get(`/api/media/${token}/../key`)).statusCode).toBe(403);
    expect((await get(`/api/media/${token}/x1000/key`)).statusCode).toBe(404);
    expect((await get(`/api/media/${token}/r1000%2fv0/key`)).statusCode).toBe(404);

    // After the token's end (the loan's end plus the film's length), nothing.
    const saved = now;
    now = new Date(now.getTime() + 51 * HOUR);
    expect((await get(`/api/media/${token}/key`)).statusCode).toBe(403);
    now = saved;

    // A loan ended early in the database: its token no longer opens the key.
    await t.database.db
      .update(s.loans)
      .set({ endsAt: new Date(now.getTime() - 1000) })
      .where(eq(s.loans.id, loanIds[1]!));
    expect((await get(`/api/media/${tokenOf(1)}/key`)).statusCode).toBe(403);
  });

  it('plays a demo clip in the clear from this machine’s MEDIA_DIR until it is packaged, whatever the storage', async () => {
    const clip = join(mediaDir, 'demo/clip-9');
    mkdirSync(join(clip, 'v0'), { recursive: true });
    writeFileSync(join(clip, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nv0/index.m3u8\n');
    writeFileSync(join(clip, 'v0/index.m3u8'), '#EXTM3U\n#EXTINF:6.0,\nseg0.ts\n#EXT-X-ENDLIST\n');
    writeFileSync(join(clip, 'v0/seg0.ts'), Buffer.alloc(188 * 4, 0x47));
    await t.database.db.update(s.titles).set({ mediaKey: 'demo/clip-9' }).where(eq(s.titles.id, 101));
    const token = tokenOf(2, 101);
    expect((await get(`/api/media/${token}/master.m3u8`)).statusCode).toBe(200);
    expect((await get(`/api/media/${token}/v0/index.m3u8`)).body).toContain('seg0.ts');
    expect((await get(`/api/media/${token}/v0/seg0.ts`)).rawPayload).toHaveLength(188 * 4);
    // Never from the shared address: it is not encrypted.
    expect((await get('/api/media-files/demo/clip-9/v0/seg0.ts')).statusCode).toBe(404);
    await t.database.db.update(s.titles).set({ mediaKey: 'test/clip' }).where(eq(s.titles.id, 101));
  });

  it('serves nothing clear at the shared address: no playlist, no clear rendition, nothing outside a rendition', async () => {
    expect((await get(`/api/media-files/${RENDITION}/v0/index.m3u8`)).statusCode).toBe(404);
    expect((await get(`/api/media-files/${RENDITION}/master.m3u8`)).statusCode).toBe(404);
    expect((await get(`/api/media-files/${RENDITION}/hls-encryption.json`)).statusCode).toBe(404);
    expect((await get('/api/media-files/titles/101/film/r5/v0/seg000.ts')).statusCode).toBe(404);
    expect((await get('/api/media-files/test/clip/v0/seg0.ts')).statusCode).toBe(404);
    expect((await get(`/api/media-files/${RENDITION}/../../../../test/clip/v0/seg0.ts`)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/media-files/${RENDITION}/v0/%2e%2e/%2e%2e/r5/v0/seg000.ts`)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/media-files/${RENDITION}/v0/seg999.ts`)).statusCode).toBe(404);
  });
});

describe('a CDN in front of the shared address (MEDIA_PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const mediaDir = createTestMedia();
    t = await createTestApp({
      mediaDir,
      mediaPublicUrl: 'https://cdn.example.org/filmhyllan/',
      seed: async (h) => {
        await seedFixtures(h.db);
        await seedCatalogueFixtures(h.db);
        await seedLoanFixtures(h.db);
      },
    });
    const scratch = mkdtempSync(join(tmpdir(), 'rendition-'));
    await makeRendition(scratch);
    await storeRendition(
      { storage: createFileStorage(mediaDir), keys: t.app.services.mediaKeys },
      scratch,
      RENDITION,
    );
    await t.database.db.update(s.titles).set({ mediaKey: RENDITION }).where(eq(s.titles.id, TITLE));
  }, 60_000);
  afterAll(() => t.close());

  it('names the segments at the CDN and lets the pages fetch from its origin', async () => {
    const [user] = await t.database.db.select({ id: s.users.id }).from(s.users).limit(1);
    const [loan] = await t.database.db
      .insert(s.loans)
      .values({
        libraryId: 1,
        titleId: TITLE,
        userId: user!.id,
        startedAt: new Date(),
        endsAt: new Date(Date.now() + HOUR),
        priceCents: 2500,
      })
      .returning({ id: s.loans.id });
    const token = signStreamToken(t.app.services.streamKey, {
      loanId: loan!.id,
      titleId: TITLE,
      loanEndsAt: new Date(Date.now() + HOUR),
      expiresAt: new Date(Date.now() + 2 * HOUR),
    });
    const variant = await t.app.inject({ url: `/api/media/${token}/r1000/v0/index.m3u8` });
    expect(variant.statusCode).toBe(200);
    const segments = variant.body.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments[0]).toBe(`https://cdn.example.org/filmhyllan/${RENDITION}/v0/seg000.ts`);
    const page = await t.app.inject({ url: '/api/health' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.org(;|$)/);
    expect(csp).toMatch(/media-src 'self' blob: data: https:\/\/cdn\.example\.org(;|$)/);
  });
});
