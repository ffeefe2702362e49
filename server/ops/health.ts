/**
 * Health for the proxy and the supervisor (docs/deploy.md, "Health, logs and metrics"):
 *
 * - `GET /api/health/live`: the process answers (restart it when this fails).
 * - `GET /api/health/ready`: this process can serve a purchase now — a database round trip
 *   answers within 2 s, every migration of this release is applied, the oldest due job has
 *   waited less than READY_JOB_DELAY_SECONDS, and the process is not shutting down. 200
 *   `{ ok: true, checks }`, else 503 `{ ok: false, failing: [names], checks }` (a proxy sends
 *   the next request elsewhere).
 *
 * {@link Readiness} is the process's own part: main.ts marks it shutting down on SIGTERM, so
 * `ready` turns 503 at once while in-flight requests finish.
 */
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Migration } from '../db/migration.ts';

/** Whether this process still takes new work; one per process, shared with createApp. */
export class Readiness {
  #shuttingDown = false;

  get shuttingDown(): boolean {
    return this.#shuttingDown;
  }

  /** From now on `ready` answers 503 `shutting down`. */
  markShuttingDown(): void {
    this.#shuttingDown = true;
  }
}

/** The answer of one check: `ok`, or what is wrong (no secrets, no addresses). */
export type CheckResult = 'ok' | string;

export interface ReadyReport {
  readonly ok: boolean;
  readonly failing: readonly string[];
  readonly checks: Readonly<Record<string, CheckResult>>;
}

const DATABASE_TIMEOUT_MS = 2_000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Runs every check of `ready`. */
export async function readyReport(
  deps: { readonly db: Database; readonly clock: Clock },
  readiness: Readiness,
  migrations: readonly Migration[],
  jobDelayMs: number,
): Promise<ReadyReport> {
  const checks: Record<string, CheckResult> = {};
  checks['process'] = readiness.shuttingDown ? 'shutting down' : 'ok';
  try {
    const now = deps.clock.now();
    const [applied, oldest] = await within(DATABASE_TIMEOUT_MS, Promise.all([
      deps.db.query<{ version: string }>('SELECT version FROM schema_migrations'),
      deps.db.query<{ run_at: Date | string | null }>("SELECT min(run_at) AS run_at FROM job WHERE status = 'pending' AND run_at <= $1", [now]),
    ]));
    checks['database'] = 'ok';
    const have = new Set(applied.map((row) => row.version));
    const pending = migrations.filter((migration) => !have.has(migration.version)).map((migration) => migration.version);
    checks['migrations'] = pending.length === 0 ? 'ok' : `pending: ${pending.join(', ')}`;
    const since = oldest[0]?.run_at;
    const waited = since === null || since === undefined ? 0 : now.getTime() - new Date(since).getTime();
    checks['jobs'] = waited <= jobDelayMs ? 'ok' : `the oldest due job has waited ${Math.round(waited / 1000)} s`;
  } catch (error) {
    checks['database'] = `unreachable: ${error instanceof Error && /within/.test(error.message) ? error.message : 'the query failed'}`;
  }
  const failing = Object.entries(checks).filter(([, result]) => result !== 'ok').map(([name]) => name);
  return { ok: failing.length === 0, failing, checks };
}
