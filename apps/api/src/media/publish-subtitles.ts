import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { masterPlaylist, subtitlePlaylist, type RenditionManifest } from './master-playlist';
import { VERSIONED_KEY, writeAtomically } from './renditions';
import { toWebVtt, type Cue } from './subtitles';

/** The rendition.json of a transcoded rendition, or undefined (no rendition, or one made before versions). */
export async function readManifest(
  mediaDir: string,
  mediaKey: string | null,
): Promise<RenditionManifest | undefined> {
  if (!mediaKey || !VERSIONED_KEY.test(mediaKey)) return undefined;
  try {
    return JSON.parse(
      await readFile(join(mediaDir, mediaKey, 'rendition.json'), 'utf8'),
    ) as RenditionManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Adds (or replaces) one subtitle track in a transcoded rendition: its WebVTT on the rendition's clock and
 * playlist first, then the manifest, then the master playlist, each replaced in one step, so a player starting
 * at any moment sees either the old master or the new one with every file it names in place.
 */
export async function publishSubtitles(
  mediaDir: string,
  mediaKey: string,
  manifest: RenditionManifest,
  track: { language: string; sdh: boolean },
  cues: readonly Cue[],
): Promise<RenditionManifest> {
  const file = `${track.language}${track.sdh ? '-sdh' : ''}`;
  const folder = join(mediaDir, mediaKey, 'subs');
  await mkdir(folder, { recursive: true });
  await writeAtomically(join(folder, `${file}.vtt`), toWebVtt(cues, manifest.mpegts));
  await writeAtomically(join(folder, `${file}.m3u8`), subtitlePlaylist(file, manifest.durationSeconds));
  const others = manifest.subtitles.filter((s) => !(s.language === track.language && s.sdh === track.sdh));
  const next: RenditionManifest = { ...manifest, subtitles: [...others, { ...track, file }] };
  await writeAtomically(join(mediaDir, mediaKey, 'rendition.json'), JSON.stringify(next, null, 2));
  await writeAtomically(join(mediaDir, mediaKey, 'master.m3u8'), masterPlaylist(next));
  return next;
}
