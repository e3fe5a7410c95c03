import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadErrorMessages } from '../db/seed/translations/uploads';
import { uploadFilePath, uploadsDir } from '../modules/uploads/upload-files';
import { writeHostileUploads } from '../test-support/hostile-uploads';
import { findOnPath, packagedFfmpeg } from './ffmpeg-path';
import { describeRefused, inputArguments, sniffContainer } from './input-format';
import {
  InputRefused,
  openInput,
  probeAudioSource,
  probeSource,
  type TranscodeFailure,
} from './source-probe';
import { transcode } from './transcode';

const run = promisify(execFile);
const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));
const padded = (head: Buffer) => Buffer.concat([head, Buffer.alloc(64)]);

describe('sniffing the container from the first bytes', () => {
  it('knows the containers we take', () => {
    expect(sniffContainer(padded(bytes(0, 0, 0, 0x20, 'ftypisom')))).toBe('mov');
    expect(sniffContainer(padded(bytes(0, 0, 0, 0x08, 'wide')))).toBe('mov');
    expect(sniffContainer(padded(bytes(0x1a, 0x45, 0xdf, 0xa3)))).toBe('matroska');
    expect(sniffContainer(padded(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')))).toBe('wav');
    expect(sniffContainer(padded(bytes('ID3', 4, 0)))).toBe('mp3');
    expect(sniffContainer(padded(bytes(0xff, 0xfb, 0x90, 0x64)))).toBe('mp3');
    expect(sniffContainer(padded(bytes(0xff, 0xf1, 0x50, 0x40)))).toBe('aac');
    const ts = Buffer.alloc(400);
    ts[0] = ts[188] = 0x47;
    expect(sniffContainer(ts)).toBe('mpegts');
    expect(sniffContainer(Buffer.from('\uFEFFWEBVTT\n\n00:01.000 --> 00:02.000\nHej\n'))).toBe('webvtt');
    expect(sniffContainer(Buffer.from('1\r\n00:00:01,000 --> 00:00:02,500\r\nHej\r\n'))).toBe('srt');
  });

  it('takes no playlist, concat list, protocol address, image, other text, or a file too short to tell', () => {
    const refused = [
      '#EXTM3U\n#EXTINF:6,\n/srv/filmhyllan/data/media/titles/1/film/r1/360p/seg0000.ts\n',
      'ffconcat version 1.0\nfile other-upload-id\n',
      "file '../uploads/other-upload-id'\n",
      'concat:/srv/a.ts|/srv/b.ts\n',
      'subfile,,start,0,end,0,,:/srv/a.ts\n',
      'WEBVTTX is no WebVTT signature\n',
      '{"streams": []}\n',
      '\x89PNG\r\n\x1a\n\0\0\0\rIHDR',
    ];
    for (const text of refused) expect(sniffContainer(Buffer.from(text, 'latin1')), text).toBeUndefined();
    expect(sniffContainer(Buffer.alloc(0))).toBeUndefined();
    expect(sniffContainer(bytes(0, 0, 0, 0x20, 'ftyp'))).toBeUndefined();
  });

  it('says in words what a refused file seems to be, for the log', () => {
    expect(describeRefused(Buffer.from('#EXTM3U\n'), undefined)).toBe('an HLS playlist');
    expect(describeRefused(Buffer.from('ffconcat version 1.0\n'), undefined)).toBe('a concat list');
    expect(describeRefused(Buffer.from('concat:/a|/b'), undefined)).toBe('a protocol address');
    expect(describeRefused(Buffer.from('subfile,,start,0,end,0,,:/a'), undefined)).toBe('a protocol address');
    expect(describeRefused(Buffer.alloc(0), undefined)).toBe('an empty file');
    expect(describeRefused(Buffer.from('WEBVTT\n'), 'webvtt')).toBe('a webvtt file, not taken here');
  });

  it('fixes the demuxer, allows the file protocol only and names the file as a file: URL', () => {
    expect(inputArguments('matroska', '/data/uploads/abc-def-1')).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'matroska',
      '-i',
      'file:/data/uploads/abc-def-1',
    ]);
    expect(inputArguments('mov', '/data/uploads/concat:x')).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'mov',
      '-enable_drefs',
      '0',
      '-i',
      'file:/data/uploads/concat:x',
    ]);
  });
});

/*
 * Every hostile upload with the system's ffmpeg (5.1) and the npm package's (4.1, 2018): each build, left to
 * guess, follows the playlist (the control), and neither ever gets the chance once the container is sniffed.
 */
const builds = [
  ['the ffmpeg on the PATH', findOnPath('ffmpeg', process.env.PATH)],
  ["the npm package's ffmpeg", packagedFfmpeg()],
].filter((build): build is [string, string] => !!build[1]);

