/**
 * A buyer's own cancellation asks the provider for the money at once, outside the job queue: on
 * a process whose delivery is held — the marker of a restored database, or DELIVERY=off — it is
 * refused (503, the provider "unavailable") and nothing changes; released, the same cancellation
 * goes through (issue 27, item 7; server/ops/delivery-hold.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { holdDelivery, releaseDelivery } from '../../../server/ops/delivery-hold.ts';
import { registerConfirmed } from '../account-steps.ts';
import { buy, formats, paymentBody, seedShop, ticketLine } from '../support-shop.ts';
import { startTestServer, type TestServer } from '../test-server.ts';

let held: TestServer;
let off: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  const seed = (db: Parameters<typeof seedShop>[0]) => seedShop(db, new Date());
  held = await startTestServer({ seed, log: (line) => lines.push(line) });
  off = await startTestServer({ seed, delivery: false, log: (line) => lines.push(line) });
});
afterAll(async () => {
  await held?.close();
  await off?.close();
});

async function boughtTicket(server: TestServer, email: string): Promise<{ token: string; id: string }> {
  const { token } = await registerConfirmed(server, email);
  const orderId = await buy(server, paymentBody({ email, tickets: [ticketLine(formats.plain)] }), token);
  const [ticket] = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1', [orderId]);
  return { token, id: ticket?.public_id ?? '' };
}

describe('a cancellation while delivery is held', () => {
  test('on a restored database (the marker): refused, nothing changes; released, it goes through', async () => {
    const { token, id } = await boughtTicket(held, 'restored@example.com');
    await holdDelivery(held.db, 'restored from racekit-1.dump', new Date());
    const refused = await held.api('POST', '/api/payment/cancel', { token, body: { public_id: id } });
    expect([refused.status, refused.message]).toEqual([503, 'Платёжный сервис сейчас недоступен, попробуйте позже']);
    expect(await held.db.query('SELECT status FROM ticket WHERE public_id = $1', [id])).toEqual([{ status: 'active' }]);
    expect(await held.db.query('SELECT 1 FROM refund')).toHaveLength(0);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^payment: the refund of ticket ${id} was not asked: delivery is held \\(restored from racekit-1\\.dump, since `)));

    await releaseDelivery(held.db);
    const done = await held.api('POST', '/api/payment/cancel', { token, body: { public_id: id } });
    expect(done.body).toEqual({ sum: 1000 });
  });

  test('on a process with DELIVERY=off: refused', async () => {
    const { token, id } = await boughtTicket(off, 'off@example.com');
    const refused = await off.api('POST', '/api/payment/cancel', { token, body: { public_id: id } });
    expect(refused.status).toBe(503);
    expect(await off.db.query('SELECT 1 FROM refund')).toHaveLength(0);
    expect(lines).toContain(`payment: the refund of ticket ${id} was not asked: delivery is held (DELIVERY=off)`);
  });
});
