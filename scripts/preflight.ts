/**
 * First step of `npm test`: the browser journeys need Debian's Chromium as its headless shell
 * (/usr/bin/chromium-headless-shell, docs/decisions/072) and the playback
 * journey an ffmpeg (the system's, else the one @ffmpeg-installer/ffmpeg ships, so after `npm ci` it is there).
 * When one is missing and this is root on Debian, it is installed as CI does; otherwise the run stops at once with
 * the exact command to run, instead of failing later inside a browser test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ffmpegPath, isExecutable } from '../apps/api/src/media/ffmpeg-path';

/**
 * The browser the journeys launch (e2e/playwright.config.ts): Debian's Chromium build as the headless shell, the
 * same engine without the full browser's processes (docs/decisions/072), from the Debian package of that name.
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';

export interface Machine {
  /** Debian packages whose program is missing (chromium-headless-shell, ffmpeg). */
  missing: string[];
  isRoot: boolean;
  isDebian: boolean;
}

export type Plan =
  | { kind: 'ready' }
  | { kind: 'install'; command: string; packages: string[] }
  | { kind: 'stop'; message: string };

/** The apt-get line that installs the packages: as .ci/run does for root, through sudo for anyone else. */
export const installCommand = (packages: string[], sudo = false): string =>
  sudo
    ? `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`
    : `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`;

/** What to do about a machine: nothing, install (root on Debian), or stop with the command to run. */
export function planPreflight(machine: Machine): Plan {
  const { missing } = machine;
  if (missing.length === 0) return { kind: 'ready' };
  if (machine.isDebian && machine.isRoot) {
    return { kind: 'install', packages: missing, command: installCommand(missing) };
  }
  const what = missing.join(' and ');
  const how = machine.isDebian
    ? `Install it, then run npm test again:\n\n  ${installCommand(missing, true)}\n`
    : `Install ${what} so that ${missing.includes(CHROMIUM_PACKAGE) ? `${CHROMIUM} exists` : 'ffmpeg is on the PATH'} ` +
      `(on Debian: apt-get install -y ${missing.join(' ')}), then run npm test again.\n`;
  return { kind: 'stop', message: `npm test needs ${what} for the browser journeys. ${how}` };
}

/** This machine: what is missing, whether we are root, whether it is Debian. */
export function inspectMachine(): Machine {
  const missing: string[] = [];
  if (!isExecutable(CHROMIUM)) missing.push(CHROMIUM_PACKAGE);
  if (!ffmpegPath()) missing.push('ffmpeg');
  return {
    missing,
    isRoot: process.getuid?.() === 0,
    isDebian: existsSync('/etc/debian_version'),
  };
}

function main(): number {
  const plan = planPreflight(inspectMachine());
  if (plan.kind === 'ready') return 0;
  if (plan.kind === 'stop') {
    console.error(plan.message);
    return 1;
  }
  console.log(`Installing ${plan.packages.join(', ')} from Debian (as CI does) ...`);
  const result = spawnSync('sh', ['-c', plan.command], { stdio: 'inherit' });
  const after = inspectMachine();
  if (result.status !== 0 || after.missing.length > 0) {
    console.error(`Installing failed; run it yourself:\n\n  ${plan.command}\n`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
