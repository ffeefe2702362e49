/**
 * After payment, over HTTP: the ticket lists, online registration and its edit and
 * cancellation, transfer (to an account, to an e-mail without one), accept/decline/return,
 * start-number booking, the ticket's result and certificate, and the shop orders.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { registerConfirmed } from './account-steps.ts';
import {
  EVENT_CITY,
  PICKUP,
  buy,
  formats,
  paid,
  participant,
  paymentBody,
  pressPayButton,
  products,
  seedShop,
  ticketLine,
  valuesOf,
} from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedShop(db, new Date()) });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A confirmed account with one paid ticket of `format`; answers its token and the ticket id. */
async function holder(email: string, format: string = formats.plain) {
  const { token, userId } = await registerConfirmed(server, email);
  const orderId = await buy(server, paymentBody({ email, tickets: [ticketLine(format)] }), token);
  const [ticket] = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1', [orderId]);
  return { token, userId, orderId, ticketId: ticket?.public_id ?? '' };
}

const ids = (values: readonly Record<string, unknown>[]) => values.map((value) => value['public_id']);

describe('lists', () => {
  test('a ticket is active until a day after its start, then past', async () => {
    const { token, ticketId } = await holder('lists@example.com');
    expect(ids(valuesOf(await server.api('GET', '/api/user/tickets/my', { token })))).toEqual([ticketId]);
    expect(valuesOf(await server.api('GET', '/api/user/tickets/old', { token }))).toEqual([]);
    server.clock.advance(32 * 86_400_000);
    expect(valuesOf(await server.api('GET', '/api/user/tickets/my', { token }))).toEqual([]);
    expect(ids(valuesOf(await server.api('GET', '/api/user/tickets/old', { token })))).toEqual([ticketId]);
  });
});

