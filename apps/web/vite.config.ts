/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The API runs on its own port during development; the production server serves both from one origin.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    assetsDir: 'assets',
    emptyOutDir: true,
    // Library patrons keep tablets for years: write media queries that Safari 14 (iOS 14) still understands.
    cssTarget: ['chrome100', 'edge100', 'firefox100', 'safari14'],
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // hls.js is needed only on a playback screen and is imported dynamically there: it gets its own
            // chunk and must never land in the entry bundle.
            { name: 'hls', test: /node_modules[\\/]hls\.js/, priority: 20 },
            // The framework changes rarely: a separate chunk stays cached across releases.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    // Component tests (*.test.tsx) need a DOM. Vitest 4 has no per-glob environments any more, and the root
    // vitest.config.ts runs this file as one project, so the whole web project runs in jsdom; the plain
    // *.test.ts modules do not mind.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // CSS is not processed in tests, except the breakpoints, which a test compares with lib/breakpoints.ts.
    css: { include: [/breakpoints\.css/] },
  },
});
