/**
 * `npm run catalogue:import -- file.json [--dry-run]`: loads a catalogue file (docs/console.md,
 * "The import file") into the configured database (migrating it first). The whole file is
 * checked before anything is written; any problem refuses the whole file, each printed with its
 * line. Then it prints what it creates or changes and applies it in one transaction —
 * `--dry-run` prints the same and changes nothing.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openServerDatabase } from '../open-server-database.ts';
import { readServerEnv } from '../server-env.ts';
import { describeProblem } from './catalogue-import-file.ts';
import { ImportRefused, applyImport, checkImportText, describeStep } from './catalogue-import.ts';

const usage = 'usage: npm run catalogue:import -- <file.json> [--dry-run]';
const { values, positionals } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
const [path] = positionals;
if (path === undefined || positionals.length > 1) {
  console.error(`catalogue:import: name one file\n${usage}`);
  process.exit(1);
}
const dryRun = values['dry-run'];
const checked = checkImportText(await readFile(path, 'utf8'));
if (!checked.ok) {
  for (const problem of checked.problems) console.error(`${path}:${describeProblem(problem)}`);
  console.error(`catalogue:import: ${checked.problems.length} problem(s); nothing was imported`);
  process.exit(1);
}
const { db } = await openServerDatabase(readServerEnv(process.env));
try {
  const started = Date.now();
  const steps = await applyImport(db, checked, { dryRun, now: new Date() });
  for (const step of steps.filter((one) => one.verb !== 'keep')) console.info(describeStep(step));
  const count = (verb: string) => steps.filter((step) => step.verb === verb).length;
  const [create, change, keep] = [count('create'), count('change'), count('keep')];
  console.info(
    dryRun
      ? `catalogue:import: dry run: would create ${create}, change ${change}, keep ${keep}; nothing was changed`
      : `catalogue:import: created ${create}, changed ${change}, kept ${keep} in ${Date.now() - started} ms`,
  );
} catch (error) {
  if (!(error instanceof ImportRefused)) throw error;
  console.error(`${path}:${describeProblem(error.problem)}`);
  console.error('catalogue:import: refused; nothing was imported');
  process.exitCode = 1;
} finally {
  await db.close();
}
