import { createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { requireFfmpeg } from '../../apps/api/src/media/ffmpeg-path';
import { startTestS3, type TestS3 } from '../../apps/api/src/test-support/s3-server';
import {
  createScratchDatabase,
  dropScratchDatabase,
  linkDemoClips,
  makeMaster,
  nginxBinary,
  queryRows,
  readNginxLog,
  startNginx,
  startServer,
  webDist,
  type NginxProcess,
  type ServerProcess,
  type Started,
} from '../media-processes';
import { DEMO_TOTP_SECRET, demoOperator, totpFor } from '../operator-login';

/*
 * Media beyond one machine (docs/decisions/070, README "Deployment" → "Video"), with real OS processes that share
 * nothing but a PostgreSQL database of the journey's own and an S3 bucket (s3rver): web A (seeds the demo data),
 * web B and a worker W (JOBS_WORKER=1; A and B take no jobs), each with its own DATA_DIR and MEDIA_DIR and the same
 * APP_SECRET, and nginx in front of B with the README's cache block for the shared segment address.
 *
 * 1. The demo operator uploads a master with raw tus requests, begun on A and resumed on B, and attaches it to a
 *    demo title's film on A; W transcodes it from the bucket into the bucket, encrypted.
 * 2. A patron borrows the title in Chromium on nginx's address (card and PIN) and plays it: the variant playlist
 *    and the key under the loan's token, every segment from /api/media-files/titles/<id>/film/r<version>/.
 * 3. A second patron (another card, another browser context) plays it: the same segment URLs, every one answered
 *    by nginx's cache (HIT): the origin was asked for each segment once, for the first patron.
 * 4. Each segment fetched raw through nginx is no MPEG-TS; decrypted with the key (fetched with the second
 *    patron's token) and its media sequence number as IV (AES-128-CBC), it is.
 *
 * The clear demo clips are not played: each process's MEDIA_DIR gets hard links of those the e2e config's server
 * made on this machine, when there are any, so that three more servers do not make them again with ffmpeg.
 *
 * Needs TEST_DATABASE_URL (a PostgreSQL server: several processes share one database) and nginx; skipped without.
 */

const nginx = nginxBinary();
test.skip(
  !process.env.TEST_DATABASE_URL,
  'needs TEST_DATABASE_URL (PostgreSQL): several server processes share one database',
);
test.skip(!nginx, 'needs nginx (apt-get install nginx, or NGINX_PATH) as the caching front of the servers');

/** Every process: the same secret, so stream tokens, sealed keys and PIN hashes hold on each of them. */
const APP_SECRET = 'media-in-a-bucket-journey-secret';
const LIBRARY = 1;
const FIRST_CARD = { number: '11111111', pin: '1234' };
/** The second patron's card, imported for the journey by the operator (demo cards may have used their limit). */
const SECOND_CARD = { number: '30000001', pin: '3001' };
/** Two segments (6 s each, SEGMENT_SECONDS): the second one's IV is not 0. */
const MASTER_SECONDS = 8;
/** Every process of the journey, stopped by its PID in afterAll whatever happened. */
const started: Started[] = [];
const folders: string[] = [];
let adminUrl = '';
let database: { name: string; url: string } | undefined;
let s3: TestS3 | undefined;
let master: Buffer;
let webA: ServerProcess;
let webB: ServerProcess;
let front: NginxProcess;

/** The e2e config's media folder: the clear demo clips its server made on this machine. */
const sharedClips = process.env.E2E_MEDIA_DIR ?? join(tmpdir(), 'filmhyllan-media-e2e');
const TEMP_PREFIX = 'filmhyllan-bucket-e2e-';

test.beforeAll(async () => {
  // The demo seed, three processes' start and s3rver on a busy two-core machine: set-up, not the journey.
  test.setTimeout(300_000);
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error(`${webDist} has no build: run \`npm run build -w @filmhyllan/web\` first`);
  adminUrl = process.env.TEST_DATABASE_URL!;
  // Folders of runs that died (a run removes its own in afterAll).
  for (const entry of readdirSync(tmpdir())) {
    const path = join(tmpdir(), entry);
    if (entry.startsWith(TEMP_PREFIX) && Date.now() - statSync(path).mtimeMs > 60 * 60 * 1000)
      rmSync(path, { recursive: true, force: true });
  }
  const root = mkdtempSync(join(tmpdir(), TEMP_PREFIX));
  folders.push(root);

  // Each kept as soon as it is there, so that afterAll ends it whatever fails next.
  const [db, bucket] = await Promise.all([
    createScratchDatabase(adminUrl, randomBytes(4).toString('hex')).then((made) => (database = made)),
    startTestS3().then((made) => (s3 = made)),
    makeMaster(requireFfmpeg(), join(root, 'master.mp4'), MASTER_SECONDS).then((made) => (master = made)),
  ]);

  const register = (child: Started) => void started.push(child);
  const env = (name: string, extra: Record<string, string>): Record<string, string> => {
    const dataDir = join(root, name, 'data');
    const mediaDir = join(root, name, 'media');
    mkdirSync(dataDir, { recursive: true });
    mkdirSync(mediaDir, { recursive: true });
    // The clear demo clips, made once per machine: the journey does not play them.
    linkDemoClips(sharedClips, mediaDir);
    return {
      ...bucket.env,
      MEDIA_STORAGE: `s3://${bucket.bucket}/filmhyllan`,
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      MEDIA_DIR: mediaDir,
      WEB_DIST: webDist,
      APP_SECRET,
      TRUST_PROXY: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOGINS_PER_MINUTE: '1000',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '5000',
      SHUTDOWN_DEADLINE_SECONDS: '5',
      ...extra,
    };
  };
  // A alone seeds the empty database (with DATABASE_URL the default is SEED=none); B and W start on its data.
  webA = await startServer('web A', env('a', { SEED: 'demo', JOBS_WORKER: '0' }), register);
  [webB] = await Promise.all([
    startServer('web B', env('b', { SEED: 'none', JOBS_WORKER: '0' }), register),
    startServer('worker W', env('w', { SEED: 'none', JOBS_WORKER: '1' }), register),
  ]);
  front = await startNginx(nginx!, join(root, 'nginx'), webB.port, register);
});

test.afterAll(async () => {
  // Every process by its PID (nginx and the servers, each with what it started), then s3rver and the database.
  const stopped = await Promise.allSettled(started.map((child) => child.stop()));
  const closed = await Promise.allSettled([
    s3?.close(),
    database && dropScratchDatabase(adminUrl, database.name),
  ]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const outcome of [...stopped, ...closed]) if (outcome.status === 'rejected') throw outcome.reason;
});

// ------------------------------------------------------------------ the API, as scripts and the console call it

interface Session {
  portal_sessionid: string;
  portal_csrftoken: string;
}

async function post<T>(base: string, path: string, fields: Record<string, string | number>): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])),
  });
  const text = await res.text();
  expect(res.ok, `POST ${path} on ${base}: ${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

async function get<T>(base: string, path: string, query: Record<string, string | number>): Promise<T> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${base}${path}?${params}`);
  const text = await res.text();
  expect(res.ok, `GET ${path} on ${base}: ${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

async function portalSession(base: string, portal: string): Promise<Session> {
  const started = await post<{ sessionid: string; csrftoken: string }>(base, '/api/init_portal_session', {
    portal,
  });
  return { portal_sessionid: started.sessionid, portal_csrftoken: started.csrftoken };
}

/** The demo operator (an admin, README "Demo accounts") over the API: this step's code, else the next one's. */
async function logInDemoOperator(base: string): Promise<Session> {
  const totp = totpFor(DEMO_TOTP_SECRET);
  for (const offset of [0, 30_000]) {
    const res = await fetch(`${base}/api/operator/operator/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...(await portalSession(base, 'operator')),
        ...demoOperator,
        totp_code: totp.generate({ timestamp: Date.now() + offset }),
      }),
    });
    const body = (await res.json()) as { new_sessionid?: string; new_csrftoken?: string };
    if (res.ok && body.new_sessionid && body.new_csrftoken)
      return { portal_sessionid: body.new_sessionid, portal_csrftoken: body.new_csrftoken };
  }
  throw new Error('the demo operator could not log in over the API');
}

