/**
 * Result files under bench/results/: `<kind>-<YYYY-MM-DD>.json`, and `<kind>-<YYYY-MM-DD>-2.json` (and so on)
 * for a second run on the same day, so a rerun never overwrites the baseline it is compared with.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './server';

const resultsDir = join(root, 'bench/results');

/** Every result file carries the ISO time it was measured at; "previous" is decided by it, not by the name. */
export interface ResultFile {
  date: string;
}

/** The most recent earlier result of this kind (e.g. 'web' for web-*.json), with its file name. */
export function previousResult<T extends ResultFile>(kind: string): { file: string; result: T } | undefined {
  const pattern = new RegExp(`^${kind}-\\d{4}-\\d{2}-\\d{2}(-\\d+)?\\.json$`);
  let latest: { file: string; result: T } | undefined;
  for (const file of readdirSync(resultsDir).filter((name) => pattern.test(name))) {
    const result = JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) as T;
    if (!latest || result.date > latest.result.date) latest = { file, result };
  }
  return latest;
}

/** Writes the result as pretty JSON under a name no earlier run has taken; answers the path. */
export function writeResult(kind: string, result: ResultFile): string {
  const day = result.date.slice(0, 10);
  let file = join(resultsDir, `${kind}-${day}.json`);
  for (let n = 2; existsSync(file); n++) file = join(resultsDir, `${kind}-${day}-${n}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  return file;
}
