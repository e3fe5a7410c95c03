import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { apiTestOptions } from './apps/api/vitest.config.ts';

/**
 * Vitest's default is one worker less than the machine's cores: a single worker on a 2-core machine. Most API files
 * wait on a database, a child process or a socket much of the time: on this 2-core machine the operator routes'
 * 21 files took 70 s with two workers and 52 s with four (six: no better). Every project says it: Vitest runs
 * projects together only when their worker counts agree.
 */
const MAX_WORKERS = 4;

/**
 * The API files share their worker's modules (`isolate: false`): a new module graph per file (the app, Fastify,
 * drizzle, the contract) was a third of the API suite's time. Each file still builds its own app on its own
 * database. A file that replaces a module for its own use (`vi.mock`) needs a graph of its own, and runs in the
 * `api-isolated` project.
 */
const API_ISOLATED = ['src/routes/route-inventory.test.ts'];

const apiProject = (
  name: string,
  include: string[],
  options: { isolate: boolean; exclude?: string[]; env?: Record<string, string> },
): TestProjectInlineConfiguration => ({
  root: './apps/api',
  test: {
    name,
    include,
    exclude: [...configDefaults.exclude, ...(options.exclude ?? [])],
    ...apiTestOptions,
    isolate: options.isolate,
    maxWorkers: MAX_WORKERS,
    ...(options.env ? { env: options.env } : {}),
  },
});

/**
 * The web app's tests in two projects: the component tests (*.test.tsx) in jsdom, and the plain modules
 * (*.test.ts) in Node, which need no DOM (a file that does says so with `@vitest-environment jsdom`). jsdom's
 * set-up was most of the web tests' time when every file paid it (docs/decisions/067).
 */
const web = (
  name: string,
  environment: 'jsdom' | 'node',
  include: string,
): TestProjectInlineConfiguration => ({
  extends: './apps/web/vite.config.ts',
  root: './apps/web',
  test: {
    name,
    environment,
    include: [include],
    // Each file still gets a fresh context of its own, but in a worker that keeps its DOM and module loader: the
    // component tests took a quarter of the time they took with a new process and jsdom per file.
    pool: environment === 'jsdom' ? 'vmThreads' : 'forks',
    maxWorkers: MAX_WORKERS,
  },
});

/**
 * With TEST_DATABASE_URL (CI names its PostgreSQL service) the API suite runs on PostgreSQL, and the files that prove
 * what differs on the embedded database run a second time on PGlite: its migrations and seeding, its single
 * connection under the loan's SQL, the jobs queue on it, and a crash of a process holding its data folder. Without
 * it (a fresh machine) the whole API suite runs on PGlite.
 */
const PGLITE_ALSO = [
  'src/db/**/*.test.ts',
  'src/crash.test.ts',
  'src/shutdown.test.ts',
  'src/app.test.ts',
  'src/modules/loans/*.test.ts',
  'src/modules/jobs/*.test.ts',
  'src/routes/customer/*.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      apiProject('api', ['src/**/*.test.ts'], { isolate: false, exclude: API_ISOLATED }),
      apiProject('api-isolated', API_ISOLATED, { isolate: true }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject('api-pglite', PGLITE_ALSO, {
              isolate: false,
              // Tests of several processes sharing a server, and of the server's own database roles: PostgreSQL only.
              exclude: [
                'src/db/migration-lock.test.ts',
                'src/db/app-role.test.ts',
                'src/**/*.processes.test.ts',
              ],
              // An empty value is no server: every test-support helper then opens PGlite.
              env: { TEST_DATABASE_URL: '' },
            }),
          ]
        : []),
      web('web', 'jsdom', 'src/**/*.test.tsx'),
      web('web-node', 'node', 'src/**/*.test.ts'),
    ],
    maxWorkers: MAX_WORKERS,
  },
});
