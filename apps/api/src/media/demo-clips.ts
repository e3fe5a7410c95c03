import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createMediaRepository } from '../modules/media/media.repository';
import { ingest } from './hls-ingest';

const run = promisify(execFile);

/** Demo titles share a few generated clips: every title plays without shipping video in the repository. */
export const DEMO_CLIPS = [
  { key: 'demo/clip-0', pattern: 'testsrc2=size=1280x720:rate=24', tone: 440 },
  { key: 'demo/clip-1', pattern: 'smptehdbars=size=1280x720:rate=24', tone: 330 },
] as const;
export const DEMO_CLIP_SECONDS = 30;

const lines: Record<string, string[]> = {
  sv: [
    'Välkommen till Filmhyllan.',
    'Det här är en demofilm.',
    'Undertexterna är på svenska.',
    'Trevlig film!',
  ],
  no: ['Velkommen til Filmhyllan.', 'Dette er en demofilm.', 'Undertekstene er på norsk.', 'God film!'],
  fi: ['Tervetuloa Filmhyllaniin.', 'Tämä on esittelyelokuva.', 'Tekstitys on suomeksi.', 'Hyvää elokuvaa!'],
  en: ['Welcome to Filmhyllan.', 'This is a demo film.', 'The subtitles are in English.', 'Enjoy the film!'],
};

/** The subtitle tracks every demo clip has (its master playlist lists these). */
export const DEMO_SUBTITLE_LANGUAGES: readonly string[] = Object.keys(lines);

const srtTime = (s: number) =>
  `00:00:${String(Math.floor(s)).padStart(2, '0')},${String(Math.round((s % 1) * 1000)).padStart(3, '0')}`;

function srt(lang: string): string {
  const cues: string[] = [];
  for (let i = 0, at = 1; at + 2 < DEMO_CLIP_SECONDS; i++, at += 3) {
    cues.push(`${i + 1}\n${srtTime(at)} --> ${srtTime(at + 2.5)}\n${lines[lang]![i % 4]} (${i + 1})\n`);
  }
  return cues.join('\n');
}

export const ffmpegAvailable = async (): Promise<boolean> =>
  run('ffmpeg', ['-version']).then(
    () => true,
    () => false,
  );

/** Generates the demo clips that are missing under mediaDir (a few seconds each with ffmpeg's veryfast preset). */
export async function ensureDemoClips(
  mediaDir: string,
  log: (message: string) => void = () => {},
): Promise<number> {
  let made = 0;
  for (const clip of DEMO_CLIPS) {
    const outDir = join(mediaDir, clip.key);
    if (existsSync(join(outDir, 'master.m3u8'))) continue;
    const work = join(mediaDir, 'tmp', clip.key.replace('/', '-'));
    await mkdir(work, { recursive: true });
    const source = join(work, 'source.mp4');
    log(`generating ${clip.key}`);
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `${clip.pattern}:duration=${DEMO_CLIP_SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${clip.tone}:sample_rate=48000:duration=${DEMO_CLIP_SECONDS}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      source,
    ]);
    const subtitles: Record<string, string> = {};
    for (const lang of DEMO_SUBTITLE_LANGUAGES) {
      subtitles[lang] = join(work, `${lang}.srt`);
      await writeFile(subtitles[lang]!, srt(lang));
    }
    // Write next to the final folder, then move into place, so a half-made clip is never served.
    await ingest({ source, outDir: `${outDir}.partial`, subtitles, log });
    await rm(outDir, { recursive: true, force: true });
    await run('mv', [`${outDir}.partial`, outDir]);
    await rm(work, { recursive: true, force: true });
    made++;
  }
  return made;
}

/**
 * Points every title without media at one of the demo clips (demo data only), and gives every title that
 * plays a demo clip the clip's subtitle languages: the title page lists what the player will offer, not the
 * languages the generated catalogue made up. Runs at each demo start, so older data folders are put right too.
 */
export async function assignDemoMedia(db: Database): Promise<void> {
  await db.execute(
    sql`update titles set media_key = 'demo/clip-' || (id % ${DEMO_CLIPS.length}) where media_key is null`,
  );
  const media = createMediaRepository(db);
  for (const clip of DEMO_CLIPS) await media.setSubtitleTracks(clip.key, DEMO_SUBTITLE_LANGUAGES);
}
