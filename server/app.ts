/**
 * The one HTTP app of racekit: the API under /api (CORS for any origin, bearer tokens, JSON
 * errors `{ message }`), the built site at / with an SPA fallback, the widget bundle at
 * /embed/, the partner examples at /examples/, the stand-in OAuth provider at /oauth/ (for the
 * networks it serves, outside production) and the local payment provider's pages at /pay/ (mounted by their route module). Testable with
 * `app.request()` and servable with @hono/node-server.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { SocialNetwork } from '../sdk/contract/index.ts';
import type { AppDeps } from './app-deps.ts';
import { systemClock } from './clock.ts';
import type { ApiApp, ApiEnv, RouteModule } from './http/api-env.ts';
import { apiCaching } from './http/api-caching.ts';
import { HttpError } from './http/http-error.ts';
import { isBadInputError, urlGuard } from './http/input-guard.ts';
import { jsonResponse } from './http/json-response.ts';
import { migrationList } from './db/migration-list.ts';
import { Readiness, readyReport } from './ops/health.ts';
import { createLogger, logTo, type Log } from './ops/logger.ts';
import { createMetrics, metricsRoute, type Metrics } from './ops/metrics.ts';
import { defaultOpsSettings, type OpsSettings } from './ops/ops-settings.ts';
import { requestLog } from './ops/request-log.ts';
import { requestLanguage } from './http/request-language.ts';
import { messageBody, type Said } from './http/server-text.ts';
import { directConnection } from './limits/limits-settings.ts';
import { securityHeaders } from './http/security-headers.ts';
import { embedCachePolicy, siteCachePolicy, staticFile, type CachePolicy } from './http/static-files.ts';
import { noSocialSignIn, type OAuthSettings } from './oauth/oauth-settings.ts';
import { socialProvidersOf } from './oauth/social-providers.ts';
import { mountStandInPages } from './oauth/stand-in-pages.ts';
import { readPaymentSettings } from './payment/payment-settings.ts';
import { logOutboxSettings } from './outbox/outbox-settings.ts';
import { routeModules } from './route-list.ts';
import { ServerEnvError, type SettingProblems } from './server-env.ts';
import { siteDocumentsRoutes } from './site-head/site-documents.ts';
import { sitePageHandler } from './site-head/site-page.ts';

/** What createApp needs: the database, and anything to override in the defaults. */
export type AppOptions = Pick<AppDeps, 'db'> &
  Partial<Omit<AppDeps, 'db'>> & {
    /** Social sign-in (server/oauth/oauth-settings.ts); default: the stand-in outside production. */
    readonly oauth?: OAuthSettings;
    /** Route modules to mount instead of server/route-list.ts (tests of the helper). */
    readonly modules?: readonly RouteModule[];
    /** Logs, metrics, health and HSTS (server/ops/ops-settings.ts); default: no metrics. */
    readonly ops?: OpsSettings;
    /** This process's readiness (server/ops/health.ts): main.ts marks it shutting down. */
    readonly readiness?: Readiness;
    /**
     * Where each request's line goes (server/ops/request-log.ts): by default the log when it is
     * the default one; a caller that gives its own `log` (a test) gets request lines only by
     * giving this too, so the lines it reads stay the events it looks for.
     */
    readonly accessLog?: Log;
    /** Request timings and the shop's figures for /metrics (server/ops/metrics.ts); default: made when ops has a METRICS_TOKEN. */
    readonly metrics?: Metrics | undefined;
  };


