/**
 * The Robokassa adapter (docs.robokassa.ru; server/payment/README.md cites each page):
 *
 * - checkout: a page of this site, /pay/robokassa/{order} (robokassa-pay-page.ts), whose form the
 *   buyer's browser POSTs to ROBOKASSA_PAY_URL, as «Фискализация» recommends for a form carrying
 *   a Receipt — MerchantLogin, OutSum, InvId (the order's number, the one the buyer and support
 *   see), Description, Receipt (54-ФЗ, URL-encoded), SignatureValue (password #1, over the
 *   Receipt too), Shp_order (the order's public_id, signed, returned on every redirect and
 *   notification; Shp_view, the order's view key for the thanks page), Culture, Email, and IsTest=1 with ROBOKASSA_TEST=1 (robokassaForm);
 * - the ResultURL notification, POST /api/payment/robokassa/result (form-encoded): checked
 *   with password #2 in constant time before anything is read, then settled like any
 *   notification (amount against the order, replays change nothing) and answered `OK{InvId}`.
 *   Robokassa sends it for successful payments only: a declined or abandoned payment leaves
 *   the order pending until its hold expires;
 * - refunds: the payment's OpKey from the XML interface OpStateExt (password #2), then
 *   Refund/Create with a JWT signed HS256 with password #3, and Refund/GetState until the
 *   refund is `finished` (the refund API).
 *
 * SuccessURL and FailURL are pages of the site (the thanks page and the basket): they show
 * what the order check says and never pay anything.
 */
import { createHmac } from 'node:crypto';
import { boolean, nullable, number, optional, string, type as looseObject, union, validate, type Struct } from 'superstruct';
import type { CheckoutOrder, NotificationCheck, PaymentProvider, RefundStarted, RefundState } from './payment-provider.ts';
import { ProviderError } from './payment-provider.ts';
import type { RobokassaSettings } from './payment-settings.ts';
import { providerAmount } from './provider-amount.ts';
import { robokassaPayPageUrl } from './robokassa-pay-path.ts';
import { receiptItems, receiptName, robokassaReceipt } from './robokassa-receipt.ts';
import { paymentSignature, resultSignatureValid, robokassaHash } from './robokassa-signature.ts';

/** The path of ResultURL on this server. */
export const ROBOKASSA_RESULT_PATH = '/api/payment/robokassa/result';

/** How long a call to Robokassa may take. */
const CALL_TIMEOUT_MS = 15_000;

/** Robokassa's Description: at most 100 characters of letters, digits and punctuation. */
const description = (order: CheckoutOrder) => `Оплата заказа ${order.invoice_number}`;

