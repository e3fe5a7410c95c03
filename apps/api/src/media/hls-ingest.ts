import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One rung of the ladder: H.264 Main (High for 1080p) + AAC stereo. */
interface Rendition {
  height: number;
  videoKbps: number;
  audioKbps: number;
  level: string;
  codecs: string;
}

/** 360p, 720p and 1080p; rungs above the source's height are left out (never upscaled). */
export const LADDER: Rendition[] = [
  { height: 360, videoKbps: 800, audioKbps: 96, level: '3.0', codecs: 'avc1.4d401e,mp4a.40.2' },
  { height: 720, videoKbps: 2800, audioKbps: 128, level: '3.1', codecs: 'avc1.4d401f,mp4a.40.2' },
  { height: 1080, videoKbps: 5000, audioKbps: 160, level: '4.0', codecs: 'avc1.640028,mp4a.40.2' },
];

/** Segment length in seconds (keyframes forced on this grid, so every segment starts with one). */
export const SEGMENT_SECONDS = 6;

export const SUBTITLE_NAMES: Record<string, string> = {
  sv: 'Svenska',
  no: 'Norsk',
  fi: 'Suomi',
  en: 'English',
};

export interface IngestOptions {
  source: string;
  outDir: string;
  /** Language code to an .srt or .vtt file. */
  subtitles?: Record<string, string>;
  ffmpeg?: string;
  ffprobe?: string;
  log?: (message: string) => void;
}

export interface IngestResult {
  renditions: number[];
  durationSeconds: number;
  subtitles: string[];
}

async function probe(ffprobe: string, file: string) {
  const { stdout } = await run(ffprobe, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  const info = JSON.parse(stdout) as {
    format: { duration?: string; start_time?: string };
    streams: { codec_type: string; height?: number }[];
  };
  const video = info.streams.find((s) => s.codec_type === 'video');
  if (!video?.height) throw new Error(`${file} has no video stream`);
  return {
    height: video.height,
    hasAudio: info.streams.some((s) => s.codec_type === 'audio'),
    duration: Number(info.format.duration ?? 0),
    startTime: Number(info.format.start_time ?? 0),
  };
}

/**
 * Turns a source file into an HLS ladder with WebVTT subtitle renditions. The master playlist is written here,
 * not by ffmpeg: ffmpeg 5.1's subtitle groups lack LANGUAGE and X-TIMESTAMP-MAP (see STACK-NOTES), and writing it
 * ourselves names each track properly.
 */
export async function ingest(options: IngestOptions): Promise<IngestResult> {
  const ffmpeg = options.ffmpeg ?? 'ffmpeg';
  const ffprobe = options.ffprobe ?? 'ffprobe';
  const log = options.log ?? (() => {});
  const source = await probe(ffprobe, options.source);
  const ladder = LADDER.filter((r, i) => i === 0 || r.height <= source.height);
  await rm(options.outDir, { recursive: true, force: true });
  await mkdir(options.outDir, { recursive: true });

  for (const [index, r] of ladder.entries()) {
    const dir = join(options.outDir, `v${index}`);
    await mkdir(dir, { recursive: true });
    log(`encoding ${r.height}p`);
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      '-i',
      options.source,
      '-map',
      '0:v:0',
      ...(source.hasAudio ? ['-map', '0:a:0'] : []),
      '-vf',
      `scale=-2:${r.height}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      r.height >= 1080 ? 'high' : 'main',
      '-level',
      r.level,
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      `${r.videoKbps}k`,
      '-maxrate',
      `${Math.round(r.videoKbps * 1.07)}k`,
      '-bufsize',
      `${r.videoKbps * 2}k`,
      '-force_key_frames',
      `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
      '-sc_threshold',
      '0',
      ...(source.hasAudio ? ['-c:a', 'aac', '-b:a', `${r.audioKbps}k`, '-ac', '2', '-ar', '48000'] : []),
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      join(dir, 'seg%03d.ts'),
      join(dir, 'index.m3u8'),
    ]);
  }

  // Subtitles are timed against the segments' own clock: MPEG-TS timestamps start at the first segment's start.
  const firstSegment = await probe(ffprobe, join(options.outDir, 'v0', 'seg000.ts'));
  const mpegts = Math.round(firstSegment.startTime * 90000);
  const subtitleLanguages = Object.keys(options.subtitles ?? {});
  if (subtitleLanguages.length) await mkdir(join(options.outDir, 'subs'), { recursive: true });
  for (const lang of subtitleLanguages) {
    const input = options.subtitles![lang]!;
    const vttPath = join(options.outDir, 'subs', `${lang}.vtt`);
    await run(ffmpeg, ['-v', 'error', '-y', '-i', input, '-f', 'webvtt', vttPath]);
    const vtt = (await readFile(vttPath, 'utf8')).replace(/^WEBVTT[^\n]*\n/, '');
    await writeFile(vttPath, `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00.000\n${vtt}`);
    const duration = Math.max(1, Math.ceil(source.duration));
    await writeFile(
      join(options.outDir, 'subs', `${lang}.m3u8`),
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:${duration}\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n` +
        `#EXTINF:${source.duration.toFixed(3)},\n${lang}.vtt\n#EXT-X-ENDLIST\n`,
    );
  }

  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const lang of subtitleLanguages) {
    const name = SUBTITLE_NAMES[lang] ?? lang;
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${name}",LANGUAGE="${lang}",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subs/${lang}.m3u8"`,
    );
  }
  for (const [index, r] of ladder.entries()) {
    const width = Math.round((r.height * 16) / 9 / 2) * 2;
    const bandwidth = (r.videoKbps + r.audioKbps) * 1000 * 1.1;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(bandwidth)},AVERAGE-BANDWIDTH=${(r.videoKbps + r.audioKbps) * 1000},` +
        `RESOLUTION=${width}x${r.height},CODECS="${r.codecs}"${subtitleLanguages.length ? ',SUBTITLES="subs"' : ''}`,
      `v${index}/index.m3u8`,
    );
  }
  await writeFile(join(options.outDir, 'master.m3u8'), lines.join('\n') + '\n');
  return {
    renditions: ladder.map((r) => r.height),
    durationSeconds: source.duration,
    subtitles: subtitleLanguages,
  };
}
