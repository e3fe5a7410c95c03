import { createReadStream } from 'node:fs';
import { cp, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  assertKey,
  parseRange,
  StorageUnreachable,
  type MediaStorage,
  type StoredRead,
} from './media-storage';

/** Every file below `dir`, as `/`-separated paths relative to it (none when it does not exist). */
export async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** `master.m3u8` files last, so a rendition is complete before it is playable. */
export const masterLast = (files: string[]) => [
  ...files.filter((file) => !file.endsWith('master.m3u8')),
  ...files.filter((file) => file.endsWith('master.m3u8')),
];

/**
 * Media under MEDIA_DIR (the default, docs/decisions/070). Scratch files go to MEDIA_DIR/.scratch, on the same
 * file system, so a finished rendition moves into place with one rename.
 */
export function createFileStorage(root: string): MediaStorage {
  const path = (key: string) => join(root, assertKey(key));
  const scratchRoot = join(root, '.scratch');

  async function writeAtomically(file: string, content: Buffer | string) {
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, file);
  }

  return {
    kind: 'file',
    scratchRoot,

    async ensureReachable() {
      try {
        await mkdir(scratchRoot, { recursive: true });
        const probe = join(scratchRoot, `.probe-${process.pid}`);
        await writeFile(probe, 'ok');
        await rm(probe, { force: true });
      } catch (error) {
        throw new StorageUnreachable(`MEDIA_DIR ${root} cannot be written: ${(error as Error).message}`);
      }
    },

    putBytes: (key, bytes) => writeAtomically(path(key), bytes),

    async putFile(key, localPath) {
      await mkdir(dirname(path(key)), { recursive: true });
      await cp(localPath, path(key));
    },

    async putFolder(localDir, prefix) {
      const target = path(prefix);
      const existing = await filesBelow(target);
      if (existing.length === 0) {
        // One rename: the folder appears whole.
        await mkdir(dirname(target), { recursive: true });
        await rm(target, { recursive: true, force: true });
        try {
          await rename(localDir, target);
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        }
      }
      for (const file of masterLast(await filesBelow(localDir))) {
        await mkdir(dirname(join(target, file)), { recursive: true });
        await rename(join(localDir, file), join(target, file)).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EXDEV') throw error;
          await cp(join(localDir, file), join(target, file));
        });
      }
      await rm(localDir, { recursive: true, force: true });
    },

    // Linked, not copied, where the file system allows: stored files are never written again in place (every
    // write is a new file renamed over the old), so a link cannot see a later change.
    async download(prefix, localDir) {
      await mkdir(localDir, { recursive: true });
      for (const file of await filesBelow(path(prefix))) {
        const target = join(localDir, file);
        await mkdir(dirname(target), { recursive: true });
        await link(join(path(prefix), file), target).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
          await cp(join(path(prefix), file), target);
        });
      }
    },

    async getBytes(key) {
      return readFile(path(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return undefined;
        throw error;
      });
    },

    async read(key, rangeHeader): Promise<StoredRead | undefined> {
      const file = path(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return undefined;
      const size = info.size;
      const range = size > 0 ? parseRange(rangeHeader, size) : undefined;
      const start = range?.start ?? 0;
      const end = range?.end ?? size - 1;
      return {
        body: createReadStream(file, size > 0 ? { start, end } : {}),
        size,
        start,
        end,
      };
    },

    list: async (prefix) => (await filesBelow(path(prefix))).map((file) => `${prefix}/${file}`),

    async folders(prefix) {
      const entries = await readdir(path(prefix), { withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
    },

    async copyFolder(from, to) {
      await mkdir(dirname(path(to)), { recursive: true });
      await cp(path(from), path(to), { recursive: true });
    },

    remove: (key) => rm(path(key), { force: true }),
    removeFolder: (prefix) => rm(path(prefix), { recursive: true, force: true }),
  };
}
