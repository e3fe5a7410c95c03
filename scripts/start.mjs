// `npm start`: runs the server (API and web app) in this same process. Until it listens, a placeholder answers on
// the port with a "starting" page (503, refreshing itself); when the web app's build is missing or older than its
// sources it is built meanwhile, beside the database's start, and the server waits for it before serving it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// The page says it in each language of the site: the translations live in the database, which is not open yet.
const STARTING_PAGE = `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Filmhyllan</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem auto; max-width: 32rem; line-height: 1.5">
<h1>Filmhyllan</h1>
<p>Filmhyllan startar, sidan laddas om av sig själv.</p>
<p lang="no">Filmhyllan starter, siden lastes inn på nytt av seg selv.</p>
<p lang="fi">Filmhyllan käynnistyy, sivu latautuu uudelleen itsestään.</p>
<p lang="en">Filmhyllan is starting; this page reloads by itself.</p>
</body></html>
`;

/** Answers on the port until the server takes it over; undefined when the port cannot be had (the server says why). */
async function startPlaceholder(port, host) {
  const server = createServer((request, response) => {
    const api = request.url?.startsWith('/api/');
    response.writeHead(503, {
      'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'retry-after': '2',
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(
      api
        ? JSON.stringify({ success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'Starting' } })
        : STARTING_PAGE,
    );
  });
  return new Promise((resolve) => {
    server.once('error', () => resolve(undefined));
    server.listen(port, host, () => resolve(server));
  });
}

const placeholder = await startPlaceholder(Number(process.env.PORT || 3000), process.env.HOST || '0.0.0.0');

const sources = [
  join(web, 'src'),
  join(web, 'index.html'),
  join(web, 'public'),
  join(web, 'vite.config.ts'),
  join(root, 'packages/contract/src'),
];
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
let webBuild = Promise.resolve();
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? 'Web app sources changed; rebuilding ...' : 'Building the web app (first start) ...');
  webBuild = new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@filmhyllan/web'], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the web build failed (${code})`)),
    );
  });
  // A failed build stops the start, whatever the server is doing meanwhile.
  webBuild.catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

// A demo or a real deployment, not a test run: answers are serialised without the second check through zod.
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
const { setStartGate } = await import('../apps/api/src/start-gate.ts');
setStartGate({
  webBuild: () => webBuild,
  releasePort: () =>
    new Promise((resolve) => {
      if (!placeholder) return resolve();
      placeholder.close(() => resolve());
      placeholder.closeAllConnections();
    }),
});
await import('../apps/api/src/server.ts');
