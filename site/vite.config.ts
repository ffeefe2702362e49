// The organiser's site: Vite with real React. Built into dist/site, which the server serves at
// / with an SPA fallback. The built page carries a strict Content-Security-Policy (no inline
// script or style, Trusted Types required): the widgets must keep working under it.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "require-trusted-types-for 'script'",
].join('; ');

/** Adds the CSP meta tag to the built page only (the dev server injects inline scripts). */
function strictCsp(): Plugin {
  return {
    name: 'racekit-strict-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * Swaps sdk/i18n/resources.ts (both languages) for site/i18n/site-resources.ts (Russian, with
 * English loaded on demand) in the site's bundle only; tests and the server keep both bundled.
 */
function russianFirst(): Plugin {
  const bundled = fileURLToPath(new URL('../sdk/i18n/resources.ts', import.meta.url));
  const replacement = fileURLToPath(new URL('./i18n/site-resources.ts', import.meta.url));
  return {
    name: 'racekit-russian-first',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/resources.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === bundled ? replacement : null;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), strictCsp(), russianFirst()],
  build: {
    outDir: fileURLToPath(new URL('../dist/site', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: the server preloads the chunks of the route it answers (server/site-head).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page loads first travels as one chunk, not two dozen small ones: each
          // request costs a round trip on a phone's network (HTTP/1.1 opens six at a time).
          groups: [{ name: 'first-load', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
