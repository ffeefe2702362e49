/**
 * POST /api/payment, the local provider's page and its signed notification, the order check,
 * hold expiry and POST /api/payment/cancel — over HTTP against a fresh database per test.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { registerConfirmed } from './account-steps.ts';
import {
  CITY_ID,
  INSURANCE,
  PICKUP,
  buy,
  formats,
  paid,
  participant,
  paymentBody,
  pressPayButton,
  products,
  seedShop,
  thanksLocation,
  ticketLine,
  ticketsLeft,
  valuesOf,
} from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const SECRET = 'payment-checkout-test-secret';
let server: TestServer;

beforeAll(async () => {
  process.env['PAYMENT_SECRET'] = SECRET;
  server = await startTestServer({ seed: (db) => seedShop(db, new Date()) });
});
afterAll(async () => {
  await server.close();
  delete process.env['PAYMENT_SECRET'];
});
beforeEach(() => server.reset());

const pay = (body: Record<string, unknown>, token?: string) =>
  server.api('POST', '/api/payment', { body, ...(token === undefined ? {} : { token }) });

function notify(body: Record<string, unknown>, secret = SECRET) {
  const raw = JSON.stringify(body);
  return fetch(`${server.url}/api/payment/notify`, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', 'x-payment-signature': createHmac('sha256', secret).update(raw).digest('hex') },
  });
}

async function orderStatus(orderId: string): Promise<string | undefined> {
  const [row] = await server.db.query<{ status: string }>('SELECT status FROM payment_order WHERE public_id = $1', [orderId]);
  return row?.status;
}

async function stateChanges(orderId: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM order_event WHERE order_id = $1', [orderId]);
  return row?.n ?? -1;
}

describe('a guest pays through the local provider', () => {
  test('the order holds the tickets, the page shows the amount, the signed callback issues the tickets', async () => {
    const answer = await pay(paymentBody({ tickets: [ticketLine(formats.plain, 2)] }));
    const { orderId, redirect, form, token } = paid(answer);
    expect(redirect).toBe(`${server.url}/pay/${orderId}`);
    expect(form).toEqual({ order: orderId, amount: '2000.00' });
    expect(token).not.toBeNull();
    expect(answer.body).toMatchObject({ user: { temporary: true, email: 'buyer@example.com' } });
    expect(await ticketsLeft(server.db, formats.plain)).toBe(98);
    expect(await orderStatus(orderId)).toBe('pending');

    const page = await fetch(`${server.url}/pay/${orderId}`);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(html).toContain('2\u00a0000\u00a0Руб.');
    expect(html).toContain('>Оплатить</button>');
    expect(html).toContain('>Отклонить</button>');
    expect(html).not.toMatch(/<script|https?:\/\//);

    expect(await pressPayButton(server, orderId, 'pay')).toMatch(thanksLocation(orderId));
    const check = await server.api('GET', `/api/order/${orderId}`, { token: token ?? '' });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      status: 'paid',
      items: { tickets: [{ public_id: formats.plain, count: 2, price: 2000 }], shop: [], certificates: [], insurances: [], email: 'buyer@example.com' },
    });
    const tickets = valuesOf(await server.api('GET', '/api/user/tickets/my', { token: token ?? '' }));
    expect(tickets.map((ticket) => ticket['info'])).toEqual([
      expect.objectContaining({ number: 1, registered: false }),
      expect.objectContaining({ number: 2, registered: false }),
    ]);
    expect(await ticketsLeft(server.db, formats.plain)).toBe(98);
  });

  test('the redirect alone leaves the order unpaid', async () => {
    const { orderId, token } = paid(await pay(paymentBody({ tickets: [ticketLine(formats.plain)] })));
    const thanks = await fetch(`${server.url}/basket/thanks?order=${orderId}`);
    expect(thanks.status).toBeLessThan(500);
    const check = await server.api('GET', `/api/order/${orderId}`, { token: token ?? '' });
    expect(check.body).toMatchObject({ status: 'pending', tickets: [] });
    const unknown = await fetch(`${server.url}/pay/no-such-order`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Заказ не найден');
  });

  test("'Отклонить' declines the order, releases its hold and returns to the basket", async () => {
    const { orderId } = paid(await pay(paymentBody({ tickets: [ticketLine(formats.last, 2)] })));
    expect(await ticketsLeft(server.db, formats.last)).toBe(3);
    expect(await pressPayButton(server, orderId, 'decline')).toBe('/basket?payment=failed');
    expect(await orderStatus(orderId)).toBe('declined');
    expect(await ticketsLeft(server.db, formats.last)).toBe(5);
    const page = await (await fetch(`${server.url}/pay/${orderId}`)).text();
    expect(page).toContain('Платёж по этому заказу отклонён.');
    expect(page).not.toContain('<button');
  });

  test('a signed-in buyer gets no new token and the order is theirs', async () => {
    const { token } = await registerConfirmed(server, 'anna@example.com');
    const answer = await pay(paymentBody({ email: 'anna@example.com', tickets: [ticketLine(formats.plain)] }), token);
    const { orderId, token: fresh } = paid(answer);
    expect(fresh).toBeNull();
    expect((await server.api('GET', `/api/order/${orderId}`, { token })).status).toBe(200);
  });
});

describe('the server prices every line itself', () => {
  const cases: readonly { name: string; body: Record<string, unknown>; amount: string }[] = [
    { name: 'one ticket at the format price', body: paymentBody({ tickets: [ticketLine(formats.plain)] }), amount: '1000.00' },
    { name: 'a sale of 50 % from two tickets', body: paymentBody({ tickets: [ticketLine(formats.sale, 2)] }), amount: '800.00' },
    { name: 'below the sale threshold', body: paymentBody({ tickets: [ticketLine(formats.sale, 1)] }), amount: '800.00' },
    { name: 'a 10 % promo code', body: paymentBody({ tickets: [ticketLine(formats.plain, 2, { promocode: 'ten' })] }), amount: '1800.00' },
    { name: 'a promo code capped by its uses', body: paymentBody({ tickets: [ticketLine(formats.plain, 3, { promocode: 'ONCE' })] }), amount: '2000.00' },
    { name: 'an insured ticket', body: paymentBody({ tickets: [ticketLine(formats.plain, 2, { insurance: INSURANCE })] }), amount: '2400.00' },
    { name: 'a fixed team of three', body: paymentBody({ tickets: [ticketLine(formats.team, 3)] }), amount: '9000.00' },
    {
      name: 'a good delivered by courier',
      body: paymentBody({
        shop: [{ public_id: products.mug, count: 1 }],
        phone: '79161234567',
        location_id: CITY_ID,
        address: 'ул. Ленина, 1',
        first_name: 'Анна',
        last_name: 'Петрова',
      }),
      amount: '900.00',
    },
    { name: 'a good picked up', body: paymentBody({ shop: [{ public_id: products.mug, count: 1, delivery_public_id: PICKUP }] }), amount: '600.00' },
    { name: 'a fixed-roubles product promo', body: paymentBody({ shop: [{ public_id: products.mug, count: 2, delivery_public_id: PICKUP, promocode: 'MUG' }] }), amount: '1000.00' },
    { name: 'a certificate, no delivery', body: paymentBody({ shop: [{ public_id: products.certificate, count: 1 }] }), amount: '3000.00' },
    {
      name: 'an insurance line',
      body: paymentBody({
        insurances: [{ public_id: INSURANCE, count: 1, first_name: 'Анна', last_name: 'Петрова', birth_date: '1990-01-01', gender: 'female', phone: '79161234567', start_date: '2030-06-01' }],
      }),
      amount: '200.00',
    },
  ];
  test.each(cases)('$name → $amount', async ({ body, amount }) => {
    expect(paid(await pay(body)).form['amount']).toBe(amount);
  });

  test("a vip's first ticket at the personal discount, the others at full price", async () => {
    const { token, userId } = await registerConfirmed(server, 'vip@example.com');
    await server.db.query("UPDATE app_user SET role = '{vip}', discount = 20, discount_form = 'percent' WHERE public_id = $1", [userId]);
    const answer = await pay(paymentBody({ email: 'vip@example.com', tickets: [ticketLine(formats.plain, 2, { promocode: 'TEN' })] }), token);
    expect(paid(answer).form['amount']).toBe('1800.00');
    const [promo] = await server.db.query<{ used_count: number }>("SELECT used_count FROM promocode WHERE code = 'TEN'");
    expect(promo?.used_count).toBe(0);
  });
});

describe('refusals', () => {
  const cases: readonly { name: string; body: Record<string, unknown>; status: number; message: string }[] = [
    { name: 'more tickets than are left', body: paymentBody({ tickets: [ticketLine(formats.last, 6)] }), status: 409, message: 'Указанное количество билетов недоступно' },
    { name: 'a size out of stock', body: paymentBody({ shop: [{ public_id: products.shirt, count: 1, size: 'M', delivery_public_id: PICKUP }] }), status: 409, message: 'Выбранного размера больше нет в наличии' },
    { name: 'a product without its size', body: paymentBody({ shop: [{ public_id: products.shirt, count: 1, delivery_public_id: PICKUP }] }), status: 400, message: 'Выберите размер' },
    { name: 'an unknown promo code', body: paymentBody({ tickets: [ticketLine(formats.plain, 1, { promocode: 'NOPE' })] }), status: 400, message: 'Промокод не найден' },
    { name: 'a promo code of another format', body: paymentBody({ tickets: [ticketLine(formats.last, 1, { promocode: 'ONCE' })] }), status: 400, message: 'Промокод не подходит для этого билета' },
    { name: 'a promo code on a certificate', body: paymentBody({ shop: [{ public_id: products.certificate, count: 1, promocode: 'MUG' }] }), status: 400, message: 'Промокоды не действуют на подарочные сертификаты' },
    { name: 'a pre-registration ticket without a form', body: paymentBody({ tickets: [ticketLine(formats.prereg)] }), status: 400, message: 'Заполните поле' },
    {
      name: 'a participant below the minimum age',
      body: paymentBody({ tickets: [ticketLine(formats.prereg, 1, { info: { ...participant, birth_date: '2015-01-01', item_size: 'M' } })] }),
      status: 400,
      message: 'Участие старше 18',
    },
    { name: 'a ticket of another event city', body: paymentBody({ tickets: [{ ...ticketLine(formats.plain), event_city: { public_id: 'ec-past' } }] }), status: 400, message: 'Данные для покупки мероприятия устарели, добавьте его в корзину заново' },
    { name: 'a past event', body: paymentBody({ tickets: [ticketLine(formats.past)] }), status: 400, message: 'Продажа билетов на это мероприятие закрыта' },
    { name: 'an invalid e-mail', body: paymentBody({ email: 'nobody', tickets: [ticketLine(formats.plain)] }), status: 400, message: 'Введите валидный email' },
    { name: 'a delivery without an address', body: paymentBody({ shop: [{ public_id: products.mug, count: 1 }] }), status: 400, message: 'Заполните поле' },
    { name: 'an empty order', body: paymentBody({}), status: 400, message: 'Корзина пуста' },
    { name: 'a fractional count', body: paymentBody({ tickets: [ticketLine(formats.plain, 1.5)] }), status: 400, message: 'Значение должно быть целым числом' },
    { name: 'a client price field', body: paymentBody({ tickets: [ticketLine(formats.plain, 1, { price: 1 })] }), status: 400, message: 'Неизвестное поле «tickets.0.price»' },
  ];
  test.each(cases)('$name → $status', async ({ body, status, message }) => {
    const answer = await pay(body);
    expect(answer.status).toBe(status);
    expect(answer.message).toBe(message);
    // nothing is held and no order is left behind by a refusal
    expect(await server.db.query('SELECT 1 FROM payment_order')).toHaveLength(0);
    expect(await ticketsLeft(server.db, formats.last)).toBe(5);
  });

  test('a promo code whose last use is gone', async () => {
    paid(await pay(paymentBody({ tickets: [ticketLine(formats.plain, 1, { promocode: 'ONCE' })] })));
    const second = await pay(paymentBody({ tickets: [ticketLine(formats.plain, 1, { promocode: 'ONCE' })] }));
    expect(second.status).toBe(409);
    expect(second.message).toBe('Промокод уже использован');
  });
});

describe('one insurance policy per person and event (issue 29 item 1)', () => {
  const insured = (patch: Record<string, unknown> = {}) => ({
    public_id: INSURANCE, count: 1, first_name: 'Анна', last_name: 'Петрова', birth_date: '1990-01-01', gender: 'female', phone: '79161234567', start_date: '2030-06-01', ...patch,
  });

  test('a paid policy: the same person and event again is a 409 naming her; another person or another day passes', async () => {
    const first = paid(await pay(paymentBody({ insurances: [insured()] })));
    expect(await pressPayButton(server, first.orderId, 'pay')).toMatch(thanksLocation(first.orderId));
    // the same person typed in another case is the same person
    const again = await pay(paymentBody({ insurances: [insured({ first_name: 'анна', last_name: 'ПЕТРОВА' })] }));
    expect(again.status).toBe(409);
    expect(again.message).toBe('анна ПЕТРОВА уже застрахован(а) этим полисом на это мероприятие — второй полис не нужен');
    expect(again.body).toMatchObject({ field: 'insurances.0' });
    paid(await pay(paymentBody({ insurances: [insured({ first_name: 'Олег', gender: 'male' })] })));
    paid(await pay(paymentBody({ insurances: [insured({ start_date: '2030-07-01' })] })));
  });

  test('two lines insuring the same person for the same event in one order: the second is refused', async () => {
    const answer = await pay(paymentBody({ insurances: [insured(), insured()] }));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ field: 'insurances.1' });
  });
});

describe('idempotency', () => {
  test('a retry with the same key answers the same order; another request with that key is refused', async () => {
    const body = paymentBody({ tickets: [ticketLine(formats.plain)], idempotency_key: 'key-1' });
    const first = paid(await pay(body));
    const again = paid(await pay(body));
    expect(again.orderId).toBe(first.orderId);
    expect(again.token).not.toBeNull();
    expect(await ticketsLeft(server.db, formats.plain)).toBe(99);
    const other = await pay(paymentBody({ tickets: [ticketLine(formats.plain, 2)], idempotency_key: 'key-1' }));
    expect(other.status).toBe(409);
    expect(other.message).toBe('Повторный запрос оплаты отличается от первого');
  });

  const pendingOrders = async () => (await server.db.query('SELECT 1 FROM payment_order WHERE status = $1', ['pending'])).length;
  const basketLine = { unique_id: 'line-1', public_id: formats.plain, selector: 'ticket', count: 1, price: 1000 };

  test('pay → back from the provider → pay again with the stored key (now signed in as the temporary user): one pending order, held once', async () => {
    const body = paymentBody({ tickets: [ticketLine(formats.plain)], idempotency_key: 'attempt-1', basket: [basketLine] });
    const first = paid(await pay(body));
    const again = paid(await pay(body, first.token ?? ''));
    expect(again.orderId).toBe(first.orderId);
    expect(again.redirect).toBe(first.redirect);
    expect(await pendingOrders()).toBe(1);
    expect(await ticketsLeft(server.db, formats.plain)).toBe(99);
  });

  test('a signed-in buyer double-clicking or retrying reaches the same pending order; a changed order (new key) releases it', async () => {
    const { token } = await registerConfirmed(server, 'anna@example.com');
    const body = paymentBody({ email: 'anna@example.com', tickets: [ticketLine(formats.plain)], idempotency_key: 'attempt-2' });
    const [one, two] = await Promise.all([pay(body, token), pay(body, token)]);
    expect(paid(one).orderId).toBe(paid(two).orderId);
    expect(await pendingOrders()).toBe(1);
    expect(await ticketsLeft(server.db, formats.plain)).toBe(99);
    paid(await pay({ ...body, tickets: [ticketLine(formats.plain)], address: 'changed', idempotency_key: 'attempt-3' }, token));
    expect(await pendingOrders()).toBe(1);
    expect(await ticketsLeft(server.db, formats.plain)).toBe(99);
  });

  test.each([
    ['expired', async () => server.clock.advance(15 * 60_000 + 1)],
    ['declined', async (orderId: string) => void (await pressPayButton(server, orderId, 'decline'))],
  ])('the key of an order that %s makes a new order (the old one keeps its state)', async (_state, close) => {
    const body = paymentBody({ tickets: [ticketLine(formats.last, 2)], idempotency_key: 'attempt-4' });
    const first = paid(await pay(body));
    await close(first.orderId);
    const again = paid(await pay(body, first.token ?? ''));
    expect(again.orderId).not.toBe(first.orderId);
    expect(await orderStatus(again.orderId)).toBe('pending');
    expect(await ticketsLeft(server.db, formats.last)).toBe(3);
    // and that attempt is the key's now: a retry reaches it
    expect(paid(await pay(body, first.token ?? '')).orderId).toBe(again.orderId);
  });

  test('a paid attempt asked again answers its thanks page, not the provider', async () => {
    const body = paymentBody({ tickets: [ticketLine(formats.plain)], idempotency_key: 'attempt-5' });
    const first = paid(await pay(body));
    await pressPayButton(server, first.orderId, 'pay');
    const again = paid(await pay(body, first.token ?? ''));
    expect(again.orderId).toBe(first.orderId);
    expect(again.redirect).toBe(`${server.url}/basket/thanks`);
    expect(again.form).toEqual({ order: first.orderId, view: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  test("the payment keeps the buyer's basket and answers it: nothing is fetched again", async () => {
    const answer = await pay(paymentBody({ tickets: [ticketLine(formats.plain)], basket: [basketLine] }));
    const { token } = paid(answer);
    expect(answer.body).toMatchObject({ basket: [basketLine] });
    expect(valuesOf(await server.api('GET', '/api/user/basket', { token: token ?? '' }))).toEqual([basketLine]);
    const repeated = await pay(paymentBody({ tickets: [ticketLine(formats.plain)], basket: [basketLine, basketLine] }));
    expect(repeated.status).toBe(400);
    expect(repeated.message).toBe('Позиции корзины повторяются');
  });
});

describe('the provider notification', () => {
  test('a wrong signature or one changed byte is rejected; a valid one replayed changes the order once', async () => {
    const { orderId } = paid(await pay(paymentBody({ tickets: [ticketLine(formats.plain)] })));
    const notification = { order_id: orderId, status: 'succeeded', amount: '1000.00', payment_id: 'pay-1' };
    expect((await notify(notification, 'another-secret')).status).toBe(401);
    const raw = JSON.stringify(notification);
    const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
    const tampered = await fetch(`${server.url}/api/payment/notify`, {
      method: 'POST',
      body: raw.replace('1000.00', '1000.01'),
      headers: { 'content-type': 'application/json', 'x-payment-signature': signature },
    });
    expect(tampered.status).toBe(401);
    expect(await orderStatus(orderId)).toBe('pending');

    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(notification)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await orderStatus(orderId)).toBe('paid');
    expect(await stateChanges(orderId)).toBe(1);
    expect(await server.db.query('SELECT 1 FROM ticket WHERE order_id = $1', [orderId])).toHaveLength(1);
  });

  test('a notification of another amount is refused', async () => {
    const { orderId } = paid(await pay(paymentBody({ tickets: [ticketLine(formats.plain)] })));
    const answer = await notify({ order_id: orderId, status: 'succeeded', amount: '1.00', payment_id: 'pay-1' });
    expect(answer.status).toBe(400);
    expect(await orderStatus(orderId)).toBe('pending');
  });
});

describe('holds expire', () => {
  test('an unpaid order releases its hold after 15 minutes; a late success re-takes it while the stock lasts', async () => {
    const { orderId } = paid(await pay(paymentBody({ tickets: [ticketLine(formats.last, 2)] })));
    server.clock.advance(15 * 60_000 + 1);
    paid(await pay(paymentBody({ tickets: [ticketLine(formats.plain)] })));
    expect(await orderStatus(orderId)).toBe('expired');
    expect(await ticketsLeft(server.db, formats.last)).toBe(5);
    expect((await notify({ order_id: orderId, status: 'succeeded', amount: '1000.00', payment_id: 'late' })).status).toBe(200);
    expect(await orderStatus(orderId)).toBe('paid');
    expect(await ticketsLeft(server.db, formats.last)).toBe(3);
  });

  test('a late success whose tickets are gone issues nothing and is flagged for refund', async () => {
    const { orderId } = paid(await pay(paymentBody({ tickets: [ticketLine(formats.last, 5)] })));
    server.clock.advance(16 * 60_000);
    await buy(server, paymentBody({ tickets: [ticketLine(formats.last, 5)], email: 'second@example.com' }));
    expect(await orderStatus(orderId)).toBe('expired');
    expect((await notify({ order_id: orderId, status: 'succeeded', amount: '2500.00', payment_id: 'late' })).status).toBe(200);
    expect(await orderStatus(orderId)).toBe('refund_required');
    expect(await server.db.query('SELECT 1 FROM ticket WHERE order_id = $1', [orderId])).toHaveLength(0);
    expect(await ticketsLeft(server.db, formats.last)).toBe(0);
  });
});

describe('what payment issues', () => {
  test('a registered pre-registration ticket with its shirt, a team, an insured ticket and an insurance line', async () => {
    const { token } = await registerConfirmed(server, 'team@example.com');
    await buy(
      server,
      paymentBody({
        email: 'team@example.com',
        register: true,
        tickets: [
          ticketLine(formats.prereg, 1, { info: { ...participant, item_size: 'S' } }),
          ticketLine(formats.team, 3),
          ticketLine(formats.plain, 1, { insurance: INSURANCE }),
        ],
        insurances: [{ public_id: INSURANCE, count: 1, first_name: 'Олег', last_name: 'Сидоров', birth_date: '1980-02-02', gender: 'male', phone: '79161234568', start_date: '2030-06-01' }],
      }),
      token,
    );
    const tickets = valuesOf(await server.api('GET', '/api/user/tickets/my', { token }));
    expect(tickets).toHaveLength(5);
    const prereg = tickets.find((ticket) => (ticket['event_format'] as { public_id?: string }).public_id === formats.prereg);
    expect(prereg?.['info']).toMatchObject({ registered: true, first_name: 'Ирина', last_name: 'Белова' });
    const [shirt] = await server.db.query<{ count: number }>("SELECT count FROM shirt_size WHERE public_id = 'sh-s'");
    expect(shirt?.count).toBe(0);
    const team = tickets.filter((ticket) => (ticket['event_format'] as { public_id?: string }).public_id === formats.team);
    expect(team.map((ticket) => ticket['team'])).toEqual([{ number: 1 }, { number: 1 }, { number: 1 }]);
    const insured = tickets.find((ticket) => (ticket['event_format'] as { public_id?: string }).public_id === formats.plain);
    expect((insured?.['info'] as { insurance?: string }).insurance).toMatch(/^INS-\d+$/);
    const policies = valuesOf(await server.api('GET', '/api/user/insurances/valid', { token }));
    expect(policies.map((policy) => (policy['info'] as { last_name: string }).last_name).sort()).toEqual(['', 'Сидоров']);
  });
});

describe('cancelling a purchase', () => {
  test('refunds the ticket once and returns its place; refunded at once by the local provider, it leaves the active list', async () => {
    const { token } = await registerConfirmed(server, 'refund@example.com');
    const orderId = await buy(server, paymentBody({ email: 'refund@example.com', tickets: [ticketLine(formats.last)] }), token);
    const [ticket] = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1', [orderId]);
    const id = ticket?.public_id ?? '';
    expect(await ticketsLeft(server.db, formats.last)).toBe(4);
    const first = await server.api('POST', '/api/payment/cancel', { token, body: { public_id: id } });
    expect(first.body).toEqual({ sum: 500 });
    const again = await server.api('POST', '/api/payment/cancel', { token, body: { public_id: id } });
    expect(again.body).toEqual({ sum: 500 });
    expect(await server.db.query('SELECT 1 FROM refund WHERE ticket_id = $1', [id])).toHaveLength(1);
    expect(await ticketsLeft(server.db, formats.last)).toBe(5);
    expect(await server.db.query("SELECT 1 FROM ticket WHERE public_id = $1 AND status = 'processing'", [id])).toHaveLength(1);
    expect(valuesOf(await server.api('GET', '/api/user/tickets/my', { token }))).toEqual([]);
    const [old] = valuesOf(await server.api('GET', '/api/user/tickets/old', { token }));
    expect(old).toMatchObject({ public_id: id, status: 'refunded', refund: { amount: 500, refunded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) } });
  });

  test("another user's ticket is a 404", async () => {
    const { token } = await registerConfirmed(server, 'owner@example.com');
    const orderId = await buy(server, paymentBody({ email: 'owner@example.com', tickets: [ticketLine(formats.plain)] }), token);
    const [ticket] = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1', [orderId]);
    const other = await registerConfirmed(server, 'other@example.com');
    const answer = await server.api('POST', '/api/payment/cancel', { token: other.token, body: { public_id: ticket?.public_id ?? '' } });
    expect(answer.status).toBe(404);
    expect(await server.db.query('SELECT 1 FROM refund')).toHaveLength(0);
  });
});
