import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../test-support/s3-server';
import { markSuperseded, pruneRenditions, reserveRendition, streamFolder } from './renditions';
import { createFileStorage } from './storage/file-storage';
import type { MediaStorage } from './storage/media-storage';

const backends = [
  {
    name: 'file',
    async open() {
      const root = mkdtempSync(join(tmpdir(), 'renditions-'));
      return {
        storage: createFileStorage(root),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 's3',
    async open() {
      const s3 = await startTestS3();
      return { storage: s3.storage(), close: () => s3.close() };
    },
  },
];

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
    // A demo clip's encrypted packaging: its master, and beside it the clear clip's paths and its own version's.
    expect(streamFolder('demo/clip-0/r9', 'master.m3u8')).toBe('demo/clip-0/r9');
    expect(streamFolder('demo/clip-0/r9', 'r9/v0/index.m3u8')).toBe('demo/clip-0');
    expect(streamFolder('demo/clip-0/r9', 'v0/seg000.ts')).toBe('demo/clip-0');
  });

  describe.each(backends)('on $name storage', (backend) => {
    let storage: MediaStorage;
    let close = async () => {};
    beforeAll(async () => {
      ({ storage, close } = await backend.open());
    });
    afterAll(() => close());

    it('reserves a new version per call, never one that is stored', async () => {
      const at = new Date(1_000);
      // A title of each backend's own: the versions one process reserved are never handed out again.
      const root = `titles/${backend.name === 'file' ? 1 : 2}/film`;
      await storage.putBytes(`${root}/r1000/master.m3u8`, '#EXTM3U\n');
      expect(await reserveRendition(storage, root, at)).toBe(`${root}/r1001`);
      expect(await reserveRendition(storage, root, at)).toBe(`${root}/r1002`);
    });

    it('removes superseded versions past their keep-until and abandoned ones, never the current or one being written', async () => {
      const root = 'titles/9/film';
      const now = new Date('2026-06-01T12:00:00Z');
      const dayAgo = now.getTime() - 24 * 3600_000;
      const version = (name: string, complete: boolean) =>
        storage.putBytes(`${root}/${name}/${complete ? 'master.m3u8' : '720p/seg0000.ts'}`, 'x');
      await version('r1', true);
      await version('r2', true);
      await version('r3', true);
      await version(`r${now.getTime() - 1000}`, false); // a job writing right now
      await version(`r${dayAgo}`, false); // a job whose process died a day ago
      await version('r6', true); // current
      await storage.putBytes(`${root}/not-a-version/x`, 'x');
      await markSuperseded(storage, `${root}/r1`, new Date(now.getTime() - 1));
      await markSuperseded(storage, `${root}/r2`, now);
      await markSuperseded(storage, `${root}/r3`, new Date(now.getTime() + 1));

      const removed = await pruneRenditions(storage, root, `${root}/r6`, now);
      expect(removed.sort()).toEqual([`${root}/r${dayAgo}`, `${root}/r1`, `${root}/r2`].sort());
      expect(await storage.folders(root)).toEqual(
        ['not-a-version', 'r3', `r${now.getTime() - 1000}`, 'r6'].sort(),
      );
      expect(await storage.list(`${root}/r1`)).toEqual([]);
      expect(await pruneRenditions(storage, 'titles/3/film', null, now)).toEqual([]);
    });
  });
});