function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** Fills the defaults of {@link AppOptions}. */
export function resolveDeps(options: AppOptions): AppDeps & { readonly standInNetworks: readonly SocialNetwork[] } {
  const mode = options.mode ?? 'development';
  const clock = options.clock ?? systemClock;
  const log = options.log ?? logTo(createLogger({ ...defaultOpsSettings, logFormat: mode === 'production' ? 'json' : 'pretty' }));
  const oauth = options.oauth ?? { ...noSocialSignIn, standIn: mode !== 'production', allowHttp: mode !== 'production' };
  const social = socialProvidersOf(oauth, { db: options.db, clock, log });
  const problems: SettingProblems = [];
  // main.ts passes the settings it read; an app built without them reads the environment
  const payment = options.payment ?? readPaymentSettings(process.env, mode, problems);
  if (mode === 'production' && options.publicUrl === undefined) problems.push('PUBLIC_URL must be set in production');
  if (problems.length > 0) throw new ServerEnvError(problems.join('\n'));
  return {
    db: options.db,
    mode,
    clock,
    dirs: options.dirs ?? {},
    frameAncestors: options.frameAncestors ?? "'self'",
    publicUrl: options.publicUrl,
    organiserEmail: options.organiserEmail ?? 'support@racekit.local',
    log,
    socialProviders: options.socialProviders ?? social.providers,
    standInNetworks: options.socialProviders === undefined ? social.standIn : [],
    outbox: options.outbox ?? logOutboxSettings,
    payment,
    limits: options.limits ?? directConnection,
    delivery: options.delivery ?? true,
  };
}

