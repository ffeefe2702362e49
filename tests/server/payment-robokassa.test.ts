/**
 * The Robokassa provider against the stand-in Robokassa (robokassa-stand-in.ts), over real HTTP:
 * the signed form pairs with the 54-ФЗ receipt, a success through the payment page and ResultURL,
 * a decline (no notification: the hold expires), a forged, replayed or wrongly-summed
 * notification, the return of a ticket through the refund API, and a late success whose places
 * are gone: the refund is recorded and a job of the durable queue asks the provider until it
 * confirms (run here by the queue's worker on the test clock), the buyer is mailed, and the order
 * check says the money is going back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { resolveDeps } from '../../server/app.ts';
import { jobWorkerFor } from '../../server/jobs/job-worker-for.ts';
import type { JobWorker } from '../../server/jobs/job-worker.ts';
import { readPaymentSettings, type PaymentSettings } from '../../server/payment/payment-settings.ts';
import { readPayForm, startRobokassaStandIn, type RobokassaStandIn } from './robokassa-stand-in.ts';
import { formats, paid, paymentBody, products, seedShop, ticketLine, ticketsLeft } from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const ACCOUNT = { login: 'racekit-shop', password1: 'first-Пароль', password2: 'second-pass', password3: 'third-pass', hash: 'sha256' } as const;
let standIn: RobokassaStandIn;
let server: TestServer;
/** The durable job queue's worker over this server's database and clock (refunds, mail). */
let worker: JobWorker;

function settings(standInUrls: { payUrl: string; refundUrl: string }, extra: Record<string, string> = {}): PaymentSettings {
  const problems: string[] = [];
  const read = readPaymentSettings(
    {
      PAYMENT_PROVIDER: 'robokassa',
      ROBOKASSA_LOGIN: ACCOUNT.login,
      ROBOKASSA_PASSWORD1: ACCOUNT.password1,
      ROBOKASSA_PASSWORD2: ACCOUNT.password2,
      ROBOKASSA_PASSWORD3: ACCOUNT.password3,
      ROBOKASSA_HASH: ACCOUNT.hash,
      ROBOKASSA_PAY_URL: standInUrls.payUrl,
      ROBOKASSA_REFUND_URL: standInUrls.refundUrl,
      ROBOKASSA_TAX: 'vat20',
      ...extra,
    },
    'test',
    problems,
  );
  expect(problems).toEqual([]);
  return read;
}

beforeAll(async () => {
  standIn = await startRobokassaStandIn(ACCOUNT);
  const payment = settings(standIn);
  server = await startTestServer({ seed: (db) => seedShop(db, new Date()), payment });
  worker = jobWorkerFor(resolveDeps({ db: server.db, clock: server.clock, mode: 'test', payment, publicUrl: server.url, log: () => undefined }), { pollMs: 1_000, leaseMs: 60_000 });
  standIn.shop = {
    resultUrl: `${server.url}/api/payment/robokassa/result`,
    successUrl: `${server.url}/basket/thanks`,
    failUrl: `${server.url}/basket`,
  };
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});
beforeEach(async () => {
  await server.reset();
  standIn.failRefunds(0);
  standIn.holdRefunds(false);
  standIn.refunds.length = 0;
  standIn.resultAnswers.length = 0;
  standIn.invoices.clear();
});

const pay = (body: Record<string, unknown>, token?: string) => server.api('POST', '/api/payment', { body, ...(token === undefined ? {} : { token }) });

/** POST /api/payment, then the site's payment page as the buyer's browser reads it: the form it POSTs to Robokassa. */
async function payPage(body: Record<string, unknown>) {
  const answer = paid(await pay(body));
  const page = await readPayForm(answer.redirect);
  expect(page.status).toBe(200);
  return { ...answer, page, form: page.fields };
}

async function order(orderId: string): Promise<{ status: string; invoice_number: number; amount: number }> {
  const [row] = await server.db.query<{ status: string; invoice_number: number; amount: unknown }>(
    'SELECT status, invoice_number, amount FROM payment_order WHERE public_id = $1',
    [orderId],
  );
  if (row === undefined) throw new Error(`no order ${orderId}`);
  return { status: row.status, invoice_number: row.invoice_number, amount: Number(row.amount) };
}

