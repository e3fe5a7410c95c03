import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rule against import cycles (import-x/no-cycle in eslint.config.js), run through ESLint's own API with
 * the repository's config on small modules. The rule follows imports into the files on disk, so the modules are
 * written to a scratch folder laid out like the repository; with `overrideConfigFile` the config's paths are
 * read from there (ESLint's `cwd`).
 */
const configFile = fileURLToPath(new URL('../../../eslint.config.js', import.meta.url));
let scratch: string;
let eslint: ESLint;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'no-import-cycles-'));
  eslint = new ESLint({ cwd: scratch, overrideConfigFile: configFile });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes the modules (path from the repository's root: source) and answers the cycle messages per path. */
async function cycles(modules: Record<string, string>): Promise<Record<string, string[]>> {
  for (const [path, source] of Object.entries(modules)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
  }
  const results = await eslint.lintFiles(Object.keys(modules).map((path) => join(scratch, path)));
  return Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(scratch.length + 1),
      result.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message),
    ]),
  );
}

describe('no import cycles', () => {
  it('refuses two modules of the api that import each other, at both imports', async () => {
    expect(
      await cycles({
        'apps/api/src/modules/pair/index-part.ts': `import { rank } from './search-part';\nexport const name = (id: number) => \`title \${id}\`;\nexport const ranked = rank;\n`,
        'apps/api/src/modules/pair/search-part.ts': `import { name } from './index-part';\nexport const rank = (id: number) => name(id).length;\n`,
      }),
    ).toEqual({
      'apps/api/src/modules/pair/index-part.ts': ['Dependency cycle detected'],
      'apps/api/src/modules/pair/search-part.ts': ['Dependency cycle detected'],
    });
  });

  it('follows a longer cycle in the web app, through .tsx modules', async () => {
    const found = await cycles({
      'apps/web/src/features/ring/first.tsx': `import { Second } from './second';\nexport const First = () => <Second />;\n`,
      'apps/web/src/features/ring/second.tsx': `import { Third } from './third';\nexport const Second = () => <Third />;\n`,
      'apps/web/src/features/ring/third.tsx': `import { First } from './first';\nexport const Third = () => (First ? null : null);\n`,
    });
    expect(found['apps/web/src/features/ring/first.tsx']).toEqual([
      expect.stringContaining('Dependency cycle via "./third'),
    ]);
    expect(Object.values(found).flat()).toHaveLength(3);
  });

  it('accepts a cycle of `import type` only: it is gone at run time', async () => {
    expect(
      await cycles({
        'apps/api/src/modules/typed/snapshot.ts': `import { searchIndex } from './search';\nexport class Snapshot {\n  search = searchIndex();\n}\n`,
        'apps/api/src/modules/typed/search.ts': `import type { Snapshot } from './snapshot';\nexport const searchIndex = () => ({ find: (s: Snapshot) => s });\n`,
      }),
    ).toEqual({
      'apps/api/src/modules/typed/snapshot.ts': [],
      'apps/api/src/modules/typed/search.ts': [],
    });
  });
});
