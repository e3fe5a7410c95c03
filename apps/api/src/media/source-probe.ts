import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  DEMUXER_NAMES,
  describeRefused,
  INPUT_KINDS,
  inputArguments,
  readHead,
  sniffContainer,
  type Demuxer,
  type InputKind,
} from './input-format';

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
 * An upload that is not a container its purpose takes (media/input-format.ts): a playlist, a concat list, an
 * image, any text, an empty or cut-off file. Refused before ffmpeg reads it, so nothing it names is opened; the
 * job fails with the API's own UPLOAD_NOT_A_VIDEO message, as attach_media does when it sees the file first.
 */
export class InputRefused extends TranscodeFailure {
  static readonly code = 'UPLOAD_NOT_A_VIDEO';
  constructor(detail: string) {
    super('not_a_video', detail);
    this.name = 'InputRefused';
  }
  override get messageKey(): string {
    return `error_${InputRefused.code.toLowerCase()}`;
  }
}

/** ffmpeg's input arguments for a file (input-format.ts), with the container they fix. */
export interface SafeInput {
  demuxer: Demuxer;
  args: string[];
}

/**
 * The file's container, decided from its first bytes, and the input arguments that make ffmpeg read it as that
 * and nothing else; source_missing without the file, InputRefused when it is no container `kind` takes.
 */
export async function openInput(file: string, kind: InputKind): Promise<SafeInput> {
  const head = await readHead(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new TranscodeFailure('source_missing');
    throw error;
  });
  const demuxer = containerOf(head, kind);
  return { demuxer, args: inputArguments(demuxer, file) };
}

/** The container `kind` takes that a file's first bytes (HEAD_BYTES) show, or InputRefused. */
export function containerOf(head: Uint8Array, kind: InputKind): Demuxer {
  const demuxer = sniffContainer(head);
  const allowed: readonly Demuxer[] = INPUT_KINDS[kind];
  if (!demuxer || !allowed.includes(demuxer)) throw new InputRefused(describeRefused(head, demuxer));
  return demuxer;
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

/** A probed source and the input arguments every later ffmpeg of it takes (the same demuxer, the same limits). */
export interface ProbedSource extends SourceInfo {
  input: string[];
}

/**
 * What `ffmpeg -f <demuxer> -i file:<path>` says of a file (the npm package ships no ffprobe, and this is as safe
 * as ffprobe would be with the same arguments), or a TranscodeFailure when ffmpeg cannot read it or names another
 * container than the one sniffed.
 */
async function readSource(ffmpeg: string, file: string, kind: InputKind): Promise<ProbedSource> {
  const input = await openInput(file, kind);
  const stderr = await run(ffmpeg, ['-hide_banner', ...input.args]).then(
    (result) => result.stderr,
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  if (!/^Input #0/m.test(stderr)) throw new TranscodeFailure(reasonFromFfmpeg(stderr), lastLine(stderr));
  const format = /^Input #0, (.+?), from /m.exec(stderr)?.[1];
  if (format !== DEMUXER_NAMES[input.demuxer]) throw new InputRefused(`ffmpeg read it as ${format}`);
  return { ...parseSource(stderr), input: input.args };
}

/**
 * A sound file's (or a video's) duration and audio streams, or a TranscodeFailure: refused, unreadable, or no
 * sound.
 */
export async function probeAudioSource(ffmpeg: string, file: string): Promise<ProbedSource> {
  const source = await readSource(ffmpeg, file, 'audio');
  if (!source.audio.length) throw new TranscodeFailure('no_audio_stream');
  if (source.duration < 0.5) throw new TranscodeFailure('too_short');
  return source;
}

/**
 * What a master holds, or a TranscodeFailure saying why it cannot be transcoded: missing, refused (not an MP4,
 * MOV or Matroska file: InputRefused), unreadable, no video stream, or no duration.
 */
export async function probeSource(ffmpeg: string, file: string): Promise<ProbedSource> {
  const source = await readSource(ffmpeg, file, 'master');
  if (!source.height) throw new TranscodeFailure('no_video_stream');
  if (source.duration < 0.5) throw new TranscodeFailure('too_short');
  return source;
}
