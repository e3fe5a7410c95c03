/**
 * For bench/type-stripping.ts only: lets Node's own type stripping (no tsx) run the API as its code stands today.
 *
 *   node --import ./bench/strip-types-hooks.ts apps/api/src/server.ts
 *
 * Node strips this file itself (it uses erasable syntax only). Two synchronous hooks (module.registerHooks):
 * - resolve: a relative specifier without an extension ('./config', '../db') becomes './config.ts' or
 *   '../db/index.ts', as tsx and the Bundler resolution find them; Node's own resolution wants the file's name.
 * - load: a file of ours with syntax Node cannot merely erase (a constructor's parameter properties, an enum, a
 *   namespace) is transformed by Node's own module.stripTypeScriptTypes in 'transform' mode; every other file is
 *   left to Node's stripping, as --experimental-transform-types would do for all files.
 * STRIP_HOOKS_COUNT=1 prints on exit how many specifiers were completed and which files were transformed.
 */
import { existsSync } from 'node:fs';
import { registerHooks, stripTypeScriptTypes } from 'node:module';
import { fileURLToPath } from 'node:url';

const completed = { file: 0, index: 0 };
const transformed: string[] = [];
const known = /\.(ts|mts|cts|js|mjs|cjs|json|node)$/;
// Syntax that needs code, not erasure: parameter properties, enums, namespaces (a cheap test; a miss shows as
// Node's ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX naming the file).
const needsTransform =
  /constructor\s*\([^)]*\b(private|public|protected|readonly)\s|^\s*(export\s+)?(const\s+)?enum\s|^\s*(export\s+)?namespace\s/m;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (
      (specifier.startsWith('./') || specifier.startsWith('../')) &&
      !known.test(specifier) &&
      context.parentURL?.startsWith('file:') &&
      !context.parentURL.includes('/node_modules/')
    ) {
      const target = fileURLToPath(new URL(specifier, context.parentURL));
      if (existsSync(`${target}.ts`)) {
        completed.file++;
        return nextResolve(`${specifier}.ts`, context);
      }
      if (existsSync(`${target}/index.ts`)) {
        completed.index++;
        return nextResolve(`${specifier}/index.ts`, context);
      }
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (loaded.format === 'module-typescript' && !url.includes('/node_modules/')) {
      const source = String(loaded.source);
      if (needsTransform.test(source)) {
        transformed.push(url);
        return { ...loaded, format: 'module', source: stripTypeScriptTypes(source, { mode: 'transform' }) };
      }
    }
    return loaded;
  },
});

if (process.env.STRIP_HOOKS_COUNT === '1') {
  process.once('exit', () => {
    console.error(JSON.stringify({ completed, transformed: transformed.map((url) => fileURLToPath(url)) }));
  });
}
