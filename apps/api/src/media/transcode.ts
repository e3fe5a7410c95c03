import { execFile, spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { requireFfmpeg, probeMedia } from './ffmpeg-path';
import { createProgressReader } from './ffmpeg-progress';
import { SEGMENT_SECONDS, stereoAac } from './hls-ingest';
import { avcCodecFromStream, chooseLadder, type Rung } from './ladder';
import { masterPlaylist, subtitlePlaylist, type RenditionManifest } from './master-playlist';
import { lastLine, openInput, probeSource, reasonFromFfmpeg, TranscodeFailure } from './source-probe';

const run = promisify(execFile);

/** Bitrate of every alternate audio rendition (other languages, audio descriptions). */
export const ALTERNATE_AUDIO_KBPS = 128;

/** A subtitle file to package with the rendition (SRT or WebVTT). */
export interface SubtitleInput {
  language: string;
  sdh: boolean;
  file: string;
}

export interface TranscodeOptions {
  source: string;
  /** The new rendition's folder; created here, removed again when the transcoding fails or is cancelled. */
  outDir: string;
  /** Prefix of the master playlist's URIs (renditions.ts: the folder's own name, so a switch never mixes two). */
  uriPrefix?: string;
  /** Subtitle files besides those in the source (the title's stored ones). */
  subtitles?: SubtitleInput[];
  ffmpeg?: string;
  /** x264 preset: veryfast unless given (tests take ultrafast). */
  preset?: string;
  signal?: AbortSignal;
  /** 0-100 as the encoding advances (from ffmpeg's -progress). */
  onProgress?: (percent: number) => void;
}

export interface TranscodeResult {
  manifest: RenditionManifest;
  ladder: Rung[];
  durationSeconds: number;
  /** The poster frame, in the rendition's folder. */
  posterFile: string;
}

/** The x264 and AAC arguments of one rung, with keyframes on the segment grid so every segment starts with one. */
function rungArguments(rung: Rung, preset: string, withAudio: boolean): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-profile:v',
    rung.profile,
    '-level',
    rung.level,
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    `${rung.videoKbps}k`,
    '-maxrate',
    `${Math.round(rung.videoKbps * 1.07)}k`,
    '-bufsize',
    `${rung.videoKbps * 2}k`,
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-sc_threshold',
    '0',
    ...(withAudio ? stereoAac(rung.audioKbps) : []),
  ];
}

export function hlsOutput(dir: string): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    join(dir, 'seg%04d.ts'),
    join(dir, 'index.m3u8'),
  ];
}

/** Runs ffmpeg with -progress, cancellable; a failure becomes a TranscodeFailure with ffmpeg's reason. */
export function runFfmpeg(
  ffmpeg: string,
  args: string[],
  duration: number,
  options: Pick<TranscodeOptions, 'signal' | 'onProgress'>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new TranscodeFailure('cancelled'));
    const child = spawn(ffmpeg, ['-hide_banner', '-nostats', '-progress', 'pipe:1', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const progress = createProgressReader(duration, (percent) => options.onProgress?.(Math.min(95, percent)));
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => progress.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    const abort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => reject(new TranscodeFailure('encoder_failed', error.message)));
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', abort);
      if (options.signal?.aborted) reject(new TranscodeFailure('cancelled'));
      else if (code === 0) resolve();
      else reject(new TranscodeFailure(reasonFromFfmpeg(stderr), lastLine(stderr)));
    });
  });
}

/** A subtitle file (SRT or WebVTT) as WebVTT on the segments' clock (X-TIMESTAMP-MAP), beside its playlist. */
export async function writeWebVtt(
  ffmpeg: string,
  input: string[],
  dir: string,
  name: string,
  manifest: Pick<RenditionManifest, 'mpegts' | 'durationSeconds'>,
): Promise<void> {
  const vttPath = join(dir, `${name}.vtt`);
  await run(ffmpeg, ['-v', 'error', '-y', ...input, '-f', 'webvtt', vttPath]);
  const vtt = (await readFile(vttPath, 'utf8')).replace(/^WEBVTT[^\n]*\n/, '');
  await writeFile(vttPath, `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${manifest.mpegts},LOCAL:00:00:00.000\n${vtt}`);
  await writeFile(join(dir, `${name}.m3u8`), subtitlePlaylist(name, manifest.durationSeconds));
}

/**
 * Transcodes a source into an HLS rendition in `outDir`: the ladder chosen from the source's height (ladder.ts),
 * every audio track of the source (the first in the variants, the others as alternates; those marked for the
 * visually impaired as audio descriptions), the source's text subtitles and the given subtitle files as WebVTT
 * with X-TIMESTAMP-MAP (SDH marked), a poster frame, the master playlist and rendition.json. One ffmpeg decodes the
 * source once for every rung. On any failure or cancellation the folder is removed before the TranscodeFailure
 * is thrown, so nothing half-made is left behind.
 */
