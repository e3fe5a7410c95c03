import { rename, writeFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type { MediaStorage } from './storage/media-storage';

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
/**
 * A rendition that may be encrypted and served from the shared address (docs/decisions/070): a versioned one, one
 * made by the ingest command, or a demo clip's packaging for one database (media/demo-clips.ts). Its folder key is
 * the first match.
 */
export const ENCRYPTABLE_RENDITION =
  /^(titles\/\d+\/(film|trailer|ingest)\/r\d+|demo\/clip-[a-z0-9]+\/r\d+)(?=\/|$)/;
/** A demo clip's encrypted packaging for one database: demo/clip-<name>/r<version>. */
const DEMO_PACKAGED = /^demo\/clip-[a-z0-9]+\/r\d+$/;
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
  // A demo clip's encrypted packaging (demo-clips.ts) names its files by its version folder, beside the clear clip
  // it was made from: every path but its master's is read from the clip's folder (clear paths: players that began
  // before the packaging).
  if (DEMO_PACKAGED.test(mediaKey)) return path === 'master.m3u8' ? mediaKey : posix.dirname(mediaKey);
  const first = path.split('/', 1)[0] ?? '';
  return VERSIONED_KEY.test(mediaKey) && VERSION_SEGMENT.test(first) ? posix.dirname(mediaKey) : mediaKey;
}

/** The version (ms) of a version folder's name, or undefined for another folder. */
const versionOf = (name: string) => (VERSION_SEGMENT.test(name) ? Number(name.slice(1)) : undefined);

/**
 * Reserves a new version under `root` and answers its media key. Versions are the clock's milliseconds, counted
 * up past any version already stored, so a version is also the time its making started.
 */
export async function reserveRendition(storage: MediaStorage, root: string, now: Date): Promise<string> {
  const taken = new Set(await storage.folders(root));
  for (let version = now.getTime(); ; version++) {
    const key = `${root}/r${version}`;
    if (taken.has(`r${version}`) || reserved.has(key)) continue;
    reserved.add(key);
    return key;
  }
}
/** Versions this process reserved (nothing is stored until a version is written): never handed out twice. */
const reserved = new Set<string>();

/** Marks a superseded version as playable until `keepUntil` (it is removed by a later prune after that). */
export async function markSuperseded(storage: MediaStorage, key: string, keepUntil: Date): Promise<void> {
  if (!VERSIONED_KEY.test(key)) return;
  await storage.putBytes(`${key}/${KEEP_UNTIL_FILE}`, String(keepUntil.getTime())).catch(() => undefined);
}

/**
 * Removes the versions under `root` nobody can be playing: superseded ones past their keep-until, and versions a
 * transcoding abandoned (no master playlist, started `abandonedAfterMs` ago: a process that died mid-job). The
 * current version and versions still being written are left alone. Answers the keys removed.
 */
export async function pruneRenditions(
  storage: MediaStorage,
  root: string,
  current: string | null,
  now: Date,
  abandonedAfterMs = 24 * 3600_000,
): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await storage.folders(root)) {
    const key = `${root}/${name}`;
    const version = versionOf(name);
    if (version === undefined || key === current) continue;
    const keepUntil = await storage.getBytes(`${key}/${KEEP_UNTIL_FILE}`);
    let expired: boolean;
    if (keepUntil !== undefined) expired = now.getTime() >= Number(keepUntil.toString('utf8'));
    else {
      const complete = (await storage.getBytes(`${key}/master.m3u8`)) !== undefined;
      expired = !complete && now.getTime() - version >= abandonedAfterMs;
    }
    if (expired) {
      await storage.removeFolder(key);
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
