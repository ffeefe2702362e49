import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import type { SocialProviders } from './oauth/social-providers.ts';
import type { PaymentSettings } from './payment/payment-settings.ts';
import type { OutboxSettings } from './outbox/outbox-settings.ts';
import type { LimitsSettings } from './limits/limits-settings.ts';
import type { Log } from './ops/logger.ts';

/** production hides the development outbox and skips the response-shape check. */
export type ServerMode = 'production' | 'development' | 'test';

/** Where the built front ends live (a missing directory simply serves nothing). */
export interface StaticDirs {
  /** dist/site: the organiser's site, served at / with an SPA fallback. */
  readonly site?: string | undefined;
  /** dist/embed: the widget bundle, served at /embed/. */
  readonly embed?: string | undefined;
  /** examples/: partner pages, served at /examples/. */
  readonly examples?: string | undefined;
}

/** Everything the routes need; built once by {@link createApp}'s caller. */
export interface AppDeps {
  readonly db: Database;
  readonly mode: ServerMode;
  readonly clock: Clock;
  readonly dirs: StaticDirs;
  /** The `frame-ancestors` sources of HTML pages (default `'self'`). */
  readonly frameAncestors: string;
  /**
   * Origin of the organiser's site (PUBLIC_URL) for links in mail and redirects. Required in
   * production; only a test app without it falls back to the request's origin (site-link.ts).
   */
  readonly publicUrl: string | undefined;
  /** Where support requests are mailed. */
  readonly organiserEmail: string;
  /** One line of the server log with its structured fields (server/ops/logger.ts). */
  readonly log: Log;
  /** The provider of each social network that is on (server/oauth/social-providers.ts). */
  readonly socialProviders: SocialProviders;
  /** How mail and SMS are delivered, and the organiser's name they carry; default: the log. */
  readonly outbox: OutboxSettings;
  /** The card provider, hold time and hold caps (server/payment/payment-settings.ts). */
  readonly payment: PaymentSettings;
  /** How the client's address is found (TRUST_PROXY; server/limits/client-ip.ts); default: no proxy. */
  readonly limits: LimitsSettings;
  /** False with DELIVERY=off: no mail, SMS or refund call leaves this process (server/ops/delivery-hold.ts). */
  readonly delivery: boolean;
}