/** A tus 1.0 request to a process, with the operator's session in the upload route's headers. */
function tus(
  base: string,
  method: string,
  path: string,
  session: Session,
  headers: Record<string, string>,
  body?: Buffer,
) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      'tus-resumable': '1.0.0',
      'x-portal-sessionid': session.portal_sessionid,
      'x-portal-csrftoken': session.portal_csrftoken,
      ...headers,
    },
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

// ------------------------------------------------------------------ the patron's side

/** A request of the page as it went: path, status and nginx's cache status (X-Cache-Status, when it has one). */
interface Fetched {
  path: string;
  status: number;
  cache: string | undefined;
}

const SEGMENT = /\.ts$/;
const playlistUris = (text: string) =>
  text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

/**
 * In the UI on nginx's address: opens the title at the library, borrows it with card and PIN and plays it until
 * the film has run a second. Answers every response the page received and the loan's master playlist path.
 */
async function borrowAndPlay(
  page: Page,
  titleId: number,
  card: { number: string; pin: string },
): Promise<{ fetched: Fetched[]; playlist: string }> {
  const fetched: Fetched[] = [];
  page.on('response', (r) =>
    fetched.push({
      path: new URL(r.url()).pathname,
      status: r.status(),
      cache: r.headers()['x-cache-status'],
    }),
  );
  await page.context().addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: front.base }]);
  await page.goto(`${front.base}/sv/library/${LIBRARY}/title/${titleId}`);
  const box = page.getByTestId('loan-box');
  await expect(page.getByRole('region', { name: 'Låna' })).toBeVisible({ timeout: 30_000 });
  await box.getByLabel('Lånekortsnummer').fill(card.number);
  await box.getByLabel('PIN-kod').fill(card.pin);
  const [loan] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/customer/customer/loan') && r.request().method() === 'POST',
    ),
    box.getByRole('button', { name: 'Låna', exact: true }).click(),
  ]);
  const answer = (await loan.json()) as { loan?: { stream: { playlist_url: string } } };
  expect(loan.status(), JSON.stringify(answer)).toBe(200);
  const playlist = answer.loan!.stream.playlist_url;
  expect(playlist).toMatch(/^\/api\/media\/[^/]+\/master\.m3u8$/);

  await box.getByRole('button', { name: 'Titta' }).click();
  await expect(page.getByRole('region', { name: /^Filmspelare/ })).toBeVisible();
  await expect
    .poll(() => page.getByTestId('video').evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(1);
  return { fetched, playlist };
}

