import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { ApiApp } from './http/api-env.ts';

/** A listening server. */
export interface Listening {
  /** `http://host:port` */
  readonly url: string;
  readonly port: number;
  /** Stops accepting connections and ends the open ones. */
  close(): Promise<void>;
}

/** Serves `app` on `host:port` (port 0: a free port). */
export function listen(app: ApiApp, host: string, port: number): Promise<Listening> {
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      const shown = host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `http://${shown}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
