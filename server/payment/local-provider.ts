/**
 * The local card provider, for development and tests only (production refuses it: its page
 * lets anyone mark an order paid). A page of this server (/pay/{order}, pay-page.ts) stands in
 * for the provider's payment form. When the buyer presses 'Оплатить' or 'Отклонить' it
 * notifies the shop the way a real provider does — a POST of a JSON body signed with
 * HMAC-SHA256 under the shared secret (PAYMENT_SECRET) to /api/payment/notify — and only then
 * sends the browser back to the site. Its refunds are done at once.
 */
import { randomUUID } from 'node:crypto';
import { enums, object, string, validate } from 'superstruct';
import { jsonResponse } from '../http/json-response.ts';
import { SIGNATURE_HEADER, signBody, verifyBody } from './notification-signature.ts';
import type { NotificationCheck, PaymentProvider, ProviderNotification } from './payment-provider.ts';
import { providerAmount } from './provider-amount.ts';

const Notification = object({
  order_id: string(),
  status: enums(['succeeded', 'declined']),
  amount: string(),
  payment_id: string(),
});

/** The local provider, also able to sign its own notifications (the pay page sends them). */
export interface LocalProvider extends PaymentProvider {
  readonly name: 'local';
  /** The body and signature header of a notification about `notification`. */
  sign(notification: ProviderNotification): { body: string; headers: Record<string, string> };
}

/** The local provider with HMAC key `secret`. */
export function localProvider(secret: string): LocalProvider {
  return {
    name: 'local',
    checkout(order, siteOrigin) {
      return Promise.resolve({
        redirect_url: `${siteOrigin}/pay/${encodeURIComponent(order.public_id)}`,
        form: { order: order.public_id, amount: providerAmount(order.amount) },
      });
    },
    notification: {
      path: '/api/payment/notify',
      read(rawBody, headers): NotificationCheck {
        if (!verifyBody(rawBody, headers.get(SIGNATURE_HEADER) ?? undefined, secret)) return { ok: false, reason: 'signature' };
        let parsed: unknown;
        try {
          parsed = JSON.parse(rawBody);
        } catch {
          return { ok: false, reason: 'malformed' };
        }
        const [error, notification] = validate(parsed, Notification);
        return error === undefined ? { ok: true, notification } : { ok: false, reason: 'malformed' };
      },
      // a provider retries until it hears 200: a replay is answered 200 and changes nothing
      accepted: (_notification, outcome) => jsonResponse({ ok: true, outcome }),
    },
    startRefund: () => Promise.resolve({ refund_id: `refund-${randomUUID()}`, state: 'done' }),
    refundState: () => Promise.resolve('done'),
    sign(notification) {
      const body = JSON.stringify(notification);
      return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(body, secret) } };
    },
  };
}
