/**
 * The order of a graceful shutdown (server/ops/graceful-shutdown.ts; issue 27, item 5): not ready
 * first, then no new connections, then the requests and the job in hand within the bound, then
 * the leases handed back and the database closed, exit 0; a second signal exits 1 at once; the
 * bound cuts what does not finish. The real processes' rolling restart is
 * tests/server/postgres/rolling-restart.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown, within, type ShutdownSteps } from '../../server/ops/graceful-shutdown.ts';

let steps: string[];
beforeEach(() => {
  steps = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function recorded(overrides: Partial<ShutdownSteps> = {}): ShutdownSteps {
  return {
    onShuttingDown: () => steps.push('not ready'),
    stopAccepting: () => steps.push('stop accepting'),
    finishInFlight: (bound) => {
      steps.push(`finish requests within ${bound}`);
      return Promise.resolve(true);
    },
    stopJobs: (bound) => {
      steps.push(`stop jobs within ${bound}`);
      return Promise.resolve(true);
    },
    releaseJobs: () => {
      steps.push('release jobs');
      return Promise.resolve(0);
    },
    closeDatabase: () => {
      steps.push('close database');
      return Promise.resolve();
    },
    log: (line) => steps.push(line.replace(/\d+ ms/, 'N ms')),
    exit: (code) => steps.push(`exit ${code}`),
    ...overrides,
  };
}

describe('graceful shutdown', () => {
  it('goes not-ready, stops accepting, finishes within the bound, releases, closes, exits 0', async () => {
    await gracefulShutdown(recorded(), 3_000)('SIGTERM');
    expect(steps).toEqual([
      'racekit: SIGTERM, stopping (not ready; finishing requests in hand within 3 s)',
      'not ready',
      'stop accepting',
      'finish requests within 3000',
      'stop jobs within 3000',
      'release jobs',
      'close database',
      'racekit: stopped in N ms',
      'exit 0',
    ]);
  });

  it('a second signal exits 1 at once', async () => {
    let finish: ((all: boolean) => void) | undefined;
    const stop = gracefulShutdown(recorded({ finishInFlight: () => new Promise((resolve) => (finish = resolve)) }));
    const first = stop('SIGINT');
    await stop('SIGINT');
    expect(steps.at(-1)).toBe('exit 1');
    finish?.(true);
    await first;
    expect(steps.at(-1)).toBe('exit 0');
  });

  it('says what the bound cut: requests still open, a job handed back', async () => {
    await gracefulShutdown(recorded({ finishInFlight: () => Promise.resolve(false), stopJobs: () => Promise.resolve(false), releaseJobs: () => Promise.resolve(1) }), 1_000)('SIGTERM');
    expect(steps).toContain('racekit: requests still open at the bound were cut');
    expect(steps).toContain('racekit: handed 1 job(s) in hand back to the queue');
    expect(steps.at(-1)).toBe('exit 0');
  });

  it('within() answers the fallback once the bound has passed', async () => {
    const never = new Promise<boolean>(() => undefined);
    const answer = within(never, 5_000, false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await answer).toBe(false);
    expect(await within(Promise.resolve(true), 5_000, false)).toBe(true);
  });
});
