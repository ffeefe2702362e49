import { serve } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiApp } from './http/api-env.ts';

/** A listening server. */
export interface Listening {
  /** `http://host:port` */
  readonly url: string;
  readonly port: number;
  /** Stops accepting connections and ends the open ones. */
  close(): Promise<void>;
  /**
   * Stops accepting connections (a new one is refused) and closes the idle ones; the requests
   * in hand are still answered, each with `Connection: close` (graceful shutdown, server/ops).
   */
  stopAccepting(): void;
  /** Resolves once no request is in hand (true) or after `boundMs` (false), then ends every connection. */
  finishInFlight(boundMs: number): Promise<boolean>;
}

/** Serves `app` on `host:port` (port 0: a free port). */
export function listen(app: ApiApp, host: string, port: number): Promise<Listening> {
  return new Promise((resolvePromise, reject) => {
    const inHand = new Set<ServerResponse>();
    let closing = false;
    let allAnswered: (() => void) | undefined;
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      const shown = host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `http://${shown}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            endConnections(false);
          }),
        stopAccepting() {
          closing = true;
          // an answer not yet begun tells the proxy not to send another request on its connection
          for (const response of inHand) if (!response.headersSent) response.shouldKeepAlive = false;
          server.close();
          endConnections(true);
        },
        async finishInFlight(boundMs) {
          const all =
            inHand.size === 0 ||
            (await new Promise<boolean>((done) => {
              const timer = setTimeout(() => done(false), boundMs);
              allAnswered = () => {
                clearTimeout(timer);
                done(true);
              };
            }));
          endConnections(false);
          return all;
        },
      });
    });
    function endConnections(idleOnly: boolean): void {
      if (idleOnly && 'closeIdleConnections' in server) server.closeIdleConnections();
      else if (!idleOnly && 'closeAllConnections' in server) server.closeAllConnections();
    }
    // counts the requests in hand; while closing, no connection is kept for another request
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
      inHand.add(response);
      if (closing) response.shouldKeepAlive = false;
      response.once('close', () => {
        inHand.delete(response);
        if (closing) endConnections(true);
        if (inHand.size === 0) allAnswered?.();
      });
    });
    server.once('error', reject);
  });
}
