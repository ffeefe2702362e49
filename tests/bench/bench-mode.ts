/**
 * `--quick` (what `npm test` runs, scripts/bench.mjs --quick): each bench runs once with the
 * least work that still goes through every step — it checks that the bench works, not its
 * figures, so its thresholds only print.
 */
export const QUICK = process.argv.includes('--quick');
