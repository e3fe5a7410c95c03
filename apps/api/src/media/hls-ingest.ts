import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { probeMedia, requireFfmpeg } from './ffmpeg-path';
import { openInput, probeSource } from './source-probe';

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

/** ffmpeg's arguments for the sound of every rendition: AAC-LC stereo at 48 kHz, at `kbps`. */
export const stereoAac = (kbps: number): string[] => [
  '-c:a',
  'aac',
  '-b:a',
  `${kbps}k`,
  '-ac',
  '2',
  '-ar',
  '48000',
];

export const SUBTITLE_NAMES: Record<string, string> = {
  sv: 'Svenska',
  no: 'Norsk',
  fi: 'Suomi',
  en: 'English',
};

/** Names of subtitle tracks for the deaf and hard of hearing (SDH), in their own language. */
export const SDH_NAMES: Record<string, string> = {
  sv: 'Svenska för hörselskadade',
  no: 'Norsk for hørselshemmede',
  fi: 'Suomi kuulovammaisille',
  en: 'English SDH',
};

/** Names of audio-description tracks, in their own language. */
export const AUDIO_DESCRIPTION_NAMES: Record<string, string> = {
  sv: 'Svenska med syntolkning',
  no: 'Norsk med synstolking',
  fi: 'Suomi kuvailutulkattuna',
  en: 'English audio description',
};

/**
 * Apple's HLS authoring specification names accessibility renditions by CHARACTERISTICS (UTIs): players and the
 * platforms' accessibility settings pick them by these, not by their names.
 */
export const AUDIO_DESCRIPTION_CHARACTERISTICS = 'public.accessibility.describes-video';
export const SDH_CHARACTERISTICS =
  'public.accessibility.transcribes-spoken-dialog,public.accessibility.describes-music-and-sound';

/** Bitrate of audio-description renditions. */
const AD_AUDIO_KBPS = 128;

/** A source that ffmpeg makes from input arguments instead of reading a file (the demo clips' test patterns). */
export interface GeneratedSource {
  /** ffmpeg's input arguments, e.g. ['-f', 'lavfi', '-i', 'testsrc2=…', '-f', 'lavfi', '-i', 'sine=…']. */
  args: string[];
  /** Stream specifiers of the video and (if any) the audio among those inputs, e.g. '0:v:0' and '1:a:0'. */
  video: string;
  audio?: string;
  height: number;
  duration: number;
}

export interface IngestOptions {
  /** A video file, or a source ffmpeg generates. */
  source: string | GeneratedSource;
  outDir: string;
  /** Language code to an .srt or .vtt file (read as SRT or WebVTT only). */
  subtitles?: Record<string, string>;
  /** Subtitles for the deaf and hard of hearing: language code to an .srt or .vtt file. */
  sdh?: Record<string, string>;
  /**
   * Audio description: language code to an audio file (or a video with audio) of the whole film's sound with
   * the description mixed in, as long as the source. Becomes an alternate audio rendition.
   */
  audioDescriptions?: Record<string, string>;
  /** Default: the system's ffmpeg, else the npm package's (ffmpeg-path.ts). */
  ffmpeg?: string;
  /** x264 preset of the ladder: veryfast unless given (the demo clips' test pattern takes ultrafast). */
  preset?: string;
  log?: (message: string) => void;
}

export interface IngestResult {
  renditions: number[];
  durationSeconds: number;
  subtitles: string[];
  sdh: string[];
  audioDescriptions: string[];
}

/**
 * ffmpeg's input arguments and stream specifiers for a source, and what it holds. A file is probed as an
 * uploaded master is (source-probe.ts): an MP4/MOV or Matroska file only, read as that and nothing it names.
 */
async function openSource(ffmpeg: string, source: string | GeneratedSource) {
  if (typeof source !== 'string') {
    return { input: source, height: source.height, hasAudio: !!source.audio, duration: source.duration };
  }
  const info = await probeSource(ffmpeg, source);
  const hasAudio = info.audio.length > 0;
  const input: GeneratedSource = {
    args: info.input,
    video: '0:v:0',
    ...(hasAudio ? { audio: '0:a:0' } : {}),
    height: info.height,
    duration: info.duration,
  };
  return { input, height: info.height, hasAudio, duration: info.duration };
}

/** ffmpeg's output arguments for one VOD rendition in `dir`: `index.m3u8` and its SEGMENT_SECONDS segments. */
function hlsOutput(dir: string): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    join(dir, 'seg%03d.ts'),
    join(dir, 'index.m3u8'),
  ];
}

/**
 * Turns a source file into an HLS ladder with WebVTT subtitle renditions (SDH ones marked as such) and
 * audio-description renditions. The master playlist is written here,
 * not by ffmpeg: ffmpeg 5.1's subtitle groups lack LANGUAGE and X-TIMESTAMP-MAP (see STACK-NOTES), and writing it
 * ourselves names each track properly.
 */
