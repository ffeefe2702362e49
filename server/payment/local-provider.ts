/**
 * The local card provider: a page of this server (/pay/{order}, pay-page.ts) stands in for the
 * provider's payment form. When the buyer presses 'Оплатить' or 'Отклонить' it notifies the
 * shop the way a real provider does — a POST of a JSON body signed with HMAC-SHA256 under
 * the shared secret (PAYMENT_SECRET) — and only then sends the browser back to the site.
 */
import { randomUUID } from 'node:crypto';
import { enums, object, string, validate } from 'superstruct';
import { SIGNATURE_HEADER, signBody, verifyBody } from './notification-signature.ts';
import type { NotificationCheck, PaymentProvider, ProviderNotification } from './payment-provider.ts';

const Notification = object({
  order_id: string(),
  status: enums(['succeeded', 'declined']),
  amount: string(),
  payment_id: string(),
});

/** The secret of development and tests; a real deployment sets PAYMENT_SECRET. */
export const DEV_PAYMENT_SECRET = 'racekit-local-provider-dev-secret';

/** Roubles as the provider writes them: two decimals. */
export const providerAmount = (amount: number): string => amount.toFixed(2);

/** The local provider, also able to sign its own notifications (the pay page sends them). */
export interface LocalProvider extends PaymentProvider {
  /** The body and signature header of a notification about `notification`. */
  sign(notification: ProviderNotification): { body: string; headers: Record<string, string> };
}

/** The local provider with `secret`. */
export function localProvider(secret: string): LocalProvider {
  return {
    name: 'local',
    checkout(order, origin) {
      return {
        redirect_url: `${origin}/pay/${encodeURIComponent(order.public_id)}`,
        form: { order: order.public_id, amount: providerAmount(order.amount) },
      };
    },
    readNotification(rawBody, headers): NotificationCheck {
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
    refund: () => Promise.resolve(`refund-${randomUUID()}`),
    sign(notification) {
      const body = JSON.stringify(notification);
      return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(body, secret) } };
    },
  };
}
