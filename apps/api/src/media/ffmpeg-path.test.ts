import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  chooseFfmpeg,
  findOnPath,
  isExecutable,
  packagedFfmpeg,
  parseMediaInfo,
  probeMedia,
} from './ffmpeg-path';

const run = promisify(execFile);

describe('choosing ffmpeg', () => {
  const present = (files: string[]) => (file: string) => files.includes(file);

  it('takes the first ffmpeg on the PATH, skipping empty entries', () => {
    const executable = present(['/usr/local/bin/ffmpeg', '/usr/bin/ffmpeg']);
    expect(findOnPath('ffmpeg', '::/usr/local/bin:/usr/bin', executable)).toBe('/usr/local/bin/ffmpeg');
    expect(findOnPath('ffmpeg', '/bin', executable)).toBeUndefined();
    expect(findOnPath('ffmpeg', undefined, executable)).toBeUndefined();
  });

  it('prefers the system ffmpeg, else the npm package’s, else none', () => {
    const packaged = () => '/app/node_modules/@ffmpeg-installer/linux-x64/ffmpeg';
    expect(chooseFfmpeg('/usr/bin', packaged, present(['/usr/bin/ffmpeg']))).toBe('/usr/bin/ffmpeg');
    expect(chooseFfmpeg('/usr/local/bin:/usr/bin', packaged, present([]))).toBe(packaged());
    expect(chooseFfmpeg('/usr/bin', () => undefined, present([]))).toBeUndefined();
  });

  it('takes the one FFMPEG_PATH names, and no other when it is not executable', () => {
    const packaged = () => '/app/node_modules/@ffmpeg-installer/linux-x64/ffmpeg';
    const executable = present(['/usr/bin/ffmpeg', '/opt/ffmpeg/bin/ffmpeg']);
    expect(chooseFfmpeg('/usr/bin', packaged, executable, '/opt/ffmpeg/bin/ffmpeg')).toBe(
      '/opt/ffmpeg/bin/ffmpeg',
    );
    expect(chooseFfmpeg('/usr/bin', packaged, executable, packaged())).toBeUndefined();
    expect(chooseFfmpeg('/usr/bin', packaged, executable, '')).toBe('/usr/bin/ffmpeg');
  });

  it('finds the binary the npm package ships, which can encode H.264 and AAC', async () => {
    const packaged = packagedFfmpeg();
    expect(packaged).toMatch(/@ffmpeg-installer\/.+\/ffmpeg$/);
    expect(isExecutable(packaged!)).toBe(true);
    const { stdout } = await run(packaged!, ['-hide_banner', '-encoders']);
    expect(stdout).toMatch(/\blibx264\b/);
    expect(stdout).toMatch(/^ A\S* aac\b/m);
  });
});

describe('reading what a media file holds from ffmpeg -i', () => {
  it('reads an MPEG-TS segment (ffmpeg 5.1)', () => {
    const info = parseMediaInfo(`Input #0, mpegts, from '/tmp/seg000.ts':
  Duration: 00:00:06.02, start: 1.400000, bitrate: 3123 kb/s
  Program 1
    Metadata:
      service_name    : Service01
  Stream #0:0[0x100]: Video: h264 (Main) ([27][0][0][0] / 0x001B), yuv420p(progressive), 1280x720 [SAR 1:1 DAR 16:9], 24 fps, 24 tbr, 90k tbn
  Stream #0:1[0x101]: Audio: aac (LC) ([15][0][0][0] / 0x000F), 48000 Hz, stereo, fltp, 129 kb/s
At least one output file must be specified`);
    expect(info).toEqual({
      duration: 6.02,
      startTime: 1.4,
      height: 720,
      hasAudio: true,
      codecs: ['h264', 'aac'],
    });
  });

  it('reads an MP4 (ffmpeg 4.1) and a file without audio', () => {
    const mp4 = parseMediaInfo(`Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'film.mp4':
  Metadata:
    major_brand     : isom
  Duration: 01:02:03.50, start: 0.000000, bitrate: 6459 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1920x1080 [SAR 1:1 DAR 16:9], 6385 kb/s, 24 fps, 24 tbr, 12288 tbn, 48 tbc (default)
    Stream #0:1(swe): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 69 kb/s (default)
    Stream #0:2(swe): Subtitle: mov_text (tx3g / 0x67337874)`);
    expect(mp4).toEqual({
      duration: 3723.5,
      startTime: 0,
      height: 1080,
      hasAudio: true,
      codecs: ['h264', 'aac', 'mov_text'],
    });
    const silent = parseMediaInfo(`Input #0, matroska,webm, from 'x.mkv':
  Duration: N/A, start: 0.000000, bitrate: N/A
    Stream #0:0: Video: vp9 (Profile 0), yuv420p(tv), 640x360, SAR 1:1 DAR 16:9, 25 fps, 25 tbr, 1k tbn`);
    expect(silent).toEqual({ duration: 0, startTime: 0, height: 360, hasAudio: false, codecs: ['vp9'] });
  });

  it('probes a real file with the npm package’s ffmpeg, and refuses a file it cannot read', async () => {
    const ffmpeg = packagedFfmpeg()!;
    const dir = mkdtempSync(join(tmpdir(), 'probe-'));
    try {
      const file = join(dir, 'clip.mp4');
      await run(ffmpeg, [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=320x240:rate=24:duration=1',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        file,
      ]);
      expect(await probeMedia(ffmpeg, file)).toMatchObject({
        height: 240,
        hasAudio: false,
        codecs: ['h264'],
      });
      expect((await probeMedia(ffmpeg, file)).duration).toBeCloseTo(1, 1);
      await expect(probeMedia(ffmpeg, join(dir, 'missing.mp4'))).rejects.toThrow(/cannot read/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