async function count(sql: string, params: readonly unknown[] = []): Promise<number> {
  const [row] = await server.db.query<{ n: unknown }>(sql, params);
  return Number(row?.n ?? Number.NaN);
}

async function refund(where: string, params: readonly unknown[]): Promise<{ state: string; last_error: string | null; attempts: number }> {
  const [row] = await server.db.query<{ state: string; last_error: string | null; attempts: number }>(
    `SELECT r.state, r.last_error, j.attempts FROM provider_refund r
       JOIN job j ON j.kind = 'refund' AND j.payload->>'refund' = r.public_id
      WHERE ${where}`,
    params,
  );
  if (row === undefined) throw new Error(`no refund where ${where}`);
  return row;
}

/** Moves the clock past the queue's backoff and runs what is due. */
async function later(ms: number): Promise<void> {
  server.clock.advance(ms);
  await worker.runDue();
}

describe('paying through Robokassa', () => {
  test("the answer is the site's page that POSTs the signed form to Robokassa, with the receipt of every line", async () => {
    const answer = paid(await pay(paymentBody({ tickets: [ticketLine(formats.plain, 2, { insurance: 'ins-basic' })], shop: [{ public_id: products.mug, count: 1, delivery_public_id: 'dm-pickup' }] })));
    const { orderId } = answer;
    const { invoice_number: invoice } = await order(orderId);
    // the long Receipt never travels in a link: the answer is a page of the site, the form is POSTed from there
    expect(answer.redirect).toBe(`${server.url}/pay/robokassa/${orderId}`);
    expect(answer.form).toEqual({});
    const page = await readPayForm(answer.redirect);
    expect(page).toMatchObject({ status: 200, action: standIn.payUrl, method: 'post' });
    const form = page.fields;
    expect(form).toMatchObject({
      MerchantLogin: ACCOUNT.login,
      OutSum: '3000.00',
      InvId: String(invoice),
      Description: `Оплата заказа ${invoice}`,
      Shp_order: orderId,
      Culture: 'ru',
      Email: 'buyer@example.com',
    });
    expect(form).not.toHaveProperty('IsTest');
    expect(JSON.parse(decodeURIComponent(String(form['Receipt'])))).toEqual({
      items: [
        { name: '5 км', quantity: 2, sum: 2000, tax: 'vat20', payment_method: 'full_payment', payment_object: 'service' },
        { name: 'Страховка участника', quantity: 2, sum: 400, tax: 'vat20', payment_method: 'full_payment', payment_object: 'service' },
        { name: 'Кружка', quantity: 1, sum: 600, tax: 'vat20', payment_method: 'full_payment', payment_object: 'commodity' },
      ],
    });
    expect(String(form['SignatureValue'])).toMatch(/^[0-9a-f]{64}$/);
  });

  test("the site's page sends the form by its own script under a strict CSP, keeps a button for no script, and shows a closed order without a form", async () => {
    const { orderId, page } = await payPage(paymentBody({ tickets: [ticketLine(formats.plain)] }));
    const directives = new Map(page.csp.split(';').map((part) => { const [name = '', ...values] = part.trim().split(/\s+/); return [name, values.join(' ')] as const; }));
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('form-action')).toBe(new URL(standIn.payUrl).origin);
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(page.html).not.toMatch(/<script>|<script [^>]*>[^<]/);
    expect(page.html).toMatch(/<button type="submit">Перейти к оплате<\/button>/);
    const src = /<script src="([^"]+)"><\/script>/.exec(page.html)?.[1] ?? '';
    const script = await fetch(new URL(src, server.url));
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain(".submit()");

    const visit = await standIn.browse(page, 'pay');
    expect(visit.location.startsWith(`${server.url}/basket/thanks?`)).toBe(true);
    // opened again from the history: the paid order has no form left to send
    const again = await readPayForm(`${server.url}/pay/robokassa/${orderId}`);
    expect(again).toMatchObject({ status: 200, action: '', fields: {} });
    expect(again.html).toContain('Заказ уже оплачен.');
    expect((await readPayForm(`${server.url}/pay/robokassa/no-such-order`)).status).toBe(404);
    // Robokassa's stand-in refuses a Receipt in a link, as the old GET redirect sent it
    const link = new URL(standIn.payUrl);
    for (const [name, value] of Object.entries(page.fields)) link.searchParams.append(name, value);
    expect((await fetch(link)).status).toBe(414);
  });

  test('one order number: the mail, the order check, the ticket list and the InvId Robokassa received say the same number', async () => {
    const { orderId, page, token } = await payPage(paymentBody({ email: 'number@example.com', tickets: [ticketLine(formats.plain)] }));
    await standIn.browse(page, 'pay');
    const invId = [...standIn.invoices.values()].find((invoice) => invoice.shp['Shp_order'] === orderId)?.invId;
    expect(invId).toMatch(/^\d+$/);
    const check = await server.api('GET', `/api/order/${orderId}`, { token: token ?? '' });
    expect(check.body).toMatchObject({ status: 'paid', number: Number(invId) });
    const tickets = await server.api('GET', '/api/user/tickets/my', { token: token ?? '' });
    expect(tickets.body).toMatchObject({ values: [{ order_number: Number(invId) }] });
    await worker.runDue();
    const [mail] = await server.outbox('number@example.com');
    expect(mail?.subject).toContain(`Заказ № ${invId ?? ''} `);
    expect(mail?.text).toContain(`Заказ № ${invId ?? ''}`);
    // no other order number reaches the buyer: not the UUID, nor its first group
    expect(mail?.text).not.toContain(orderId.slice(0, 8));
  });

  test('kopecks add up: 5 × 2 490 ₽ with a 15 % code on 3 of them — the receipt lines sum to OutSum', async () => {
    await server.db.query('UPDATE event_format SET price = 2490 WHERE public_id = $1', [formats.plain]);
    await server.db.query(
      "INSERT INTO promocode (public_id, code, item_type, discount, discount_form, total_count) VALUES ('pc-trio', 'TRIO15', 'ticket', 15, 'percent', 3)",
    );
    const { form } = await payPage(paymentBody({ tickets: [ticketLine(formats.plain, 5, { promocode: 'TRIO15', insurance: 'ins-basic' })] }));
    const receipt = JSON.parse(decodeURIComponent(String(form['Receipt']))) as { items: { sum: number }[] };
    // 12 450 − 3 × 373,50 = 11 329,50 for the tickets, 5 × 200 for their insurance
    expect(receipt.items.map((item) => item.sum)).toEqual([11_329.5, 1000]);
    expect(form['OutSum']).toBe('12329.50');
    const kopecks = receipt.items.reduce((sum, item) => sum + Math.round(item.sum * 100), 0);
    expect(kopecks).toBe(Math.round(Number(form['OutSum']) * 100));
  });

  test('a success: the page accepts the signature, ResultURL is answered OK{InvId}, the ticket is issued, SuccessURL is the thanks page', async () => {
    const { orderId, page, token } = await payPage(paymentBody({ tickets: [ticketLine(formats.plain)] }));
    const { invoice_number: invoice } = await order(orderId);
    const visit = await standIn.browse(page, 'pay');
    expect(visit.page).toBe(200);
    expect(standIn.resultAnswers).toContainEqual({ invId: String(invoice), status: 200, body: `OK${invoice}` });
    expect(visit.location.startsWith(`${server.url}/basket/thanks?`)).toBe(true);
    expect(new URL(visit.location).searchParams.get('Shp_order')).toBe(orderId);
    expect((await order(orderId)).status).toBe('paid');
    // issue 29 §2: the signed Shp_view comes back to SuccessURL and opens the order check without a token
    const view = new URL(visit.location).searchParams.get('Shp_view') ?? '';
    expect(view).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await server.api('GET', `/api/order/${orderId}/view?key=${view}`)).body).toMatchObject({ status: 'paid' });
    const check = await server.api('GET', `/api/order/${orderId}`, { token: token ?? '' });
    expect(check.body).toMatchObject({ status: 'paid', tickets: [{ public_id: expect.any(String) }] });
  });

  test('nothing to pay (a 100 % promo code): no provider is asked, the order is paid and the answer leads to the thanks page', async () => {
    const answer = await pay(paymentBody({ tickets: [ticketLine(formats.plain, 1, { promocode: 'ONCE' })] }));
    const { orderId, redirect, form, token } = paid(answer);
    expect(redirect).toBe(`${server.url}/basket/thanks`);
    expect(form).toEqual({ order: orderId, view: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(await order(orderId)).toMatchObject({ status: 'paid', amount: 0 });
    const check = await server.api('GET', `/api/order/${orderId}`, { token: token ?? '' });
    expect(check.body).toMatchObject({ status: 'paid', tickets: [{ public_id: expect.any(String) }] });
    expect(standIn.invoices.size).toBe(0);
  });

  test('a form pair changed by the buyer fails the signature on the payment page', async () => {
    const { form, page } = await payPage(paymentBody({ tickets: [ticketLine(formats.plain)] }));
    const before = standIn.badSignatures;
    expect((await standIn.browse({ ...page, fields: { ...form, OutSum: '1.00' } }, 'pay')).page).toBe(400);
    expect(standIn.badSignatures).toBe(before + 1);
  });

  test('a decline sends no notification: the order stays pending, FailURL is the basket, the hold ends with its time', async () => {
    const { orderId, form, page } = await payPage(paymentBody({ tickets: [ticketLine(formats.last, 2)] }));
    const visit = await standIn.browse(page, 'decline');
    expect(visit.location.startsWith(`${server.url}/basket?`)).toBe(true);
    expect(standIn.resultAnswers.filter((answer) => answer.invId === String(form['InvId']))).toEqual([]);
    expect((await order(orderId)).status).toBe('pending');
    expect(await ticketsLeft(server.db, formats.last)).toBe(3);
    server.clock.advance(15 * 60_000);
    await server.api('GET', '/api/event/list');
    expect(await ticketsLeft(server.db, formats.last)).toBe(3);
    server.clock.advance(1);
    await pay(paymentBody({ tickets: [ticketLine(formats.plain)] }));
    expect((await order(orderId)).status).toBe('expired');
    expect(await ticketsLeft(server.db, formats.last)).toBe(5);
  });

  test('a forged notification changes nothing; the real one replayed changes the order once; another sum is refused', async () => {
    const { orderId, form, page } = await payPage(paymentBody({ tickets: [ticketLine(formats.plain)] }));
    const invId = String(form['InvId']);
    await standIn.browse(page, 'decline'); // the stand-in knows the invoice, nothing is paid
    const forged = await standIn.notify(invId, { password: 'guessed' });
    expect(forged.status).toBe(401);
    const otherSum = await standIn.notify(invId, { outSum: '1.000000' });
    expect(otherSum.status).toBe(400);
    expect((await order(orderId)).status).toBe('pending');
    expect(await count('SELECT count(*) AS n FROM ticket WHERE order_id = $1', [orderId])).toBe(0);

    const first = await standIn.notify(invId);
    const replay = await standIn.notify(invId);
    expect([first, replay]).toEqual([
      { status: 200, body: `OK${invId}` },
      { status: 200, body: `OK${invId}` },
    ]);
    expect(await count('SELECT count(*) AS n FROM order_event WHERE order_id = $1', [orderId])).toBe(1);
    expect(await count('SELECT count(*) AS n FROM ticket WHERE order_id = $1', [orderId])).toBe(1);
    expect(await count('SELECT count(*) AS n FROM payment_notification WHERE NOT signature_ok')).toBe(1);
  });

  test('a notification for another order, with a valid signature of its own, cannot pay this one', async () => {
    const mine = await payPage(paymentBody({ tickets: [ticketLine(formats.plain)] }));
    const other = await payPage(paymentBody({ email: 'other@example.com', tickets: [ticketLine(formats.plain)] }));
    await standIn.browse(mine.page, 'decline');
    // the signed Shp_order names the order; pointing it elsewhere breaks the signature…
    expect((await standIn.notify(String(mine.form['InvId']), { shp: { Shp_order: other.orderId }, password: 'guessed' })).status).toBe(401);
    // …and a correctly signed pair that does not match is refused
    expect((await standIn.notify(String(mine.form['InvId']), { shp: { Shp_order: other.orderId } })).status).toBe(400);
    expect((await order(other.orderId)).status).toBe('pending');
  });

  test('returning a ticket goes through the refund API and is polled until Robokassa finishes it', async () => {
    const { orderId, page, token } = await payPage(paymentBody({ tickets: [ticketLine(formats.plain, 2)] }));
    await standIn.browse(page, 'pay');
    const [ticket] = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1 ORDER BY ticket_number', [orderId]);
    const cancel = await server.api('POST', '/api/payment/cancel', { token: token ?? '', body: { public_id: ticket?.public_id } });
    expect(cancel.body).toEqual({ sum: 1000 });
    expect(standIn.refunds).toHaveLength(1);
    expect(standIn.refunds[0]).toMatchObject({ amount: 1000, items: [{ Name: '5 км', Quantity: 1, Cost: 1000, Tax: 'vat20', PaymentMethod: 'full_payment', PaymentObject: 'service' }] });
    expect(await refund('r.ticket_id = $1', [ticket?.public_id])).toMatchObject({ state: 'requested', attempts: 0 });
    // first asked about after the first wait
    await worker.runDue();
    expect(await refund('r.ticket_id = $1', [ticket?.public_id])).toMatchObject({ state: 'requested', attempts: 0 });
    await later(30_000);
    expect(await refund('r.ticket_id = $1', [ticket?.public_id])).toMatchObject({ state: 'done', attempts: 1 });
    expect(standIn.refunds).toHaveLength(1);
  });

  test("a returned ticket reads 'processing' while Robokassa works, then 'refunded' with the sum and date, out of the active list", async () => {
    const { orderId, page, token } = await payPage(paymentBody({ tickets: [ticketLine(formats.plain, 2)] }));
    await standIn.browse(page, 'pay');
    const auth = { token: token ?? '' };
    const [ticket] = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1 ORDER BY ticket_number', [orderId]);
    const id = ticket?.public_id ?? '';
    const listed = async (list: 'my' | 'old') => {
      const answer = await server.api('GET', `/api/user/tickets/${list}`, auth);
      const body = answer.body as { values: { public_id: string; status: string; refund?: unknown }[] };
      return body.values.find((each) => each.public_id === id);
    };
    expect(await listed('my')).toMatchObject({ status: 'active', refund: null });
    standIn.holdRefunds(true);
    expect((await server.api('POST', '/api/payment/cancel', { ...auth, body: { public_id: id } })).body).toEqual({ sum: 1000 });
    expect(await listed('my')).toMatchObject({ status: 'processing', refund: { amount: 1000, refunded_at: null } });
    expect(await listed('old')).toBeUndefined();
    await later(30_000);
    expect(await listed('my')).toMatchObject({ status: 'processing' });
    standIn.holdRefunds(false);
    await later(60_000);
    const [done] = await server.db.query<{ finished_at: Date }>("SELECT finished_at FROM provider_refund WHERE ticket_id = $1 AND state = 'done'", [id]);
    const finished = done?.finished_at.toISOString();
    expect(finished).toBeDefined();
    expect(await listed('my')).toBeUndefined();
    expect(await listed('old')).toMatchObject({ status: 'refunded', refund: { amount: 1000, refunded_at: finished } });
    // the order's other ticket is untouched
    const others = (await server.api('GET', '/api/user/tickets/my', auth)).body as { values: { status: string }[] };
    expect(others.values.map((each) => each.status)).toEqual(['active']);
  });

  test('a ticket return Robokassa refuses leaves the ticket as it was (502)', async () => {
    const { orderId, page, token } = await payPage(paymentBody({ tickets: [ticketLine(formats.plain)] }));
    await standIn.browse(page, 'pay');
    const [ticket] = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1', [orderId]);
    standIn.failRefunds(1);
    const refused = await server.api('POST', '/api/payment/cancel', { token: token ?? '', body: { public_id: ticket?.public_id } });
    expect(refused.status).toBe(502);
    expect(await count("SELECT count(*) AS n FROM ticket WHERE status = 'active' AND order_id = $1", [orderId])).toBe(1);
    expect(await count('SELECT count(*) AS n FROM provider_refund')).toBe(0);
  });

  test('a late success after the hold expired and the places were sold: refunded, retried until confirmed, the buyer mailed, the order check says so', async () => {
    const late = await payPage(paymentBody({ email: 'late@example.com', tickets: [ticketLine(formats.last, 5)] }));
    await standIn.browse(late.page, 'decline'); // the stand-in shows the page; the buyer is slow
    server.clock.advance(15 * 60_000 + 1);
    await payPage(paymentBody({ email: 'quick@example.com', tickets: [ticketLine(formats.last, 5)] }));
    expect((await order(late.orderId)).status).toBe('expired');

    standIn.failRefunds(1);
    standIn.holdRefunds(true);
    const invId = String(late.form['InvId']);
    expect(await standIn.notify(invId)).toEqual({ status: 200, body: `OK${invId}` });
    expect((await order(late.orderId)).status).toBe('refund_required');
    expect(await count('SELECT count(*) AS n FROM ticket WHERE order_id = $1', [late.orderId])).toBe(0);
    const mail = (await server.outbox('late@example.com'))[0];
    expect(mail?.subject).toBe(`Возврат оплаты заказа № ${invId}`);
    expect(mail?.text).toContain('2 500 Руб.'.replace(/ /g, '\u00a0'));

    expect(await refund('r.order_id = $1', [late.orderId])).toMatchObject({ state: 'due', attempts: 0 });
    const check = await server.api('GET', `/api/order/${late.orderId}`, { token: late.token ?? '' });
    expect(check.body).toMatchObject({ status: 'refund_required', tickets: [] });

    // the first call fails: the refund keeps its error, the job its time to try again
    await worker.runDue();
    expect(await refund('r.order_id = $1', [late.orderId])).toEqual({ state: 'due', attempts: 1, last_error: expect.stringContaining('HTTP 500') });
    expect(standIn.refunds).toEqual([]);
    // (the test clock runs on with real time: a second short of the wait leaves room for the requests)
    await later(30_000 - 1_000);
    expect(await refund('r.order_id = $1', [late.orderId])).toMatchObject({ attempts: 1 });
    // the second is accepted: Robokassa processes it, and is asked again until it is finished
    await later(1_000);
    expect(await refund('r.order_id = $1', [late.orderId])).toMatchObject({ state: 'requested', attempts: 2 });
    expect(standIn.refunds.map((taken) => [taken.amount, taken.items])).toEqual([
      [2500, [{ Name: 'Последние места', Quantity: 1, Cost: 2500, Tax: 'vat20', PaymentMethod: 'full_payment', PaymentObject: 'service' }]],
    ]);
    await later(60_000);
    expect(await refund('r.order_id = $1', [late.orderId])).toMatchObject({ state: 'requested', attempts: 3, last_error: expect.stringContaining('still being processed') });
    standIn.holdRefunds(false);
    await later(120_000);
    expect(await refund('r.order_id = $1', [late.orderId])).toEqual({ state: 'done', attempts: 4, last_error: null });
    const [job] = await server.db.query<{ status: string }>("SELECT status FROM job WHERE kind = 'refund'");
    expect(job?.status).toBe('done');
    expect(standIn.refunds).toHaveLength(1);
  });
});

describe('paying through Robokassa in test mode', () => {
  test('ROBOKASSA_TEST=1 sends IsTest=1', async () => {
    const testing = await startTestServer({ seed: (db) => seedShop(db, new Date()), payment: settings(standIn, { ROBOKASSA_TEST: '1' }) });
    try {
      const { redirect } = paid(await testing.api('POST', '/api/payment', { body: paymentBody({ tickets: [ticketLine(formats.plain)] }) }));
      expect((await readPayForm(redirect)).fields['IsTest']).toBe('1');
    } finally {
      await testing.close();
    }
  });
});
