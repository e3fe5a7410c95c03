// The first page's JavaScript budget (issue 10), checked after every build in the test run: the scripts a
// patron's phone downloads for the front page, brotli-compressed as the server sends them. The list comes from
// the build's manifest: the entry with everything it imports, plus the customer layout and the front page,
// which the router loads at once, with theirs.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./dist/.vite/manifest.json', import.meta.url), 'utf8'));

function scriptsOf(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    scriptsOf(chunk.imports ?? [], seen);
  }
  return seen;
}

const frontPage = scriptsOf([
  'index.html',
  'src/portals/customer/layout/customer-layout.tsx',
  'src/portals/customer/routes/front-page.tsx',
]);

export default [
  {
    name: 'Front page JavaScript (brotli)',
    path: [...frontPage].map((file) => `dist/${file}`),
    brotli: true,
    limit: '130 kB',
  },
];
