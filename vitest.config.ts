import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // Vitest's default is one worker less than the machine's cores: a single worker on a 2-core machine. Most
    // API files wait on a database, a child process or a socket much of the time, so two overlap well.
    maxWorkers: 2,
  },
});
