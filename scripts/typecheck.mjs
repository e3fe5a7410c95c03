/**
 * `npm run typecheck`: every workspace's tsconfig checked by TypeScript 7, the compiler written in Go
 * (docs/decisions/071). It is the `typescript-7` devDependency, named here by its path: the `typescript` 5.9
 * package stays for typescript-eslint, whose parser needs the compiler's JavaScript API, and both packages
 * call their program `tsc`, so `tsc` on the PATH could be either.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PROJECTS = ['packages/contract', 'apps/api', 'apps/web', 'e2e', 'bench'];

// The package exports no path to its program: found beside its package.json.
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin', 'tsc');
let failed = false;
for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`typecheck: ${project} has type errors`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
