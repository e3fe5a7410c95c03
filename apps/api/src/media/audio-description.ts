import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { requireFfmpeg } from './ffmpeg-path';
import { stereoAac } from './hls-ingest';
import { masterPlaylist, type RenditionManifest } from './master-playlist';
import { probeAudioSource, TranscodeFailure } from './source-probe';
import { ALTERNATE_AUDIO_KBPS, hlsOutput, runFfmpeg } from './transcode';

/** The files of a version folder that each version writes for itself. */
export const OWN_FILES = new Set(['master.m3u8', 'rendition.json', 'keep-until']);

/** The folder of an audio description added as its own file (attach_audio_description). */
export const audioDescriptionFolder = (language: string) => `ad-${language}`;

export interface AudioDescriptionOptions {
  /**
   * The new version's folder on local disk, holding a copy of the current version's files (the service fetches
   * them) but for its own files and the language's earlier description, which are written anew here.
   */
  outDir: string;
  /** What the current version holds. */
  manifest: RenditionManifest;
  /** The new, reserved version folder's media key. */
  nextKey: string;
  /** The delivered audio file. */
  source: string;
  language: string;
  ffmpeg?: string;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}

/**
 * An audio description delivered as its own file (docs/decisions/048), made into a new version of the film: the
 * file's first sound as AAC stereo HLS on the film's segment length and on its segments' clock (the film's
 * MPEG-TS start, so both play in step), beside the current version's other files, and a master playlist
 * that lists the description as an alternate audio rendition marked as describing the video (one of the same
 * language is replaced). A file longer or shorter than the film is taken as it is. Answers the new version's
 * manifest; on failure or cancellation the local folder is removed and a TranscodeFailure thrown.
 */
export async function publishAudioDescription(options: AudioDescriptionOptions): Promise<RenditionManifest> {
  const ffmpeg = options.ffmpeg ?? requireFfmpeg();
  const out = options.outDir;
  const folder = audioDescriptionFolder(options.language);
  try {
    const source = await probeAudioSource(ffmpeg, options.source);
    const dir = join(out, folder);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await runFfmpeg(
      ffmpeg,
      [
        '-v',
        'error',
        '-y',
        ...source.input,
        '-map',
        '0:a:0',
        '-vn',
        ...stereoAac(ALTERNATE_AUDIO_KBPS),
        // The segments start where the film's do: players line the tracks up by these timestamps.
        '-muxdelay',
        '0',
        '-muxpreload',
        '0',
        '-output_ts_offset',
        (options.manifest.mpegts / 90000).toFixed(6),
        ...hlsOutput(dir),
      ],
      source.duration,
      options,
    );
    if (options.signal?.aborted) throw new TranscodeFailure('cancelled');
    const others = options.manifest.alternateAudio.filter(
      (track) => !(track.description && track.language === options.language),
    );
    const next: RenditionManifest = {
      ...options.manifest,
      uriPrefix: `${posix.basename(options.nextKey)}/`,
      alternateAudio: [
        ...others,
        { folder, language: options.language, description: true, kbps: ALTERNATE_AUDIO_KBPS },
      ],
    };
    await writeFile(join(out, 'rendition.json'), JSON.stringify(next, null, 2));
    await writeFile(join(out, 'master.m3u8'), masterPlaylist(next));
    options.onProgress?.(100);
    return next;
  } catch (error) {
    await rm(out, { recursive: true, force: true });
    if (options.signal?.aborted) throw new TranscodeFailure('cancelled');
    throw error instanceof TranscodeFailure ? error : new TranscodeFailure('encoder_failed', String(error));
  }
}
