import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markSuperseded, pruneRenditions, reserveRendition, streamFolder } from './renditions';

describe('versioned renditions', () => {
  it('serves a path naming a version folder from beside the current version, of the same title and purpose only', () => {
    const key = 'titles/7/film/r200';
    expect(streamFolder(key, 'master.m3u8')).toBe(key);
    expect(streamFolder(key, 'r100/360p/seg0000.ts')).toBe('titles/7/film');
    expect(streamFolder(key, 'subs/sv.vtt')).toBe(key);
    expect(streamFolder('titles/7/trailer/r5', 'r100/360p/index.m3u8')).toBe('titles/7/trailer');
    // Keys of before (the ingest command, the demo clips) are not versioned: paths stay inside them.
    expect(streamFolder('titles/7', 'r100/360p/index.m3u8')).toBe('titles/7');
    expect(streamFolder('demo/clip-0', 'r1/x.ts')).toBe('demo/clip-0');
  });

  it('reserves a new folder per version, never one that exists', async () => {
    const media = mkdtempSync(join(tmpdir(), 'renditions-'));
    const at = new Date(1_000);
    expect(await reserveRendition(media, 'titles/1/film', at)).toBe('titles/1/film/r1000');
    expect(await reserveRendition(media, 'titles/1/film', at)).toBe('titles/1/film/r1001');
    expect(existsSync(join(media, 'titles/1/film/r1001'))).toBe(true);
  });

  it('removes superseded versions past their keep-until and abandoned ones, never the current or one being written', async () => {
    const media = mkdtempSync(join(tmpdir(), 'renditions-'));
    const root = 'titles/1/film';
    const folder = (name: string, complete: boolean) => {
      mkdirSync(join(media, root, name), { recursive: true });
      if (complete) writeFileSync(join(media, root, name, 'master.m3u8'), '#EXTM3U\n');
    };
    const now = new Date('2026-06-01T12:00:00Z');
    folder('r1', true);
    folder('r2', true);
    folder('r3', true);
    folder('r4', false); // a job writing right now
    folder('r5', false); // a job whose process died a day ago
    folder('r6', true); // current
    mkdirSync(join(media, root, 'not-a-version'));
    await markSuperseded(media, `${root}/r1`, new Date(now.getTime() - 1));
    await markSuperseded(media, `${root}/r2`, now);
    await markSuperseded(media, `${root}/r3`, new Date(now.getTime() + 1));
    const dayAgo = (now.getTime() - 24 * 3600_000) / 1000;
    utimesSync(join(media, root, 'r5'), dayAgo, dayAgo);
    utimesSync(join(media, root, 'r4'), now.getTime() / 1000, now.getTime() / 1000);

    const removed = await pruneRenditions(media, root, `${root}/r6`, now);
    expect(removed.sort()).toEqual([`${root}/r1`, `${root}/r2`, `${root}/r5`]);
    for (const kept of ['r3', 'r4', 'r6', 'not-a-version'])
      expect(existsSync(join(media, root, kept))).toBe(true);
    expect(await pruneRenditions(media, 'titles/2/film', null, now)).toEqual([]);
  });
});
