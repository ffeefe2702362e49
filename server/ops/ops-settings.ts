/**
 * Running the server in production (docs/deploy.md):
 *   DELIVERY          `on` (default) or `off`: with `off` no mail, SMS or refund leaves the
 *                     process — their jobs stay queued (the restore drill: server/ops/delivery-hold.ts)
 *   MIGRATE_ON_START  `1`: a production start applies pending migrations itself; without it a
 *                     production start with migrations pending is refused (`npm run migrate` first).
 *                     Outside production every start applies them.
 *   SHUTDOWN_SECONDS  how long SIGTERM waits for the requests and the job in hand (default 20)
 */
import type { ServerMode } from '../app-deps.ts';
import { settingText, type SettingProblems } from '../server-env.ts';
import { defaultShutdownMs } from './graceful-shutdown.ts';

export interface OpsSettings {
  /** False with DELIVERY=off. */
  readonly delivery: boolean;
  readonly migrateOnStart: boolean;
  readonly shutdownMs: number;
}

export function readOpsSettings(env: NodeJS.ProcessEnv, mode: ServerMode, problems: SettingProblems): OpsSettings {
  const delivery = settingText(env, 'DELIVERY') ?? 'on';
  if (delivery !== 'on' && delivery !== 'off') problems.push(`DELIVERY must be on or off, not "${delivery}"`);
  const migrate = settingText(env, 'MIGRATE_ON_START');
  if (migrate !== undefined && migrate !== '1' && migrate !== '0') problems.push(`MIGRATE_ON_START must be 1 or 0, not "${migrate}"`);
  const shutdownText = settingText(env, 'SHUTDOWN_SECONDS');
  const shutdown = Number(shutdownText ?? defaultShutdownMs / 1000);
  if (!Number.isInteger(shutdown) || shutdown < 1) problems.push(`SHUTDOWN_SECONDS must be a whole number of at least 1, not "${shutdownText}"`);
  return {
    delivery: delivery !== 'off',
    migrateOnStart: mode !== 'production' || migrate === '1',
    shutdownMs: shutdown * 1000,
  };
}
