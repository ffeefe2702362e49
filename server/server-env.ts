/**
 * The server's environment, read and checked once at start (a bad value stops the start with
 * a readable message):
 *   PORT (8080), HOST (127.0.0.1), DATA_DIR (./.data; PGlite keeps its files in DATA_DIR/pglite),
 *   DATABASE_URL (PostgreSQL instead of PGlite), NODE_ENV (production | development | test),
 *   PUBLIC_URL (origin of the site in mail links and redirects; required in production, otherwise
 *   http://HOST:PORT),
 *   FRAME_ANCESTORS (CSP frame-ancestors of HTML pages; default 'self'),
 *   SUPPORT_EMAIL (where support requests go), social sign-in (server/oauth/oauth-settings.ts), SITE_DIR / EMBED_DIR / EXAMPLES_DIR (dist/site, dist/embed, examples),
 *   the payment settings (server/payment/payment-settings.ts), the seeding settings
 *   (server/seed/seed-settings.ts), mail and SMS (server/outbox/outbox-settings.ts), the job
 *   worker (server/jobs/jobs-settings.ts), TRUST_PROXY, TRUST_PROXY_HEADER (the client's
 *   address; server/limits/limits-settings.ts), DELIVERY, MIGRATE_ON_START, SHUTDOWN_SECONDS
 *   (server/ops/ops-settings.ts). Production requires PUBLIC_URL: every link and
 *   redirect is built from it, never from the request's Host header.
 */
import { resolve } from 'node:path';
import type { ServerMode } from './app-deps.ts';
import { readJobsSettings, type JobsSettings } from './jobs/jobs-settings.ts';
import { readLimitsSettings, type LimitsSettings } from './limits/limits-settings.ts';
import { readOAuthSettings, type OAuthSettings } from './oauth/oauth-settings.ts';
import { readOpsSettings, type OpsSettings } from './ops/ops-settings.ts';
import { readOutboxSettings, type OutboxSettings } from './outbox/outbox-settings.ts';
import { readPaymentSettings, type PaymentSettings } from './payment/payment-settings.ts';
import { readSeedSettings, type SeedSettings } from './seed/seed-settings.ts';

/** The checked settings. */
export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly mode: ServerMode;
  /** The site's origin: PUBLIC_URL (required in production), else this server's own address. */
  readonly publicUrl: string;
  readonly frameAncestors: string;
  readonly organiserEmail: string;
  readonly oauth: OAuthSettings;
  readonly dirs: { readonly site: string; readonly embed: string; readonly examples: string };
  readonly payment: PaymentSettings;
  readonly seed: SeedSettings;
  readonly outbox: OutboxSettings;
  readonly jobs: JobsSettings;
  /** TRUST_PROXY, TRUST_PROXY_HEADER (server/limits/limits-settings.ts). */
  readonly limits: LimitsSettings;
  /** DELIVERY, MIGRATE_ON_START, SHUTDOWN_SECONDS (server/ops/ops-settings.ts). */
  readonly ops: OpsSettings;
}

/** Thrown for bad settings: its message has one line per bad or missing setting. */
export class ServerEnvError extends Error {}

/**
 * Every problem found while reading the settings, one line each. Each area reads its own
 * settings in its own module (`server/<area>/<area>-settings.ts`, a `read…Settings(env, mode,
 * problems)` function) and pushes a line per bad or missing setting here, so a production start
 * lists everything that is missing at once instead of stopping at the first.
 */
export type SettingProblems = string[];

/** The trimmed value of a setting, or undefined when it is unset or blank. */
export function settingText(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}
const text = settingText;

/** Reads the settings from `env` (process.env), relative paths from `cwd`. */
export function readServerEnv(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerEnv {
  const problems: SettingProblems = [];
  const port = Number(text(env, 'PORT') ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) problems.push(`PORT must be a port number, not "${env['PORT']}"`);
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  if (nodeEnv !== 'production' && nodeEnv !== 'development' && nodeEnv !== 'test') {
    throw new ServerEnvError(`NODE_ENV must be production, development or test, not "${nodeEnv}"`);
  }
  const publicUrl = text(env, 'PUBLIC_URL');
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+\/?$/.test(publicUrl)) {
    problems.push(`PUBLIC_URL must be an origin like https://example.org, not "${publicUrl}"`);
  }
  if (publicUrl === undefined && nodeEnv === 'production') {
    problems.push('PUBLIC_URL must be set in production (the origin of the site, e.g. https://example.org: every link in mail and every redirect is built from it)');
  }
  const oauth = readOAuthSettings(env, nodeEnv, problems);
  const payment = readPaymentSettings(env, nodeEnv, problems);
  const seed = readSeedSettings(env, nodeEnv, problems);
  const outbox = readOutboxSettings(env, nodeEnv, problems);
  const jobs = readJobsSettings(env, nodeEnv, problems);
  const limits = readLimitsSettings(env, nodeEnv, problems);
  const ops = readOpsSettings(env, nodeEnv, problems);
  if (problems.length > 0) throw new ServerEnvError(problems.join('\n'));
  const path = (name: string, fallback: string) => resolve(cwd, text(env, name) ?? fallback);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  // outside production the default is this server's own address (npm run dev sets the site's)
  const ownOrigin = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    port,
    host,
    dataDir: path('DATA_DIR', '.data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    mode: nodeEnv,
    publicUrl: (publicUrl ?? ownOrigin).replace(/\/$/, ''),
    frameAncestors: text(env, 'FRAME_ANCESTORS') ?? "'self'",
    organiserEmail: text(env, 'SUPPORT_EMAIL') ?? 'support@racekit.local',
    oauth,
    dirs: { site: path('SITE_DIR', 'dist/site'), embed: path('EMBED_DIR', 'dist/embed'), examples: path('EXAMPLES_DIR', 'examples') },
    payment,
    seed,
    outbox,
    jobs,
    limits,
    ops,
  };
}
