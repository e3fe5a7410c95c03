import { masterPlaylist, subtitlePlaylist, type RenditionManifest } from './master-playlist';
import { VERSIONED_KEY } from './renditions';
import type { MediaStorage } from './storage/media-storage';
import { toWebVtt, type Cue } from './subtitles';

/** The rendition.json of a transcoded rendition, or undefined (no rendition, or one made before versions). */
export async function readManifest(
  storage: MediaStorage,
  mediaKey: string | null,
): Promise<RenditionManifest | undefined> {
  if (!mediaKey || !VERSIONED_KEY.test(mediaKey)) return undefined;
  const bytes = await storage.getBytes(`${mediaKey}/rendition.json`);
  return bytes ? (JSON.parse(bytes.toString('utf8')) as RenditionManifest) : undefined;
}

/**
 * Adds (or replaces) one subtitle track in a transcoded rendition: its WebVTT on the rendition's clock and
 * playlist first, then the manifest, then the master playlist, each object replaced whole, so a player starting
 * at any moment sees either the old master or the new one with every file it names in place.
 */
export async function publishSubtitles(
  storage: MediaStorage,
  mediaKey: string,
  manifest: RenditionManifest,
  track: { language: string; sdh: boolean },
  cues: readonly Cue[],
): Promise<RenditionManifest> {
  const file = `${track.language}${track.sdh ? '-sdh' : ''}`;
  await storage.putBytes(`${mediaKey}/subs/${file}.vtt`, toWebVtt(cues, manifest.mpegts));
  await storage.putBytes(`${mediaKey}/subs/${file}.m3u8`, subtitlePlaylist(file, manifest.durationSeconds));
  const others = manifest.subtitles.filter((s) => !(s.language === track.language && s.sdh === track.sdh));
  const next: RenditionManifest = { ...manifest, subtitles: [...others, { ...track, file }] };
  await storage.putBytes(`${mediaKey}/rendition.json`, JSON.stringify(next, null, 2));
  await storage.putBytes(`${mediaKey}/master.m3u8`, masterPlaylist(next));
  return next;
}