/** A Robokassa amount ("100.000000" in notifications) as roubles with kopecks, or undefined. */
function roubles(text: string): string | undefined {
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(text)) return undefined;
  return providerAmount(Math.round(Number(text) * 100) / 100);
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** A JWT signed HS256 with `key` (the refund API's request body). */
function jwt(payload: unknown, key: string): string {
  const head = `${base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
}

async function call<T>(url: string, init: RequestInit, answer: Struct<T>, what: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) throw new ProviderError(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(`${what}: not JSON: ${text.slice(0, 200)}`);
  }
  const [error, value] = validate(body, answer);
  if (error !== undefined) throw new ProviderError(`${what}: unexpected answer: ${text.slice(0, 200)}`);
  return value;
}

const CreateAnswer = looseObject({ success: boolean(), message: optional(nullable(union([string(), number()]))), requestId: optional(nullable(string())) });
const StateAnswer = looseObject({ requestId: optional(nullable(string())), label: string() });
const NotificationFields = looseObject({ OutSum: string(), InvId: string(), SignatureValue: string(), Shp_order: string() });

/**
 * The payment form of `order` (docs.robokassa.ru «Интерфейс оплаты», «Фискализация»): the pairs
 * the buyer's browser POSTs to ROBOKASSA_PAY_URL. The Receipt is URL-encoded JSON, signed as sent.
 */
export function robokassaForm(settings: RobokassaSettings, order: CheckoutOrder): Record<string, string> {
  const { login, hash } = settings;
  const outSum = providerAmount(order.amount);
  const invId = String(order.invoice_number);
  const receipt = encodeURIComponent(JSON.stringify(robokassaReceipt(order.lines, settings.tax, settings.sno)));
  // Shp_view: the order's view key, signed like Shp_order and returned to SuccessURL (issue 29 §2)
  const shp = { Shp_order: order.public_id, ...(order.view_key == null ? {} : { Shp_view: order.view_key }) };
  const form: Record<string, string> = {
    MerchantLogin: login,
    OutSum: outSum,
    InvId: invId,
    Description: description(order),
    Receipt: receipt,
    SignatureValue: paymentSignature(hash, { login, outSum, invId, receipt, password1: settings.password1 }, shp),
    ...shp,
    Culture: 'ru',
    Email: order.email,
  };
  if (settings.test) form['IsTest'] = '1';
  return form;
}

/** The Robokassa provider of `settings`. */
export function robokassaProvider(settings: RobokassaSettings): PaymentProvider {
  const { login, hash } = settings;

  /** The OpKey of paid invoice `invId` (OpStateExt, «XML интерфейсы»). */
  async function opKey(invId: number): Promise<string> {
    const url = new URL('/Merchant/WebService/Service.asmx/OpStateExt', settings.payUrl);
    url.search = new URLSearchParams({
      MerchantLogin: login,
      InvoiceID: String(invId),
      Signature: robokassaHash(hash, `${login}:${invId}:${settings.password2}`),
    }).toString();
    let xml: string;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
      xml = await response.text();
      if (!response.ok) throw new ProviderError(`OpStateExt: HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError(`OpStateExt: ${error instanceof Error ? error.message : String(error)}`);
    }
    const code = /<Result>\s*<Code>(\d+)<\/Code>/.exec(xml)?.[1];
    const key = /<OpKey>([^<]+)<\/OpKey>/.exec(xml)?.[1]?.trim();
    if (code !== '0' || key === undefined || key === '') throw new ProviderError(`OpStateExt: no paid operation for invoice ${invId} (result ${code ?? '?'})`);
    return key;
  }

  return {
    name: 'robokassa',
    // the Receipt makes the form too long for a link: the buyer's browser POSTs it from a page of the site
    checkout: (order, siteOrigin) => Promise.resolve({ redirect_url: robokassaPayPageUrl(siteOrigin, order.public_id), form: {} }),
    notification: {
      path: ROBOKASSA_RESULT_PATH,
      read(rawBody): NotificationCheck {
        const params = new URLSearchParams(rawBody);
        const fields = Object.fromEntries(params);
        const outSum = fields['OutSum'] ?? '';
        const invId = fields['InvId'] ?? '';
        const signature = fields['SignatureValue'] ?? '';
        if (!resultSignatureValid(hash, { outSum, invId, password2: settings.password2 }, fields, signature)) {
          return { ok: false, reason: 'signature' };
        }
        const [error, valid] = validate(fields, NotificationFields);
        const amount = valid === undefined ? undefined : roubles(valid.OutSum);
        if (error !== undefined || amount === undefined || !/^\d{1,10}$/.test(valid.InvId)) return { ok: false, reason: 'malformed' };
        return {
          ok: true,
          notification: {
            order_id: valid.Shp_order,
            invoice_number: Number(valid.InvId),
            status: 'succeeded',
            amount,
            payment_id: `robokassa-${valid.InvId}`,
          },
        };
      },
      accepted: (notification) =>
        new Response(`OK${notification.invoice_number ?? ''}`, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    },
    async startRefund(refund): Promise<RefundStarted> {
      const key = await opKey(refund.order.invoice_number);
      const payload = {
        OpKey: key,
        RefundSum: Number(providerAmount(refund.amount)),
        InvoiceItems: receiptItems(refund.lines, settings.tax).map((item) => ({
          Name: receiptName(item.name),
          Quantity: 1,
          Cost: item.sum,
          Tax: item.tax,
          PaymentMethod: item.payment_method,
          PaymentObject: item.payment_object,
        })),
      };
      const answer = await call(
        `${settings.refundUrl}/Create`,
        { method: 'POST', body: jwt(payload, settings.password3), headers: { 'content-type': 'text/plain' } },
        CreateAnswer,
        'Refund/Create',
      );
      if (!answer.success || answer.requestId === undefined || answer.requestId === null) throw new ProviderError(`Refund/Create refused: ${String(answer.message ?? 'no reason')}`);
      return { refund_id: answer.requestId, state: 'pending' };
    },
    async refundState(refundId): Promise<RefundState> {
      const answer = await call(`${settings.refundUrl}/GetState?id=${encodeURIComponent(refundId)}`, { method: 'GET' }, StateAnswer, 'Refund/GetState');
      if (answer.label === 'finished') return 'done';
      if (answer.label === 'processing') return 'pending';
      if (answer.label === 'canceled') return 'failed';
      throw new ProviderError(`Refund/GetState: unknown state "${answer.label}"`);
    },
  };
}
