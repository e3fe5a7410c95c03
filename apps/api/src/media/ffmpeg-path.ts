import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { inputArguments, type Demuxer } from './input-format';

const run = promisify(execFile);

/** Whether a file exists and may be executed. */
export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` in the folders of a PATH value, or undefined. */
export function findOnPath(
  name: string,
  pathValue: string | undefined,
  executable: (file: string) => boolean = isExecutable,
): string | undefined {
  for (const folder of (pathValue ?? '').split(delimiter)) {
    if (!folder) continue;
    const file = join(folder, name);
    if (executable(file)) return file;
  }
  return undefined;
}

/**
 * The binary that @ffmpeg-installer/ffmpeg ships for this platform (ffmpeg 4.1 with libx264 and aac, no ffprobe),
 * or undefined where the package has none (it throws on an unsupported platform).
 */
export function packagedFfmpeg(): string | undefined {
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path?: unknown };
    return typeof installer.path === 'string' && isExecutable(installer.path) ? installer.path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which ffmpeg to run: the one `configured` names (FFMPEG_PATH; undefined when it is not executable, never
 * another in its place), else the system's (`ffmpeg` on the PATH), else the npm package's binary (a 2018 build,
 * a fallback for development: docs/decisions/066), else undefined. Pure apart from the lookups it is given, so
 * the choice is testable.
 */
export function chooseFfmpeg(
  pathValue: string | undefined,
  packaged: () => string | undefined,
  executable: (file: string) => boolean = isExecutable,
  configured?: string,
): string | undefined {
  if (configured) return executable(configured) ? configured : undefined;
  return findOnPath('ffmpeg', pathValue, executable) ?? packaged();
}

let resolved: { path: string | undefined } | undefined;

/** The ffmpeg of this process (chooseFfmpeg with FFMPEG_PATH and the PATH; looked up once). */
export function ffmpegPath(): string | undefined {
  resolved ??= {
    path: chooseFfmpeg(process.env.PATH, packagedFfmpeg, isExecutable, process.env.FFMPEG_PATH || undefined),
  };
  return resolved.path;
}

/** Like ffmpegPath, but fails with the ways to get one when there is none. */
export function requireFfmpeg(): string {
  const path = ffmpegPath();
  if (!path) {
    throw new Error(
      process.env.FFMPEG_PATH
        ? `ffmpeg not found: FFMPEG_PATH (${process.env.FFMPEG_PATH}) is not an executable file`
        : 'ffmpeg not found: run `npm ci` (it installs @ffmpeg-installer/ffmpeg) or `apt-get install -y ffmpeg`',
    );
  }
  return path;
}

/** What a media file holds, read from `ffmpeg -i` (the npm package ships no ffprobe). */
export interface MediaInfo {
  /** Seconds; 0 when ffmpeg cannot tell. */
  duration: number;
  /** The container's first timestamp in seconds (MPEG-TS segments start at 1.4 s, not 0). */
  startTime: number;
  /** Height of the first video stream, or undefined without video. */
  height: number | undefined;
  hasAudio: boolean;
  /** Codec name of every stream in order, e.g. ['h264', 'aac']. */
  codecs: string[];
}

/** Reads ffmpeg's description of its input (what `ffmpeg -hide_banner -i file` writes to stderr). */
export function parseMediaInfo(text: string): MediaInfo {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text);
  const start = /, start: (-?\d+(?:\.\d+)?)/.exec(text);
  const streams = [...text.matchAll(/^\s*Stream #\d+:\d+\S*: (Video|Audio|Subtitle|Data): (\w+)(.*)$/gm)];
  const video = streams.find((stream) => stream[1] === 'Video');
  const size = video ? /, (\d{2,5})x(\d{2,5})\b/.exec(video[3] ?? '') : null;
  return {
    duration: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : 0,
    startTime: start ? Number(start[1]) : 0,
    height: size ? Number(size[2]) : undefined,
    hasAudio: streams.some((stream) => stream[1] === 'Audio'),
    codecs: streams.map((stream) => stream[2]!),
  };
}

/**
 * Probes a file we wrote ourselves (a segment, a poster frame) with ffmpeg itself: ffmpeg exits non-zero without
 * an output file; its stderr is the answer. Only local files; the demuxer fixed when given. An upload is probed
 * by source-probe.ts, which decides its container first.
 */
export async function probeMedia(ffmpeg: string, file: string, demuxer?: Demuxer): Promise<MediaInfo> {
  const input = demuxer
    ? inputArguments(demuxer, file)
    : ['-protocol_whitelist', 'file', '-i', `file:${resolve(file)}`];
  const stderr = await run(ffmpeg, ['-hide_banner', ...input]).then(
    (result) => result.stderr,
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  if (!/^Input #0/m.test(stderr)) {
    throw new Error(`ffmpeg cannot read ${file}: ${stderr.trim().split('\n').pop() ?? 'no answer'}`);
  }
  return parseMediaInfo(stderr);
}
