import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import type { SocialProvider } from './accounts/social-provider.ts';
import type { LimitsSettings } from './limits/limits-settings.ts';

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
  /** Origin of the organiser's site for links in mails; default: the origin of the request. */
  readonly publicUrl: string | undefined;
  /** Where support requests are mailed. */
  readonly organiserEmail: string;
  /** One line of the server log (outbox messages, errors). */
  readonly log: (line: string) => void;
  /** Exchanges social sign-in codes; default: the local stand-in provider. */
  readonly socialProvider: SocialProvider;
  /** How the client's address is found (TRUST_PROXY; server/limits/client-ip.ts); default: no proxy. */
  readonly limits: LimitsSettings;
}
