/**
 * The card payment provider, as an adapter (docs/architecture.md "The
 * server"): where the buyer pays, how the provider's notification is read and
 * answered, and how money goes back. The order's state machine (settle-order.ts) never sees a
 * provider's field names. Two providers implement it: `local-provider.ts` (development and
 * tests only) and `robokassa-provider.ts`; `choose-provider.ts` picks one from the settings.
 */
import type { SettleOutcome } from './settle-order.ts';

/** Where to send the browser: the address and the form pairs the client appends as query parameters. */
export interface ProviderCheckout {
  readonly redirect_url: string;
  readonly form: Readonly<Record<string, string>>;
}

/** One line of what the buyer pays for (the fiscal receipt lists them). */
export interface PaidLine {
  readonly kind: 'ticket' | 'shop' | 'certificate' | 'insurance' | 'ticket_insurance' | 'delivery';
  readonly title: string;
  readonly count: number;
  /** Roubles after discounts for the whole line. */
  readonly total: number;
}

/** The order as a provider sees it. */
export interface CheckoutOrder {
  readonly public_id: string;
  /** The order's number for providers that want an integer (Robokassa's InvId). */
  readonly invoice_number: number;
  /** Roubles with kopecks. */
  readonly amount: number;
  readonly email: string;
  /** Every line, delivery included; their totals add up to `amount`. */
  readonly lines: readonly PaidLine[];
  /** The key the return to the thanks page carries (migration 028; server/orders/order-view.ts), when the order has one. */
  readonly view_key?: string | null;
}

/** A checked notification: what happened to which order, for how much. */
export interface ProviderNotification {
  readonly order_id: string;
  /** The provider's integer order number, when it sends one (checked against the order). */
  readonly invoice_number?: number;
  readonly status: 'succeeded' | 'declined';
  /** Roubles with kopecks, as text ("1234.50"). */
  readonly amount: string;
  readonly payment_id: string;
}

/** The result of reading a notification request. */
export type NotificationCheck =
  | { readonly ok: true; readonly notification: ProviderNotification }
  | { readonly ok: false; readonly reason: 'signature' | 'malformed' };

/** The provider's server-to-server notification: where it arrives, how it is read, what it is answered. */
export interface NotificationEndpoint {
  /** POST path of this server. */
  readonly path: string;
  /** Checks the signature of the raw body and reads it; the body is parsed only once its signature holds. */
  read(rawBody: string, headers: Headers): NotificationCheck;
  /** The answer the provider expects for a notification it need not send again. */
  accepted(notification: ProviderNotification, outcome: SettleOutcome): Response;
}

/** Money to send back. */
export interface RefundRequest {
  readonly order: CheckoutOrder;
  readonly payment_id: string | null;
  /** Roubles with kopecks; the whole order or a part of it. */
  readonly amount: number;
  /** The refunded lines (the refund receipt lists them). */
  readonly lines: readonly PaidLine[];
}

/** A refund the provider accepted: done at once, or being processed (ask refundState later). */
export interface RefundStarted {
  readonly refund_id: string;
  readonly state: 'done' | 'pending';
}

/** Where a refund stands at the provider. */
export type RefundState = 'done' | 'pending' | 'failed';

/** Thrown when the provider cannot be reached or refuses a request: the caller retries later. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface PaymentProvider {
  /** Stored on each order. */
  readonly name: 'local' | 'robokassa';
  /** Where the buyer pays `order`; `siteOrigin` is the site's origin (PUBLIC_URL). */
  checkout(order: CheckoutOrder, siteOrigin: string): Promise<ProviderCheckout>;
  readonly notification: NotificationEndpoint;
  /** Asks the provider to send money back; throws ProviderError when it cannot or will not. */
  startRefund(refund: RefundRequest): Promise<RefundStarted>;
  /** Where refund `refundId` stands; throws ProviderError when the provider cannot be asked. */
  refundState(refundId: string): Promise<RefundState>;
}
