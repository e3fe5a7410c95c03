// The root `npm test` preflight (scripts/preflight.ts) is plain Node code: its decisions are tested here, in the
// vitest project for Node code.
import { describe, expect, it } from 'vitest';
import { installCommand, planPreflight } from '../../../scripts/preflight';

describe('npm test preflight', () => {
  it('does nothing when Chromium and ffmpeg are there', () => {
    expect(planPreflight({ missing: [], isRoot: false, isDebian: true })).toEqual({ kind: 'ready' });
  });

  it('installs what is missing as CI does when root on Debian', () => {
    expect(planPreflight({ missing: ['chromium-headless-shell'], isRoot: true, isDebian: true })).toEqual({
      kind: 'install',
      packages: ['chromium-headless-shell'],
      command:
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
    });
  });

  it('stops with the exact command for anyone else on Debian', () => {
    const plan = planPreflight({
      missing: ['chromium-headless-shell', 'ffmpeg'],
      isRoot: false,
      isDebian: true,
    });
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain(
      '\n  sudo apt-get update && sudo apt-get install -y chromium-headless-shell ffmpeg\n',
    );
    expect(installCommand(['chromium'], true)).toBe(
      'sudo apt-get update && sudo apt-get install -y chromium',
    );
  });

  it('stops and names the browser path on other systems, root or not', () => {
    const plan = planPreflight({ missing: ['chromium-headless-shell'], isRoot: true, isDebian: false });
    expect(plan).toEqual({
      kind: 'stop',
      message:
        'npm test needs chromium-headless-shell for the browser journeys. Install chromium-headless-shell so ' +
        'that /usr/bin/chromium-headless-shell exists (on Debian: apt-get install -y chromium-headless-shell), ' +
        'then run npm test again.\n',
    });
  });
});
