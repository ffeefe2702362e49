/**
 * A stand-in Robokassa: a real HTTP server in the test process that speaks the documented
 * protocol (docs.robokassa.ru; server/payment/README.md cites the pages), written apart from the
 * server's adapter so that a mistake there is not mirrored here.
 *
 * - POST /Merchant/Index.aspx      the payment page, its form POSTed by the buyer's browser
 *   (form-encoded; «Фискализация» recommends POST for a form with a Receipt; a GET link carrying
 *   a Receipt is refused here, 414): checks MerchantLogin and SignatureValue (MD5/SHA of
 *   MerchantLogin:OutSum:InvId[:Receipt]:Password#1[:Shp_…], Receipt URL-encoded as sent) and
 *   that the Receipt's items add up to OutSum; 400 "bad signature" otherwise. The page has two
 *   buttons posting to /Merchant/decide.
 * - POST /Merchant/decide        pay: POST the ResultURL notification (form-encoded, signed with
 *   password #2), then 303 to SuccessURL with OutSum, InvId, SignatureValue (password #1),
 *   Culture and the Shp_ fields; decline: 303 to FailURL, no notification (Robokassa sends none).
 * - GET  /Merchant/WebService/Service.asmx/OpStateExt  the XML state of an invoice with its OpKey.
 * - POST /RefundService/Refund/Create  a JWT (HS256, password #3) with OpKey, RefundSum,
 *   InvoiceItems: { success, requestId } or { success: false, message }.
 * - GET  /RefundService/Refund/GetState?id=  { requestId, amount, label: processing | finished }.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInAccount {
  readonly login: string;
  readonly password1: string;
  readonly password2: string;
  readonly password3: string;
  readonly hash: 'md5' | 'sha1' | 'sha256' | 'sha384' | 'sha512';
}

/** An invoice the stand-in saw on its payment page. */
export interface StandInInvoice {
  readonly invId: string;
  readonly outSum: string;
  readonly email: string | undefined;
  readonly isTest: boolean;
  readonly shp: Readonly<Record<string, string>>;
  readonly receipt: unknown;
  paid: boolean;
  opKey: string | undefined;
  refunded: number;
}

export interface StandInRefund {
  readonly requestId: string;
  readonly opKey: string;
  readonly amount: number;
  readonly items: unknown;
  label: 'processing' | 'finished';
}

export interface RobokassaStandIn {
  readonly url: string;
  /** ROBOKASSA_PAY_URL and ROBOKASSA_REFUND_URL of the shop under test. */
  readonly payUrl: string;
  readonly refundUrl: string;
  readonly account: StandInAccount;
  /** The shop's ResultURL, SuccessURL and FailURL ("technical settings" of the account). */
  shop: { resultUrl: string; successUrl: string; failUrl: string };
  readonly invoices: Map<string, StandInInvoice>;
  readonly refunds: StandInRefund[];
  /** Every answer the shop gave to a ResultURL notification. */
  readonly resultAnswers: { invId: string; status: number; body: string }[];
  /** Page requests refused for a bad signature. */
  badSignatures: number;
  /** The next `count` Refund/Create calls fail (HTTP 500), as a provider that is down. */
  failRefunds(count: number): void;
  /** Refunds stay `processing` until finish() while held. */
  holdRefunds(hold: boolean): void;
  finishRefunds(): void;
  /** The buyer's browser: POSTs form `form` to `action` (the payment page), presses a button; answers where it is sent. */
  browse(form: PayForm, action: 'pay' | 'decline'): Promise<{ page: number; location: string }>;
  /** Posts a ResultURL notification for invoice `invId` as Robokassa would after a payment (or altered, as a forger would). */
  notify(invId: string, change?: { outSum?: string; password?: string; shp?: Record<string, string> }): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

/** A form as the shop's page holds it: where it posts, how, and its fields. */
export interface PayForm {
  readonly action: string;
  readonly method: string;
  readonly fields: Readonly<Record<string, string>>;
}

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

/** The first form of the shop's page `html` and its hidden fields. */
export function parsePayForm(html: string): PayForm {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(html);
  const attribute = (tag: string, name: string) => unescapeHtml(new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  const fields: Record<string, string> = {};
  for (const input of (form?.[2] ?? '').matchAll(/<input\b[^>]*>/g)) fields[attribute(input[0], 'name')] = attribute(input[0], 'value');
  return { action: attribute(form?.[1] ?? '', 'action'), method: attribute(form?.[1] ?? '', 'method'), fields };
}

/** The buyer's browser reading the shop's page at `pageUrl`: the first form and its hidden fields. */
export async function readPayForm(pageUrl: string): Promise<PayForm & { readonly status: number; readonly html: string; readonly csp: string }> {
  const response = await fetch(pageUrl);
  const html = await response.text();
  return { status: response.status, html, csp: response.headers.get('content-security-policy') ?? '', ...parsePayForm(html) };
}

const hash = (method: StandInAccount['hash'], text: string) => createHash(method).update(text, 'utf8').digest('hex');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase());
  const right = Buffer.from(b.toLowerCase());
  return left.length === right.length && timingSafeEqual(left, right);
}

