import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** react-i18next is the adapter every build ships (sdk/elements/react-i18next-adapter.ts). */
const i18nAdapter = { find: /^react-i18next$/, replacement: here('sdk/elements/react-i18next-adapter.ts') };

/**
 * The widget suite run a second time on the embed bundle's runtime (rollup.config.mjs): React is
 * preact/compat. Test-only shims give the tests `act` and the events of React Testing Library on
 * Preact (tests/widgets/preact/).
 */
const preactRuntime = [
  { find: /^react$/, replacement: here('tests/widgets/preact/react.mjs') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: here('tests/widgets/preact/react-dom-server.ts') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  i18nAdapter,
  { find: /^@testing-library\/react$/, replacement: here('tests/widgets/preact/testing-library.ts') },
];

// Four suites (the widgets twice: React, and Preact as the embed ships them); e2e (Playwright)
// lives apart in tests/e2e and is never picked up here.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine.
    // Test files wait on PGlite, happy-dom and the transform in turn, so two overlap well
    // (the three suites: 379 s → 302 s here); every file keeps its own database and ports.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        resolve: { alias: [i18nAdapter] },
        test: {
          name: 'widgets',
          include: ['tests/widgets/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/widgets/setup.ts'],
          provide: { runtime: 'react' },
        },
      },
      {
        resolve: { alias: preactRuntime },
        test: {
          name: 'widgets-preact',
          include: ['tests/widgets/**/*.test.{ts,tsx}'],
          // Hooks of the site (site-*.test.tsx): the site ships on React only.
          exclude: ['tests/widgets/site-*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/widgets/setup.ts'],
          provide: { runtime: 'preact' },
          // Packages that import react must see the aliases too.
          server: { deps: { inline: ['jotai', 'jotai-tanstack-query', 'react-imask', 'qrcode.react', 'swiper', 'wouter', '@testing-library/user-event'] } },
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
