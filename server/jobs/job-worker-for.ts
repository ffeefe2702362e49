import type { AppDeps } from '../app-deps.ts';
import { jobModules } from '../job-list.ts';
import { deliveryHeldCheck } from '../ops/delivery-hold.ts';
import { JobRegistry, type JobModule } from './job-registry.ts';
import { createJobWorker, type JobWorker } from './job-worker.ts';
import type { JobsSettings } from './jobs-settings.ts';

/**
 * The server process's worker over every job module's handlers (not started). Delivery is held
 * while the database carries the hold marker, and always with `deps.delivery` false (DELIVERY=off).
 */
export function jobWorkerFor(deps: AppDeps, settings: JobsSettings, modules: readonly JobModule[] = jobModules): JobWorker {
  const registry = new JobRegistry();
  for (const register of modules) register(registry, deps);
  return createJobWorker({ db: deps.db, clock: deps.clock, log: deps.log, registry, ...settings, deliveryHeld: deliveryHeldCheck(deps.db, deps.delivery) });
}