/** Builds the app. */
export function createApp(options: AppOptions): ApiApp {
  const deps = resolveDeps(options);
  const ops = options.ops ?? defaultOpsSettings;
  const readiness = options.readiness ?? new Readiness();
  const metrics = options.metrics ?? (ops.metricsToken === undefined ? undefined : createMetrics(deps.db, deps.clock));
  const app: ApiApp = new Hono<ApiEnv>();

  // first: it times the whole answer and writes its line last
  const accessLog = options.accessLog ?? (options.log === undefined ? deps.log : () => undefined);
  app.use('*', requestLog(accessLog, deps.limits.trustProxy, metrics));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  const payPage = deps.payment.provider === 'robokassa' ? deps.payment.robokassa?.payUrl : undefined;
  app.use('*', securityHeaders({
    mode: deps.mode,
    frameAncestors: deps.frameAncestors,
    formActions: payPage === undefined ? [] : [new URL(payPage).origin],
    hstsIncludeSubdomains: ops.hstsIncludeSubdomains,
  }));
  app.use('*', urlGuard);
  app.use(
    '/api/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      exposeHeaders: ['Content-Disposition', 'Retry-After', 'X-Request-Id'],
      credentials: false,
      maxAge: 600,
    }),
  );
  const limitBody = bodyLimit({ maxSize: 8 * 1024 * 1024, onError: (c) => said(c, 'server.http.tooLarge', 413) });
  // A GET or HEAD has no body; asking for one (bodyLimit does) makes @hono/node-server build a
  // whole fetch Request for every read — most of a catalogue read's own work in a rush (issue 30).
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
  // Answers differ by language (server/http/request-language.ts): caches must keep them apart.
  app.use('/api/*', async (c, next) => {
    await next();
    c.res.headers.append('vary', 'Accept-Language');
  });
  // Compressed answers; ETag and a short public cache for the catalogue (server/http/api-caching.ts).
  app.use('/api/*', apiCaching());

  app.onError((error, c) => {
    if (error instanceof HttpError) return said(c, error.said, error.status, error.extra, error.headers);
    if (isUniqueViolation(error)) return said(c, 'server.http.duplicate', 409);
    if (isBadInputError(error)) return said(c, 'server.http.badData', 400);
    deps.log(`error: ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`, { event: 'request.error', level: 'error' });
    // the client shows the spec's own text for a 500 (purchase.md §8)
    return said(c, 'errors.generic', 500);
  });

  app.get('/api/health', () => jsonResponse({ ok: true, database: deps.db.kind }));
  app.get('/api/health/live', () => jsonResponse({ ok: true }));
  app.get('/api/health/ready', async () => {
    const report = await readyReport(deps, readiness, migrationList, ops.readyJobDelayMs);
    return jsonResponse(report, report.ok ? 200 : 503, { 'cache-control': 'no-store' });
  });
  // Prometheus text to the bearer of METRICS_TOKEN; /metrics is never the site's page
  app.get('/metrics', metricsRoute(metrics, ops.metricsToken));
  for (const mount of options.modules ?? routeModules) mount(app, deps);
  if (deps.standInNetworks.length > 0) mountStandInPages(app, deps, deps.standInNetworks);

  app.all('/api/*', (c) => said(c, 'server.http.notFound', 404));
  // Embed (docs/embedding.md): partner pages on other origins import the widget chunks as
  // modules, a CORS read; the strict-CSP example is served under its policy as a header; the
  // React host example is built into dist/examples/react-host, beside dist/embed.
  app.use('/embed/*', cors({ origin: '*', allowMethods: ['GET', 'HEAD'] }));
  mountStatic(app, '/embed', deps.dirs.embed, embedCachePolicy);
  const strictCsp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'; require-trusted-types-for 'script'";
  app.use('/examples/*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/examples/strict-csp/')) c.res.headers.set('content-security-policy', strictCsp);
  });
  mountStatic(app, '/examples/react-host', deps.dirs.embed === undefined ? undefined : `${deps.dirs.embed}/../examples/react-host`, () => 'no-cache');
  mountStatic(app, '/examples', deps.dirs.examples, () => 'no-cache');
  // Race-day check-in (issue 26, docs/checkin.md): a page of its own build, dist/checkin beside
  // dist/site; a path under /checkin/ that names no file (no extension) is the page.
  const checkinDir = deps.dirs.site === undefined ? undefined : `${deps.dirs.site}/../checkin`;
  app.on(['GET', 'HEAD'], '/checkin', (c) => c.redirect('/checkin/', 301));
  app.on(['GET', 'HEAD'], '/checkin/*', async (c) => {
    const file = decodedPath(c, '/checkin');
    const found = file === '' ? undefined : await staticFile(checkinDir, file, siteCachePolicy, c.req.raw);
    if (found !== undefined || /\.\w+$/.test(file)) return found ?? notFound();
    return (await staticFile(checkinDir, 'index.html', siteCachePolicy, c.req.raw)) ?? notFound();
  });
  // robots.txt and sitemap.xml are the server's, never the site's fallback.
  siteDocumentsRoutes(app, deps);
  // A page that names no icon (the partner examples, a provider's return) makes the browser ask
  // for /favicon.ico: the site's own file when it has one, else its SVG icon (302: a site that
  // adds one later is not hidden behind a cached redirect), not a 404 in the page's console.
  if (deps.dirs.site !== undefined) {
    const siteDir = deps.dirs.site;
    app.on(['GET', 'HEAD'], '/favicon.ico', async (c) => (await staticFile(siteDir, 'favicon.ico', siteCachePolicy, c.req.raw)) ?? c.redirect('/favicon.svg', 302));
  }
  const sitePage = sitePageHandler(app, deps);
  app.on(['GET', 'HEAD'], '*', async (c) => {
    // The main page is a page like the others (its head filled), not the bare index.html.
    const found = c.req.path === '/' ? undefined : await staticFile(deps.dirs.site, decodedPath(c, ''), siteCachePolicy, c.req.raw);
    if (found !== undefined) return found;
    // Paths owned by other mounts never fall back to the site.
    if (/^\/(?:embed|examples|pay|oauth)(?:\/|$)/.test(c.req.path)) return notFound();
    // The SPA fallback with the page's head and first answers filled in (server/site-head); the
    // client router shows its not-found page for unknown routes.
    return (await sitePage(c.req.raw)) ?? notFound();
  });
  app.notFound((c) => (c.req.path.startsWith('/api/') ? said(c, 'server.http.notFound', 404) : notFound()));
  return app;
}

/** A JSON answer saying `what` in the request's language (server/http/server-text.ts). */
function said(c: Context, what: Said, status: number, extra: Readonly<Record<string, unknown>> = {}, headers: Readonly<Record<string, string>> = {}): Response {
  return jsonResponse({ ...messageBody(what, requestLanguage(c)), ...extra }, status, headers);
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

function decodedPath(c: Context<ApiEnv>, prefix: string): string {
  const rest = c.req.path.slice(prefix.length).replace(/^\/+/, '');
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

function mountStatic(app: ApiApp, prefix: string, root: string | undefined, cachePolicy: CachePolicy): void {
  app.on(['GET', 'HEAD'], prefix, (c) => c.redirect(`${prefix}/`, 301));
  app.on(['GET', 'HEAD'], `${prefix}/*`, async (c) => {
    return (await staticFile(root, decodedPath(c, prefix), cachePolicy, c.req.raw)) ?? notFound();
  });
}
