import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { ApiEnv } from '../http/api-env.ts';
import { requestContext, type Log } from './logger.ts';
import type { Metrics } from './metrics.ts';

// What a proxy's id may look like: it goes into log lines as it is.
const PROXY_ID = /^[A-Za-z0-9._:-]{1,128}$/;
// Probes and scrapes every few seconds would drown the log: they are written at debug level.
const QUIET = /^\/(?:api\/health(?:\/|$)|metrics$)/;

/**
 * Gives each request an id — the `X-Request-Id` a trusted proxy set (TRUST_PROXY > 0, as for
 * the client's address: server/limits/client-ip.ts), else a new one — returns it in the
 * answer's `X-Request-Id`, runs the request under it (every line written meanwhile carries it),
 * then writes one line: method, route pattern, status, duration; and times it for /metrics.
 */
export function requestLog(log: Log, trustProxy: number, metrics: Metrics | undefined): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const given = trustProxy > 0 ? c.req.header('x-request-id') : undefined;
    const requestId = given !== undefined && PROXY_ID.test(given) ? given : randomUUID();
    const started = performance.now();
    await requestContext.run({ requestId }, next);
    c.res.headers.set('x-request-id', requestId);
    const ms = performance.now() - started;
    const route = routePath(c);
    const { method } = c.req;
    const { status } = c.res;
    metrics?.observeRequest(method, route, status, ms / 1000);
    requestContext.run({ requestId }, () =>
      log(`${method} ${route} ${status}`, {
        event: 'request',
        method,
        route,
        status,
        ms: Math.round(ms * 10) / 10,
        ...(QUIET.test(c.req.path) ? { level: 'debug' } : {}),
      }),
    );
  };
}
