import { defineProject } from 'vitest/config';

/** What every run of the API's tests shares, on either database (the root vitest.config.ts adds a PGlite pass). */
export const apiTestOptions = {
  environment: 'node',
  globalSetup: ['src/test-support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineProject({
  test: { name: 'api', include: ['src/**/*.test.ts'], ...apiTestOptions },
});
