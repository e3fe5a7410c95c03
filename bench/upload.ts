/**
 * Upload throughput on loopback: the real server (production mode, embedded PGlite, demo data) takes masters over
 * tus 1.0 at /api/operator/uploads (docs/decisions/049) from tus-js-client in Node, authenticated as a script is,
 * with an API token of scope `uploads` that the demo operator makes (docs/decisions/050). Each size of chunk is
 * uploaded BENCH_RUNS times (MB/s per run and the median), then one upload is aborted half-way and resumed from
 * the offset the server answers to HEAD, counting the bytes sent after the resume.
 *
 *   npm run bench:upload        # BENCH_UPLOAD_MB (default 256) per upload, BENCH_RUNS (default 3) per chunk size
 *
 * The file is random bytes held in memory (what is measured is the client's sending and the server's writing,
 * not the client's disk). Writes bench/results/upload-<date>.json with the machine's load, and prints the figures.
 */
import { createHmac, randomFillSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import * as tus from 'tus-js-client';
import { writeResult } from './result-files';
import { machineInfo, measuredSource, median, startServer } from './server';

const tusVersion = (createRequire(import.meta.url)('tus-js-client/package.json') as { version: string })
  .version;
const PORT = Number(process.env.BENCH_PORT ?? 3330);
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 256);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MiB = 1024 * 1024;
/** The console's chunk is 50 MB (decision 049); a script may send one PATCH for the whole file. */
const CHUNKS: { label: string; bytes: number }[] = [
  { label: '8 MiB', bytes: 8 * MiB },
  { label: 'unlimited', bytes: Infinity },
];