export async function transcode(options: TranscodeOptions): Promise<TranscodeResult> {
  const ffmpeg = options.ffmpeg ?? requireFfmpeg();
  const source = await probeSource(ffmpeg, options.source);
  const ladder = chooseLadder(source.width, source.height);
  const preset = options.preset ?? 'veryfast';
  // The film's own sound plays in the variants; further tracks (other languages, descriptions) are alternates.
  const main = source.audio.find((track) => !track.description);
  const alternates = source.audio.filter((track) => track !== main);
  const out = options.outDir;
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  try {
    const split = ladder.map((_, i) => `[s${i}]`).join('');
    const scales = ladder.map((r, i) => `[s${i}]scale=${r.width}:${r.height}[v${i}]`).join(';');
    const args = [
      '-v',
      'error',
      '-y',
      ...source.input,
      '-filter_complex',
      `[0:v:0]split=${ladder.length}${split};${scales}`,
    ];
    for (const [i, rung] of ladder.entries()) {
      const dir = join(out, `${rung.height}p`);
      await mkdir(dir, { recursive: true });
      args.push('-map', `[v${i}]`, ...(main ? ['-map', `0:a:${main.index}`] : []));
      args.push(...rungArguments(rung, preset, !!main), ...hlsOutput(dir));
    }
    for (const track of alternates) {
      const dir = join(out, `audio${track.index}`);
      await mkdir(dir, { recursive: true });
      args.push('-map', `0:a:${track.index}`, '-vn', ...stereoAac(ALTERNATE_AUDIO_KBPS), ...hlsOutput(dir));
    }
    await runFfmpeg(ffmpeg, args, source.duration, options);

    // CODECS from what x264 wrote; subtitles timed against the segments' own clock (they start at 1.4 s).
    const variants = [];
    for (const rung of ladder) {
      const segment = await readFile(join(out, `${rung.height}p`, 'seg0000.ts'));
      const codecs = avcCodecFromStream(segment);
      if (!codecs) throw new TranscodeFailure('encoder_failed', 'no H.264 parameters in the first segment');
      variants.push({ ...rung, codecs });
    }
    const firstSegment = await probeMedia(ffmpeg, join(out, `${ladder[0]!.height}p`, 'seg0000.ts'), 'mpegts');
    const clock = { mpegts: Math.round(firstSegment.startTime * 90000), durationSeconds: source.duration };

    const subtitles: RenditionManifest['subtitles'] = [];
    const subsDir = join(out, 'subs');
    await mkdir(subsDir, { recursive: true });
    const addSubtitles = async (language: string, sdh: boolean, input: string[]) => {
      const base = `${language}${sdh ? '-sdh' : ''}`;
      // Two tracks of one language and kind keep both, numbered.
      const taken = subtitles.filter((s) => s.file === base || s.file.startsWith(`${base}-`)).length;
      const file = taken ? `${base}-${taken + 1}` : base;
      try {
        await writeWebVtt(ffmpeg, input, subsDir, file, clock);
      } catch (error) {
        throw new TranscodeFailure(
          'corrupt',
          `subtitles ${file}: ${lastLine(String((error as { stderr?: string }).stderr ?? error))}`,
        );
      }
      subtitles.push({ language, sdh, file });
    };
    for (const track of source.subtitles) {
      await addSubtitles(track.language ?? 'und', track.sdh, [...source.input, '-map', `0:s:${track.index}`]);
    }
    // The title's stored files are WebVTT we wrote; read as nothing but WebVTT or SRT all the same.
    for (const track of options.subtitles ?? []) {
      const input = await openInput(track.file, 'subtitles');
      await addSubtitles(track.language, track.sdh, input.args);
    }

    const posterFile = join(out, 'poster.jpg');
    const posterHeight = Math.min(720, ladder[ladder.length - 1]!.height);
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      '-ss',
      String(Math.min(source.duration / 10, 60)),
      ...source.input,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${posterHeight}`,
      '-q:v',
      '3',
      posterFile,
    ]).catch((error: { stderr?: string }) => {
      throw new TranscodeFailure(reasonFromFfmpeg(error.stderr ?? ''), lastLine(error.stderr ?? ''));
    });

    const manifest: RenditionManifest = {
      uriPrefix: options.uriPrefix ?? '',
      ...clock,
      variants: variants.map((v) => ({
        height: v.height,
        width: v.width,
        codecs: v.codecs,
        videoKbps: v.videoKbps,
        audioKbps: main ? v.audioKbps : 0,
      })),
      mainAudio: main ? { language: main.language } : undefined,
      alternateAudio: alternates.map((track) => ({
        folder: `audio${track.index}`,
        language: track.language,
        description: track.description,
        kbps: ALTERNATE_AUDIO_KBPS,
      })),
      subtitles,
    };
    await writeFile(join(out, 'rendition.json'), JSON.stringify(manifest, null, 2));
    await writeFile(join(out, 'master.m3u8'), masterPlaylist(manifest));
    options.onProgress?.(100);
    return { manifest, ladder, durationSeconds: source.duration, posterFile };
  } catch (error) {
    await rm(out, { recursive: true, force: true });
    if (options.signal?.aborted) throw new TranscodeFailure('cancelled');
    throw error instanceof TranscodeFailure ? error : new TranscodeFailure('encoder_failed', String(error));
  }
}
