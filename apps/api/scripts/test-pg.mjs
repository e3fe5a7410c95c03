// Runs the API test suite against a real PostgreSQL server. Every test database is a fresh, migrated schema of its
// own, dropped afterwards (docs/decisions/020), so the suite can run beside anything else in that database.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Tests of state shared by several processes also need Redis (the machine's, unless told otherwise).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
console.log(`API tests on PostgreSQL: ${url.replace(/:[^:@/]+@/, ':***@')}`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', '--project', 'api-isolated', ...process.argv.slice(2)],
  {
    cwd: new URL('../../..', import.meta.url).pathname,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url, TEST_REDIS_URL: redisUrl },
  },
);
process.exit(result.status ?? 1);
