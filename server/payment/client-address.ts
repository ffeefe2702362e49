/**
 * The client's IP address, for the per-IP hold cap of create-order.ts: the socket's peer.
 *
 * A stop-gap: wave2/limits builds the one client-IP helper (`server/limits/`, honouring a
 * trusted-proxy setting, so that behind a reverse proxy each visitor is told apart). Until it
 * is merged, every request behind a proxy shares the proxy's address — docs/deploy.md says so.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The peer address of the request, or 'unknown' (a request made in-process, as tests do with app.request). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
