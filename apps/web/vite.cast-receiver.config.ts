import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/*
 * Our Google Cast receiver page (docs/decisions/060), built after the app (npm run build) into the app's dist:
 * dist/cast-receiver/index.html and its own scripts under dist/cast-receiver/assets. A build of its own, so that it
 * shares no chunk with the portals and leaves the app's chunks and manifest as they are.
 */
export default defineConfig({
  plugins: [
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|html)$/,
      threshold: 1024,
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'cast-receiver/assets',
    manifest: false,
    rolldownOptions: { input: fileURLToPath(new URL('./cast-receiver/index.html', import.meta.url)) },
  },
});
