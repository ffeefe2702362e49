/**
 * The e2e test object: one server per worker (started before the first test, stopped after
 * the last), `baseURL` pointing at it, and the page's uncaught errors and console errors
 * collected so that a test can assert there were none.
 */
import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './start-server.ts';

interface PageProblems {
  /** Uncaught exceptions (`pageerror`). */
  errors: Error[];
  /** `console.error` lines, CSP and Trusted Types violations among them. */
  consoleErrors: string[];
}

export const test = base.extend<{ problems: PageProblems }, { server: RunningServer }>({
  server: [
    // Playwright reads the fixtures a fixture needs from this (empty) pattern.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [], consoleErrors: [] };
    page.on('pageerror', (error) => problems.errors.push(error));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    await use(problems);
  },
});

/**
 * The same test object on a server of its own: for a spec that changes what every visitor sees
 * (the console publishes an event, which then shows in the calendar the look baselines compare).
 * A different worker fixture makes Playwright run the spec in a worker of its own.
 */
export const isolatedTest = test.extend<object, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

export { expect };