export async function ingest(options: IngestOptions): Promise<IngestResult> {
  const ffmpeg = options.ffmpeg ?? requireFfmpeg();
  const log = options.log ?? (() => {});
  const source = await openSource(ffmpeg, options.source);
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
      ...source.input.args,
      '-map',
      source.input.video,
      ...(source.input.audio ? ['-map', source.input.audio] : []),
      '-vf',
      `scale=-2:${r.height}`,
      '-c:v',
      'libx264',
      '-preset',
      options.preset ?? 'veryfast',
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
      ...(source.hasAudio ? stereoAac(r.audioKbps) : []),
      ...hlsOutput(dir),
    ]);
  }

  // Subtitles are timed against the segments' own clock: MPEG-TS timestamps start at the first segment's start.
  const firstSegment = await probeMedia(ffmpeg, join(options.outDir, 'v0', 'seg000.ts'), 'mpegts');
  const mpegts = Math.round(firstSegment.startTime * 90000);
  const subtitleLanguages = Object.keys(options.subtitles ?? {});
  const sdhLanguages = Object.keys(options.sdh ?? {});
  const adLanguages = Object.keys(options.audioDescriptions ?? {});
  if (subtitleLanguages.length || sdhLanguages.length)
    await mkdir(join(options.outDir, 'subs'), { recursive: true });
  const writeSubtitles = async (input: string, name: string) => {
    const vttPath = join(options.outDir, 'subs', `${name}.vtt`);
    const { args } = await openInput(input, 'subtitles');
    await run(ffmpeg, ['-v', 'error', '-y', ...args, '-f', 'webvtt', vttPath]);
    const vtt = (await readFile(vttPath, 'utf8')).replace(/^WEBVTT[^\n]*\n/, '');
    await writeFile(vttPath, `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00.000\n${vtt}`);
    const duration = Math.max(1, Math.ceil(source.duration));
    await writeFile(
      join(options.outDir, 'subs', `${name}.m3u8`),
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:${duration}\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n` +
        `#EXTINF:${source.duration.toFixed(3)},\n${name}.vtt\n#EXT-X-ENDLIST\n`,
    );
  };
  for (const lang of subtitleLanguages) await writeSubtitles(options.subtitles![lang]!, lang);
  for (const lang of sdhLanguages) await writeSubtitles(options.sdh![lang]!, `${lang}-sdh`);

  // Audio description: an audio-only rendition per language on the video's segment grid, the same AAC as the
  // ladder's middle rung, so switching to it changes nothing but the sound.
  for (const lang of adLanguages) {
    const dir = join(options.outDir, 'ad', lang);
    await mkdir(dir, { recursive: true });
    log(`encoding audio description (${lang})`);
    const { args } = await openInput(options.audioDescriptions![lang]!, 'audio');
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      ...args,
      '-map',
      '0:a:0',
      '-vn',
      ...stereoAac(AD_AUDIO_KBPS),
      '-t',
      String(source.duration),
      ...hlsOutput(dir),
    ]);
  }

  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  if (adLanguages.length) {
    // The film's own sound stays in the video segments (a rendition without URI); the descriptions are
    // alternates a player switches to.
    if (source.hasAudio)
      lines.push('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Original",DEFAULT=YES,AUTOSELECT=YES');
    for (const lang of adLanguages) {
      const name = AUDIO_DESCRIPTION_NAMES[lang] ?? `${lang} (audio description)`;
      lines.push(
        `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="${name}",LANGUAGE="${lang}",DEFAULT=NO,AUTOSELECT=YES,` +
          `CHARACTERISTICS="${AUDIO_DESCRIPTION_CHARACTERISTICS}",URI="ad/${lang}/index.m3u8"`,
      );
    }
  }
  for (const lang of subtitleLanguages) {
    const name = SUBTITLE_NAMES[lang] ?? lang;
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${name}",LANGUAGE="${lang}",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subs/${lang}.m3u8"`,
    );
  }
  for (const lang of sdhLanguages) {
    const name = SDH_NAMES[lang] ?? `${lang} (SDH)`;
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${name}",LANGUAGE="${lang}",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,` +
        `CHARACTERISTICS="${SDH_CHARACTERISTICS}",URI="subs/${lang}-sdh.m3u8"`,
    );
  }
  const hasSubtitles = subtitleLanguages.length + sdhLanguages.length > 0;
  for (const [index, r] of ladder.entries()) {
    const width = Math.round((r.height * 16) / 9 / 2) * 2;
    // With an audio description playing, its audio is fetched on top of the variant's own.
    const bandwidth = (r.videoKbps + r.audioKbps + (adLanguages.length ? AD_AUDIO_KBPS : 0)) * 1000 * 1.1;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(bandwidth)},AVERAGE-BANDWIDTH=${(r.videoKbps + r.audioKbps) * 1000},` +
        `RESOLUTION=${width}x${r.height},CODECS="${r.codecs}"${adLanguages.length ? ',AUDIO="aud"' : ''}` +
        `${hasSubtitles ? ',SUBTITLES="subs"' : ''}`,
      `v${index}/index.m3u8`,
    );
  }
  await writeFile(join(options.outDir, 'master.m3u8'), lines.join('\n') + '\n');
  return {
    renditions: ladder.map((r) => r.height),
    durationSeconds: source.duration,
    subtitles: subtitleLanguages,
    sdh: sdhLanguages,
    audioDescriptions: adLanguages,
  };
}
