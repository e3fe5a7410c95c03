import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ingest } from './hls-ingest';

const run = promisify(execFile);

describe('HLS ingest (Debian ffmpeg)', () => {
  it('packages a source into H.264/AAC renditions no taller than the source, with WebVTT subtitles', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ingest-'));
    const source = join(dir, 'source.mp4');
    await run('ffmpeg', [
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

    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name',
      '-of',
      'csv=p=0',
      join(out, 'v1', 'seg000.ts'),
    ]);
    expect(
      [
        ...new Set(
          stdout
            .split('\n')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ].sort(),
    ).toEqual(['aac', 'h264']);

    const vtt = readFileSync(join(out, 'subs', 'sv.vtt'), 'utf8');
    expect(vtt).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:\d+,LOCAL:00:00:00\.000\n/);
    expect(vtt).toContain('00:01.000 --> 00:03.000');
    expect(vtt).toContain('Hej på dig');
  }, 60_000);
});
