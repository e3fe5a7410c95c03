import { performance } from 'node:perf_hooks';

/**
 * Ends the phase running since the previous mark and names it. `parts` are pieces of it measured elsewhere (a
 * wait for a connection, time the database reported): each becomes an entry of its own, before the phase's
 * remainder.
 */
export type MarkPhase = (phase: string, parts?: [name: string, ms: number][]) => void;

/**
 * The phases of one request as a Server-Timing header value (`check;dur=1.2, charge;dur=0.8`): each mark ends
 * the phase that began at the previous one. Browsers' network panels and the benchmark read it, so the time a
 * loan spends in each step is visible on every answer, not only under a profiler.
 */
export function createPhaseTiming(startedMsAgo = 0, firstPhase?: string) {
  const entries: string[] = [];
  const entry = (name: string, ms: number) => entries.push(`${name};dur=${Math.max(0, ms).toFixed(1)}`);
  let last = performance.now();
  if (firstPhase) entry(firstPhase, startedMsAgo);
  const mark: MarkPhase = (phase, parts = []) => {
    const now = performance.now();
    let rest = now - last;
    for (const [name, ms] of parts) {
      entry(name, ms);
      rest -= ms;
    }
    entry(phase, rest);
    last = now;
  };
  return { mark, header: () => entries.join(', ') };
}
