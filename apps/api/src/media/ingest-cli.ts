/**
 * npm run media:ingest -- <video file> --title <id> [--subtitles sv=file.srt --subtitles en=file.srt ...]
 *   [--sdh sv=file.vtt ...] [--ad sv=file.m4a ...]
 * --sdh adds subtitles for the deaf and hard of hearing, --ad an audio description (the film's sound with the
 * description mixed in) per language. Packages a video as encrypted HLS in MEDIA_STORAGE under
 * titles/<id>/ingest/r<version> and points the title at it. Uses the ffmpeg on the PATH, else the npm package's (media/ffmpeg-path.ts). Reads the same environment as
 * the server (DATABASE_URL or DATA_DIR).
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createSecretBox } from '../lib/secret-box';
import { createMediaKeys, MEDIA_KEY_PURPOSE } from '../modules/media/media-keys';
import { createMediaRepository } from '../modules/media/media.repository';
import { storeRendition } from '../modules/media/store-rendition';
import { ingest } from './hls-ingest';
import { reserveRendition } from './renditions';
import { openMediaStorage } from './storage';

const cwd = process.env.INIT_CWD ?? process.cwd();
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    subtitles: { type: 'string', multiple: true },
    sdh: { type: 'string', multiple: true },
    ad: { type: 'string', multiple: true },
  },
});
const usage =
  'usage: npm run media:ingest -- <video file> --title <id> [--subtitles sv=file.srt ...] [--sdh sv=file.vtt ...] [--ad sv=file.m4a ...]';
const source = positionals[0] ? resolve(cwd, positionals[0]) : undefined;
const titleId = Number(values.title);
if (!source || !existsSync(source) || !Number.isInteger(titleId) || titleId <= 0) {
  console.error(usage);
  process.exit(2);
}
/** `lang=file` entries of a flag, as language code to absolute path; exits on a malformed one. */
function filesByLanguage(flag: string, entries: string[] = []): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of entries) {
    const match = /^([a-z]{2,3})=(.+)$/.exec(entry);
    if (!match || !existsSync(resolve(cwd, match[2]!))) {
      console.error(`--${flag} wants lang=file with an existing file, got "${entry}"`);
      process.exit(2);
    }
    files[match[1]!] = resolve(cwd, match[2]!);
  }
  return files;
}
const subtitles = filesByLanguage('subtitles', values.subtitles);
const sdh = filesByLanguage('sdh', values.sdh);
const audioDescriptions = filesByLanguage('ad', values.ad);

if (!process.env.DATA_DIR) process.env.DATA_DIR = join(cwd, 'data');
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
});
const media = createMediaRepository(database.db);
const storage = openMediaStorage(config);
const keys = createMediaKeys({ box: createSecretBox(config.appSecret, MEDIA_KEY_PURPOSE), repo: media });
try {
  if (!(await media.titleExists(titleId))) throw new Error(`no title with id ${titleId}`);
  await storage.ensureReachable();
  // A version of its own, encrypted and stored like a transcoded one (docs/decisions/070).
  const key = await reserveRendition(storage, `titles/${titleId}/ingest`, new Date());
  const scratch = join(storage.scratchRoot, `ingest-${titleId}-${process.pid}`);
  const started = Date.now();
  const result = await ingest({
    source,
    outDir: scratch,
    subtitles,
    sdh,
    audioDescriptions,
    log: (m) => console.log(m),
  }).catch(async (error: unknown) => {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  });
  await storeRendition({ storage, keys }, scratch, key);
  await media.setMediaKey(titleId, key);
  // The title page lists the subtitles the media has, the same the player will offer.
  await media.setSubtitleTracks(key, result.subtitles);
  await media.setAccessTracks(key, { sdh: result.sdh, audioDescriptions: result.audioDescriptions });
  console.log(
    `title ${titleId}: ${result.renditions.map((h) => `${h}p`).join(', ')}, subtitles ${result.subtitles.join(', ') || 'none'}, ` +
      `SDH ${result.sdh.join(', ') || 'none'}, audio description ${result.audioDescriptions.join(', ') || 'none'}, ` +
      `${result.durationSeconds.toFixed(1)} s of video in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
