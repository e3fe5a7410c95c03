/**
 * Time to first frame: from pressing Watch on a loaned title to the first video frame the browser presents
 * (requestVideoFrameCallback on the player's <video>, timed against the click event in the page's own clock).
 * playwright-core drives Debian's Chromium against the real server in production mode, started here as a child
 * process on the PGlite demo data (the web app from apps/web/dist, which must have been built).
 *
 *   npm run bench:first-frame      # BENCH_PORT (default 3400), BENCH_REPS (default 5), BENCH_MEDIA_DIR
 *   BENCH_APP_DIR=/tmp/x BENCH_NOTE='HEAD 5a60675' npm run bench:first-frame   # another copy of the app
 *
 * The patron is anonymous and borrows as the e2e journey does: demo card 11111111, PIN 1234, at Stockholms
 * stadsbibliotek, the first of its newest titles. The first loan is made once before measuring (and the clip
 * played once, so the server's first-read costs are not counted); every repetition then opens the title page in
 * a new browser context, types the card again (the server answers the running loan, which costs nothing) and:
 * - cold: presses Watch in that new context (empty HTTP cache: the player's chunk, hls.js, playlists, segments),
 * - warm: closes the player and presses Watch again in the same page (the second time; it starts from 0 again,
 *   since positions under 5 s are not resumed).
 * Both on localhost and with the page's network throttled through CDP (Network.emulateNetworkConditions) to a
 * mobile profile: 9 Mbit/s down, 1.5 Mbit/s up, 150 ms latency, applied before the page is opened.
 *
 * The demo clips are made by the server with ffmpeg at its first start (about a minute); they are kept in
 * BENCH_MEDIA_DIR (default /tmp/filmhyllan-media-bench) so later runs start at once.
 *
 * Writes bench/results/first-frame-<date>.json and prints median and max per case (and the change in the medians
 * since the previous first-frame-*.json).
 */
// The functions passed to page.evaluate run in the page: they need the DOM's types (the rest of bench/ does not).
/// <reference lib="dom" />
import { chromium, type Browser, type Page } from 'playwright-core';
import { previousResult, writeResult } from './result-files';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  demoTitleId,
  machineInfo,
  measuredSource,
  median,
  startServer,
} from './server';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const REPS = Number(process.env.BENCH_REPS ?? 5);
const FRAME_TIMEOUT_MS = 60_000;
const CARD = '11111111';
const PIN = '1234';

interface NetworkProfile {
  name: string;
  /** Absent: no throttling. */
  conditions?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const networks: NetworkProfile[] = [
  { name: 'localhost' },
  {
    name: 'mobile 9 Mbit/s, 150 ms',
    // Bytes per second, as CDP takes them.
    conditions: {
      latency: 150,
      downloadThroughput: (9_000_000 / 8) | 0,
      uploadThroughput: (1_500_000 / 8) | 0,
    },
  },
];

interface Case {
  network: string;
  phase: 'cold' | 'warm';
  medianMs: number;
  maxMs: number;
  samplesMs: number[];
}

interface FirstFrameResult {
  date: string;
  source: ReturnType<typeof measuredSource>;
  machine: ReturnType<typeof machineInfo> & { chromium: string };
  titlePath: string;
  repetitions: number;
  cases: Case[];
}

const consentCookie = (base: string) => ({ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: base });

/** Types the demo card into the loan box and borrows; answers the stream's playlist URL from the loan answer. */
async function borrow(page: Page): Promise<string> {
  const box = page.getByTestId('loan-box');
  await box.getByLabel('Lånekortsnummer').fill(CARD);
  await box.getByLabel('PIN-kod').fill(PIN);
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/customer/customer/loan') && r.request().method() === 'POST',
    ),
    box.getByRole('button', { name: 'Låna', exact: true }).click(),
  ]);
  const body = (await response.json()) as { loan?: { stream: { playlist_url: string } } };
  if (!body.loan) throw new Error(`the loan was refused: ${JSON.stringify(body)}`);
  return body.loan.stream.playlist_url;
}

/** Watch, or Continue watching once this browser has a position for the title. */
const watchButton = (page: Page) =>
  page.getByTestId('loan-box').getByRole('button', { name: /^(Titta|Fortsätt titta)$/ });

