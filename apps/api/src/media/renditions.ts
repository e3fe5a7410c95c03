import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';

/**
 * Versioned renditions (docs/decisions/048). A title's media lives in `titles/<id>/<purpose>/r<version>/`; a
 * transcoding writes a new version folder and the title's media key switches to it in one UPDATE once it is
 * complete. The master playlist names its variants with the version folder (`r<version>/720p/index.m3u8`), so
 * a player that started before the switch keeps fetching the old version's files, and a player starting after it
 * gets the new one: nobody sees two versions mixed. A superseded version is kept until no loan that could have
 * started on it can still play (keep-until, written into the folder at the switch) and removed at a later switch.
 */
export type MediaPurpose = 'film' | 'trailer';

/** A versioned media key: titles/<id>/<purpose>/r<version>. */
export const VERSIONED_KEY = /^titles\/\d+\/(film|trailer)\/r\d+$/;
/** The first segment of a stream path that names a version folder. */
const VERSION_SEGMENT = /^r\d+$/;

export const renditionRoot = (titleId: number, purpose: MediaPurpose) => `titles/${titleId}/${purpose}`;

/** The file marking a superseded version with the time (ms) after which nobody can be playing it. */
const KEEP_UNTIL_FILE = 'keep-until';

/**
 * The folder (relative to the media root) a stream path is read from: a path starting with a version folder is
 * read from beside the title's current version (its siblings are the same title's older versions), every other
 * path from the current version itself.
 */
export function streamFolder(mediaKey: string, path: string): string {
  const first = path.split('/', 1)[0] ?? '';
  return VERSIONED_KEY.test(mediaKey) && VERSION_SEGMENT.test(first) ? posix.dirname(mediaKey) : mediaKey;
}

/**
 * Reserves a new version folder under `root` and answers its media key. Versions are the clock's milliseconds,
 * counted up past any folder already there, so two reservations never share one.
 */
export async function reserveRendition(mediaDir: string, root: string, now: Date): Promise<string> {
  await mkdir(join(mediaDir, root), { recursive: true });
  for (let version = now.getTime(); ; version++) {
    const key = `${root}/r${version}`;
    try {
      await mkdir(join(mediaDir, key));
      return key;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** Marks a superseded version as playable until `keepUntil` (it is removed by a later prune after that). */
export async function markSuperseded(mediaDir: string, key: string, keepUntil: Date): Promise<void> {
  if (!VERSIONED_KEY.test(key)) return;
  await writeFile(join(mediaDir, key, KEEP_UNTIL_FILE), String(keepUntil.getTime())).catch(() => undefined);
}

/**
 * Removes the versions under `root` nobody can be playing: superseded ones past their keep-until, and folders a
 * transcoding abandoned (no master playlist, untouched for `abandonedAfterMs`: a process that died mid-job).
 * The current version and folders still being written are left alone. Answers the keys removed.
 */
export async function pruneRenditions(
  mediaDir: string,
  root: string,
  current: string | null,
  now: Date,
  abandonedAfterMs = 24 * 3600_000,
): Promise<string[]> {
  const entries = await readdir(join(mediaDir, root), { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    const key = `${root}/${entry.name}`;
    if (!entry.isDirectory() || !VERSION_SEGMENT.test(entry.name) || key === current) continue;
    const folder = join(mediaDir, key);
    const keepUntil = await readFile(join(folder, KEEP_UNTIL_FILE), 'utf8').then(Number, () => undefined);
    let expired: boolean;
    if (keepUntil !== undefined) expired = now.getTime() >= keepUntil;
    else {
      const complete = await stat(join(folder, 'master.m3u8')).then(
        () => true,
        () => false,
      );
      const changed = (await stat(folder)).mtimeMs;
      expired = !complete && now.getTime() - changed >= abandonedAfterMs;
    }
    if (expired) {
      await rm(folder, { recursive: true, force: true });
      removed.push(key);
    }
  }
  return removed;
}

/** Writes a file so readers see the old content or the new, never a part (a rename within the folder). */
export async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}
