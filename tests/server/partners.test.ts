/**
 * Partners over HTTP (issue 17): an order keeps who sold it; GET /api/partner/report answers
 * the calling partner's paid orders only (count, tickets, revenue, per event and day, CSV) and
 * nothing of another partner or of a buyer; a return address outside the partner's origins is
 * refused (no way back); a partner page confirms a paid order only with its way-back key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { insertPartner } from '../../server/partners/partners.ts';
import { PURCHASE_CHECKS_PER_10_MIN } from '../../server/partners/partner-routes.ts';
import { EVENT, buy, formats, paid, paymentBody, pressPayButton, seedShop, thanksLocation, ticketLine } from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let keyA = '';
let keyB = '';
const PAGE_A = 'https://vershina.example/journal/rubezh/?utm_source=journal';

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedShop(db, new Date()) });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  keyA = await insertPartner(server.db, { name: 'vershina', title: 'Вершина', origins: ['https://vershina.example'] }, new Date());
  keyB = await insertPartner(server.db, { name: 'polimer', title: 'Полимер-Тех', origins: ['https://polimer.example'] }, new Date());
});

const body = (tickets: Record<string, unknown>[], attribution?: Record<string, unknown>, email = 'buyer@example.com') =>
  paymentBody({ email, tickets, ...(attribution === undefined ? {} : { attribution }) });

const report = (key: string | undefined, query = '') =>
  server.api('GET', `/api/partner/report${query}`, key === undefined ? {} : { headers: { authorization: `Bearer ${key}` } });

async function orderRow(orderId: string) {
  const [row] = await server.db.query<{ partner: string | null; utm: unknown; return_url: string | null; amount: unknown }>(
    'SELECT partner, utm, return_url, amount FROM payment_order WHERE public_id = $1',
    [orderId],
  );
  return row;
}

describe('attribution on the order', () => {
  test('a known partner and its UTM are kept; an unknown name is ignored, its UTM kept; the price is the same', async () => {
    const attributed = await buy(server, body([ticketLine(formats.plain, 2)], { partner: 'vershina', utm: { source: 'journal', campaign: 'summer' } }));
    const unknown = await buy(server, body([ticketLine(formats.plain, 2)], { partner: 'nobody', utm: { source: 'bank' } }, 'other@example.com'));
    const plain = await buy(server, body([ticketLine(formats.plain, 2)], undefined, 'third@example.com'));
    expect(await orderRow(attributed)).toMatchObject({ partner: 'vershina', utm: { source: 'journal', campaign: 'summer' }, return_url: null });
    expect(await orderRow(unknown)).toMatchObject({ partner: null, utm: { source: 'bank' } });
    expect(await orderRow(plain)).toMatchObject({ partner: null, utm: null });
    const amounts = await Promise.all([attributed, unknown, plain].map(async (id) => Number((await orderRow(id))?.amount)));
    expect(amounts).toEqual([2000, 2000, 2000]);
  });

  test('a bad attribution is a 400 naming its field, not a crash', async () => {
    const answer = await server.api('POST', '/api/payment', { body: body([ticketLine(formats.plain)], { partner: 'Bad Name!' }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'attribution.partner' });
    const script = await server.api('POST', '/api/payment', { body: body([ticketLine(formats.plain)], { partner: 'vershina', return_url: 'javascript:alert(1)' }) });
    expect(script.status).toBe(400);
    expect(script.body).toMatchObject({ field: 'attribution.return_url' });
  });
});

describe('the way back', () => {
  test('a return address outside the partner\'s origins is refused: no way back is kept or offered', async () => {
    for (const outside of ['https://evil.example/journal/', 'http://vershina.example/journal/', 'https://vershina.example.evil.example/', 'https://polimer.example/intranet/']) {
      const { orderId, token } = paid(await server.api('POST', '/api/payment', { body: body([ticketLine(formats.plain)], { partner: 'vershina', return_url: outside }) }));
      expect(await pressPayButton(server, orderId, 'pay')).toMatch(thanksLocation(orderId));
      expect(await orderRow(orderId)).toMatchObject({ partner: 'vershina', return_url: null });
      const check = await server.api('GET', `/api/order/${orderId}`, { token: token ?? '' });
      expect(check.status).toBe(200);
      expect(check.body).toMatchObject({ status: 'paid', partner_return: null });
    }
  });

  test('from an allowed origin the paid order offers the way back, and only its key confirms it to the partner page', async () => {
    const { orderId, token } = paid(await server.api('POST', '/api/payment', { body: body([ticketLine(formats.plain, 2)], { partner: 'vershina', return_url: PAGE_A }) }));
    const check = await server.api('GET', `/api/order/${orderId}`, { token: token ?? '' });
    const back = (check.body as { partner_return: { title: string; url: string } }).partner_return;
    expect(back.title).toBe('Вершина');
    const url = new URL(back.url);
    expect(`${url.origin}${url.pathname}${url.search}`).toBe(PAGE_A);
    const mark = new URLSearchParams(url.hash.slice(1));
    expect(mark.get('racekit-order')).toBe(orderId);
    const key = mark.get('racekit-key') ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // not paid yet: nothing to confirm
    expect((await server.api('GET', `/api/order/${orderId}/purchase?key=${key}`)).status).toBe(404);
    expect(await pressPayButton(server, orderId, 'pay')).toMatch(thanksLocation(orderId));
    const confirmed = await server.api('GET', `/api/order/${orderId}/purchase?key=${key}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ order_id: orderId, status: 'paid', total: 2000, lines: [{ public_id: formats.plain, kind: 'ticket', title: '5 км', count: 2, total: 2000 }] });
    expect(JSON.stringify(confirmed.body)).not.toContain('buyer@example.com');

    const forged = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await server.api('GET', `/api/order/${orderId}/purchase?key=${forged}`)).status).toBe(404);
    expect((await server.api('GET', `/api/order/${orderId}/purchase`)).status).toBe(400);
  });

  test(`purchase checks are limited per address: ${PURCHASE_CHECKS_PER_10_MIN + 5} parallel guesses, ${PURCHASE_CHECKS_PER_10_MIN} answered`, async () => {
    const guess = 'A'.repeat(43);
    const answers = await Promise.all(Array.from({ length: PURCHASE_CHECKS_PER_10_MIN + 5 }, () => server.api('GET', `/api/order/no-such/purchase?key=${guess}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(PURCHASE_CHECKS_PER_10_MIN);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

describe('GET /api/partner/report', () => {
  async function salesOfBothPartners() {
    const a1 = await buy(server, body([ticketLine(formats.plain, 2)], { partner: 'vershina' }, 'anna@example.com'));
    const a2 = await buy(server, body([ticketLine(formats.last, 1)], { partner: 'vershina', utm: { source: 'journal' } }, 'boris@example.com'));
    // unpaid and declined orders of A count for nothing
    paid(await server.api('POST', '/api/payment', { body: body([ticketLine(formats.plain, 3)], { partner: 'vershina' }, 'pending@example.com') }));
    const declined = paid(await server.api('POST', '/api/payment', { body: body([ticketLine(formats.plain, 4)], { partner: 'vershina' }, 'declined@example.com') }));
    await pressPayButton(server, declined.orderId, 'decline');
    const b = await buy(server, body([ticketLine(formats.plain, 5)], { partner: 'polimer' }, 'colleague@example.com'));
    await buy(server, body([ticketLine(formats.plain, 1)], undefined, 'direct@example.com'));
    return { a1, a2, b };
  }

  test("counts only the partner's paid orders: totals, per event, per day, per event and day; no buyer's data", async () => {
    await salesOfBothPartners();
    const answer = await report(keyA);
    expect(answer.status).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    const figures = { orders: 2, tickets: 3, revenue: 2500 };
    expect(answer.body).toEqual({
      partner: { name: 'vershina', title: 'Вершина' },
      totals: figures,
      events: [{ event_public_id: EVENT, event_title: 'Забег', ...figures }],
      days: [{ day, ...figures }],
      rows: [{ day, event_public_id: EVENT, event_title: 'Забег', ...figures }],
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/@example\.com|Ирина|buyer/);

    const csv = await fetch(`${server.url}/api/partner/report?format=csv`, { headers: { authorization: `Bearer ${keyA}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toBe(`day,event_public_id,event_title,orders,tickets,revenue\r\n${day},${EVENT},Забег,2,3,2500\r\n`);

    const past = await report(keyA, '?from=2000-01-01&to=2000-12-31');
    expect(past.body).toMatchObject({ totals: { orders: 0, tickets: 0, revenue: 0 }, rows: [] });
  });

  test('a cell starting with a tab or a carriage return is defused in the CSV, as = + - @ are (server/exports/safe-cell.ts)', async () => {
    await buy(server, body([ticketLine(formats.plain, 2)], { partner: 'vershina' }));
    const day = new Date().toISOString().slice(0, 10);
    for (const [title, cell] of [
      ['\t=HYPERLINK("x")', `"'\t=HYPERLINK(""x"")"`],
      ['\r+1', `"'\r+1"`],
      ['@SUM(A1)', "'@SUM(A1)"],
    ]) {
      await server.db.query('UPDATE event SET title = $1 WHERE public_id = $2', [title, EVENT]);
      const csv = await fetch(`${server.url}/api/partner/report?format=csv`, { headers: { authorization: `Bearer ${keyA}` } });
      expect(await csv.text()).toBe(`day,event_public_id,event_title,orders,tickets,revenue\r\n${day},${EVENT},${cell},1,2,2000\r\n`);
    }
  });

  test("partner A's key cannot read B's orders; no key or a wrong one is a 401", async () => {
    await salesOfBothPartners();
    const b = await report(keyB);
    expect(b.body).toMatchObject({ partner: { name: 'polimer' }, totals: { orders: 1, tickets: 5, revenue: 5000 } });
    const a = await report(keyA);
    expect(a.body).toMatchObject({ partner: { name: 'vershina' }, totals: { orders: 2 } });
    // no parameter picks another partner: an unknown one is refused
    expect((await report(keyA, '?partner=polimer')).status).toBe(400);
    expect((await report(undefined)).status).toBe(401);
    expect((await report(`${keyB}x`)).status).toBe(401);
    expect((await report('rkp_' + 'A'.repeat(43))).status).toBe(401);
    // a buyer's session token is no partner key
    const { token } = paid(await server.api('POST', '/api/payment', { body: body([ticketLine(formats.plain)]) }));
    expect((await report(token ?? '')).status).toBe(401);
  });
});
