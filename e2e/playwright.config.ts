import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from '../scripts/preflight';
import { SIP2_INSTITUTION_ID, SIP2_LIBRARY_ID } from './sip2-patron';

/**
 * Journeys in Debian's Chromium against the real server (API + built web app), on a fresh database per run.
 * Build the web app first (`npm run build -w @filmhyllan/web`); `npm run test:e2e` at the root does both.
 */
const port = Number(process.env.E2E_PORT ?? 3211);
/** E2E_BASE_URL runs the journeys against a server that is already running (no server is started). */
const externalServer = process.env.E2E_BASE_URL;
const baseURL = externalServer ?? `http://127.0.0.1:${port}`;
const TEMP_PREFIX = 'filmhyllan-e2e-';
/**
 * The demo clips the server generates with ffmpeg at its first start (~30 s) live outside the per-run data folder,
 * so later runs reuse them. The name must not start with TEMP_PREFIX: old data folders are removed below.
 */
const mediaDir = process.env.E2E_MEDIA_DIR ?? join(tmpdir(), 'filmhyllan-media-e2e');

// The config is read by the runner and again by each worker: create the data folder once and hand it down.
let dataDir = process.env.E2E_DATA_DIR ?? '';
if (!externalServer && !dataDir) {
  // Folders of earlier runs (the server holds its folder until it stops, so a run cannot remove its own).
  for (const entry of readdirSync(tmpdir())) {
    const path = join(tmpdir(), entry);
    if (entry.startsWith(TEMP_PREFIX) && Date.now() - statSync(path).mtimeMs > 60 * 60 * 1000) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  dataDir = mkdtempSync(join(tmpdir(), TEMP_PREFIX));
  process.env.E2E_DATA_DIR = dataDir;
}

/**
 * Library 4 checks its cards with a library system over SIP2: the test SIP2 server (e2e/sip2-system.ts), started
 * beside the API server and named to it by LIBRARY_SYSTEMS_FILE.
 */
const sip2Port = Number(process.env.E2E_SIP2_PORT ?? port + 1);
const librarySystemsFile = dataDir ? join(dataDir, 'library-systems.json') : '';
if (librarySystemsFile) {
  writeFileSync(
    librarySystemsFile,
    JSON.stringify({
      libraries: {
        [SIP2_LIBRARY_ID]: {
          patron_auth: 'sip2',
          sip2: { host: '127.0.0.1', port: sip2Port, institution_id: SIP2_INSTITUTION_ID, timeout_ms: 3000 },
        },
      },
    }),
  );
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // A journey's time limit, not an assertion about the product (each step has its own 10 s limit below): the
  // longer journeys (log in, use a portal, log out) took up to 30 s on a two-core machine shared by two browsers,
  // the server and the runner.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two browsers beside the server and the runner on two cores (E2E_WORKERS to try another number).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    // A trace records every step of a journey (DOM snapshots and a screencast): recorded for every journey, it cost
    // the whole run time to keep the traces of the few that failed. It is recorded when a failed journey runs
    // again (CI retries once); a failure's screenshot is kept in test-results either way.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium as its headless shell (docs/decisions/072); E2E_CHROMIUM names another build, such as the
      // full browser (/usr/bin/chromium).
      executablePath: process.env.E2E_CHROMIUM ?? CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: externalServer
    ? undefined
    : [
        {
          command: 'node --import tsx sip2-system.ts',
          port: sip2Port,
          env: { E2E_SIP2_PORT: String(sip2Port) },
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          command: 'node --import tsx ../apps/api/src/server.ts',
          url: `${baseURL}/api/health`,
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            MEDIA_DIR: mediaDir,
            LOG_LEVEL: 'warn',
            // Every console journey logs a fresh operator in from 127.0.0.1; the per-account limit still holds.
            LOGINS_PER_MINUTE: '1000',
            // Load shedding answers 503 when the event loop lags; the journeys share two cores with their browsers.
            PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '5000',
            LIBRARY_SYSTEMS_FILE: librarySystemsFile,
            // Not production: every API answer of the journeys is also checked against the contract's zod schema.
            NODE_ENV: 'test',
          },
          reuseExistingServer: false,
          timeout: 90_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
