/**
 * Transcoding speed: seconds of video per second of wall time for the whole ladder (apps/api/src/media/
 * transcode.ts, the same function the 'transcode' jobs run, with its default x264 preset), from a generated
 * 1080p source with stereo sound. The source is made first (not timed) with x264 at a high bitrate, like a
 * distributor's master.
 *
 *   npm run bench:transcode        # BENCH_SECONDS (default 60) of video, BENCH_PRESET (default: the job's)
 *
 * Writes bench/results/transcode-<date>.json with the ladder chosen (rungs, profiles, the CODECS strings read
 * from the output), the wall time and the speed, and prints them.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { requireFfmpeg } from '../apps/api/src/media/ffmpeg-path';
import { transcode } from '../apps/api/src/media/transcode';
import { writeResult } from './result-files';
import { machineInfo, measuredSource } from './server';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PRESET = process.env.BENCH_PRESET;

const ffmpeg = requireFfmpeg();
const version = (await run(ffmpeg, ['-version'])).stdout.split('\n')[0] ?? 'unknown';
const dir = mkdtempSync(join(tmpdir(), 'bench-transcode-'));
const source = join(dir, 'master-1080p.mp4');
try {
  console.log(`making a ${SECONDS} s 1080p source`);
  await run(ffmpeg, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=1920x1080:rate=25:duration=${SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${SECONDS}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '15M',
    '-c:a',
    'aac',
    '-ac',
    '2',
    '-b:a',
    '192k',
    source,
  ]);
  const load = machineInfo();
  const started = process.hrtime.bigint();
  const result = await transcode({
    source,
    outDir: join(dir, 'out'),
    ...(PRESET ? { preset: PRESET } : {}),
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const speed = result.durationSeconds / wallSeconds;
  const outcome = {
    date: new Date().toISOString(),
    measured: measuredSource(),
    machine: load,
    ffmpeg: version,
    preset: PRESET ?? 'veryfast (the job default)',
    source: {
      width: 1920,
      height: 1080,
      fps: 25,
      seconds: result.durationSeconds,
      pattern: 'testsrc2 + sine',
    },
    ladder: result.manifest.variants.map((v, i) => ({
      height: v.height,
      width: v.width,
      profile: result.ladder[i]!.profile,
      level: result.ladder[i]!.level,
      codecs: v.codecs,
      videoKbps: v.videoKbps,
      audioKbps: v.audioKbps,
    })),
    wallSeconds: Number(wallSeconds.toFixed(2)),
    videoSecondsPerWallSecond: Number(speed.toFixed(3)),
  };
  const file = writeResult('transcode', outcome);
  console.log(
    `${result.durationSeconds.toFixed(1)} s of 1080p into ${outcome.ladder.map((r) => `${r.height}p`).join(', ')} ` +
      `in ${wallSeconds.toFixed(1)} s: ${speed.toFixed(2)} s of video per second (load ${load.loadAverage}, ${load.cpus} CPUs)`,
  );
  console.log(`written to ${file}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
