/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// The API runs on its own port during development; the production server serves both from one origin.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Every text asset is written beside itself as .br (quality 11: compressed once at build, sent many times)
    // and .gz, for clients without brotli; the server picks one by Accept-Encoding (@fastify/static
    // preCompressed). Below 1 KB compression saves less than the header costs.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest|vtt)$/,
      threshold: 1024,
    }),
  ],
  resolve: {
    // '@/lib/...' instead of '../../../../lib/...': features reach shared layers by name (the lint rule that keeps
    // features apart forbids climbing out of a feature with relative paths).
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: {
    // Lightning CSS resolves the shared @custom-media breakpoints (src/styles/breakpoints.css) at build time.
    transformer: 'lightningcss',
    lightningcss: { drafts: { customMedia: true } },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks a page loads, read by the size budget (.size-limit.mjs).
    manifest: true,
    assetsDir: 'assets',
    emptyOutDir: true,
    // The app's CSS is one stylesheet (about 10 kB compressed), which the server writes into the page: no round
    // trip for styles before the first paint, and no stylesheet to wait for when a lazy screen loads.
    cssCodeSplit: false,
    // Library patrons keep tablets for years: write media queries that Safari 14 (iOS 14) still understands.
    cssTarget: ['chrome100', 'edge100', 'firefox100', 'safari14'],
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // hls.js is needed only on a playback screen and is imported dynamically there: it gets its own
            // chunk and must never land in the entry bundle.
            { name: 'hls', test: /node_modules[\\/]hls\.js/, priority: 20 },
            // What the customer pages share (libraries, site configuration, the title rows and cards and their
            // calls, the layout's child mode, user data and focus on navigation, with what they import): one chunk
            // instead of a dozen of under a kilobyte each, every one a
            // request on the first page. It is loaded beside the entry (the entry shares modules with it), so what
            // every menu shares (the popover hook and the menu button's styles, used by the header's, the
            // librarian's and the player's menus) lives here too rather than in chunks of their own.
            {
              name: 'customer-shared',
              test: /src[\\/](components[\\/]ui[\\/](use-popover|menu-button\.module)\.|lib[\\/](site-config|use-main-focus-on-navigation)\.|portals[\\/]customer[\\/]layout[\\/]use-child-mode\.|portals[\\/]customer[\\/]features[\\/]loans[\\/]api[\\/]get-user-data\.|portals[\\/]customer[\\/]features[\\/](libraries|site-config)[\\/]|portals[\\/]customer[\\/]features[\\/]catalogue[\\/](api[\\/]|favourite-|display-name|format|components[\\/](title-row|title-list|title-card|poster|favourite-toggle|inline-error|new-titles-row)\.))/,
              priority: 5,
            },
            // What the library pages and the title page share beyond that (the library page's frame, card links, the
            // not-found page, the player's dialog): one chunk instead of eight of about a kilobyte each, every one a
            // request before such a page can draw. The front page loads none of it.
            {
              name: 'customer-pages',
              test: /src[\\/](lib[\\/]use-focus-after-render\.|portals[\\/]customer[\\/](routes[\\/](use-library-page|catalogue-screen|placeholder-screen|not-found-page)\.|features[\\/]catalogue[\\/]card-href\.)|features[\\/]player[\\/]components[\\/](player-dialog|player-waiting)\.)/,
              includeDependenciesRecursively: false,
              priority: 4,
            },
            // The staff screens' shared forms and lists (the file imports, the console lists, image uploads,
            // invitations, budget fields), without what they import: one chunk instead of one each, so that the
            // entry's list of chunks to preload does not grow with every piece shared by two staff screens.
            {
              name: 'staff-shared',
              test: /src[\\/](components[\\/]ui[\\/](file-import|console-list|image-upload-field|invitation-form|budget-fields)\.|lib[\\/]file-base64\.)/,
              includeDependenciesRecursively: false,
              priority: 5,
            },
            // The framework changes rarely: a separate chunk stays cached across releases.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  // The tests run as two projects of the root vitest.config.ts (components in jsdom, plain modules in Node).
  test: {
    // CSS is not processed in tests, except the breakpoints, which a test compares with lib/breakpoints.ts.
    css: { include: [/breakpoints\.css/] },
  },
});
