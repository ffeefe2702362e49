/**
 * What a server process does on SIGTERM (a rolling restart, systemd's stop) and SIGINT, in order:
 *
 * 1. `onShuttingDown`: the readiness check answers 503 from now on (wired to the health module);
 * 2. `stopAccepting`: the listener closes, so a new connection is refused and the proxy sends the
 *    request to the other process (a refused connection is safe to retry for any method);
 * 3. `finishInFlight(boundMs)`: the requests in hand are answered (each with `Connection: close`),
 *    for at most `boundMs`; then the connections still open are cut;
 * 4. `stopJobs(boundMs)`: the job worker stops taking jobs and finishes the one in hand, for at
 *    most `boundMs`; then `releaseJobs` hands a job still in hand back to the queue, due at once,
 *    so another process takes it now rather than when its lease runs out;
 * 5. `closeDatabase`, then exit 0. A second signal exits 1 at once.
 *
 * The bound is SHUTDOWN_SECONDS (default 20; systemd's TimeoutStopSec must be longer).
 */
export interface ShutdownSteps {
  readonly onShuttingDown: () => void;
  readonly stopAccepting: () => void;
  /** Resolves once no request is in hand, or after `boundMs`; true when all finished. */
  readonly finishInFlight: (boundMs: number) => Promise<boolean>;
  /** Resolves once the worker stopped, or after `boundMs`; true when it stopped. */
  readonly stopJobs: (boundMs: number) => Promise<boolean>;
  /** Hands the jobs this process still holds back to the queue; answers how many. */
  readonly releaseJobs: () => Promise<number>;
  readonly closeDatabase: () => Promise<void>;
  readonly log: (line: string) => void;
  readonly exit: (code: number) => void;
}

export const defaultShutdownMs = 20_000;

/** Resolves `work`'s answer, or `fallback` after `ms`. */
export function within<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The shutdown, to call with the signal's name; a second call exits 1 at once. */
export function gracefulShutdown(steps: ShutdownSteps, boundMs: number = defaultShutdownMs): (signal: string) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) {
      steps.exit(1); // a second Ctrl+C does not wait
      return;
    }
    stopping = true;
    const started = Date.now();
    steps.log(`racekit: ${signal}, stopping (not ready; finishing requests in hand within ${Math.round(boundMs / 1000)} s)`);
    try {
      steps.onShuttingDown();
      steps.stopAccepting();
      const [answered, stopped] = await Promise.all([steps.finishInFlight(boundMs), steps.stopJobs(boundMs)]);
      if (!answered) steps.log('racekit: requests still open at the bound were cut');
      const released = await steps.releaseJobs();
      if (!stopped || released > 0) steps.log(`racekit: handed ${released} job(s) in hand back to the queue`);
      await steps.closeDatabase();
      steps.log(`racekit: stopped in ${Date.now() - started} ms`);
      steps.exit(0);
    } catch (error) {
      steps.log(`racekit: stopping failed: ${error instanceof Error ? error.message : String(error)}`);
      steps.exit(1);
    }
  };
}
