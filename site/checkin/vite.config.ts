// The check-in page (/checkin, issue 26): a Vite build of its own, so neither the public site's
// chunks nor the embed change for it, into dist/checkin, served by the server at /checkin/
// (server/app.ts). Its public/ holds the service worker and the web app manifest, served beside it.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { strictCsp } from '../strict-csp.ts';

/** Writes precache.json, every file of the build: the service worker keeps them all when it installs. */
function precacheList(): Plugin {
  return {
    name: 'racekit-checkin-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).map((name) => `/checkin/${name}`);
      this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify(files) });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/checkin/',
  plugins: [react(), strictCsp(), precacheList()],
  // Preact under the React API, as the embed (rollup.config.mjs): a phone on a tent's weak network
  // downloads about a third of the bytes.
  resolve: {
    alias: [
      { find: /^react-i18next$/, replacement: fileURLToPath(new URL('../../sdk/elements/react-i18next-adapter.ts', import.meta.url)) },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('../../dist/checkin', import.meta.url)),
    emptyOutDir: true,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
