/**
 * Bundle sizes beside their budgets: minified, gzip -9 and brotli (quality 11) of each file as
 * the server sends it, added up per row (tests/budget/bundle-sizes.ts defines the rows and the
 * budgets; tests/budget/budgets.test.ts fails `npm test` when one is missed).
 *
 *   npm run build && npx tsx tests/bench/embed-size.bench.ts [--modules]
 *
 * A missed budget lists what weighs most (modules from dist/embed-meta.json, files for the site)
 * and makes the exit code 1; `--modules` lists them for every budgeted row.
 */
import { embedRows, kb, siteRow, type SizeRow } from '../budget/bundle-sizes.ts';
import { QUICK } from './bench-mode.ts';

// The whole checkout's budget is not met and issue 14 waits on the maintainers' choice: the budget
// test holds it as an expected failure (tests/budget/budgets.test.ts, `it.fails`); the bench shows
// it and does not fail on it, so that `npm run bench` fails only on a new miss.
const KNOWN_MISS = /^whole checkout/;

function main(): void {
  const listAll = process.argv.includes('--modules');
  const rows: SizeRow[] = embedRows();
  const site = siteRow();
  if (site === undefined) console.warn('dist/site is missing: the site row is skipped (npm run build:site).');
  else rows.push(site);

  const width = Math.max(...rows.map((row) => row.name.length));
  console.info(`${'what'.padEnd(width)}  files   minified       gzip     brotli  budget (gzip)`);
  let missed = 0;
  const details: string[] = [];
  for (const row of rows) {
    const over = row.budget !== undefined && row.sizes.gzip > row.budget;
    const known = over && KNOWN_MISS.test(row.name);
    if (over && !known) missed += 1;
    const verdict = row.budget === undefined ? '' : `≤ ${kb(row.budget)} ${over ? `✘ OVER${known ? ' (known, issue 14)' : ''}` : '✓'}`;
    console.info(
      `${row.name.padEnd(width)}  ${String(row.files.length).padStart(5)}  ${kb(row.sizes.minified).padStart(9)}  ${kb(row.sizes.gzip).padStart(9)}  ${kb(row.sizes.brotli).padStart(9)}  ${verdict}`,
    );
    if (over || (listAll && row.budget !== undefined)) details.push(`\nWhat weighs most in "${row.name.trim()}":`, ...row.heaviest());
  }
  console.info('\n1 KB = 1000 bytes; each file compressed on its own, as the server sends it.');
  for (const line of details) console.info(line);
  if (missed > 0) {
    console.error(`\n${missed} budget(s) missed.`);
    // --quick (bench-mode.ts): the budgets are tests/budget's to fail
    if (!QUICK) process.exitCode = 1;
  }
}

main();