describe('registration', () => {
  test('the page data, a refused form, registration, an edit and its cancellation', async () => {
    const { token, ticketId } = await holder('reg@example.com');
    const page = await server.api('GET', `/api/user/ticket/online/${ticketId}`, { token });
    expect(page.body).toMatchObject({ ticket: { public_id: ticketId, info: { registered: false } }, format: { public_id: formats.plain } });

    const refused = await server.api('PUT', '/api/user/ticket/online', { token, body: { public_id: ticketId, info: { ...participant, phone: '7916' } } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Введите корректный номер телефона', field: 'phone' });

    const registered = await server.api('PUT', '/api/user/ticket/online', { token, body: { public_id: ticketId, info: participant } });
    expect(registered.body).toMatchObject({ ticket: { info: { registered: true, first_name: 'Ирина' } } });
    const twice = await server.api('PUT', '/api/user/ticket/online', { token, body: { public_id: ticketId, info: participant } });
    expect(twice.message).toBe('Билет уже зарегистрирован');

    const edited = await server.api('PUT', '/api/user/ticket', { token, body: { public_id: ticketId, info: { ...participant, first_name: 'Ира' } } });
    expect(edited.body).toMatchObject({ ticket: { info: { registered: true, first_name: 'Ира' } } });

    const cancelled = await server.api('PUT', '/api/user/ticket/disable', { token, body: { public_id: ticketId } });
    expect(cancelled.body).toMatchObject({ message: 'Регистрация отменена' });
    const [after] = valuesOf(await server.api('GET', '/api/user/tickets/my', { token }));
    expect(after?.['info']).toMatchObject({ registered: false });
    expect((await server.api('PUT', '/api/user/ticket/disable', { token, body: { public_id: ticketId } })).message).toBe('Билет не зарегистрирован');
  });
});

describe('transfer', () => {
  test('to an account: the sender sees it as transferred; declined, it comes back; accepted, the sender may still take it back', async () => {
    const sender = await holder('sender@example.com');
    const recipient = await registerConfirmed(server, 'friend@example.com');
    const sent = await server.api('PUT', '/api/user/ticket/transfer', { token: sender.token, body: { public_id: sender.ticketId, email: 'Friend@Example.com' } });
    expect(sent.body).toMatchObject({ message: 'Билет передан' });
    expect((await server.outbox('friend@example.com'))[0]?.subject).toBe('Вам передан билет');
    expect(valuesOf(await server.api('GET', '/api/user/tickets/my', { token: sender.token }))).toEqual([]);
    const [away] = valuesOf(await server.api('GET', '/api/user/tickets/transfered', { token: sender.token }));
    expect(away).toMatchObject({
      public_id: sender.ticketId,
      original_user_public_id: sender.userId,
      transfer_accepted: false,
      info: { email: 'friend@example.com' },
    });
    const [received] = valuesOf(await server.api('GET', '/api/user/tickets/my', { token: recipient.token }));
    expect(received).toMatchObject({ public_id: sender.ticketId, original_user_public_id: sender.userId, transfer_accepted: false });

    const declined = await server.api('PUT', '/api/user/ticket/confirm/transfer', { token: recipient.token, body: { public_id: sender.ticketId, transfer_confirm: false } });
    expect(declined.body).toMatchObject({ message: 'Билет возвращён отправителю' });
    expect(ids(valuesOf(await server.api('GET', '/api/user/tickets/my', { token: sender.token })))).toEqual([sender.ticketId]);

    await server.api('PUT', '/api/user/ticket/transfer', { token: sender.token, body: { public_id: sender.ticketId, email: 'friend@example.com' } });
    const accepted = await server.api('PUT', '/api/user/ticket/confirm/transfer', { token: recipient.token, body: { public_id: sender.ticketId, transfer_confirm: true } });
    expect(accepted.body).toMatchObject({ message: 'Билет принят' });
    const [acceptedAway] = valuesOf(await server.api('GET', '/api/user/tickets/transfered', { token: sender.token }));
    expect(acceptedAway).toMatchObject({ public_id: sender.ticketId, transfer_accepted: true });
    const back = await server.api('PUT', '/api/user/ticket/return', { token: sender.token, body: { public_id: sender.ticketId } });
    expect(back.body).toMatchObject({ message: 'Билет возвращён' });
    expect(valuesOf(await server.api('GET', '/api/user/tickets/my', { token: recipient.token }))).toEqual([]);
  });

  test('a registered recipient keeps the ticket; the recipient cannot pass it on', async () => {
    const sender = await holder('s2@example.com');
    const recipient = await registerConfirmed(server, 'r2@example.com');
    await server.api('PUT', '/api/user/ticket/transfer', { token: sender.token, body: { public_id: sender.ticketId, email: 'r2@example.com' } });
    const registered = await server.api('PUT', '/api/user/ticket/online', { token: recipient.token, body: { public_id: sender.ticketId, info: participant } });
    expect(registered.status).toBe(200);
    const back = await server.api('PUT', '/api/user/ticket/return', { token: sender.token, body: { public_id: sender.ticketId } });
    expect(back.message).toBe('Получатель уже зарегистрировал билет');
    const onward = await server.api('PUT', '/api/user/ticket/transfer', { token: recipient.token, body: { public_id: sender.ticketId, email: 'third@example.com' } });
    expect(onward.message).toBe('Этот билет вам передали: передать его дальше нельзя');
  });

  test('to an e-mail without an account: the ticket waits and is claimed by that account once confirmed', async () => {
    const sender = await holder('s3@example.com');
    await server.api('PUT', '/api/user/ticket/transfer', { token: sender.token, body: { public_id: sender.ticketId, email: 'later@example.com' } });
    const later = await registerConfirmed(server, 'later@example.com');
    expect(ids(valuesOf(await server.api('GET', '/api/user/tickets/my', { token: later.token })))).toEqual([sender.ticketId]);
  });

  test('to oneself is refused', async () => {
    const sender = await holder('self@example.com');
    const answer = await server.api('PUT', '/api/user/ticket/transfer', { token: sender.token, body: { public_id: sender.ticketId, email: 'self@example.com' } });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Нельзя передать билет самому себе');
  });
});

describe('start numbers', () => {
  test('payment gives the first free number; a holder books another; a taken or missing number is refused', async () => {
    const first = await holder('n1@example.com');
    const second = await holder('n2@example.com');
    expect(await server.api('GET', `/api/booked/numbers/${formats.plain}`)).toMatchObject({ body: { booked_numbers: [1, 2] } });
    const booked = await server.api('POST', '/api/booked/number', { token: first.token, body: { ticket: first.ticketId, number: 10 } });
    expect(booked.body).toEqual({ number: 10, message: 'Номер забронирован' });
    const numbers = await server.api('GET', `/api/booked/numbers/${formats.plain}`);
    expect(numbers.body).toMatchObject({ booked_numbers: [2, 10] });
    const taken = await server.api('POST', '/api/booked/number', { token: second.token, body: { ticket: second.ticketId, number: 10 } });
    expect(taken.status).toBe(400);
    expect(taken.message).toBe('Этот номер уже занят');
    const outside = await server.api('POST', '/api/booked/number', { token: second.token, body: { ticket: second.ticketId, number: 51 } });
    expect(outside.message).toBe('Такого номера нет у этого формата');
    const foreign = await server.api('POST', '/api/booked/number', { token: second.token, body: { ticket: first.ticketId, number: 11 } });
    expect(foreign.status).toBe(404);
  });
});

describe('result and certificate', () => {
  test('none before the timing system reports; then the row and a PDF named by content-disposition', async () => {
    const { token, ticketId } = await holder('finisher@example.com');
    expect((await server.api('GET', `/api/user/result/${ticketId}`, { token })).body).toEqual({ result: null });
    expect((await server.api('GET', `/api/user/certificate/result/${ticketId}`, { token })).status).toBe(404);
    await server.api('PUT', '/api/user/ticket/online', { token, body: { public_id: ticketId, info: participant } });
    await server.db.query("INSERT INTO external_format (public_id, event_city_id, title) VALUES ('xf-now', $1, '5 км')", [EVENT_CITY]);
    await server.db.query(
      "INSERT INTO event_result (external_format_id, first_name, last_name, time_result, position) VALUES ('xf-now', 'Ирина', 'Белова', '00:24:59', 2)",
    );
    const result = await server.api('GET', `/api/user/result/${ticketId}`, { token });
    expect(result.body).toMatchObject({ result: { first_name: 'Ирина', time_result: '00:24:59', position: 2 } });
    const file = await fetch(`${server.url}/api/user/certificate/result/${ticketId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="certificate-RK-\d+\.pdf"/);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('shop orders', () => {
  test('paid and pending orders with goods are listed with their goods; a declined one is not', async () => {
    const { token } = await registerConfirmed(server, 'shopper@example.com');
    const goods = paymentBody({ email: 'shopper@example.com', shop: [{ public_id: products.shirt, size: 'S', count: 2, delivery_public_id: PICKUP }] });
    const orderId = await buy(server, goods, token);
    const declined = paid(await server.api('POST', '/api/payment', { token, body: paymentBody({ email: 'shopper@example.com', shop: [{ public_id: products.certificate, count: 1 }] }) }));
    await pressPayButton(server, declined.orderId, 'decline');
    await buy(server, paymentBody({ email: 'shopper@example.com', tickets: [ticketLine(formats.plain)] }), token);

    const orders = valuesOf(await server.api('GET', '/api/user/shop/orders', { token }));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      public_id: orderId,
      status: 'paid',
      amount: 2400,
      items: { shop: [{ public_id: products.shirt, title: 'Футболка', count: 2, price: 1200, size: 'S' }] },
    });
    const sold = valuesOf(await server.api('GET', `/api/user/shop/soldgood/${orderId}`, { token }));
    expect(sold).toEqual([expect.objectContaining({ public_id: products.shirt, count: 2, size: 'S' })]);
  });
});
