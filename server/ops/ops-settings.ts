/**
 * The operator's settings (docs/server.md, "Health, logs and metrics"; docs/deploy.md):
 *   LOG_LEVEL       debug | info | warn | error | silent (default info)
 *   LOG_FORMAT      json | pretty (default json in production: one JSON object a line; pretty
 *                   elsewhere: a short readable line)
 *   METRICS_TOKEN   serves Prometheus text at /metrics to `Authorization: Bearer <token>` (at
 *                   least 16 characters); without it /metrics is 404
 *   METRICS_PORT    serves the same text at http://127.0.0.1:<port>/metrics, no token, on
 *                   loopback only (for a Prometheus on the same machine or an SSH tunnel)
 *   READY_JOB_DELAY_SECONDS  GET /api/health/ready fails once the oldest due job has waited
 *                   longer than this (default 300: the worker is stuck or every process is down)
 *   HSTS_INCLUDE_SUBDOMAINS  1 (default) or 0: whether production's Strict-Transport-Security
 *                   header covers the subdomains of PUBLIC_URL's host
 *   DELIVERY        `on` (default) or `off`: with `off` no mail, SMS or refund leaves the
 *                   process — their jobs stay queued (the restore drill: server/ops/delivery-hold.ts)
 *   MIGRATE_ON_START  `1`: a production start applies pending migrations itself; without it a
 *                   production start with migrations pending is refused (`npm run migrate` first).
 *                   Outside production every start applies them.
 *   SHUTDOWN_SECONDS  how long SIGTERM waits for the requests and the job in hand (default 20)
 */
import type { ServerMode } from '../app-deps.ts';
import { settingText, type SettingProblems } from '../server-env.ts';
import { defaultShutdownMs } from './graceful-shutdown.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface OpsSettings {
  readonly logLevel: LogLevel;
  readonly logFormat: 'json' | 'pretty';
  readonly metricsToken: string | undefined;
  readonly metricsPort: number | undefined;
  readonly readyJobDelayMs: number;
  readonly hstsIncludeSubdomains: boolean;
  /** False with DELIVERY=off. */
  readonly delivery: boolean;
  readonly migrateOnStart: boolean;
  readonly shutdownMs: number;
}

export const METRICS_TOKEN_MIN = 16;

/** What an app built without settings uses (tests): no metrics, the defaults. */
export const defaultOpsSettings: OpsSettings = {
  logLevel: 'info',
  logFormat: 'pretty',
  metricsToken: undefined,
  metricsPort: undefined,
  readyJobDelayMs: 300_000,
  hstsIncludeSubdomains: true,
  delivery: true,
  migrateOnStart: true,
  shutdownMs: defaultShutdownMs,
};

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

/** Reads the settings above, pushing one line per bad value into `problems`. */
export function readOpsSettings(env: NodeJS.ProcessEnv, mode: ServerMode, problems: SettingProblems): OpsSettings {
  const level = (settingText(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  const logLevel = LEVELS.find((known) => known === level);
  if (logLevel === undefined) problems.push(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not "${level}"`);
  const format = (settingText(env, 'LOG_FORMAT') ?? (mode === 'production' ? 'json' : 'pretty')).toLowerCase();
  if (format !== 'json' && format !== 'pretty') problems.push(`LOG_FORMAT must be json or pretty, not "${format}"`);
  const metricsToken = settingText(env, 'METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < METRICS_TOKEN_MIN) {
    problems.push(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN} characters (openssl rand -hex 24 makes one)`);
  }
  const portText = settingText(env, 'METRICS_PORT');
  const metricsPort = portText === undefined ? undefined : Number(portText);
  if (metricsPort !== undefined && (!/^\d{1,5}$/.test(portText ?? '') || metricsPort < 1 || metricsPort > 65_535)) {
    problems.push(`METRICS_PORT must be a port number, not "${portText}"`);
  }
  const delayText = settingText(env, 'READY_JOB_DELAY_SECONDS');
  const delay = delayText === undefined ? undefined : Number(delayText);
  if (delay !== undefined && (!/^\d{1,7}$/.test(delayText ?? '') || delay < 1)) {
    problems.push(`READY_JOB_DELAY_SECONDS must be a whole number of at least 1, not "${delayText}"`);
  }
  const subdomains = settingText(env, 'HSTS_INCLUDE_SUBDOMAINS') ?? '1';
  if (subdomains !== '0' && subdomains !== '1') problems.push(`HSTS_INCLUDE_SUBDOMAINS must be 1 or 0, not "${subdomains}"`);
  const delivery = settingText(env, 'DELIVERY') ?? 'on';
  if (delivery !== 'on' && delivery !== 'off') problems.push(`DELIVERY must be on or off, not "${delivery}"`);
  const migrate = settingText(env, 'MIGRATE_ON_START');
  if (migrate !== undefined && migrate !== '1' && migrate !== '0') problems.push(`MIGRATE_ON_START must be 1 or 0, not "${migrate}"`);
  const shutdownText = settingText(env, 'SHUTDOWN_SECONDS');
  const shutdown = Number(shutdownText ?? defaultShutdownMs / 1000);
  if (!Number.isInteger(shutdown) || shutdown < 1) problems.push(`SHUTDOWN_SECONDS must be a whole number of at least 1, not "${shutdownText}"`);
  return {
    logLevel: logLevel ?? 'info',
    logFormat: format === 'json' ? 'json' : 'pretty',
    metricsToken,
    metricsPort,
    readyJobDelayMs: delay === undefined || !Number.isFinite(delay) ? defaultOpsSettings.readyJobDelayMs : delay * 1_000,
    hstsIncludeSubdomains: subdomains !== '0',
    delivery: delivery !== 'off',
    migrateOnStart: mode !== 'production' || migrate === '1',
    shutdownMs: shutdown * 1000,
  };
}
