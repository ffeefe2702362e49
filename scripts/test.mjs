#!/usr/bin/env node
// `npm test`: type-check, lint, the vitest suites (unit, widgets on React and on Preact, server),
// the build, the size budgets (on what the build wrote), and the Playwright e2e suite in Chromium. Every step runs even when an earlier one fails, so one
// run shows everything that is wrong; the exit code is non-zero if any step failed.
// The closing line counts tests (vitest + Playwright) plus the type-check and lint steps.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  { name: 'typecheck', cmd: 'npx tsc -p tsconfig.json --noEmit && npx tsc -p tsconfig.server.json --noEmit' },
  { name: 'lint', cmd: 'npx eslint . --max-warnings 0' },
  {
    name: 'vitest',
    cmd: `npx vitest run --reporter=default --reporter=json --outputFile.json=${results}/vitest.json`,
    counts: () => {
      const report = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTestSuites ?? 0) };
    },
  },
  { name: 'build', cmd: 'npm run build --silent' },
  {
    // tests/budget/budgets.test.ts reads dist/: a step of its own, right after the build (seconds).
    name: 'budget',
    cmd: `npx vitest run -c tests/budget/vitest.config.ts --reporter=default --reporter=json --outputFile.json=${results}/budget.json`,
    counts: () => {
      const report = JSON.parse(readFileSync(`${results}/budget.json`, 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTestSuites ?? 0) };
    },
  },
  // every bench once, briefly (tests/bench/bench-mode.ts): a bench can never break unnoticed
  { name: 'bench', cmd: 'node scripts/bench.mjs --quick' },
  {
    name: 'e2e',
    cmd: 'npx playwright test -c tests/e2e/playwright.config.ts',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json` },
    counts: () => {
      const report = JSON.parse(readFileSync(`${results}/e2e.json`, 'utf8'));
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    },
  },
].filter((step) => only.length === 0 || only.includes(step.name));

let passed = 0;
let failed = 0;
const failedSteps = [];
for (const step of steps) {
  const started = Date.now();
  console.info(`\n▶ ${step.name}: ${step.cmd}`);
  const run = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = run.status === 0;
  console.info(`${ok ? '✔' : '✘'} ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(step.name);
  if (step.counts) {
    try {
      const counts = step.counts();
      passed += counts.passed;
      failed += counts.failed;
      if (!ok && counts.failed === 0) failed += 1;
    } catch {
      failed += 1; // the runner produced no report: count the step as one failure
    }
  } else if (step.name === 'typecheck' || step.name === 'lint') {
    if (ok) passed += 1;
    else failed += 1;
  } else if (!ok) {
    failed += 1;
  }
}

if (failedSteps.length > 0) console.error(`\nfailed steps: ${failedSteps.join(', ')}`);
if (existsSync(results)) console.info(`reports in ${results}/`);
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
