import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { transcodeTranslations } from '../db/seed/translations/transcode';
import { probeMedia, requireFfmpeg } from './ffmpeg-path';
import {
  parseSource,
  probeSource,
  reasonFromFfmpeg,
  TRANSCODE_FAILURE_REASONS,
  TranscodeFailure,
} from './source-probe';
import { transcode } from './transcode';

const run = promisify(execFile);
const ffmpeg = requireFfmpeg();
const dir = mkdtempSync(join(tmpdir(), 'transcode-'));
const lavfi = (input: string) => ['-f', 'lavfi', '-i', input];

/** A 960x540 MKV of 4 s: Swedish sound, an English audio description, Finnish SDH subtitles inside. */
const film = join(dir, 'film.mkv');
const srt = join(dir, 'sv.srt');

beforeAll(async () => {
  writeFileSync(srt, '1\n00:00:01,000 --> 00:00:02,500\nHej på dig\n');
  writeFileSync(join(dir, 'fi.srt'), '1\n00:00:02,000 --> 00:00:03,000\n[Ovi narisee]\n');
  await run(ffmpeg, [
    '-v',
    'error',
    '-y',
    ...lavfi('testsrc2=size=960x540:rate=24:duration=4'),
    ...lavfi('sine=frequency=440:duration=4'),
    ...lavfi('sine=frequency=330:duration=4'),
    '-i',
    join(dir, 'fi.srt'),
    '-map',
    '0',
    '-map',
    '1',
    '-map',
    '2',
    '-map',
    '3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-c:s',
    'srt',
    '-metadata:s:a:0',
    'language=swe',
    '-metadata:s:a:1',
    'language=eng',
    '-disposition:a:1',
    'visual_impaired',
    '-metadata:s:s:0',
    'language=fin',
    '-disposition:s:0',
    'hearing_impaired',
    film,
  ]);
}, 60_000);

describe('probing a source', () => {
  it('reads size, duration, audio tracks with their languages and descriptions, and text subtitles', async () => {
    const info = await probeSource(ffmpeg, film);
    expect(info).toMatchObject({ width: 960, height: 540 });
    expect(info.duration).toBeCloseTo(4, 0);
    expect(info.audio).toEqual([
      { index: 0, language: 'sv', description: false },
      { index: 1, language: 'en', description: true },
    ]);
    expect(info.subtitles).toEqual([{ index: 0, language: 'fi', sdh: true }]);
  });

  it('leaves out bitmap subtitles and cover pictures', () => {
    const text = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'x.mp4':",
      '  Duration: 01:30:00.50, start: 0.000000, bitrate: 5000 kb/s',
      '  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1920x800 [SAR 1:1 DAR 12:5], 24 fps',
      '  Stream #0:1[0x2](nor): Audio: ac3, 48000 Hz, 5.1(side), fltp, 448 kb/s (default)',
      '  Stream #0:2[0x3](swe): Subtitle: dvd_subtitle (mp4s / 0x7334706D), 720x576',
      '  Stream #0:3: Video: mjpeg (Baseline), yuvj420p, 600x800 (attached pic)',
    ].join('\n');
    expect(parseSource(text)).toEqual({
      width: 1920,
      height: 800,
      duration: 5400.5,
      audio: [{ index: 0, language: 'no', description: false }],
      subtitles: [],
    });
  });

  it('says in plain words why a file cannot be transcoded', async () => {
    const reason = (file: string) =>
      probeSource(ffmpeg, file).then(
        () => 'readable',
        (error: TranscodeFailure) => error.reason,
      );
    writeFileSync(join(dir, 'notes.mp4'), 'these are not the frames you are looking for\n'.repeat(50));
    await run(ffmpeg, ['-v', 'error', '-y', ...lavfi('sine=duration=1'), join(dir, 'sound.m4a')]);
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      ...lavfi('testsrc2=size=64x64:duration=1'),
      '-frames:v',
      '1',
      join(dir, 'still.png'),
    ]);
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      ...lavfi('testsrc2=size=320x240:rate=24:duration=2'),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      join(dir, 'cut.mp4'),
    ]);
    truncateSync(join(dir, 'cut.mp4'), 2000); // an upload that stopped before the moov atom

    expect(await reason(join(dir, 'missing.mp4'))).toBe('source_missing');
    expect(await reason(join(dir, 'notes.mp4'))).toBe('not_a_video');
    expect(await reason(join(dir, 'sound.m4a'))).toBe('no_video_stream');
    expect(await reason(join(dir, 'still.png'))).toBe('not_a_video');
    expect(await reason(join(dir, 'cut.mp4'))).toBe('corrupt');
    expect(await reason(film)).toBe('readable');
  }, 30_000);

  it("maps ffmpeg's error phrases to reasons", () => {
    expect(
      reasonFromFfmpeg('[mov,mp4] moov atom not found\nx.mp4: Invalid data found when processing input'),
    ).toBe('corrupt');
    expect(reasonFromFfmpeg('x.bin: Invalid data found when processing input')).toBe('not_a_video');
    expect(reasonFromFfmpeg('Decoder (codec none) not found for input stream #0:0')).toBe(
      'unsupported_codec',
    );
    expect(reasonFromFfmpeg('Conversion failed!')).toBe('encoder_failed');
  });

  it('has a message in four languages for every reason', () => {
    for (const reason of TRANSCODE_FAILURE_REASONS) {
      const key = new TranscodeFailure(reason).messageKey;
      expect(Object.keys(transcodeTranslations[key] ?? {}), key).toEqual(['sv', 'no', 'fi', 'en']);
    }
  });
});

