// One-off: moves the web app's pending translation tables into the seed's uiTranslations.
import { readFileSync, writeFileSync } from 'node:fs';
const seedPath = '/work/main/apps/api/src/db/seed/translations.ts';
const { uiTranslations } = await import(seedPath);
const { pendingTranslations } = await import('/work/main/apps/web/src/lib/pending-translations.ts');
const { librarianPendingTranslations } = await import('/work/main/apps/web/src/portals/librarian/librarian-translations.ts');
const add: Record<string, Record<string, string>> = {};
for (const table of [pendingTranslations, librarianPendingTranslations]) {
  for (const [key, texts] of Object.entries(table as Record<string, Record<string, string>>)) {
    if (uiTranslations[key]) continue;
    for (const lang of ['sv', 'no', 'fi', 'en']) if (!texts[lang]?.trim()) throw new Error(`${key} lacks ${lang}`);
    add[key] = { sv: texts.sv!, no: texts.no!, fi: texts.fi!, en: texts.en! };
  }
}
let source = readFileSync(seedPath, 'utf8');
const start = source.indexOf('export const uiTranslations');
const end = source.indexOf('\n};', start);
const lines = Object.entries(add)
  .map(([key, t]) => `  ${/^[a-z_][a-z0-9_]*$/.test(key) ? key : JSON.stringify(key)}: ${JSON.stringify(t).replace(/"(sv|no|fi|en)":/g, '$1: ')},`)
  .join('\n');
source = source.slice(0, end) + `\n\n  // Catalogue, player and librarian screens\n${lines}` + source.slice(end);
writeFileSync(seedPath, source);
console.log('added', Object.keys(add).length, 'keys');
