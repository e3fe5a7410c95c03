import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { probeMedia, requireFfmpeg } from './ffmpeg-path';
import { ingest } from './hls-ingest';

const run = promisify(execFile);
/** The system's ffmpeg, else the npm package's: the tests need no system ffmpeg. */
const ffmpeg = requireFfmpeg();

describe('HLS ingest', () => {
  it('packages a source into H.264/AAC renditions no taller than the source, with WebVTT subtitles', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ingest-'));
    const source = join(dir, 'source.mp4');
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=24:duration=8',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=8',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-shortest',
      source,
    ]);
    writeFileSync(join(dir, 'sv.srt'), '1\n00:00:01,000 --> 00:00:03,000\nHej på dig\n');
    const out = join(dir, 'hls');
    const result = await ingest({ source, outDir: out, subtitles: { sv: join(dir, 'sv.srt') } });

    expect(result.renditions).toEqual([360, 720]); // no 1080p from a 720p source
    const master = readFileSync(join(out, 'master.m3u8'), 'utf8');
    expect(master).toContain('LANGUAGE="sv"');
    expect(master).toContain('NAME="Svenska"');
    expect(master).toMatch(
      /RESOLUTION=640x360,CODECS="avc1\.4d401e,mp4a\.40\.2",SUBTITLES="subs"\nv0\/index\.m3u8/,
    );
    expect(master).toMatch(/RESOLUTION=1280x720.*\nv1\/index\.m3u8/);

    const variant = readFileSync(join(out, 'v0', 'index.m3u8'), 'utf8');
    const durations = [...variant.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(durations.slice(0, -1).every((d) => d >= 4 && d <= 6.1)).toBe(true);
    expect(readdirSync(join(out, 'v1')).filter((f) => f.endsWith('.ts')).length).toBe(durations.length);

    const segment = await probeMedia(ffmpeg, join(out, 'v1', 'seg000.ts'));
    expect([...new Set(segment.codecs)].sort()).toEqual(['aac', 'h264']);
    expect(segment.height).toBe(720);

    const vtt = readFileSync(join(out, 'subs', 'sv.vtt'), 'utf8');
    expect(vtt).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:\d+,LOCAL:00:00:00\.000\n/);
    expect(vtt).toContain('00:01.000 --> 00:03.000');
    expect(vtt).toContain('Hej på dig');
  }, 60_000);

  it('adds audio description as an alternate audio rendition and SDH as subtitles marked by CHARACTERISTICS', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ingest-access-'));
    const source = join(dir, 'source.mp4');
    const lavfi = (input: string) => ['-f', 'lavfi', '-i', input];
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      ...lavfi('testsrc2=size=320x240:rate=24:duration=4'),
      ...lavfi('sine=frequency=440:duration=4'),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-shortest',
      source,
    ]);
    const description = join(dir, 'ad-sv.m4a');
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      ...lavfi('sine=frequency=660:duration=4'),
      '-c:a',
      'aac',
      description,
    ]);
    writeFileSync(join(dir, 'sv-sdh.srt'), '1\n00:00:01,000 --> 00:00:02,000\n[Dörren knarrar]\n');
    const out = join(dir, 'hls');
    const result = await ingest({
      source,
      outDir: out,
      sdh: { sv: join(dir, 'sv-sdh.srt') },
      audioDescriptions: { sv: description },
    });

    expect(result).toMatchObject({
      renditions: [360],
      subtitles: [],
      sdh: ['sv'],
      audioDescriptions: ['sv'],
    });
    const master = readFileSync(join(out, 'master.m3u8'), 'utf8').split('\n');
    expect(master).toContain(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Original",DEFAULT=YES,AUTOSELECT=YES',
    );
    expect(master).toContain(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Svenska med syntolkning",LANGUAGE="sv",DEFAULT=NO,' +
        'AUTOSELECT=YES,CHARACTERISTICS="public.accessibility.describes-video",URI="ad/sv/index.m3u8"',
    );
    expect(master).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Svenska för hörselskadade",LANGUAGE="sv",DEFAULT=NO,' +
        'AUTOSELECT=YES,FORCED=NO,CHARACTERISTICS="public.accessibility.transcribes-spoken-dialog,' +
        'public.accessibility.describes-music-and-sound",URI="subs/sv-sdh.m3u8"',
    );
    const variant = master.find((line) => line.startsWith('#EXT-X-STREAM-INF'))!;
    expect(variant).toContain(',AUDIO="aud",SUBTITLES="subs"');

    // The description is audio only, on the video's clock, so switching to it keeps the picture in sync (read
    // with ffmpeg itself: the npm package's ffmpeg comes without ffprobe).
    const described = await probeMedia(ffmpeg, join(out, 'ad', 'sv', 'seg000.ts'));
    expect(described.codecs).toEqual(['aac']);
    const video = await probeMedia(ffmpeg, join(out, 'v0', 'seg000.ts'));
    expect(video.codecs).toContain('h264');
    expect(Math.abs(described.startTime - video.startTime)).toBeLessThan(0.1);
    expect(readFileSync(join(out, 'ad', 'sv', 'index.m3u8'), 'utf8')).toContain('#EXT-X-ENDLIST');
    expect(readFileSync(join(out, 'subs', 'sv-sdh.vtt'), 'utf8')).toContain('[Dörren knarrar]');
  }, 60_000);
});