/** The distinct segment paths among the page's responses. */
const segmentsOf = (fetched: Fetched[]): string[] =>
  [...new Set(fetched.filter((r) => SEGMENT.test(r.path)).map((r) => r.path))].sort();

/** The 16 bytes of an HLS AES-128 IV when the playlist names none: the media sequence number, big-endian. */
function sequenceIv(sequence: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(sequence), 8);
  return iv;
}

/** How many of the first `packets` 188-byte packets start with the MPEG-TS sync byte (0x47). */
const syncBytes = (bytes: Buffer, packets: number) =>
  Array.from({ length: packets }, (_, i) => bytes[i * 188]).filter((byte) => byte === 0x47).length;

test('a master uploaded across two processes, transcoded by a worker from the bucket, plays encrypted through nginx, whose cache serves every segment to the second patron', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const operator = await logInDemoOperator(webA.base);

  // A demo title of the library that plays a demo clip now: the lowest id of its films.
  const { titles } = await get<{ titles: { id: number; kind: string; coming_on: string | null }[] }>(
    webA.base,
    '/api/library/title/get_titles',
    {
      ...(await portalSession(webA.base, 'customer')),
      library_id: LIBRARY,
      country_iso: 'se',
      locale: 'sv',
      sort: 'newest',
      page: 1,
    },
  );
  const films = titles.filter((t) => t.kind === 'film' && t.coming_on === null).map((t) => t.id);
  expect(films.length).toBeGreaterThan(0);
  const titleId = Math.min(...films);
  const mediaKey = async () =>
    (
      await queryRows<{ media_key: string | null }>(
        database!.url,
        'SELECT media_key FROM titles WHERE id = $1',
        [titleId],
      )
    )[0]?.media_key;
  expect(await mediaKey()).toMatch(/^demo\/clip-/);

  let version = '';
  await test.step('the operator uploads a master begun on A and resumed on B; the worker transcodes it', async () => {
    const metadata = Object.entries({ purpose: 'master', filename: 'film.mp4', filetype: 'video/mp4' })
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');
    const created = await tus(webA.base, 'POST', '/api/operator/uploads', operator, {
      'upload-length': String(master.length),
      'upload-metadata': metadata,
    });
    expect(created.status, await created.text()).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/operator\/uploads\/[A-Za-z0-9_-]+$/);
    const half = Math.floor(master.length / 2);
    const first = await tus(
      webA.base,
      'PATCH',
      location,
      operator,
      { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      master.subarray(0, half),
    );
    expect(first.status, await first.text()).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    // B knows where the upload stands: its state is in the bucket, not in A's memory or disk.
    const head = await tus(webB.base, 'HEAD', location, operator, {});
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const rest = await tus(
      webB.base,
      'PATCH',
      location,
      operator,
      { 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream' },
      master.subarray(half),
    );
    expect(rest.status, await rest.text()).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(master.length));

    const { job_id: jobId } = await post<{ job_id: string }>(webA.base, '/api/operator/title/attach_media', {
      ...operator,
      title_id: titleId,
      upload_id: location.split('/').pop()!,
      purpose: 'film',
    });
    // Only W takes jobs (JOBS_WORKER=0 on A and B). Asked of A; an answer other than 200 is polled again.
    const job = async () => {
      const query = new URLSearchParams({ portal_sessionid: operator.portal_sessionid, job_id: jobId });
      const res = await fetch(`${webA.base}/api/operator/jobs/get_job?${query}`);
      if (!res.ok) return { state: `answered ${res.status}`, reason: await res.text() };
      return ((await res.json()) as { job: { state: string; reason: string | null } }).job;
    };
    await expect
      .poll(async () => (await job()).state, { timeout: 180_000, intervals: [1000] })
      .toMatch(/^(done|failed)$/);
    expect(await job(), 'the transcoding job').toMatchObject({ state: 'done' });
    const key = await mediaKey();
    expect(key).toMatch(new RegExp(`^titles/${titleId}/film/r\\d+$`));
    version = key!.split('/').pop()!;
  });

  // The second patron's card, new at the library (the demo cards' loans this month depend on the date).
  const imported = await post<{ counts: { added: number; updated: number } }>(
    webA.base,
    '/api/operator/library/import_cards',
    { ...operator, library_id: LIBRARY, csv: `card_number,pin\n${SECOND_CARD.number},${SECOND_CARD.pin}\n` },
  );
  expect(imported.counts.added + imported.counts.updated).toBe(1);

  const sharedPrefix = `/api/media-files/titles/${titleId}/film/${version}/`;
  let segmentUrls: string[] = [];
  let variantPath = '';
  await test.step('a patron borrows the title on nginx and plays it: variant and key under the token, segments shared', async () => {
    await page.context().setExtraHTTPHeaders({ 'x-journey-patron': 'first' });
    const { fetched } = await borrowAndPlay(page, titleId, FIRST_CARD);
    const variant = fetched.find((r) =>
      new RegExp(`^/api/media/[^/]+/${version}/[^/]+/index\\.m3u8$`).test(r.path),
    );
    expect(variant?.status, 'the variant playlist under the token').toBe(200);
    variantPath = variant!.path;
    const body = await (await page.request.get(`${front.base}${variantPath}`)).text();
    expect(body).toContain('#EXT-X-KEY:METHOD=AES-128');
    segmentUrls = playlistUris(body).sort();
    expect(segmentUrls.length).toBeGreaterThan(0);
    for (const url of segmentUrls) expect(url.startsWith(sharedPrefix), url).toBe(true);
    expect(
      fetched
        .filter((r) => new RegExp(`^/api/media/[^/]+/${version}/key$`).test(r.path))
        .map((r) => r.status),
      'the key under the token',
    ).toContain(200);
    // Every segment of the variant, from the shared address (the player buffers the whole short film).
    await expect.poll(() => segmentsOf(fetched), { timeout: 30_000 }).toEqual(segmentUrls);
    for (const r of fetched.filter((r) => SEGMENT.test(r.path))) expect(r.status, r.path).toBe(200);
  });

  const context = await browser.newContext({ extraHTTPHeaders: { 'x-journey-patron': 'second' } });
  try {
    const second = await context.newPage();
    let variantUrl = '';
    let body = '';
    await test.step('a second patron plays the same segments, every one from the cache; the origin sent each once', async () => {
      const { fetched, playlist } = await borrowAndPlay(second, titleId, SECOND_CARD);
      // Another loan, another token, and the very same segment URLs.
      expect(playlist).not.toContain(variantPath.split('/')[3]);
      const variant = fetched.find((r) =>
        new RegExp(`^/api/media/[^/]+/${version}/[^/]+/index\\.m3u8$`).test(r.path),
      );
      expect(variant?.status).toBe(200);
      variantUrl = `${front.base}${variant!.path}`;
      body = await (await second.request.get(variantUrl)).text();
      expect(playlistUris(body).sort()).toEqual(segmentUrls);
      await expect.poll(() => segmentsOf(fetched), { timeout: 30_000 }).toEqual(segmentUrls);
      for (const r of fetched.filter((r) => SEGMENT.test(r.path))) {
        expect(r.status, r.path).toBe(200);
        expect(r.cache, `X-Cache-Status of ${r.path}`).toBe('HIT');
      }

      // nginx's own account: the second patron's segment requests all answered from the cache...
      const cached = () =>
        readNginxLog(front.accessLog).filter(
          (line) => line.patron === 'second' && line.uri.startsWith(sharedPrefix),
        );
      await expect.poll(() => [...new Set(cached().map((line) => line.uri))].sort()).toEqual(segmentUrls);
      for (const line of cached()) expect(line.cache, line.uri).toBe('HIT');
      // ...and the origin was asked for each segment once, for the first patron.
      const fromOrigin = readNginxLog(front.accessLog).filter(
        (line) => line.uri.startsWith('/api/media-files/') && line.upstream !== '-',
      );
      for (const url of segmentUrls)
        expect(
          fromOrigin.filter((line) => line.uri === url).map((line) => line.patron),
          `origin requests of ${url}`,
        ).toEqual(['first']);
    });

    await test.step('segments fetched raw through nginx do not decode; with the key and their IVs they do', async () => {
      const keyUri = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"/.exec(body)?.[1];
      expect(keyUri, 'the variant names its key').toBeDefined();
      expect(/#EXT-X-KEY:[^\n]*IV=/.test(body), 'no IV: the media sequence number is the IV').toBe(false);
      // The key under the second patron's token, as its player asked for it.
      const keyUrl = new URL(keyUri!, variantUrl);
      expect(keyUrl.pathname).toMatch(new RegExp(`^/api/media/[^/]+/${version}/key$`));
      const key = await second.request.get(keyUrl.href);
      expect(key.status()).toBe(200);
      expect(key.headers()['cache-control']).toBe('private, no-store');
      const keyBytes = await key.body();
      expect(keyBytes.length).toBe(16);

      // In the playlist's order: the n-th segment's IV is the media sequence number plus n. A second segment
      // proves the IV is not the same for every one (a wrong IV spoils the first block, so its sync byte).
      const inOrder = playlistUris(body);
      expect(inOrder.length, 'segments of the master').toBeGreaterThan(1);
      const firstSequence = Number(/^#EXT-X-MEDIA-SEQUENCE:(\d+)$/m.exec(body)?.[1] ?? 0);
      for (const [n, url] of inOrder.entries()) {
        const raw = await fetch(`${front.base}${url}`, { headers: { 'x-journey-patron': 'raw' } });
        expect(raw.status).toBe(200);
        expect(raw.headers.get('x-cache-status')).toBe('HIT');
        expect(raw.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const encrypted = Buffer.from(await raw.arrayBuffer());
        const packets = Math.min(20, Math.floor(encrypted.length / 188));
        expect(packets).toBeGreaterThan(1);
        // Clear MPEG-TS has the sync byte at the start of every 188-byte packet; ciphertext at few, by chance.
        expect(syncBytes(encrypted, packets), `sync bytes of ${url} as fetched`).toBeLessThan(packets);

        const decipher = createDecipheriv('aes-128-cbc', keyBytes, sequenceIv(firstSequence + n));
        const clear = Buffer.concat([decipher.update(encrypted), decipher.final()]);
        expect(clear.length % 188).toBe(0);
        expect(syncBytes(clear, clear.length / 188), `sync bytes of ${url} decrypted`).toBe(
          clear.length / 188,
        );
      }
    });
  } finally {
    await context.close();
  }
});
