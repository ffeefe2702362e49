/**
 * The card payment provider, as an adapter (DESIGN.md "Server conventions"): where the buyer
 * pays, how the provider's notification is checked, and how money goes back. The default is
 * the local provider (local-provider.ts); a real one implements the same four methods.
 */

/** Where to send the browser: the address and the form pairs the client appends as query parameters. */
export interface ProviderCheckout {
  readonly redirect_url: string;
  readonly form: Readonly<Record<string, string>>;
}

/** A checked notification: what happened to which order, for how much. */
export interface ProviderNotification {
  readonly order_id: string;
  readonly status: 'succeeded' | 'declined';
  /** Roubles with kopecks, as text ("1234.50"). */
  readonly amount: string;
  readonly payment_id: string;
}

/** The result of reading a notification request. */
export type NotificationCheck =
  | { readonly ok: true; readonly notification: ProviderNotification }
  | { readonly ok: false; readonly reason: 'signature' | 'malformed' };

export interface PaymentProvider {
  /** Stored on each order. */
  readonly name: string;
  /** Where the buyer pays order `orderId` of `amount` roubles; `origin` is the server's own. */
  checkout(order: { readonly public_id: string; readonly amount: number }, origin: string): ProviderCheckout;
  /** Checks the signature of a notification's raw body and reads it. */
  readNotification(rawBody: string, headers: { get(name: string): string | null | undefined }): NotificationCheck;
  /** Sends `amount` roubles of order `orderId` back to the card; answers the provider's refund id. */
  refund(orderId: string, paymentId: string | null, amount: number): Promise<string>;
}
