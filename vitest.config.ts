import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three suites; e2e (Playwright) lives apart in tests/e2e and is never picked up here.
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
        test: {
          name: 'widgets',
          include: ['tests/widgets/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/widgets/setup.ts'],
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
