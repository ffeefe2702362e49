/**
 * The console's orders (issue 25 §5) over HTTP with the local provider: the search by number,
 * e-mail, phone and name; an order's page with its lines, payments, refunds and mails; a mail
 * sent again; a refund of one ticket with its insurance, of a good, of the rest of the order —
 * each through the provider's refund job, each press once, the buyer mailed and the ticket in
 * the state «Мои билеты» reads as «Возвращено»; an event city cancelled twice refunds once and
 * mails each buyer once. Every write is read back from the audit log.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { resolveDeps } from '../../server/app.ts';
import { jobWorkerFor } from '../../server/jobs/job-worker-for.ts';
import type { JobWorker } from '../../server/jobs/job-worker.ts';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { registerConfirmed } from './account-steps.ts';
import { EVENT_CITY, INSURANCE, PICKUP, buy, formats, participant, paymentBody, products, seedShop, ticketLine, ticketsLeft, valuesOf } from './support-shop.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';

let server: TestServer;
let worker: JobWorker;
let organiser = '';
let staff = '';

async function signIn(email: string, password: string): Promise<string> {
  const answer = await server.api('PUT', '/api/auth', { body: { email, password } });
  expect(answer.status, answer.message).toBe(200);
  return (answer.body as { token: string }).token;
}

beforeAll(async () => {
  process.env['PAYMENT_SECRET'] = 'console-orders-secret';
  server = await startTestServer({
    publicUrl: 'https://shop.example',
    seed: async (db) => {
      await seedShop(db, new Date());
      await seedDemoUsers(db);
    },
  });
  worker = jobWorkerFor(resolveDeps({ db: server.db, clock: server.clock, mode: 'test', publicUrl: 'https://shop.example', log: () => undefined }), { pollMs: 1_000, leaseMs: 60_000 });
});
afterAll(async () => {
  await server.close();
  delete process.env['PAYMENT_SECRET'];
});
beforeEach(async () => {
  await server.reset();
  organiser = await signIn('organiser@racekit.demo', 'Organiser2026');
  staff = await signIn('staff@racekit.demo', 'Staff2026');
});

const body = <T>(answer: ApiAnswer): T => {
  expect(answer.status, answer.message).toBe(200);
  return answer.body as T;
};

interface Summary {
  public_id: string;
  number: number;
  email: string;
  refunded: number;
}
interface Detail {
  order: Summary;
  lines: { id: number; kind: string; title: string; refund: { amount: number; state: string } | null }[];
  tickets: { public_id: string; status: string; insurance: number; refund: { amount: number; state: string | null } | null }[];
  payments: { to_status: string }[];
  refunds: { reason: string; amount: number; state: string; ticket_id: string | null; line_id: number | null }[];
  mails: { id: number; to: string; subject: string | null }[];
}

const search = async (q: string, token = staff) =>
  body<{ items: Summary[]; total: number }>(await server.api('GET', `/api/console/orders?q=${encodeURIComponent(q)}`, { token }));
const detail = async (id: string, token = staff) => body<Detail>(await server.api('GET', `/api/console/orders/${id}`, { token }));
const refund = (id: string, what: Record<string, unknown> = {}) => server.api('POST', `/api/console/orders/${id}/refund`, { token: organiser, body: what });
const audit = async (action: string) =>
  body<{ items: { action: string; entity_id: string; actor_email: string; before: unknown; after: unknown }[] }>(
    await server.api('GET', `/api/console/audit?q=${encodeURIComponent(action)}&size=200`, { token: organiser }),
  ).items.filter((entry) => entry.action === action);
const count = async (sql: string, params: unknown[] = []) => Number((await server.db.query<{ n: unknown }>(sql, params))[0]?.n);

describe('finding an order', () => {
  test('by its number, the e-mail, a phone or a participant name; staff read, paged on the server', async () => {
    const first = await buy(server, paymentBody({ email: 'anna@example.com', tickets: [ticketLine(formats.plain, 1, { info: participant })] }));
    const second = await buy(server, paymentBody({ email: 'boris@example.com', tickets: [ticketLine(formats.last)] }));
    const [{ number } = { number: 0 }] = await server.db.query<{ number: number }>('SELECT invoice_number AS number FROM payment_order WHERE public_id = $1', [second]);
    expect((await search(String(number))).items.map((order) => order.public_id)).toEqual([second]);
    expect((await search('ANNA@exam')).items.map((order) => order.public_id)).toEqual([first]);
    expect((await search('+7 (916) 123-45-67')).items.map((order) => order.public_id)).toEqual([first]);
    expect((await search('белова')).items.map((order) => order.public_id)).toEqual([first]);
    const all = body<{ items: Summary[]; total: number; size: number }>(await server.api('GET', '/api/console/orders?size=1&sort=number&dir=asc', { token: staff }));
    expect(all).toMatchObject({ total: 2, size: 1 });
    expect(all.items.map((order) => order.public_id)).toEqual([first]);
    expect((await server.api('GET', '/api/console/orders?sort=password', { token: staff })).status).toBe(400);
    expect((await server.api('POST', `/api/console/orders/${first}/refund`, { token: staff, body: {} })).status).toBe(403);
  });
});

describe('an order page, its mails and its refunds', () => {
  test('a ticket with its insurance, then the rest of the order, each once; the buyer mailed; the audit log', async () => {
    const { token } = await registerConfirmed(server, 'irina@example.com');
    const orderId = await buy(server, paymentBody({ email: 'irina@example.com', tickets: [ticketLine(formats.plain, 2, { insurance: INSURANCE })] }), token);
    await worker.runDue();
    const page = await detail(orderId);
    expect(page.order).toMatchObject({ email: 'irina@example.com', refunded: 0 });
    expect(page.lines.map((line) => line.kind)).toEqual(['ticket', 'ticket_insurance']);
    expect(page.tickets.map((ticket) => ticket.insurance)).toEqual([200, 200]);
    expect(page.payments.map((payment) => payment.to_status)).toEqual(['paid']);
    expect(page.mails).toHaveLength(1);
    expect(await ticketsLeft(server.db, formats.plain)).toBe(98);

    // a mail sent again: a new outbox row, the same words, audited
    const mail = page.mails[0];
    const resent = await server.api('POST', `/api/console/orders/${orderId}/mails/${mail?.id ?? 0}/resend`, { token: organiser });
    expect(body<{ subject: string }>(resent).subject).toBe(mail?.subject);
    expect((await detail(orderId)).mails).toHaveLength(2);
    expect((await server.api('POST', `/api/console/orders/${orderId}/mails/999999/resend`, { token: organiser })).status).toBe(404);
    expect(await audit('order.resendMail')).toHaveLength(1);

    // one ticket with its insurance
    const ticket = page.tickets[0]?.public_id ?? '';
    const once = body<{ amount: number; refunds: { amount: number; state: string }[] }>(await refund(orderId, { ticket }));
    expect(once).toMatchObject({ amount: 1200, refunds: [{ amount: 1200, state: 'due' }] });
    expect(body<{ amount: number }>(await refund(orderId, { ticket })).amount).toBe(0);
    expect(await ticketsLeft(server.db, formats.plain)).toBe(99);
    await worker.runDue();
    // the state «Мои билеты» reads: the refund row and the provider's refund done, with its date
    const [done] = await server.db.query<{ amount: unknown; provider_refund_id: string; state: string; finished_at: Date | null }>(
      'SELECT r.amount, r.provider_refund_id, pr.state, pr.finished_at FROM refund r JOIN provider_refund pr ON pr.ticket_id = r.ticket_id WHERE r.ticket_id = $1',
      [ticket],
    );
    expect(done).toMatchObject({ state: 'done', provider_refund_id: expect.stringMatching(/^refund-/) as unknown });
    expect(Number(done?.amount)).toBe(1200);
    expect(done?.finished_at).toBeInstanceOf(Date);
    const mine = valuesOf(await server.api('GET', '/api/user/tickets/old', { token })).concat(valuesOf(await server.api('GET', '/api/user/tickets/my', { token })));
    expect(mine.find((held) => held['public_id'] === ticket)?.['status']).toMatch(/^(processing|refunded)$/);
    const mails = await server.outbox('irina@example.com');
    expect(mails.filter((sent) => sent.subject?.startsWith('Возврат по заказу'))).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/1\s200/);

    // the rest of the order: the other ticket; a third press refunds nothing
    expect(body<{ amount: number }>(await refund(orderId)).amount).toBe(1200);
    expect(body<{ amount: number }>(await refund(orderId)).amount).toBe(0);
    await worker.runDue();
    const after = await detail(orderId);
    expect(after.order.refunded).toBe(2400);
    expect(after.tickets.map((held) => held.refund?.state)).toEqual(['done', 'done']);
    expect(after.refunds.map((made) => made.reason)).toEqual(['console', 'console']);
    expect(await count('SELECT count(*) AS n FROM provider_refund WHERE order_id = $1', [orderId])).toBe(2);
    expect((await server.outbox('irina@example.com')).filter((sent) => sent.subject?.startsWith('Возврат по заказу'))).toHaveLength(2);

    const audited = await audit('order.refund');
    expect(audited).toHaveLength(2);
    expect(audited.every((entry) => entry.entity_id === orderId && entry.actor_email === 'organiser@racekit.demo')).toBe(true);
    expect(audited.map((entry) => entry.after)).toContainEqual(expect.objectContaining({ refunded: 2400 }));
  });

  test('a good is refunded as its own line; an unpaid order cannot be refunded', async () => {
    const orderId = await buy(
      server,
      paymentBody({ email: 'shop@example.com', tickets: [ticketLine(formats.last)], shop: [{ public_id: products.mug, count: 1, delivery_public_id: PICKUP }] }),
    );
    const page = await detail(orderId);
    const mug = page.lines.find((line) => line.kind === 'shop');
    expect(body<{ amount: number }>(await refund(orderId, { line: mug?.id ?? 0 })).amount).toBe(600);
    expect(body<{ amount: number }>(await refund(orderId, { line: mug?.id ?? 0 })).amount).toBe(0);
    await worker.runDue();
    const after = await detail(orderId);
    expect(after.lines.find((line) => line.kind === 'shop')?.refund).toEqual({ amount: 600, state: 'done' });
    expect(after.tickets[0]?.status).toBe('active');
    expect((await refund(orderId, { line: 999_999 })).status).toBe(404);
    expect((await refund(orderId, { ticket: 'nope' })).status).toBe(404);

    expect((await server.api('POST', '/api/payment', { body: paymentBody({ email: 'late@example.com', tickets: [ticketLine(formats.plain)] }) })).status).toBe(200);
    const [pending] = await server.db.query<{ public_id: string }>("SELECT public_id FROM payment_order WHERE status = 'pending'");
    expect((await refund(pending?.public_id ?? '')).status).toBe(409);
    expect(await audit('order.refund')).toHaveLength(1);
  });
});

describe('cancelling an event city', () => {
  test('a second press does nothing twice; every paid ticket refunded once, each buyer mailed once', async () => {
    await buy(server, paymentBody({ email: 'one@example.com', tickets: [ticketLine(formats.plain, 2, { insurance: INSURANCE })] }));
    await buy(server, paymentBody({ email: 'one@example.com', tickets: [ticketLine(formats.last)] }));
    await buy(server, paymentBody({ email: 'two@example.com', tickets: [ticketLine(formats.plain)] }));
    const press = () => server.api('POST', `/api/console/event-cities/${EVENT_CITY}/cancel`, { token: organiser });
    const [first, second] = await Promise.all([press(), press()]);
    expect(body<{ state: string; tickets_total: number }>(first)).toMatchObject({ state: 'running', tickets_total: 4 });
    expect(body<{ state: string }>(second).state).toBe('running');
    expect(await count("SELECT count(*) AS n FROM job WHERE kind = 'city-cancel'")).toBe(1);
    expect(await count('SELECT count(*) AS n FROM event_format WHERE event_city_id = $1 AND NOT hidden', [EVENT_CITY])).toBe(0);

    await worker.runDue();
    expect((await press()).status).toBe(200);
    await worker.runDue();
    const progress = body<Record<string, unknown>>(await server.api('GET', `/api/console/event-cities/${EVENT_CITY}/cancellation`, { token: staff }));
    expect(progress).toMatchObject({ state: 'done', tickets_total: 4, tickets_refunded: 4, refunds_done: 4, refunds_pending: 0, refunds_failed: 0 });
    expect(await count("SELECT count(*) AS n FROM provider_refund WHERE reason = 'city_cancel'")).toBe(4);
    expect(await count("SELECT sum(amount) AS n FROM provider_refund WHERE reason = 'city_cancel'")).toBe(2 * 1200 + 500 + 1000);
    expect(await count("SELECT count(*) AS n FROM ticket WHERE status = 'active'")).toBe(0);
    for (const email of ['one@example.com', 'two@example.com']) {
      const mails = (await server.outbox(email)).filter((sent) => sent.subject?.startsWith('Старт отменён'));
      expect(mails, email).toHaveLength(1);
    }
    expect((await server.outbox('one@example.com')).find((sent) => sent.subject?.startsWith('Старт отменён'))?.text).toMatch(/2\s900/);
    expect(await audit('eventCity.cancel')).toHaveLength(1);
    expect((await server.api('GET', '/api/console/event-cities/nope/cancellation', { token: staff })).status).toBe(404);
    expect((await server.api('POST', '/api/console/event-cities/nope/cancel', { token: organiser })).status).toBe(404);
  });
});
