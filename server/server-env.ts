/**
 * The server's environment, read and checked once at start (a bad value stops the start with
 * a readable message):
 *   PORT (8080), HOST (127.0.0.1), DATA_DIR (./.data; PGlite keeps its files in DATA_DIR/pglite),
 *   DATABASE_URL (postgresql://… for PostgreSQL; unset outside production: PGlite; production
 *   requires it, `pglite` being the explicit choice of PGlite in DATA_DIR for one process),
 *   NODE_ENV (production | development | test),
 *   PUBLIC_URL (origin of the site in mail links and redirects; required in production, https
 *   there unless on a loopback address, otherwise http://HOST:PORT),
 *   FRAME_ANCESTORS (CSP frame-ancestors of HTML pages, a CSP source list; default 'self'),
 *   logs, metrics, health and HSTS (server/ops/ops-settings.ts),
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
import { readOpsSettings, type OpsSettings } from './ops/ops-settings.ts';
import { readOAuthSettings, type OAuthSettings } from './oauth/oauth-settings.ts';
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
  /** Logs, metrics, health, HSTS, DELIVERY, MIGRATE_ON_START, SHUTDOWN_SECONDS (server/ops/ops-settings.ts). */
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

/** True for http(s) URLs on a loopback host: nothing sent to them crosses a network. */
export function isLoopbackUrl(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname);
}

/**
 * Where production refuses plain http: an http address that is not on a loopback host (there
 * signatures, links and tokens would cross the network in clear). Answers the line to push, or
 * undefined when the address is fine.
 */
export function httpInProduction(name: string, value: string, mode: ServerMode): string | undefined {
  if (mode !== 'production') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined; // the setting's own check names a malformed address
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(url))) return undefined;
  return `${name} must be https in production (an http address sends what it carries in clear), not "${value}"`;
}

// The keywords of a CSP source list that must be written in single quotes.
const CSP_KEYWORDS = /^(?:self|none|unsafe-inline|unsafe-eval|strict-dynamic|unsafe-hashes|report-sample|wasm-unsafe-eval)$/i;
const CSP_SOURCE = /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?:\d{1,5}|\*))?(?:\/[^\s;,'"]*)?)$/i;

/**
 * FRAME_ANCESTORS as a CSP source list. An env file's quotes are taken by whoever reads it:
 * systemd's EnvironmentFile and a shell's `source` both turn FRAME_ANCESTORS='self' into the bare
 * word self (a host named "self" to the browser), Docker's --env-file keeps quotes a shell would
 * have removed. A bare keyword, a stray quote or a separator is refused rather than sent.
 */
function frameAncestors(env: NodeJS.ProcessEnv, problems: SettingProblems): string {
  const value = text(env, 'FRAME_ANCESTORS');
  if (value === undefined) return "'self'";
  const sources = value.split(/\s+/);
  const bare = sources.find((source) => CSP_KEYWORDS.test(source));
  if (bare !== undefined) {
    problems.push(`FRAME_ANCESTORS has ${bare} without its single quotes, which a browser reads as a host named "${bare}": an env file's outer quotes are removed by systemd and the shell, so write FRAME_ANCESTORS="'${bare.toLowerCase()}'"`);
  } else if (!sources.every((source) => CSP_SOURCE.test(source)) || (sources.length > 1 && sources.some((source) => source.toLowerCase() === "'none'"))) {
    problems.push(`FRAME_ANCESTORS must be a CSP source list like 'self' https://partner.example (single quotes around keywords, no other quotes), not "${value}"`);
  }
  return value;
}

/**
 * DATABASE_URL as an operator command (migrate, delivery) opens it: PostgreSQL's address, or
 * undefined for PGlite in DATA_DIR — named `pglite`, or unset outside production. `missing`:
 * unset in production, where a command must not open a PGlite file instead of the shop's database.
 */
export function commandDatabaseUrl(env: NodeJS.ProcessEnv): { readonly databaseUrl: string | undefined; readonly missing: boolean } {
  const value = text(env, 'DATABASE_URL');
  return { databaseUrl: value === 'pglite' ? undefined : value, missing: value === undefined && text(env, 'NODE_ENV') === 'production' };
}

/** DATABASE_URL: PostgreSQL's address; `pglite` (PGlite in DATA_DIR) only by name in production. */
function databaseUrl(env: NodeJS.ProcessEnv, mode: ServerMode, problems: SettingProblems): string | undefined {
  const value = text(env, 'DATABASE_URL');
  if (value === 'pglite') return undefined;
  if (value === undefined) {
    if (mode === 'production') {
      problems.push('DATABASE_URL must be set in production: postgresql://user:password@host:5432/db (or DATABASE_URL=pglite for the embedded database in DATA_DIR, one process only)');
    }
    return undefined;
  }
  if (!/^postgres(?:ql)?:\/\/\S+$/.test(value)) problems.push('DATABASE_URL must be a postgresql:// address (or pglite), not what was given');
  return value;
}

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
  const publicHttp = publicUrl === undefined ? undefined : httpInProduction('PUBLIC_URL', publicUrl, nodeEnv);
  if (publicHttp !== undefined) problems.push(publicHttp);
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
  const database = databaseUrl(env, nodeEnv, problems);
  const ancestors = frameAncestors(env, problems);
  if (problems.length > 0) throw new ServerEnvError(problems.join('\n'));
  const path = (name: string, fallback: string) => resolve(cwd, text(env, name) ?? fallback);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  // outside production the default is this server's own address (npm run dev sets the site's)
  const ownOrigin = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    port,
    host,
    dataDir: path('DATA_DIR', '.data'),
    databaseUrl: database,
    mode: nodeEnv,
    publicUrl: (publicUrl ?? ownOrigin).replace(/\/$/, ''),
    frameAncestors: ancestors,
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
