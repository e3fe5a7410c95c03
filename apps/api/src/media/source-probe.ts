import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Why a transcoding failed, in words an operator can act on. Each has a translated message keyed
 * `transcode_failed_<reason>` (db/seed/translations/transcode.ts); the job shows that message.
 */
export const TRANSCODE_FAILURE_REASONS = [
  'source_missing',
  'title_missing',
  'not_a_video',
  'no_video_stream',
  'no_audio_stream',
  'no_film',
  'film_changed',
  'corrupt',
  'unsupported_codec',
  'too_short',
  'cancelled',
  'encoder_failed',
] as const;
export type TranscodeFailureReason = (typeof TRANSCODE_FAILURE_REASONS)[number];

/** A transcoding that cannot finish, with its reason; `detail` is ffmpeg's own last words, for the log only. */
export class TranscodeFailure extends Error {
  readonly reason: TranscodeFailureReason;
  readonly detail: string | undefined;
  constructor(reason: TranscodeFailureReason, detail?: string) {
    super(`transcode failed: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'TranscodeFailure';
    this.reason = reason;
    this.detail = detail;
  }
  /** The translation key of the reason (a job's plain-language reason). */
  get messageKey(): string {
    return `transcode_failed_${this.reason}`;
  }
}

/**
 * The reason behind ffmpeg's error output. ffmpeg words the same failure differently per container, so these
 * are the phrases it uses for each (libavformat/libavcodec messages of ffmpeg 4.1 to 5.1).
 */
export function reasonFromFfmpeg(stderr: string): TranscodeFailureReason {
  if (/No such file or directory/i.test(stderr)) return 'source_missing';
  // A guess at a container from a few bytes that happen to fit: not a video at all.
  if (/misdetection possible/i.test(stderr)) return 'not_a_video';
  if (
    /moov atom not found|Truncat|end of file|partial file|Invalid NAL unit size|corrupt|error while decoding/i.test(
      stderr,
    )
  ) {
    return 'corrupt';
  }
  if (
    /Invalid data found when processing input|could not find codec parameters|Unknown input format/i.test(
      stderr,
    )
  ) {
    return 'not_a_video';
  }
  if (/Decoder .* not found|unsupported codec|Unknown codec|no decoder/i.test(stderr))
    return 'unsupported_codec';
  return 'encoder_failed';
}

/** The last meaningful line ffmpeg wrote (for logs). */
export const lastLine = (stderr: string) =>
  stderr
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .pop();

export interface SourceAudio {
  /** Index among the source's audio streams (ffmpeg's 0:a:<index>). */
  index: number;
  /** Two-letter code when the stream names a language we know, else the stream's own code, else undefined. */
  language: string | undefined;
  /** Marked for the visually impaired: an audio description. */
  description: boolean;
}

export interface SourceSubtitle {
  /** Index among the source's subtitle streams (0:s:<index>). */
  index: number;
  language: string | undefined;
  /** Marked for the hearing impaired: SDH. */
  sdh: boolean;
}

export interface SourceInfo {
  width: number;
  height: number;
  duration: number;
  audio: SourceAudio[];
  /** Text subtitle streams only (bitmap subtitles cannot become WebVTT). */
  subtitles: SourceSubtitle[];
}

/** ISO 639-2 codes the containers carry, to our two-letter codes. */
const LANGUAGES: Record<string, string> = {
  swe: 'sv',
  nor: 'no',
  nob: 'no',
  nno: 'no',
  fin: 'fi',
  eng: 'en',
  dan: 'da',
  deu: 'de',
  ger: 'de',
  fra: 'fr',
  fre: 'fr',
  spa: 'es',
  ita: 'it',
  smi: 'se',
  sme: 'se',
};

function language(code: string | undefined): string | undefined {
  if (!code || code === 'und') return undefined;
  return LANGUAGES[code] ?? (/^[a-z]{2}$/.test(code) ? code : code.slice(0, 3));
}

const TEXT_SUBTITLES = new Set(['subrip', 'srt', 'mov_text', 'webvtt', 'ass', 'ssa', 'text']);

/** Reads what `ffmpeg -hide_banner -i <file>` writes about its input (the npm package ships no ffprobe). */
export function parseSource(text: string): SourceInfo {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text);
  const streams = [
    ...text.matchAll(
      /^\s*Stream #0:\d+(?:\[\w+\])?(?:\((\w+)\))?: (Video|Audio|Subtitle|Data): (\w+)(.*)$/gm,
    ),
  ];
  // A still image is not a video, and neither is a cover picture attached to an audio file.
  const still = /^Input #0, (image2|\w+_pipe)\b/m.test(text);
  const video = still
    ? undefined
    : streams.find((s) => s[2] === 'Video' && !/\(attached pic\)/.test(s[4] ?? ''));
  const size = video ? /, (\d{2,5})x(\d{2,5})\b/.exec(video[4] ?? '') : null;
  const audio = streams.filter((s) => s[2] === 'Audio');
  const subtitles = streams.filter((s) => s[2] === 'Subtitle');
  return {
    width: size ? Number(size[1]) : 0,
    height: size ? Number(size[2]) : 0,
    duration: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : 0,
    audio: audio.map((s, index) => ({
      index,
      language: language(s[1]),
      description: /\(visual impaired\)/.test(s[4] ?? ''),
    })),
    subtitles: subtitles
      .map((s, index) => ({
        index,
        codec: s[3]!,
        language: language(s[1]),
        sdh: /\(hearing impaired\)/.test(s[4] ?? ''),
      }))
      .filter((s) => TEXT_SUBTITLES.has(s.codec))
      .map(({ index, language, sdh }) => ({ index, language, sdh })),
  };
}

/** What `ffmpeg -i` says of a file, or a TranscodeFailure when ffmpeg cannot read it. */
async function readSource(ffmpeg: string, file: string): Promise<{ stderr: string; info: SourceInfo }> {
  const stderr = await run(ffmpeg, ['-hide_banner', '-i', file]).then(
    (result) => result.stderr,
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  if (!/^Input #0/m.test(stderr)) throw new TranscodeFailure(reasonFromFfmpeg(stderr), lastLine(stderr));
  return { stderr, info: parseSource(stderr) };
}

/** A sound file's (or a video's) duration and audio streams, or a TranscodeFailure: unreadable, or no sound. */
export async function probeAudioSource(ffmpeg: string, file: string): Promise<SourceInfo> {
  const { info } = await readSource(ffmpeg, file);
  if (!info.audio.length) throw new TranscodeFailure('no_audio_stream');
  if (info.duration < 0.5) throw new TranscodeFailure('too_short');
  return info;
}

/**
 * What a source holds, or a TranscodeFailure saying why it cannot be transcoded: missing, not a video (ffmpeg
 * cannot read it, or it is a still image), no video stream, or no duration.
 */
export async function probeSource(ffmpeg: string, file: string): Promise<SourceInfo> {
  const { stderr, info } = await readSource(ffmpeg, file);
  if (!info.height) {
    throw new TranscodeFailure(
      /^Input #0, (image2|\w+_pipe)\b/m.test(stderr) ? 'not_a_video' : 'no_video_stream',
    );
  }
  if (info.duration < 0.5) throw new TranscodeFailure('too_short');
  return info;
}