describe.each(builds)('reading uploads with %s', (_name, ffmpeg) => {
  const dir = mkdtempSync(join(tmpdir(), 'input-format-'));
  const dataDir = join(dir, 'data');
  const secret = join(dir, 'media', 'titles', '7', 'film', 'r1', '360p');
  let hostile: Record<string, string>;
  const sounds: Record<string, string> = {};
  const cut = join(dir, 'cut.mp4');

  beforeAll(async () => {
    mkdirSync(uploadsDir(dataDir), { recursive: true });
    mkdirSync(secret, { recursive: true });
    const clip = uploadFilePath(dataDir, 'other-operators-1');
    await run(ffmpeg, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-c:a', 'aac', '-f', 'mp4', clip],
    ]);
    // Another title's published segments: what a playlist upload would read.
    await run(ffmpeg, [
      ...['-v', 'error', '-y', '-i', clip, '-c', 'copy', '-f', 'hls'],
      ...['-hls_segment_filename', join(secret, 'seg%04d.ts'), join(secret, 'index.m3u8')],
    ]);
    hostile = writeHostileUploads(dataDir, {
      segment: join(secret, 'seg0000.ts'),
      otherUpload: 'other-operators-1',
    });
    copyFileSync(clip, cut);
    truncateSync(cut, 2000); // stopped before the moov atom
    for (const [name, args] of [
      ['sound.wav', []],
      ['sound.mp3', []],
      ['sound.aac', ['-c:a', 'aac', '-f', 'adts']],
      ['sound.m4a', ['-c:a', 'aac']],
    ] as const) {
      sounds[name] = join(dir, name);
      await run(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=1', ...args, sounds[name]]);
    }
  }, 60_000);

  const refusal = (probe: Promise<unknown>) =>
    probe.then(
      () => 'read',
      (error: TranscodeFailure) =>
        error instanceof InputRefused ? `${error.messageKey} (${error.detail})` : error.reason,
    );

  it('would follow the playlists and the concat list if it were left to guess (the control)', async () => {
    for (const id of ['hls-absolute-path-1', 'hls-dotdot-path-02', 'ffconcat-other-003']) {
      const { stderr } = await run(ffmpeg, ['-hide_banner', '-i', hostile[id]!]).catch(
        (error: { stderr: string }) => error,
      );
      expect(stderr, id).toMatch(/^Input #0, (hls|concat)\b[\s\S]*Stream #0:0.*Video: h264/m);
    }
  });

  it('refuses every hostile upload as a master and as a sound file, before ffmpeg opens it', async () => {
    const expected = {
      'hls-absolute-path-1': 'an HLS playlist',
      'hls-dotdot-path-02': 'an HLS playlist',
      'ffconcat-other-003': 'a concat list',
      'concat-protocol-04': 'a protocol address',
      'subfile-protocol-5': 'a protocol address',
      'hls-subfile-uri-06': 'an HLS playlist',
      'empty-upload-00007': 'an empty file',
    };
    expect(Object.keys(hostile)).toEqual(Object.keys(expected));
    for (const [id, what] of Object.entries(expected)) {
      expect(await refusal(probeSource(ffmpeg, hostile[id]!)), id).toBe(`error_upload_not_a_video (${what})`);
      expect(await refusal(probeAudioSource(ffmpeg, hostile[id]!)), id).toBe(
        `error_upload_not_a_video (${what})`,
      );
      expect(await refusal(openInput(hostile[id]!, 'subtitles')), id).toMatch(/^error_upload_not_a_video/);
    }
    // Cut off after its first bytes: a container, but no film in it.
    expect(await refusal(probeSource(ffmpeg, cut))).toBe('corrupt');
    expect(await refusal(probeSource(ffmpeg, join(dir, 'never-uploaded')))).toBe('source_missing');
  });

  it('publishes nothing from a playlist upload', async () => {
    const outDir = join(dir, 'media', 'titles', '8', 'film', 'r1');
    await expect(
      transcode({ source: hostile['hls-absolute-path-1']!, outDir, ffmpeg, preset: 'ultrafast' }),
    ).rejects.toBeInstanceOf(InputRefused);
    expect(existsSync(outDir)).toBe(false);
  });

  it('reads MP4 masters, and WAV, MP3, AAC and M4A sound as what they are, but no sound file as a master', async () => {
    const master = await probeSource(ffmpeg, uploadFilePath(dataDir, 'other-operators-1'));
    expect(master).toMatchObject({ width: 320, height: 240 });
    expect(master.input.slice(0, 4)).toEqual(['-protocol_whitelist', 'file', '-f', 'mov']);
    for (const [name, file] of Object.entries(sounds)) {
      expect((await probeAudioSource(ffmpeg, file)).audio, name).toHaveLength(1);
    }
    expect(await refusal(probeSource(ffmpeg, sounds['sound.wav']!))).toBe(
      'error_upload_not_a_video (a wav file, not taken here)',
    );
    expect(await refusal(probeSource(ffmpeg, sounds['sound.m4a']!))).toBe('no_video_stream');
  });

  it('reads subtitle files as SRT or WebVTT only', async () => {
    writeFileSync(join(dir, 'sv.srt'), '1\n00:00:01,000 --> 00:00:02,000\nHej\n');
    writeFileSync(join(dir, 'sv.vtt'), 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHej\n');
    expect((await openInput(join(dir, 'sv.srt'), 'subtitles')).demuxer).toBe('srt');
    expect((await openInput(join(dir, 'sv.vtt'), 'subtitles')).demuxer).toBe('webvtt');
    for (const file of [join(dir, 'sv.srt'), join(dir, 'sv.vtt')]) {
      const { args } = await openInput(file, 'subtitles');
      const { stdout } = await run(ffmpeg, ['-v', 'error', ...args, '-f', 'webvtt', '-']);
      expect(stdout).toMatch(/00:0?1\.000 --> 00:0?2\.000\nHej/);
    }
  });
});

it('fails a job with the message of UPLOAD_NOT_A_VIDEO, in four languages', () => {
  const key = new InputRefused('an HLS playlist').messageKey;
  expect(key).toBe('error_upload_not_a_video');
  expect(Object.keys(uploadErrorMessages[key as keyof typeof uploadErrorMessages])).toEqual([
    'sv',
    'no',
    'fi',
    'en',
  ]);
});

it("tests with the npm package's ffmpeg at least (CI has a system one too)", () => {
  expect(builds.map(([name]) => name)).toContain("the npm package's ffmpeg");
});
