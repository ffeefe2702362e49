/**
 * Issue 29 §2: the provider's return to the thanks page carries the order's view key, which
 * opens that order's check without the buyer's token (a guest who paid on a partner page holds
 * the token in the partner origin only) — that one call of that one order, for a limited time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { VIEW_AFTER_HOLD_MS } from '../../server/orders/order-view.ts';
import { formats, paid, paymentBody, pressPayButton, seedShop, thanksLocation, ticketLine } from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedShop(db, new Date()) });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

/** A guest pays one ticket; answers the order, its view key (from the pay page's return) and the guest's token. */
async function guestPurchase(): Promise<{ orderId: string; view: string; token: string }> {
  const { orderId, token } = paid(await server.api('POST', '/api/payment', { body: paymentBody({ tickets: [ticketLine(formats.plain)] }) }));
  const location = await pressPayButton(server, orderId, 'pay');
  expect(location).toMatch(thanksLocation(orderId));
  return { orderId, view: new URLSearchParams(location.split('?')[1]).get('view') ?? '', token: token ?? '' };
}

describe("the order's view key", () => {
  test('opens the order check without a token; no key, a wrong key or another order answer as before', async () => {
    const { orderId, view } = await guestPurchase();
    const check = await server.api('GET', `/api/order/${orderId}/view?key=${view}`);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ status: 'paid', items: { email: 'buyer@example.com' }, tickets: [{ public_id: expect.stringMatching(/^\S+$/) }] });

    expect((await server.api('GET', `/api/order/${orderId}`)).status).toBe(401);
    expect((await server.api('GET', `/api/order/${orderId}/view?key=${'A'.repeat(43)}`)).status).toBe(404);
    const other = await guestPurchase();
    expect((await server.api('GET', `/api/order/${other.orderId}/view?key=${view}`)).status).toBe(404);
    // a token changes nothing: a key of another order opens nothing
    expect((await server.api('GET', `/api/order/${orderId}/view?key=${other.view}`, { token: other.token })).status).toBe(404);
  });

  test('opens nothing else: the goods of the order and the tickets stay personal', async () => {
    const { orderId, view } = await guestPurchase();
    expect((await server.api('GET', `/api/user/shop/soldgood/${orderId}?key=${view}`)).status).toBe(401);
    expect((await server.api('GET', `/api/user/tickets/my?key=${view}`)).status).toBe(401);
  });

  test('ends an hour after the hold', async () => {
    const { orderId, view } = await guestPurchase();
    const [row] = await server.db.query<{ hold_until: Date }>('SELECT hold_until FROM payment_order WHERE public_id = $1', [orderId]);
    const left = (row?.hold_until.getTime() ?? 0) + VIEW_AFTER_HOLD_MS - server.clock.now().getTime();
    server.clock.freeze();
    server.clock.advance(left - 1_000);
    expect((await server.api('GET', `/api/order/${orderId}/view?key=${view}`)).status).toBe(200);
    server.clock.advance(1_000);
    expect((await server.api('GET', `/api/order/${orderId}/view?key=${view}`)).status).toBe(404);
  });
});
