/**
 * Vitest global setup of the api project: prepares, once per run instead of once per test file, what every test
 * database starts from (docs/decisions/020-test-databases.md).
 */
import type { TestProject } from 'vitest/node';
import { preparePgliteDump, startPostgresTestRun, type PostgresRunHandle } from './test-databases';

let postgresRun: PostgresRunHandle | undefined;

export async function setup(project: TestProject): Promise<void> {
  // Some files open PGlite even on PostgreSQL (the demo seed, the search folding), so the dump is made either way.
  await preparePgliteDump();
  // The PGlite pass beside a PostgreSQL run (root vitest.config.ts) empties the variable for its own files.
  const env = (project.config.env ?? {}) as Record<string, string | undefined>;
  const url = 'TEST_DATABASE_URL' in env ? env.TEST_DATABASE_URL : process.env.TEST_DATABASE_URL;
  if (url) {
    postgresRun = await startPostgresTestRun(url);
    project.provide('postgresTestRun', postgresRun.run);
  }
}

export async function teardown(): Promise<void> {
  await postgresRun?.finish();
  postgresRun = undefined;
}
