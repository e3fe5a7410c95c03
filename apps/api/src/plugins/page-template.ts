import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageModules } from '@filmhyllan/contract';

/**
 * The built index.html as the server sends it (docs/decisions/015): its stylesheets written into it, and per
 * page the lazily loaded modules the router needs before it can draw, named for preloading.
 */

/** One chunk of the web build's manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Replaces the page's stylesheet links by the stylesheets themselves. The build writes the app's CSS as one
 * file (vite.config.ts), small once compressed with the page: a link would cost a phone a round trip on a
 * slow network before anything is drawn. A stylesheet that could end its element is left as a link.
 */
export function inlineStylesheets(html: string, readAsset: (path: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link, path: string) => {
    const css = readAsset(path);
    return css === null || /<\/style/i.test(css) ? link : `<style>${css.trim()}</style>`;
  });
}

/** The script files already named by the page (its entry and the entry's modulepreload links). */
const namedScripts = (html: string) =>
  new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));

/**
 * `<link rel="modulepreload">` tags for the modules of the page at `path` (contract `pageModules`) and every
 * chunk they import, in the manifest's order, leaving out the scripts the page already names.
 */
export function createModulePreloads(manifest: BuildManifest, html: string) {
  const named = namedScripts(html);
  const byPage = new Map<string, string>();
  return (path: string): string => {
    const modules = pageModules(path);
    const key = modules.join('\n');
    const known = byPage.get(key);
    if (known !== undefined) return known;
    const files: string[] = [];
    const visit = (id: string) => {
      const chunk = manifest[id];
      if (!chunk || named.has(chunk.file) || files.includes(chunk.file)) return;
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    modules.forEach(visit);
    const tags = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    byPage.set(key, tags);
    return tags;
  };
}

/** The page template of a web build: its HTML with the stylesheets inline, and the preloads of a path. */
export function loadPageTemplate(webDist: string) {
  const readAsset = (path: string) => {
    const file = join(webDist, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const html = inlineStylesheets(readFileSync(join(webDist, 'index.html'), 'utf8'), readAsset);
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest)
    : {};
  const preloads = createModulePreloads(manifest, html);
  return {
    html,
    /** The page for `path`: its modules' preloads before the end of the head. */
    forPath(path: string): string {
      const tags = preloads(path);
      return tags && html.includes('</head>') ? html.replace('</head>', () => `${tags}</head>`) : html;
    },
  };
}
