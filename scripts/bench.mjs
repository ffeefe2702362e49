#!/usr/bin/env node
// `npm run bench`: runs every tests/bench/*.bench.ts with tsx, one at a time (the machine has
// two cores), and prints each bench's own table, then a summary. Name benches to run only
// those: `npm run bench -- server`. A bench is a script that prints its table and exits 0;
// size and time-to-button benches are added as more *.bench.ts files. `--quick` (and any other
// `--flag`) is passed to every bench: one short run of each, checking that it works, not its
// figures (tests/bench/bench-mode.ts); `npm test` runs `npm run bench -- --quick` after the build.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'tests/bench';
const flags = process.argv.slice(2).filter((word) => word.startsWith('--'));
const wanted = process.argv.slice(2).filter((word) => !word.startsWith('--'));
const benches = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()
  .filter((name) => wanted.length === 0 || wanted.some((word) => name.includes(word)));

if (benches.length === 0) {
  console.error(`no bench in ${dir}${wanted.length > 0 ? ` matching ${wanted.join(', ')}` : ''}`);
  process.exit(1);
}

const TIME_LIMIT_MS = 10 * 60_000;
const results = [];
for (const name of benches) {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync('npx', ['tsx', join(dir, name), ...flags], { stdio: 'inherit', timeout: TIME_LIMIT_MS, env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  results.push({ name, ok, seconds, why: ok ? '' : run.error ? run.error.message : `exit ${run.status ?? run.signal}` });
}

console.info('\nbench summary');
for (const result of results) console.info(`  ${result.ok ? '✔' : '✘'} ${result.name} (${result.seconds} s)${result.why ? ` — ${result.why}` : ''}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
