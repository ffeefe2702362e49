// The organiser's site: Vite with real React. Built into dist/site, which the server serves at
// / with an SPA fallback. The built page carries a strict Content-Security-Policy (no inline
// script or style, Trusted Types required): the widgets must keep working under it.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { strictCsp } from './strict-csp.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), strictCsp()],
  // react-i18next is the thin adapter over i18next every racekit build ships.
  resolve: { alias: [{ find: /^react-i18next$/, replacement: fileURLToPath(new URL('../sdk/elements/react-i18next-adapter.ts', import.meta.url)) }] },
  build: {
    outDir: fileURLToPath(new URL('../dist/site', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: the server preloads the chunks of the route it answers (server/site-head).
    manifest: true,
    rolldownOptions: {
      output: {
        // What site/main.tsx imports at once is one file (each file is compressed on its own:
        // twenty small shared chunks cost ~2 KB gzip of the first load; each request costs a
        // round trip on a phone's network). Pages stay chunks of their own. The purchase pages'
        // Russian texts are one file too, with the areas they share with the account pages (nine
        // requests fewer before a purchase page draws; the server preloads it from the HTML:
        // server/site-head/site-pages.ts, PAGE_TEXTS_SOURCE).
        codeSplitting: {
          groups: [
            { name: 'first-load', test: /[\\/]site[\\/]main\.tsx$/, priority: 2 },
            { name: 'purchase-pages-ru', test: /[\\/]site[\\/]i18n[\\/]purchase-pages-ru\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
