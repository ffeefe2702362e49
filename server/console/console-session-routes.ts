/** GET /api/console/me: the signed-in member of staff (sdk/contract/console/console-session.ts). */
import { consoleSessionCalls } from '../../sdk/contract/console/index.ts';
import { requireAuth } from '../http/request-auth.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';

export function consoleSessionRoutes(app: ApiApp): void {
  route(app, consoleSessionCalls.me, async ({ auth }) => {
    const { user } = requireAuth(auth);
    // route() let only staff through (the spec's role), so staff_role is set
    return { public_id: user.public_id, email: user.email, name: user.name, last_name: user.last_name, staff_role: user.staff_role ?? 'staff' };
  });
}