/** The demo operator (README) and its TOTP secret: a 6-digit code of this 30-second step (RFC 6238, SHA-1). */
const DEMO_OPERATOR = { username: 'operator', password: 'operator-password-1' };
const DEMO_TOTP_SECRET = 'FILMHYLLANDEMOOPERATORTOTPSECRET';
function totpCode(secretBase32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function form<T>(base: string, path: string, fields: Record<string, string>): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Logs the demo operator in (this step's code, else the next one's) and makes a token of scope uploads. */
async function uploadsToken(base: string): Promise<string> {
  for (const offset of [0, 30_000]) {
    const portal = await form<{ sessionid: string; csrftoken: string }>(base, '/api/init_portal_session', {
      portal: 'operator',
    });
    const login = await form<{ new_sessionid?: string; new_csrftoken?: string }>(
      base,
      '/api/operator/operator/login',
      {
        portal_sessionid: portal.sessionid,
        portal_csrftoken: portal.csrftoken,
        ...DEMO_OPERATOR,
        totp_code: totpCode(DEMO_TOTP_SECRET, Date.now() + offset),
      },
    ).catch(() => ({}) as { new_sessionid?: string; new_csrftoken?: string });
    if (!login.new_sessionid || !login.new_csrftoken) continue;
    const { token } = await form<{ token: string }>(base, '/api/operator/token/create_token', {
      portal_sessionid: login.new_sessionid,
      portal_csrftoken: login.new_csrftoken,
      name: 'Upload benchmark',
      scopes: 'uploads',
    });
    return token;
  }
  throw new Error('the demo operator could not log in');
}

interface UploadHooks {
  uploadUrl?: string;
  /** Called with the bytes acknowledged so far; answer true to abort the upload there. */
  abortAt?: (bytesUploaded: number) => boolean;
}

/**
 * One upload with tus-js-client; answers its URL, the seconds it took and the bytes the client sent in PATCH
 * bodies (from each PATCH's Upload-Offset to the offset the server answered), and the first PATCH's offset.
 */
function upload(
  base: string,
  token: string,
  file: Buffer,
  chunkSize: number,
  name: string,
  hooks: UploadHooks = {},
) {
  return new Promise<{
    url: string;
    seconds: number;
    bytesSent: number;
    firstOffset: number;
    aborted: boolean;
  }>((resolve, reject) => {
    let bytesSent = 0;
    let firstOffset = -1;
    let aborted = false;
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    const pending = new Map<object, number>();
    const up: tus.Upload = new tus.Upload(file, {
      endpoint: `${base}/api/operator/uploads`,
      ...(hooks.uploadUrl ? { uploadUrl: hooks.uploadUrl } : {}),
      headers: { Authorization: `Bearer ${token}` },
      metadata: { purpose: 'master', filename: `${name}.mp4`, filetype: 'video/mp4' },
      chunkSize,
      retryDelays: [],
      storeFingerprintForResuming: false,
      onBeforeRequest(req) {
        if (req.getMethod() !== 'PATCH') return;
        const offset = Number(req.getHeader('Upload-Offset'));
        if (firstOffset < 0) firstOffset = offset;
        pending.set(req, offset);
      },
      onAfterResponse(req, res) {
        const from = pending.get(req);
        const to = Number(res.getHeader('Upload-Offset'));
        if (from !== undefined && Number.isFinite(to)) bytesSent += to - from;
      },
      onProgress(bytesUploaded) {
        if (!aborted && hooks.abortAt?.(bytesUploaded)) {
          aborted = true;
          // Like a dropped connection: the request in flight is cut, the upload is kept on the server.
          void up
            .abort(false)
            .then(() => resolve({ url: up.url ?? '', seconds: seconds(), bytesSent, firstOffset, aborted }));
        }
      },
      onError: (error) => (aborted ? undefined : reject(error)),
      onSuccess: () => resolve({ url: up.url!, seconds: seconds(), bytesSent, firstOffset, aborted }),
    });
    up.start();
  });
}

/** The server's offset of an upload (tus HEAD). */
async function headOffset(url: string, token: string): Promise<{ offset: number; length: number }> {
  const res = await fetch(url, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` },
  });
  return {
    offset: Number(res.headers.get('upload-offset')),
    length: Number(res.headers.get('upload-length')),
  };
}

const mbPerSecond = (bytes: number, seconds: number) => Number((bytes / 1e6 / seconds).toFixed(1));

const server = await startServer(PORT, {}, { web: false });
try {
  const token = await uploadsToken(server.base);
  const file = randomFillSync(Buffer.alloc(SIZE_MB * MiB));
  const machine = machineInfo();
  const series = [];
  for (const chunk of CHUNKS) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const load = Number(loadavg()[0]!.toFixed(2));
      const result = await upload(server.base, token, file, chunk.bytes, `bench-${chunk.bytes}-${run}`);
      const stored = await headOffset(result.url, token);
      if (stored.offset !== file.length) throw new Error(`upload ${result.url} ended at ${stored.offset}`);
      runs.push({
        run,
        seconds: Number(result.seconds.toFixed(2)),
        mbPerSecond: mbPerSecond(file.length, result.seconds),
        loadAverage: load,
      });
      console.log(`${chunk.label} chunks, run ${run}: ${runs.at(-1)!.mbPerSecond} MB/s (load ${load})`);
    }
    series.push({ chunkSize: chunk.label, runs, medianMbPerSecond: median(runs.map((r) => r.mbPerSecond)) });
  }

  // Interrupted half-way, then resumed from the server's offset: only the rest is sent again.
  const half = file.length / 2;
  const first = await upload(server.base, token, file, 8 * MiB, 'bench-resume', {
    abortAt: (bytes) => bytes >= half,
  });
  const atBreak = await headOffset(first.url, token);
  const resumed = await upload(server.base, token, file, 8 * MiB, 'bench-resume', { uploadUrl: first.url });
  const after = await headOffset(first.url, token);
  const resume = {
    chunkSize: '8 MiB',
    bytes: file.length,
    offsetAfterAbort: atBreak.offset,
    resumedFromOffset: resumed.firstOffset,
    bytesSentBeforeAbort: first.bytesSent,
    bytesSentAfterResume: resumed.bytesSent,
    /** What the resume did not send again: every byte the server had before the break. */
    bytesNotSentAgain: resumed.firstOffset,
    complete: after.offset === file.length && after.length === file.length,
    resumeSeconds: Number(resumed.seconds.toFixed(2)),
  };
  if (
    !resume.complete ||
    resume.resumedFromOffset !== atBreak.offset ||
    resume.bytesSentAfterResume !== file.length - atBreak.offset
  ) {
    throw new Error(`the resume did not continue from the server's offset: ${JSON.stringify(resume)}`);
  }
  console.log(
    `aborted at ${atBreak.offset} of ${file.length} bytes, resumed from ${resume.resumedFromOffset}: ` +
      `${resume.bytesSentAfterResume} bytes sent after the resume (${file.length} - ${atBreak.offset})`,
  );

  const outcome = {
    date: new Date().toISOString(),
    measured: measuredSource(),
    machine,
    loadAverageAtEnd: Number(loadavg()[0]!.toFixed(2)),
    setup: `production server on loopback, embedded PGlite; tus-js-client ${tusVersion} in Node, API token, file in memory`,
    uploadBytes: file.length,
    series,
    resume,
  };
  const path = writeResult('upload', outcome);
  for (const s of series) console.log(`${s.chunkSize}: median ${s.medianMbPerSecond} MB/s`);
  console.log(`written to ${path}`);
} finally {
  await server.stop();
}
