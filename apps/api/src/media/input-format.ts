import { open } from 'node:fs/promises';
import { resolve } from 'node:path';

/*
 * What ffmpeg may read of an uploaded file (docs/decisions/066). Left to guess, ffmpeg follows what a file tells
 * it: an HLS playlist or an ffconcat list is a "video" made of other files on the server (segments of other
 * titles, another operator's upload, anything a `..` path reaches), and `concat:` or `subfile,` names are
 * protocols. So the container is decided here from the file's first bytes, before ffmpeg sees it; ffmpeg is then
 * told that demuxer (`-f`), may open nothing but local files (`-protocol_whitelist file`) and gets the path as
 * `file:<absolute path>`, so no name is read as a protocol. Anything that is not a container its purpose takes,
 * text above all, is refused.
 */

/** The ffmpeg demuxers an input may be read with. */
export const DEMUXERS = ['mov', 'matroska', 'wav', 'mp3', 'aac', 'webvtt', 'srt', 'mpegts'] as const;
export type Demuxer = (typeof DEMUXERS)[number];

/** What ffmpeg (4.1 to 5.1) calls each demuxer in `Input #0, <name>, from '…'`. */
export const DEMUXER_NAMES: Record<Demuxer, string> = {
  mov: 'mov,mp4,m4a,3gp,3g2,mj2',
  matroska: 'matroska,webm',
  wav: 'wav',
  mp3: 'mp3',
  aac: 'aac',
  webvtt: 'webvtt',
  srt: 'srt',
  mpegts: 'mpegts',
};

/**
 * The containers each kind of input may be. A master (film or trailer): MP4/MOV and Matroska/WebM. An audio
 * description: those, WAV, MP3 and ADTS AAC. Subtitles: WebVTT and SRT, and nothing ffmpeg would open further.
 * A segment: the MPEG-TS our own transcoding wrote.
 */
export const INPUT_KINDS = {
  master: ['mov', 'matroska'],
  audio: ['mov', 'matroska', 'wav', 'mp3', 'aac'],
  subtitles: ['webvtt', 'srt'],
  segment: ['mpegts'],
} as const satisfies Record<string, readonly Demuxer[]>;
export type InputKind = keyof typeof INPUT_KINDS;

/** How many bytes of a file the sniff reads (two MPEG-TS packets and a little). */
export const HEAD_BYTES = 512;

const ascii = (head: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...head.subarray(from, Math.min(to, head.length)));

/** ISO-BMFF boxes a QuickTime or MP4 file starts with (`ftyp`; older QuickTime files open with the others). */
const ISO_BMFF_FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free']);

/** The text of a file's start without a UTF-8 byte-order mark. */
const text = (head: Uint8Array) => ascii(head, 0, head.length).replace(/^\xEF\xBB\xBF/, '');

/**
 * The container a file's first bytes say it is, or undefined: too short to tell (an empty or cut-off file),
 * text that is no subtitle file, or a format we do not take. Pure, so every case is testable without ffmpeg.
 */
export function sniffContainer(head: Uint8Array): Demuxer | undefined {
  if (head.length < 12) return undefined;
  const [b0, b1] = [head[0]!, head[1]!];
  if (ISO_BMFF_FIRST_BOXES.has(ascii(head, 4, 8))) return 'mov';
  if (b0 === 0x1a && b1 === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'matroska';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'wav';
  if (ascii(head, 0, 3) === 'ID3') return 'mp3';
  // ADTS: a 12-bit sync word and layer 00; MPEG audio (MP3): an 11-bit sync word and a layer that is not 00.
  if (b0 === 0xff && (b1 & 0xf6) === 0xf0) return 'aac';
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x06) !== 0) return 'mp3';
  if (b0 === 0x47 && head.length > 188 && head[188] === 0x47) return 'mpegts';
  const start = text(head);
  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(start)) return 'webvtt';
  if (/^(?:\r?\n)*\d+[ \t]*\r?\n\d{1,3}:\d{2}:\d{2}[,.]\d{3}[ \t]+-->/.test(start)) return 'srt';
  return undefined;
}

/** In words, for the log: what a refused file seems to be. */
export function describeRefused(head: Uint8Array, demuxer: Demuxer | undefined): string {
  if (demuxer) return `a ${demuxer} file, not taken here`;
  if (!head.length) return 'an empty file';
  const start = text(head).trimStart();
  if (start.startsWith('#EXTM3U')) return 'an HLS playlist';
  if (/^ffconcat\b/.test(start) || /^file\s/m.test(start)) return 'a concat list';
  // `concat:a|b`, `file:…`, `subfile,,start,0,end,0,,:…`: an address ffmpeg would open, not media.
  if (/^(?:[a-z][a-z0-9+.-]*:|subfile,)/i.test(start)) return 'a protocol address';
  if (head.length < 12) return `a file of ${head.length} bytes`;
  if (/^[\t\n\r -~]*$/.test(start.slice(0, 200))) return 'a text file';
  return 'an unknown format';
}

/** The first HEAD_BYTES of a file (fewer when it is shorter); rejects as fs does (ENOENT for a missing file). */
export async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * ffmpeg's (and ffprobe's) input arguments for a file of a known container: the demuxer fixed, only the file
 * protocol, the path as a `file:` URL; MOV's data references to other files stay off, whatever a build's default.
 */
export function inputArguments(demuxer: Demuxer, file: string): string[] {
  return [
    '-protocol_whitelist',
    'file',
    '-f',
    demuxer,
    ...(demuxer === 'mov' ? ['-enable_drefs', '0'] : []),
    '-i',
    `file:${resolve(file)}`,
  ];
}
