/**
 * Mail that reaches people: a real SMTP server in the test process receives the registration,
 * recovery, order and refund mails from the job worker, through nodemailer. Each has a plain-text
 * and an HTML part in the visitor's language and the organiser's name; its links are on
 * PUBLIC_URL and open the site route that handles them (the site's own route list decides),
 * and the codes in them work. The order mail carries each ticket's QR code as a PNG attachment
 * the HTML shows by content id.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatOrderAmount } from '../../../sdk/format/index.ts';
import { resolveDeps } from '../../../server/app.ts';
import { jobWorkerFor } from '../../../server/jobs/job-worker-for.ts';
import type { JobWorker } from '../../../server/jobs/job-worker.ts';
import { qrPng } from '../../../server/outbox/mail-transport.ts';
import type { OutboxSettings } from '../../../server/outbox/outbox-settings.ts';
import { PASSWORD, registerConfirmed } from '../account-steps.ts';
import { INSURANCE, buy, formats, paymentBody, seedShop, ticketLine } from '../support-shop.ts';
import { startTestServer, type TestServer } from '../test-server.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher.ts';
import { readQrImage } from './qr-image.ts';
import { siteRouteOf } from './site-route-of.ts';

const PUBLIC_URL = 'https://rubezh.example';
let catcher: MailCatcher;
let server: TestServer;
let worker: JobWorker;

beforeAll(async () => {
  catcher = await startMailCatcher();
  const outbox: OutboxSettings = {
    organiser: 'Рубеж',
    mail: { transport: 'smtp', url: catcher.url, from: 'Рубеж <noreply@rubezh.example>', requireTls: false },
    sms: { transport: 'log' },
  };
  server = await startTestServer({ publicUrl: PUBLIC_URL, outbox, seed: (db) => seedShop(db, new Date()) });
  const deps = resolveDeps({ db: server.db, clock: server.clock, mode: 'test', publicUrl: PUBLIC_URL, outbox, log: () => undefined });
  worker = jobWorkerFor(deps, { pollMs: 1_000, leaseMs: 60_000 });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});
beforeEach(async () => {
  await server.reset();
  catcher.mails.length = 0;
});

/** Delivers what is due and answers the one new mail to `to`. */
async function deliveredTo(to: string): Promise<CaughtMail> {
  await worker.runDue();
  const mails = catcher.mails.filter((mail) => mail.parsed.to !== undefined && JSON.stringify(mail.parsed.to).includes(to));
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  if (mail === undefined) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The one link of a mail: the same in both parts, on PUBLIC_URL. */
function linkOf(mail: CaughtMail): URL {
  const links = [...(mail.parsed.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  expect(links).toHaveLength(1);
  const link = new URL(links[0] ?? '');
  expect(link.origin).toBe(PUBLIC_URL);
  expect(mail.parsed.html).toContain(`href="${link.href}"`);
  return link;
}

function expectBothParts(mail: CaughtMail, language: 'ru' | 'en') {
  expect(mail.parsed.from?.value[0]).toMatchObject({ name: 'Рубеж', address: 'noreply@rubezh.example' });
  expect(mail.parsed.text).toContain(language === 'ru' ? 'С уважением, Рубеж' : 'Kind regards, Рубеж');
  expect(mail.parsed.html).toContain(`<html lang="${language}">`);
  expect(mail.parsed.html).toContain(language === 'ru' ? 'С уважением, Рубеж' : 'Kind regards, Рубеж');
}

describe('mail over SMTP', () => {
  it('delivers the registration mail; its link opens /verify/email/:code and confirms the address', async () => {
    expect((await server.api('POST', '/api/user', { body: { email: 'hero@example.com', password: PASSWORD } })).status).toBe(200);
    expect(catcher.mails).toHaveLength(0); // nothing leaves before the worker runs
    const mail = await deliveredTo('hero@example.com');
    expect(mail.parsed.subject).toBe('Подтверждение почты');
    expectBothParts(mail, 'ru');
    const link = linkOf(mail);
    expect(siteRouteOf(link.pathname)).toBe('/verify/email/:code');
    const code = link.pathname.split('/').at(-1) ?? '';
    const confirmed = await server.api('POST', '/api/user/verify/email', { body: { code } });
    expect(confirmed.status, confirmed.message).toBe(200);
    expect((await server.outbox('hero@example.com'))[0]?.sent).not.toBeNull();
    // run again: the mail is not sent twice
    await worker.runDue();
    expect(catcher.mails).toHaveLength(1);
  });

  it('writes to a visitor who chose English in English', async () => {
    await server.api('POST', '/api/user', { body: { email: 'en@example.com', password: PASSWORD }, headers: { 'accept-language': 'en' } });
    const mail = await deliveredTo('en@example.com');
    expect(mail.parsed.subject).toBe('Confirm your e-mail');
    expectBothParts(mail, 'en');
  });

  it('delivers the recovery mail; its link opens /verify/resetpassword/:code and lets a new password be set', async () => {
    await registerConfirmed(server, 'forgot@example.com');
    await worker.runDue();
    catcher.mails.length = 0;
    expect((await server.api('POST', '/api/auth/resetpassword', { body: { email: 'forgot@example.com' } })).status).toBe(200);
    const mail = await deliveredTo('forgot@example.com');
    expect(mail.parsed.subject).toBe('Восстановление пароля');
    expectBothParts(mail, 'ru');
    const link = linkOf(mail);
    expect(siteRouteOf(link.pathname)).toBe('/verify/resetpassword/:code');
    const checked = await server.api('PUT', '/api/auth/resetpassword', { body: { code: link.pathname.split('/').at(-1) } });
    expect(checked.status, checked.message).toBe(200);
  });

  it('mails the paid order with each ticket, its number and QR code, the total, and the refund', async () => {
    const { token } = await registerConfirmed(server, 'buyer@example.com');
    await worker.runDue();
    catcher.mails.length = 0;
    const orderId = await buy(server, paymentBody({ email: 'buyer@example.com', tickets: [ticketLine(formats.plain, 2)] }), token);
    const mail = await deliveredTo('buyer@example.com');
    expectBothParts(mail, 'ru');
    expect(mail.parsed.subject).toMatch(/^Заказ № \d+ оплачен: /);
    const tickets = await server.db.query<{ public_id: string; ticket_number: string }>(
      'SELECT public_id, ticket_number FROM ticket WHERE order_id = $1 ORDER BY ticket_number',
      [orderId],
    );
    expect(tickets).toHaveLength(2);
    expect(mail.parsed.text).toContain(`Итого оплачено: ${formatOrderAmount(2000)}`);
    const images = mail.parsed.attachments.filter((attachment) => attachment.contentType === 'image/png');
    expect(images).toHaveLength(2);
    for (const ticket of tickets) {
      expect(mail.parsed.text).toContain(`Билет № ${ticket.ticket_number}`);
      // the QR image holds the ticket's id, as the ticket card's QR does
      const png = await qrPng(ticket.public_id);
      const image = images.find((attachment) => attachment.content.equals(png));
      expect(image, ticket.ticket_number).toBeDefined();
      expect(readQrImage(image?.content ?? Buffer.alloc(0))).toEqual({ text: ticket.public_id, width: 200, height: 200, level: 'L' });
      expect(mail.parsed.html).toContain(`src="cid:${image?.cid ?? ''}"`);
    }
    expect(mail.parsed.html).not.toMatch(/<svg|src="data:/);
    expect(siteRouteOf(linkOf(mail).pathname)).toBe('/me/*? tickets');

    catcher.mails.length = 0;
    const refunded = await server.api('POST', '/api/payment/cancel', { token, body: { public_id: tickets[0]?.public_id } });
    expect(refunded.status, refunded.message).toBe(200);
    const refund = await deliveredTo('buyer@example.com');
    expect(refund.parsed.subject).toBe(`Возврат за билет № ${tickets[0]?.ticket_number ?? ''}`);
    expect(refund.parsed.text).toContain(`${formatOrderAmount(1000)} вернется на карту`);
    expectBothParts(refund, 'ru');
    expect(siteRouteOf(linkOf(refund).pathname)).toBe('/me/*? tickets');
  });

  it('mails an insurance-only order with its policy, and its button opens the insurances (issue 29 item 15)', async () => {
    const { token } = await registerConfirmed(server, 'insured@example.com');
    await worker.runDue();
    catcher.mails.length = 0;
    const insured = { public_id: INSURANCE, count: 1, first_name: 'Анна', last_name: 'Петрова', birth_date: '1990-01-01', gender: 'female', phone: '79161234567', start_date: '2030-06-01' };
    const orderId = await buy(server, paymentBody({ email: 'insured@example.com', insurances: [insured] }), token);
    const [policy] = await server.db.query<{ number: string }>('SELECT number FROM insurance_policy WHERE order_id = $1', [orderId]);
    const mail = await deliveredTo('insured@example.com');
    expectBothParts(mail, 'ru');
    expect(mail.parsed.text).toContain('Спасибо! Оплата получена.');
    expect(mail.parsed.text).not.toContain('QR');
    expect(mail.parsed.text).toContain(`Страховой полис № ${policy?.number ?? '?'}: Страховка участника`);
    expect(mail.parsed.text).toContain('Застрахованный: Петрова Анна. Действует с 1 июня 2030, дней: 3');
    expect(mail.parsed.html).toContain('Мои страховки');
    expect(siteRouteOf(linkOf(mail).pathname)).toBe('/me/*? insurances');
  });

  it('sends one order mail per order even when its job runs twice', async () => {
    const orderId = await buy(server, paymentBody({ email: 'twice@example.com', tickets: [ticketLine(formats.plain)] }));
    await server.db.query(`INSERT INTO job (kind, payload, run_at, created_at) VALUES ('order-mail', $1::jsonb, $2, $2)`, [
      JSON.stringify({ order: orderId }),
      server.clock.now(),
    ]);
    await deliveredTo('twice@example.com');
  });
});
