import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The size budgets read the build's output, so they run after `npm run build` (scripts/test.mjs
// runs them as a step of their own), never with the other suites.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'budget',
    include: ['tests/budget/**/*.test.ts'],
    environment: 'node',
  },
});
