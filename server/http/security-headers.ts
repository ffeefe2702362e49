import type { MiddlewareHandler } from 'hono';
import type { ServerMode } from '../app-deps.ts';
import type { ApiEnv } from './api-env.ts';

/** What {@link securityHeaders} needs to know. */
export interface SecurityHeaderSettings {
  readonly mode: ServerMode;
  /** FRAME_ANCESTORS: who may frame the site's pages. */
  readonly frameAncestors: string;
  /** Origins a form of the site may post to besides its own (the card provider's payment page). */
  readonly formActions: readonly string[];
  /** HSTS_INCLUDE_SUBDOMAINS. */
  readonly hstsIncludeSubdomains: boolean;
}

/**
 * The site's Content-Security-Policy (docs/deploy.md, "The site's Content-Security-Policy"; the
 * e2e spec site-strict-csp walks a purchase under it): no inline script or style, Trusted
 * Types required, nothing loaded from elsewhere.
 */
export function siteContentSecurityPolicy(frameAncestors: string, formActions: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${["'self'", ...formActions].join(' ')}`,
    `frame-ancestors ${frameAncestors}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}

const ONE_YEAR_S = 31_536_000;
// Partner examples carry policies of their own (their pages show what a partner would send).
const OWN_POLICY = /^\/examples(?:\/|$)/;

/**
 * `X-Content-Type-Options: nosniff` and a referrer policy on every response; on HTML pages a
 * Content-Security-Policy unless the route set its own: in production the site's whole policy
 * (above), elsewhere `frame-ancestors` only (the dev server's pages carry inline code). In
 * production every answer also carries Strict-Transport-Security for a year (PUBLIC_URL is
 * https there).
 */
export function securityHeaders(settings: SecurityHeaderSettings): MiddlewareHandler<ApiEnv> {
  const production = settings.mode === 'production';
  const sitePolicy = production ? siteContentSecurityPolicy(settings.frameAncestors, settings.formActions) : `frame-ancestors ${settings.frameAncestors}`;
  const hsts = `max-age=${ONE_YEAR_S}${settings.hstsIncludeSubdomains ? '; includeSubDomains' : ''}`;
  return async (c, next) => {
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
    c.res.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    if (production) c.res.headers.set('strict-transport-security', hsts);
    const type = c.res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html') && !c.res.headers.has('content-security-policy')) {
      const policy = OWN_POLICY.test(c.req.path) ? `frame-ancestors ${settings.frameAncestors}` : sitePolicy;
      c.res.headers.set('content-security-policy', policy);
    }
  };
}
