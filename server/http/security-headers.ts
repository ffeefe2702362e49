import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './api-env.ts';

/**
 * `X-Content-Type-Options: nosniff` on every response; on HTML, a Content-Security-Policy
 * limiting who may frame the page (`frame-ancestors`, configurable) unless the route set its own.
 */
export function securityHeaders(frameAncestors: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
    c.res.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    const type = c.res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html') && !c.res.headers.has('content-security-policy')) {
      c.res.headers.set('content-security-policy', `frame-ancestors ${frameAncestors}`);
    }
  };
}
