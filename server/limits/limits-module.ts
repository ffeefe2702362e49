import type { RouteModule } from '../http/api-env.ts';
import { startPeriodicSweep } from './periodic-sweep.ts';
import { sweepRateLimits } from './rate-limit.ts';

/** How often rows of limits whose windows have passed are deleted. */
export const RATE_LIMIT_SWEEP_MS = 10 * 60_000;

/** server/limits in the app: no routes, only the sweep of spent `rate_limit` rows. */
export const limitsModule: RouteModule = (_app, deps) => {
  startPeriodicSweep(deps, 'spent rate-limit rows', RATE_LIMIT_SWEEP_MS, sweepRateLimits);
};
