import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import type { MediaStorage } from '../media/storage/media-storage';
import { createS3Storage, s3ClientFromEnvironment } from '../media/storage/s3-storage';

export interface TestS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** A bucket made for this server, empty at the start. */
  bucket: string;
  /** What a server process needs to use the bucket: MEDIA_STORAGE and the AWS SDK's settings. */
  env: Record<string, string>;
  client: S3Client;
  /** The bucket as media storage, below `prefix` ('' for its root). */
  storage(prefix?: string): MediaStorage;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

/**
 * s3rver in a child process: started with --openssl-legacy-provider, because it makes its ListObjectsV2
 * continuation tokens with DES, which Node 17+ (OpenSSL 3) refuses otherwise: every listing longer than one page
 * (1000 keys) would fail with a 500. It prints its address as one line of JSON, and ends when its stdin does (so
 * also when the test process dies without closing it). Two calls of the S3 API it lacks, ListParts and
 * AbortMultipartUpload, are answered in front of it from the parts it keeps: resumable uploads (@tus/s3-store)
 * need them.
 */
const SERVER_SCRIPT = `
const fs = require('node:fs');
const path = require('node:path');
const S3rver = require(process.argv[1]);
const directory = process.argv[2];
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
const xml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// What s3rver lacks of multipart uploads, which a resumable upload store needs: ListParts (GET ?uploadId) and
// AbortMultipartUpload (DELETE ?uploadId), over the parts s3rver keeps in <bucket>/._S3rver_uploads/<id>/<n>.
server.middleware.unshift(async (ctx, next) => {
  const uploadId = ctx.query.uploadId;
  const match = /^\\/([^/]+)\\/(.+)$/.exec(ctx.path);
  if (typeof uploadId !== 'string' || !match || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
  const [, bucket, key] = match;
  const dir = path.join(directory, bucket, '._S3rver_uploads', path.basename(uploadId));
  if (!fs.existsSync(dir)) {
    ctx.status = 404;
    ctx.type = 'application/xml';
    ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>' + xml(uploadId) + '</UploadId></Error>';
    return;
  }
  if (ctx.method === 'DELETE') {
    fs.rmSync(dir, { recursive: true, force: true });
    ctx.status = 204;
    return;
  }
  const parts = fs.readdirSync(dir).filter((name) => /^\\d+$/.test(name)).map(Number).sort((a, b) => a - b);
  const body = parts.map((n) => {
    const file = path.join(dir, String(n));
    const stat = fs.statSync(file);
    const md5 = fs.existsSync(file + '.md5') ? fs.readFileSync(file + '.md5', 'utf8') : '';
    return '<Part><PartNumber>' + n + '</PartNumber><LastModified>' + stat.mtime.toISOString() +
      '</LastModified><ETag>&quot;' + md5 + '&quot;</ETag><Size>' + stat.size + '</Size></Part>';
  }).join('');
  ctx.type = 'application/xml';
  ctx.body = '<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    '<Bucket>' + xml(bucket) + '</Bucket><Key>' + xml(decodeURIComponent(key)) + '</Key><UploadId>' + xml(uploadId) +
    '</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>' + (parts.at(-1) ?? 0) +
    '</NextPartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>' + body + '</ListPartsResult>';
});
server
  .run()
  .then((address) => console.log(JSON.stringify(address)), (error) => {
    console.error(error);
    process.exit(1);
  });
process.stdin.on('end', () => process.exit(0)).resume();
`;

/** The port in s3rver's address line (`{"address":"127.0.0.1","family":"IPv4","port":4568}`). */
function portOf(line: string): number | undefined {
  try {
    const address: unknown = JSON.parse(line);
    if (typeof address === 'object' && address && 'port' in address && typeof address.port === 'number')
      return address.port;
  } catch {
    // not JSON
  }
  return undefined;
}

/**
 * An S3-compatible store on loopback for tests (s3rver, over files in a temporary folder), with a fresh bucket.
 * s3rver accepts the credentials S3RVER/S3RVER, and does not check V4 signatures nor refuse unsigned requests, so
 * it proves what the storage asks for and gets back, not the store's access control.
 *
 * Usage:
 *   const s3 = await startTestS3();
 *   const storage = s3.storage('media'); // or spawnServer({ ...s3.env, ... })
 *   await s3.close();
 */
export async function startTestS3(): Promise<TestS3> {
  const root = await mkdtemp(join(tmpdir(), 'test-s3-'));
  const directory = join(root, 'store');
  const scratchRoot = join(root, 'scratch');
  await mkdir(directory);
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '-e',
      SERVER_SCRIPT,
      createRequire(import.meta.url).resolve('s3rver'),
      directory,
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', (line) => {
        const port = portOf(line);
        if (port) resolve(port);
        else reject(new Error(`s3rver said ${line}:\n${errors}`));
      });
      void exited.then(() => reject(new Error(`s3rver did not start:\n${errors}`)));
    });
  } catch (error) {
    await stop();
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = `media-${randomBytes(4).toString('hex')}`;
  const env = {
    MEDIA_STORAGE: `s3://${bucket}`,
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
  const client = s3ClientFromEnvironment(env);
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    client.destroy();
    await stop();
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  return {
    endpoint,
    bucket,
    env,
    client,
    storage: (prefix = '') => createS3Storage({ client, bucket, prefix, scratchRoot }),
    async close() {
      client.destroy();
      await stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
