/**
 * In development the demo runner holds two paid tickets of a demo event (issue 26 §7), so
 * check-in can be tried at once: sign in at /checkin as staff@racekit.demo and scan the QR codes
 * from runner@racekit.demo's «Мои билеты». Bought through the app's own calls (the local
 * provider's «Оплатить»), never written by hand, so stock, orders and tickets agree as after any
 * purchase. Once per database (the `seed_run` marker); never in production (no local provider).
 */
import type { ApiApp } from '../http/api-env.ts';
import type { Database } from '../db/database.ts';
import { demoUsers } from './demo-users.ts';

/** The demo event city and format the runner's tickets are for (server/seed/demo-events.ts). */
export const DEMO_RUNNER_TICKETS = { event: 'ev-rubezh-leto', eventCity: 'ec-rubezh-leto-msk', format: 'f-rl-msk-sprint', count: 2 } as const;
const MARKER = 'demo-runner-tickets';

async function json(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok || typeof body !== 'object' || body === null) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return Object.fromEntries(Object.entries(body));
}

/** Buys the runner's tickets once; answers false when they were bought before or cannot be. */
export async function seedDemoRunnerTickets(app: ApiApp, db: Database): Promise<boolean> {
  const runner = demoUsers.find((user) => user.email === 'runner@racekit.demo');
  const [format] = await db.query('SELECT 1 FROM event_format WHERE public_id = $1', [DEMO_RUNNER_TICKETS.format]);
  if (runner === undefined || format === undefined) return false;
  const marked = await db.query('INSERT INTO seed_run (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name', [MARKER]);
  if (marked.length === 0) return false;
  try {
    const headers = { 'content-type': 'application/json' };
    const session = await json(await app.request('/api/auth', { method: 'PUT', headers, body: JSON.stringify({ email: runner.email, password: runner.password }) }));
    const token = typeof session['token'] === 'string' ? session['token'] : '';
    const ticket = { event_public_id: DEMO_RUNNER_TICKETS.event, public_id: DEMO_RUNNER_TICKETS.format, count: DEMO_RUNNER_TICKETS.count, event_city: { public_id: DEMO_RUNNER_TICKETS.eventCity } };
    const payment = await json(
      await app.request('/api/payment', {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: JSON.stringify({ email: runner.email, tickets: [ticket], shop: [], insurances: [], register: false }),
      }),
    );
    const orderId = typeof payment['order_public_id'] === 'string' ? payment['order_public_id'] : '';
    const paid = await app.request(`/pay/${encodeURIComponent(orderId)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay' });
    if (paid.status !== 303) throw new Error(`the local provider answered ${paid.status}`);
    return true;
  } catch (error) {
    await db.query('DELETE FROM seed_run WHERE name = $1', [MARKER]);
    throw error;
  }
}
