/**
 * The payment side's background work, in one place: unpaid holds past their time are released
 * (settle-order.ts sweepExpiredHolds) and due refunds are asked of the provider and polled
 * (refund-jobs.ts). It runs every PAYMENT_SWEEP_MS outside test mode (never keeping the process
 * alive), and `kick()` starts a run at once without waiting for it, after a refund is written.
 * (Payments and order checks also sweep, awaited, before they read.) One run at a time per process; several processes
 * share the rows safely (each job is claimed with SKIP LOCKED, each order moved by compare-and-set).
 */
import type { AppDeps } from '../app-deps.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { runRefundJobs } from './refund-jobs.ts';
import { sweepExpiredHolds } from './settle-order.ts';

export interface PaymentJobs {
  /** Starts a run unless one is going; never throws (failures are logged). */
  kick(): void;
  /** Runs once and resolves when done (tests, shutdown). */
  run(): Promise<void>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The jobs of `provider`, on a timer outside test mode. */
export function paymentJobs(deps: AppDeps, provider: PaymentProvider): PaymentJobs {
  let running: Promise<void> | undefined;
  const once = async () => {
    const released = await sweepExpiredHolds(deps.db, deps.clock.now());
    if (released > 0) deps.log(`payment: released the holds of ${released} unpaid order(s)`);
    await runRefundJobs(deps, provider);
  };
  const run = (): Promise<void> => {
    running ??= once()
      .catch((error: unknown) => deps.log(`payment: background run failed: ${describe(error)}`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  if (deps.mode !== 'test') setInterval(() => void run(), deps.payment.sweepMs).unref();
  return { kick: () => void run(), run };
}