/**
 * Presses Watch and answers the milliseconds from the click to the first presented frame. The watcher is set up
 * in the page before the click: the <video> only exists once the player has opened.
 */
async function timeWatch(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __firstFrame?: Promise<number> };
    w.__firstFrame = new Promise<number>((resolve) => {
      let clickedAt = 0;
      document.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        const video = document.querySelector('video');
        if (!video) return;
        observer.disconnect();
        // presentationTime: when the frame was handed to the compositor, in the same clock as event.timeStamp.
        video.requestVideoFrameCallback((_now, frame) => resolve(frame.presentationTime - clickedAt));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await watchButton(page).click();
  const ms = await page.evaluate(
    (timeoutMs) =>
      Promise.race([
        (window as unknown as { __firstFrame: Promise<number> }).__firstFrame,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no video frame within ${timeoutMs} ms`)), timeoutMs),
        ),
      ]),
    FRAME_TIMEOUT_MS,
  );
  return Math.round(ms * 10) / 10;
}

/** Closes the player (Escape, as a patron would) and waits until its <video> is gone. */
async function closePlayer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('video').waitFor({ state: 'detached' });
}

/** One repetition: a new context (empty cache) on the given network, the cold press and then the warm one. */
async function repetition(browser: Browser, base: string, titlePath: string, network: NetworkProfile) {
  const context = await browser.newContext();
  try {
    await context.addCookies([consentCookie(base)]);
    const page = await context.newPage();
    if (network.conditions) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network.conditions });
    }
    await page.goto(`${base}${titlePath}`);
    await borrow(page);
    const cold = await timeWatch(page);
    await closePlayer(page);
    const warm = await timeWatch(page);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** The first loan of the title (startServer waited for the demo clips) and one unmeasured play to warm the server. */
async function prepare(browser: Browser, base: string, titlePath: string): Promise<void> {
  const context = await browser.newContext();
  try {
    await context.addCookies([consentCookie(base)]);
    const page = await context.newPage();
    await page.goto(`${base}${titlePath}`);
    const playlist = await borrow(page);
    const answer = await page.request.get(`${base}${playlist}`);
    if (answer.status() !== 200) throw new Error(`the loan's playlist answered ${answer.status()}`);
    await timeWatch(page);
  } finally {
    await context.close();
  }
}

const machine = machineInfo();
const server = await startServer(PORT);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
  headless: true,
});
try {
  // The demo title: the first of Stockholm's newest titles (as bench:web's title page).
  const titlePath = `/sv/library/1/title/${await demoTitleId(server.base)}`;

  await prepare(browser, server.base, titlePath);
  const cases: Case[] = [];
  for (const network of networks) {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < REPS; i++) {
      const r = await repetition(browser, server.base, titlePath, network);
      cold.push(r.cold);
      warm.push(r.warm);
      console.log(`${network.name} #${i + 1}: cold ${r.cold} ms, warm ${r.warm} ms`);
    }
    for (const [phase, samples] of [
      ['cold', cold],
      ['warm', warm],
    ] as const) {
      cases.push({
        network: network.name,
        phase,
        medianMs: Math.round(median(samples) * 10) / 10,
        maxMs: Math.max(...samples),
        samplesMs: samples,
      });
    }
  }

  const previous = previousResult<FirstFrameResult>('first-frame');
  const out: FirstFrameResult = {
    date: new Date().toISOString(),
    source: measuredSource(),
    machine: { ...machine, chromium: `Chromium ${browser.version()}` },
    titlePath,
    repetitions: REPS,
    cases,
  };
  const file = writeResult('first-frame', out);
  console.log(`\nTime to first frame after pressing Watch (${REPS} repetitions, ${out.machine.chromium})`);
  console.table(
    cases.map((c) => {
      const before = previous?.result.cases.find((p) => p.network === c.network && p.phase === c.phase);
      const change = before ? Math.round((c.medianMs - before.medianMs) * 10) / 10 : undefined;
      return {
        network: c.network,
        phase: c.phase,
        'median ms': c.medianMs,
        'max ms': c.maxMs,
        ...(previous
          ? {
              [`median vs ${previous.file}`]: change === undefined ? '' : `${change > 0 ? '+' : ''}${change}`,
            }
          : {}),
      };
    }),
  );
  console.log(`written ${file}`);
} finally {
  await browser.close();
  await server.stop();
}
