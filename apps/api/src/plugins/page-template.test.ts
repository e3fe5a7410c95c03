import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createModulePreloads,
  inlineStylesheets,
  loadPageTemplate,
  type BuildManifest,
} from './page-template';

const HEAD = [
  '<script type="module" crossorigin src="/assets/index-e1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-f1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/style-s1.css">',
].join('');
const HTML = `<!doctype html><html><head><title>Filmhyllan</title>${HEAD}</head><body><div id="root"></div></body></html>`;

/** A manifest as Vite writes it: the entry, a shared chunk, the customer layout and three screens. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-e1.js', imports: ['_framework-f1.js'] },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  '_field-x1.js': { file: 'assets/field-x1.js', imports: ['_framework-f1.js'] },
  'src/portals/customer/layout/customer-layout.tsx': {
    file: 'assets/customer-layout-l1.js',
    imports: ['_framework-f1.js', 'index.html'],
  },
  'src/portals/customer/routes/front-page.tsx': { file: 'assets/front-page-p1.js', imports: ['index.html'] },
  'src/portals/customer/routes/library-pages.tsx': { file: 'assets/library-pages-p2.js' },
  'src/portals/customer/routes/title-page.tsx': {
    file: 'assets/title-page-p3.js',
    imports: ['_field-x1.js', '_framework-f1.js', 'src/portals/customer/layout/customer-layout.tsx'],
  },
};

const preloaded = (tags: string) =>
  [...tags.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

describe('page template', () => {
  it('writes the stylesheets into the page, and leaves a stylesheet that could end its element as a link', () => {
    const page = inlineStylesheets(HTML, (path) =>
      path === 'assets/style-s1.css' ? 'body{margin:0}\n' : null,
    );
    expect(page).toContain('<style>body{margin:0}</style>');
    expect(page).not.toContain('style-s1.css');

    expect(inlineStylesheets(HTML, () => null)).toBe(HTML);
    const hostile = inlineStylesheets(HTML, () => 'a{content:"</style><script>alert(1)</script>"}');
    expect(hostile).toBe(HTML);
  });

  it("names each page's lazily loaded modules and what they import, once, leaving out what the page names", () => {
    const preloads = createModulePreloads(MANIFEST, HTML);
    expect(preloaded(preloads('/sv/'))).toEqual(['assets/customer-layout-l1.js', 'assets/front-page-p1.js']);
    expect(preloaded(preloads('/fi/library/12/all'))).toEqual([
      'assets/customer-layout-l1.js',
      'assets/library-pages-p2.js',
    ]);
    // The title page's form chunk comes with it; the framework and the layout are named once.
    expect(preloaded(preloads('/en/library/12/title/345'))).toEqual([
      'assets/customer-layout-l1.js',
      'assets/title-page-p3.js',
      'assets/field-x1.js',
    ]);
    // A customer page the table does not list gets the layout; the librarian portal and unknown prefixes none.
    expect(preloaded(preloads('/sv/profile'))).toEqual(['assets/customer-layout-l1.js']);
    expect(preloads('/sv/lib/')).toBe('');
    expect(preloads('/')).toBe('');
    expect(preloads('/xx/library/1/all')).toBe('');
  });

  describe('loaded from a build', () => {
    const dist = mkdtempSync(join(tmpdir(), 'page-template-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it('inlines the CSS once and puts the preloads before the end of the head', () => {
      mkdirSync(join(dist, 'assets'));
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, 'index.html'), HTML);
      writeFileSync(join(dist, 'assets', 'style-s1.css'), 'main{color:red}');
      writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      const template = loadPageTemplate(dist);
      const page = template.forPath('/sv/library/3/selected');
      expect(page).toContain('<style>main{color:red}</style>');
      expect(page).toMatch(
        /<link rel="modulepreload" crossorigin href="\/assets\/library-pages-p2\.js"><\/head>/,
      );
      expect(template.forPath('/sv/lib/login')).toBe(template.html);
    });
  });
});