const shpOf = (params: URLSearchParams): Record<string, string> =>
  Object.fromEntries([...params.entries()].filter(([key]) => key.startsWith('Shp_')).sort(([a], [b]) => (a < b ? -1 : 1)));
const shpTail = (shp: Readonly<Record<string, string>>) =>
  Object.keys(shp)
    .sort()
    .map((key) => `:${key}=${shp[key] ?? ''}`)
    .join('');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(body);
}

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startRobokassaStandIn(account: StandInAccount): Promise<RobokassaStandIn> {
  const invoices = new Map<string, StandInInvoice>();
  const refunds: StandInRefund[] = [];
  const resultAnswers: { invId: string; status: number; body: string }[] = [];
  let failing = 0;
  let holding = false;

  const resultSignature = (outSum: string, invId: string, shp: Readonly<Record<string, string>>, password = account.password2) =>
    hash(account.hash, `${outSum}:${invId}:${password}${shpTail(shp)}`);

  async function postResult(invoice: StandInInvoice, change: { outSum?: string; password?: string; shp?: Record<string, string> } = {}) {
    // Robokassa writes the sum with six decimals in notifications
    const outSum = change.outSum ?? Number(invoice.outSum).toFixed(6);
    const shp = change.shp ?? invoice.shp;
    const form = new URLSearchParams({
      OutSum: outSum,
      InvId: invoice.invId,
      Fee: '0.000000',
      EMail: invoice.email ?? '',
      SignatureValue: resultSignature(outSum, invoice.invId, shp, change.password).toUpperCase(),
      PaymentMethod: 'BankCard',
      IncCurrLabel: 'BankCardPSR',
      ...shp,
    });
    const answer = await fetch(standIn.shop.resultUrl, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const body = await answer.text();
    resultAnswers.push({ invId: invoice.invId, status: answer.status, body });
    return { status: answer.status, body };
  }

  function page(params: URLSearchParams, response: ServerResponse): void {
    const outSum = params.get('OutSum') ?? '';
    const invId = params.get('InvId') ?? '';
    const receipt = params.get('Receipt');
    const shp = shpOf(params);
    const base = [account.login, outSum, invId, ...(receipt === null ? [] : [receipt]), account.password1].join(':') + shpTail(shp);
    if (params.get('MerchantLogin') !== account.login || !sameHex(hash(account.hash, base), params.get('SignatureValue') ?? '')) {
      standIn.badSignatures += 1;
      send(response, 400, 'bad signature');
      return;
    }
    let decoded: unknown = null;
    if (receipt !== null) {
      decoded = JSON.parse(decodeURIComponent(receipt));
      const items = typeof decoded === 'object' && decoded !== null && 'items' in decoded && Array.isArray(decoded.items) ? decoded.items : [];
      const sum = items.reduce((total: number, item: unknown) => total + (typeof item === 'object' && item !== null && 'sum' in item ? Number(item.sum) : 0), 0);
      if (Math.round(sum * 100) !== Math.round(Number(outSum) * 100)) {
        send(response, 400, `receipt sums to ${sum}, not ${outSum}`);
        return;
      }
    }
    invoices.set(invId, {
      invId,
      outSum,
      email: params.get('Email') ?? undefined,
      isTest: params.get('IsTest') === '1',
      shp,
      receipt: decoded,
      paid: false,
      opKey: undefined,
      refunded: 0,
    });
    send(
      response,
      200,
      `<!doctype html><title>Robokassa (stand-in)</title><h1>${outSum} ₽</h1>
<form method="post" action="/Merchant/decide"><input type="hidden" name="InvId" value="${invId}">
<button name="action" value="pay">Оплатить</button><button name="action" value="decline">Отказаться</button></form>`,
      { 'content-type': 'text/html; charset=utf-8' },
    );
  }

  async function decide(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(request));
    const invoice = invoices.get(form.get('InvId') ?? '');
    if (invoice === undefined) {
      send(response, 404, 'unknown invoice');
      return;
    }
    const back = new URLSearchParams({ OutSum: invoice.outSum, InvId: invoice.invId, Culture: 'ru', ...invoice.shp });
    if (form.get('action') !== 'pay') {
      send(response, 303, '', { location: `${standIn.shop.failUrl}?${back}` });
      return;
    }
    invoice.paid = true;
    invoice.opKey ??= randomUUID();
    await postResult(invoice);
    back.set('SignatureValue', hash(account.hash, `${invoice.outSum}:${invoice.invId}:${account.password1}${shpTail(invoice.shp)}`));
    send(response, 303, '', { location: `${standIn.shop.successUrl}?${back}` });
  }

  function opState(url: URL, response: ServerResponse): void {
    const invId = url.searchParams.get('InvoiceID') ?? '';
    const signature = url.searchParams.get('Signature') ?? '';
    if (url.searchParams.get('MerchantLogin') !== account.login || !sameHex(hash(account.hash, `${account.login}:${invId}:${account.password2}`), signature)) {
      send(response, 200, '<?xml version="1.0" encoding="utf-8"?><OperationStateResponse><Result><Code>1</Code><Description>bad signature</Description></Result></OperationStateResponse>', {
        'content-type': 'text/xml',
      });
      return;
    }
    const invoice = invoices.get(invId);
    if (invoice?.paid !== true || invoice.opKey === undefined) {
      send(response, 200, '<?xml version="1.0" encoding="utf-8"?><OperationStateResponse><Result><Code>3</Code></Result></OperationStateResponse>', {
        'content-type': 'text/xml',
      });
      return;
    }
    send(
      response,
      200,
      `<?xml version="1.0" encoding="utf-8"?>
<OperationStateResponse xmlns="http://merchant.roboxchange.com/WebService/"><Result><Code>0</Code></Result>
<State><Code>100</Code></State><Info><IncCurrLabel>BankCardPSR</IncCurrLabel><IncSum>${invoice.outSum}</IncSum><OpKey>${invoice.opKey}</OpKey></Info></OperationStateResponse>`,
      { 'content-type': 'text/xml' },
    );
  }

  async function createRefund(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const token = (await readBody(request)).trim();
    if (failing > 0) {
      failing -= 1;
      send(response, 500, 'temporarily unavailable');
      return;
    }
    const [head = '', payload = '', signature = ''] = token.split('.');
    const expected = createHmac('sha256', account.password3).update(`${head}.${payload}`).digest('base64url');
    const json = (value: unknown) => send(response, 200, JSON.stringify(value), { 'content-type': 'application/json' });
    if (!sameHex(Buffer.from(expected).toString('hex'), Buffer.from(signature).toString('hex'))) {
      json({ success: false, message: 'InvalidSignature' });
      return;
    }
    const body: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const field = (name: string): unknown => (typeof body === 'object' && body !== null && name in body ? Reflect.get(body, name) : undefined);
    const opKey = String(field('OpKey'));
    const invoice = [...invoices.values()].find((candidate) => candidate.opKey === opKey);
    const amount = Number(field('RefundSum'));
    if (invoice === undefined) {
      json({ success: false, message: 'OperationNotFound' });
      return;
    }
    if (!(amount > 0) || invoice.refunded + amount > Number(invoice.outSum) + 1e-9) {
      json({ success: false, message: 'NotEnoughOperationFunds' });
      return;
    }
    invoice.refunded += amount;
    const refund: StandInRefund = { requestId: randomUUID(), opKey, amount, items: field('InvoiceItems'), label: 'processing' };
    refunds.push(refund);
    json({ success: true, message: null, requestId: refund.requestId });
  }

  function refundState(url: URL, response: ServerResponse): void {
    const refund = refunds.find((candidate) => candidate.requestId === url.searchParams.get('id'));
    if (refund === undefined) {
      send(response, 404, JSON.stringify({ message: 'not found' }), { 'content-type': 'application/json' });
      return;
    }
    if (!holding) refund.label = 'finished';
    send(response, 200, JSON.stringify({ requestId: refund.requestId, amount: refund.amount, label: refund.label }), { 'content-type': 'application/json' });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    const handled =
      route === 'POST /Merchant/Index.aspx'
        ? readBody(request).then((body) => page(new URLSearchParams(body), response))
        : route === 'GET /Merchant/Index.aspx'
          ? Promise.resolve(url.searchParams.has('Receipt') ? send(response, 414, 'a Receipt is sent by POST') : page(url.searchParams, response))
        : route === 'POST /Merchant/decide'
          ? decide(request, response)
          : route === 'GET /Merchant/WebService/Service.asmx/OpStateExt'
            ? Promise.resolve(opState(url, response))
            : route === 'POST /RefundService/Refund/Create'
              ? createRefund(request, response)
              : route === 'GET /RefundService/Refund/GetState'
                ? Promise.resolve(refundState(url, response))
                : Promise.resolve(send(response, 404, 'not found'));
    handled.catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const standIn: RobokassaStandIn = {
    url,
    payUrl: `${url}/Merchant/Index.aspx`,
    refundUrl: `${url}/RefundService/Refund`,
    account,
    shop: { resultUrl: '', successUrl: '', failUrl: '' },
    invoices,
    refunds,
    resultAnswers,
    badSignatures: 0,
    failRefunds(count) {
      failing = count;
    },
    holdRefunds(hold) {
      holding = hold;
    },
    finishRefunds() {
      for (const refund of refunds) refund.label = 'finished';
    },
    async browse(form, action) {
      if (form.method.toLowerCase() !== 'post') throw new Error(`the shop's form is sent by ${form.method}, not POST`);
      const shown = await fetch(form.action, {
        method: 'POST',
        body: new URLSearchParams(form.fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      await shown.text();
      if (shown.status !== 200) return { page: shown.status, location: '' };
      const invId = form.fields['InvId'] ?? '';
      const pressed = await fetch(`${url}/Merchant/decide`, {
        method: 'POST',
        body: new URLSearchParams({ InvId: invId, action }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
      return { page: shown.status, location: pressed.headers.get('location') ?? '' };
    },
    async notify(invId, change = {}) {
      const invoice = invoices.get(invId);
      if (invoice === undefined) throw new Error(`the stand-in never showed invoice ${invId}`);
      // an unaltered notification is a payment Robokassa took (the buyer paid late, say)
      if (Object.keys(change).length === 0) {
        invoice.paid = true;
        invoice.opKey ??= randomUUID();
      }
      return postResult(invoice, change);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
  return standIn;
}
