import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/database.ts';

/**
 * Runs `sweep` every `everyMs` in this process (never in test mode, where tests call the sweep
 * themselves). A sweep is one statement over rows that no longer count, so several server
 * processes sweeping the same database at once delete each row once. The timer never keeps the
 * process alive; a failure is logged and the next round tries again.
 */
export function startPeriodicSweep(
  deps: AppDeps,
  what: string,
  everyMs: number,
  sweep: (db: Database, now: Date) => Promise<number>,
): void {
  if (deps.mode === 'test') return;
  const timer = setInterval(() => {
    sweep(deps.db, deps.clock.now()).then(
      (count) => {
        if (count > 0) deps.log(`sweep: removed ${count} ${what}`);
      },
      (error: unknown) => deps.log(`sweep: ${what} failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, everyMs);
  timer.unref();
}
