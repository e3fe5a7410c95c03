/** One subtitle cue: start and end in milliseconds, and its text lines (WebVTT markup kept as it is). */
export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

/** A subtitle file that cannot be read, with the (1-based) line at fault. */
export class SubtitleFileError extends Error {
  readonly line: number;
  constructor(line: number, why: string) {
    super(`line ${line}: ${why}`);
    this.name = 'SubtitleFileError';
    this.line = line;
  }
}

// SRT: 00:01:02,500 (a dot is tolerated, as many tools write it); WebVTT: [hh:]mm:ss.mmm.
const SRT_TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{3})$/;
const VTT_TIME = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function timeMs(text: string, pattern: RegExp): number | undefined {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const [, h, m, s, ms] = match;
  return ((Number(h ?? 0) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);
}

/** `start --> end[ settings]` with the format's times, or undefined when the line is no timing line. */
function timing(
  line: string,
  pattern: RegExp,
  lineNo: number,
): { startMs: number; endMs: number } | undefined {
  if (!line.includes('-->')) return undefined;
  const match = /^(\S+)\s+-->\s+(\S+)(?:\s+.*)?$/.exec(line.trim());
  const startMs = match ? timeMs(match[1]!, pattern) : undefined;
  const endMs = match ? timeMs(match[2]!, pattern) : undefined;
  if (startMs === undefined || endMs === undefined) {
    throw new SubtitleFileError(lineNo, 'the cue timing is not "start --> end"');
  }
  if (endMs <= startMs) throw new SubtitleFileError(lineNo, 'the cue ends before it starts');
  return { startMs, endMs };
}

/**
 * Reads an SRT or WebVTT file (told apart by the WEBVTT signature) into its cues. Strict where players differ:
 * every cue needs a well-formed timing line ending after it starts and some text; anything else is a
 * SubtitleFileError naming the line, so an operator can fix the file. A byte-order mark and CRLF are fine.
 */
export function parseSubtitles(input: string): Cue[] {
  const lines = input.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const vtt = /^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '');
  const pattern = vtt ? VTT_TIME : SRT_TIME;
  const cues: Cue[] = [];
  let i = vtt ? 1 : 0;
  if (vtt) {
    // The header's own lines, up to the first blank line.
    while (i < lines.length && lines[i]!.trim() !== '') i++;
  }
  while (i < lines.length) {
    if (lines[i]!.trim() === '') {
      i++;
      continue;
    }
    const blockStart = i;
    if (vtt && /^(NOTE|STYLE|REGION)(\s|$)/.test(lines[i]!)) {
      while (i < lines.length && lines[i]!.trim() !== '') i++;
      continue;
    }
    // An identifier line (SRT: the cue's number; WebVTT: optional) before the timing.
    let time = timing(lines[i]!, pattern, i + 1);
    if (!time) {
      if (!vtt && !/^\d+$/.test(lines[i]!.trim())) {
        throw new SubtitleFileError(i + 1, 'expected a cue number or a timing line');
      }
      i++;
      time = i < lines.length ? timing(lines[i]!, pattern, i + 1) : undefined;
      if (!time) throw new SubtitleFileError(Math.min(i, lines.length - 1) + 1, 'expected a cue timing line');
    }
    i++;
    const text: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') {
      if (lines[i]!.includes('-->'))
        throw new SubtitleFileError(i + 1, 'a cue timing inside a cue (missing blank line?)');
      text.push(lines[i]!);
      i++;
    }
    if (!text.length) throw new SubtitleFileError(blockStart + 1, 'the cue has no text');
    cues.push({ ...time, text: text.join('\n') });
  }
  if (!cues.length) throw new SubtitleFileError(1, vtt ? 'the file has no cues' : 'neither SRT nor WebVTT');
  return cues;
}

const two = (n: number) => String(n).padStart(2, '0');
function vttTime(ms: number): string {
  const h = Math.floor(ms / 3600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${two(h)}:${two(m)}:${two(s)}.${String(ms % 1000).padStart(3, '0')}`;
}

/**
 * The cues as a WebVTT file; with `mpegts`, carrying X-TIMESTAMP-MAP for HLS (the segments' clock at the film's
 * start). SRT's markup (<i>, <b>, <u>) is WebVTT's too; other tags and braces are dropped.
 */
export function toWebVtt(cues: readonly Cue[], mpegts?: number): string {
  const header =
    mpegts === undefined ? 'WEBVTT\n' : `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00.000\n`;
  const body = cues.map((cue) => {
    const text = cue.text
      .replace(/<(?!\/?(?:i|b|u|c|v|lang|ruby|rt)\b)[^>]*>/g, '')
      .replace(/\{\\[^}]*\}/g, '')
      .replace(/-->/g, '->');
    return `${vttTime(cue.startMs)} --> ${vttTime(cue.endMs)}\n${text}`;
  });
  return `${header}\n${body.join('\n\n')}\n`;
}
