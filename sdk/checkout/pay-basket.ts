import { toServerBasket } from '../basket/guest-basket.ts';
import { buildPaymentRequest } from '../basket/build-payment-request.ts';
import type { BasketPrice } from '../basket/price-basket.ts';
import { createPayment } from '../contract/payment.ts';
import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { PaymentResponse } from '../contract/schemas/payment-order.ts';
import type { BasketContacts } from '../forms/basket-contacts.ts';
import { ApiError, ApiMessageError, HttpStatusError } from '../http/api-errors.ts';
import type { RacekitStore } from '../state/racekit-store.ts';
import { basketGoodsAtom, guestBasketGoodsAtom, tokenAtom, userAtom } from '../state/storage-atoms.ts';
import { isSignedIn, readBasket, storeOf, type CheckoutOptions } from './basket-in-use.ts';
import { dropBasketSave, flushBasketSave } from './basket-sync.ts';
import { checkoutStartDetail, type CheckoutStartDetail } from './checkout-start.ts';
import { paymentAttemptKey } from './payment-attempt.ts';
import { providerUrl } from './provider-url.ts';

/** How a payment ended for the buyer. */
export type PayOutcome =
  /** Go to `url`: the provider's page, or the thanks page of an order with nothing to pay. */
  | { readonly kind: 'redirect'; readonly url: string; readonly orderId: string | null }
  /** The server's 409 on a ticket count: the popup 'Указанное количество билетов недоступно'. */
  | { readonly kind: 'ticket-count' }
  /**
   * Any other refusal (400 or above): the payment error popup; `guestLimit` when a guest's cap
   * refused it; `message`, the server's own words, when the buyer can act on them (serverWords).
   */
  | { readonly kind: 'refused'; readonly guestLimit: number | undefined; readonly message?: string | undefined };

/**
 * The server's message of a refusal the buyer can act on (issue 29 item 5; the spec hides the
 * payment's text, decided in docs/spec-map.md): a 429 of a limit (when to try again — 30 orders
 * an hour from one address) and a 409 conflict (a place, a size, a promo code's last use, a
 * person already insured). Other refusals keep our own text.
 */
function serverWords(error: unknown): string | undefined {
  if (!(error instanceof HttpStatusError) || (error.status !== 409 && error.status !== 429)) return undefined;
  return error.serverMessage;
}

/** The cap of a guest-limit refusal (a 400 whose body carries `limit`), else undefined. */
function guestLimitOf(error: unknown): number | undefined {
  if (!(error instanceof ApiMessageError)) return undefined;
  const data = error.data;
  return typeof data === 'object' && data !== null && 'limit' in data && typeof data.limit === 'number' ? data.limit : undefined;
}

/** Whether a 409 refused a ticket count (`field: tickets.N.count`) or a ticket place (`hold: ticket`). */
function isTicketCountRefusal(error: unknown): boolean {
  if (!(error instanceof HttpStatusError) || error.status !== 409) return false;
  const data = error.data;
  if (typeof data !== 'object' || data === null) return false;
  const field = 'field' in data && typeof data.field === 'string' ? data.field : '';
  const hold = 'hold' in data && typeof data.hold === 'string' ? data.hold : '';
  return /^tickets\.\d+\.count$/.test(field) || hold === 'ticket';
}

/**
 * Stores what the answer says of the buyer, with no further call: a guest's payment made a
 * temporary user (token, user, and the basket the server now keeps for it, the guest copy
 * gone); a signed-in buyer's stored basket is the one the payment saved, unless edited since.
 */
function keepSession(store: RacekitStore, answer: PaymentResponse, sent: readonly BasketItem[]): void {
  if (!isSignedIn(store)) {
    if (answer.token == null || answer.user == null) return;
    store.set(tokenAtom, answer.token);
    store.set(userAtom, answer.user);
    store.set(basketGoodsAtom, answer.basket ?? [...sent]);
    store.set(guestBasketGoodsAtom, []);
    return;
  }
  if (answer.basket != null && store.get(basketGoodsAtom) === sent) store.set(basketGoodsAtom, answer.basket);
}

export interface PayOptions extends CheckoutOptions {
  /** The page's address, against which a relative provider address resolves. */
  readonly base: string;
  /**
   * Told, with what the basket shows as `price`, right before the payment is sent (the widget
   * fires `racekit:checkout-start` with it, issue 17).
   */
  readonly onStart?: { readonly price: Pick<BasketPrice, 'lines' | 'total'>; readonly notify: (detail: CheckoutStartDetail) => void } | undefined;
}

/**
 * Pays the basket in use (purchase.md §4, §6, §7): the order is built by sdk/basket and sent
 * once per attempt (payment-attempt.ts: the same basket, the same key, the same pending order),
 * carrying the basket so the server keeps it and answers it (nothing is fetched before the
 * redirect). No availability is asked first: the server decides, and its 409 on a count is
 * the ticket-count popup. Other failures of 400 or above are the payment error popup; what
 * is not an answer (no network) is thrown for the caller's error report.
 */
export async function payBasket(contacts: BasketContacts, options: PayOptions): Promise<PayOutcome> {
  const store = storeOf(options);
  const items = readBasket({ store });
  const order = buildPaymentRequest({ items, contacts });
  const idempotencyKey = paymentAttemptKey(order, store);
  // the payment carries the basket: a scheduled save is not needed, one on its way ends first
  dropBasketSave(store);
  await flushBasketSave(store).catch(() => undefined);
  options.onStart?.notify(checkoutStartDetail(items, options.onStart.price));
  let answer: PaymentResponse;
  try {
    answer = await createPayment({ ...order, idempotency_key: idempotencyKey, basket: toServerBasket(items) });
  } catch (error) {
    if (isTicketCountRefusal(error)) return { kind: 'ticket-count' };
    if (error instanceof ApiError && error.status !== undefined && error.status >= 400) return { kind: 'refused', guestLimit: guestLimitOf(error), message: serverWords(error) };
    throw error;
  }
  keepSession(store, answer, items);
  return { kind: 'redirect', url: providerUrl(answer, options.base), orderId: answer.order_public_id ?? null };
}
