// e2e: Playwright in Chromium against the built site and the real server (tests/e2e/fixtures.ts
// starts one per worker). Build first: `npm run build` (npm test does it).
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumExecutable } from './chromium-executable.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Screenshots, traces and reports stay in tests/e2e/.artifacts (git-ignored).
  outputDir: '.artifacts/test-results',
  snapshotPathTemplate: '.artifacts/snapshots/{testFilePath}/{arg}{ext}',
  fullyParallel: false,
  // Two workers, each with its own server and database (fixtures.ts): spec files run two at a
  // time, which keeps the whole suite well under CI's 20 minutes on a 2-core machine.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 5_000,
    // The look baselines are committed (look-compare.ts); update: CONTRIBUTING.md, "Screenshots".
    toHaveScreenshot: { pathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}' },
  },
  reporter: [
    ['list'],
    // PLAYWRIGHT_JSON_OUTPUT_NAME (npm test sets it) is resolved against outputDir: the repo root.
    ['json', { outputDir: repoRoot, fileName: 'tests/e2e/.artifacts/report.json' }],
  ],
  use: {
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    trace: 'off',
    locale: 'ru-RU',
    launchOptions: {
      args: chromiumArgs,
      ...(executablePath === undefined ? {} : { executablePath }),
    },
  },
});