describe('transcoding', () => {
  it('writes the ladder with CODECS read from the video, every audio track, subtitles with X-TIMESTAMP-MAP, a poster and progress', async () => {
    const out = join(dir, 'titles', '1', 'film', 'r1');
    const progress: number[] = [];
    const result = await transcode({
      source: film,
      outDir: out,
      uriPrefix: 'r1/',
      subtitles: [{ language: 'sv', sdh: false, file: srt }],
      preset: 'superfast',
      onProgress: (p) => progress.push(p),
    });

    expect(result.ladder.map((r) => r.height)).toEqual([360, 540]);
    expect(result.durationSeconds).toBeCloseTo(4, 0);
    const master = readFileSync(join(out, 'master.m3u8'), 'utf8');
    // Constrained Baseline 3.0 at 360p, Main 3.1 at 540p, as x264 wrote them.
    expect(master).toContain(
      '#EXT-X-STREAM-INF:BANDWIDTH=1126400,AVERAGE-BANDWIDTH=896000,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"\nr1/360p/index.m3u8',
    );
    expect(master).toMatch(
      /RESOLUTION=960x540,CODECS="avc1\.4d401f,mp4a\.40\.2",AUDIO="aud",SUBTITLES="subs"\nr1\/540p\/index\.m3u8/,
    );
    expect(master).toContain(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Svenska",LANGUAGE="sv",DEFAULT=YES,AUTOSELECT=YES\n',
    );
    expect(master).toContain(
      'NAME="English audio description",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,CHARACTERISTICS="public.accessibility.describes-video",URI="r1/audio1/index.m3u8"',
    );
    expect(master).toMatch(
      /TYPE=SUBTITLES,.*NAME="Suomi kuulovammaisille",LANGUAGE="fi",.*CHARACTERISTICS="public\.accessibility\.transcribes-spoken-dialog.*URI="r1\/subs\/fi-sdh\.m3u8"/,
    );
    expect(master).toMatch(
      /TYPE=SUBTITLES,.*NAME="Svenska",LANGUAGE="sv",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="r1\/subs\/sv\.m3u8"/,
    );

    // Video with the Swedish sound in every rung; the description as AAC alone.
    const segment = await probeMedia(ffmpeg, join(out, '540p', 'seg0000.ts'));
    expect([...new Set(segment.codecs)].sort()).toEqual(['aac', 'h264']);
    expect(segment.height).toBe(540);
    const description = await probeMedia(ffmpeg, join(out, 'audio1', 'seg0000.ts'));
    expect(description.codecs).toEqual(['aac']);

    // The subtitles are on the clock of the lowest rung's segments (as the ingest's are).
    const lowest = await probeMedia(ffmpeg, join(out, '360p', 'seg0000.ts'));
    const mpegts = Math.round(lowest.startTime * 90000);
    const vtt = readFileSync(join(out, 'subs', 'sv.vtt'), 'utf8');
    expect(vtt).toMatch(new RegExp(`^WEBVTT\\nX-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00\\.000\\n`));
    expect(vtt).toContain('00:01.000 --> 00:02.500\nHej på dig');
    expect(readFileSync(join(out, 'subs', 'fi-sdh.vtt'), 'utf8')).toContain('[Ovi narisee]');
    expect(readFileSync(join(out, 'subs', 'sv.m3u8'), 'utf8')).toContain('#EXTINF:4.0');

    const poster = await probeMedia(ffmpeg, join(out, 'poster.jpg'));
    expect(poster.height).toBe(540);
    expect(JSON.parse(readFileSync(join(out, 'rendition.json'), 'utf8'))).toEqual(result.manifest);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  }, 60_000);

  it('cuts segments of about 6 s, each starting on a keyframe', async () => {
    const source = join(dir, 'long.mp4');
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      ...lavfi('testsrc2=size=480x360:rate=24:duration=14'),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      source,
    ]);
    const out = join(dir, 'long');
    await transcode({ source, outDir: out, preset: 'ultrafast' });
    const playlist = readFileSync(join(out, '360p', 'index.m3u8'), 'utf8');
    expect([...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Math.round(Number(m[1])))).toEqual([
      6, 6, 2,
    ]);
    // No sound in the source: no audio codec named.
    expect(readFileSync(join(out, 'master.m3u8'), 'utf8')).toContain('CODECS="avc1.42c01e"\n360p/index.m3u8');
    const segments = readdirSync(join(out, '360p')).filter((f) => f.endsWith('.ts'));
    expect(segments).toHaveLength(3);
    for (const segment of segments) {
      // Every segment opens with a keyframe: its parameter sets, then an IDR picture, before any other picture.
      const bytes = readFileSync(join(out, '360p', segment));
      const sps = bytes.indexOf(Buffer.from([0, 0, 1, 0x67]));
      const idr = bytes.indexOf(Buffer.from([0, 0, 1, 0x65]));
      const other = bytes.indexOf(Buffer.from([0, 0, 1, 0x41]));
      expect(sps).toBeGreaterThanOrEqual(0);
      expect(idr).toBeGreaterThan(sps);
      if (other >= 0) expect(other).toBeGreaterThan(idr);
    }
  }, 60_000);

  it('removes its folder when cancelled or failing, and says why', async () => {
    const controller = new AbortController();
    const out = join(dir, 'cancelled');
    const cancelled = transcode({
      source: film,
      outDir: out,
      preset: 'ultrafast',
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(cancelled).rejects.toMatchObject({ reason: 'cancelled' });
    expect(existsSync(out)).toBe(false);

    const broken = join(dir, 'broken');
    await expect(transcode({ source: join(dir, 'notes.mp4'), outDir: broken })).rejects.toMatchObject({
      reason: 'not_a_video',
    });
    expect(existsSync(broken)).toBe(false);
  }, 60_000);
});
