/**
 * The payment side's timer: unpaid holds past their time are released (settle-order.ts
 * sweepExpiredHolds) every PAYMENT_SWEEP_MS outside test mode, never keeping the process alive.
 * Payments and order checks also sweep, awaited, before they read; refunds are jobs of the
 * durable queue (refund-jobs.ts). Several processes sweep safely: each order moves by
 * compare-and-set under its row lock.
 */
import type { AppDeps } from '../app-deps.ts';
import { sweepExpiredHolds } from './settle-order.ts';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Starts the sweep timer (not in test mode, where the tests move the clock). */
export function sweepOnTimer(deps: AppDeps): void {
  if (deps.mode === 'test') return;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const released = await sweepExpiredHolds(deps.db, deps.clock.now());
      if (released > 0) deps.log(`payment: released the holds of ${released} unpaid order(s)`);
    } catch (error) {
      deps.log(`payment: sweep failed: ${describe(error)}`);
    } finally {
      running = false;
    }
  };
  setInterval(() => void sweep(), deps.payment.sweepMs).unref();
}
