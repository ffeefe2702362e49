import { orderCheckRoute, removePaidItems } from '../basket/order-check.ts';
import { getOrder, getViewedOrder } from '../contract/orders.ts';
import type { OrderCheck } from '../contract/schemas/order.ts';
import { isSignedIn, storeOf, type BasketReadyOption, type CheckoutOptions } from './basket-in-use.ts';
import { editBasket } from './edit-basket.ts';
import { forgetPaymentAttempt } from './payment-attempt.ts';

/** How often and how long the order is asked again while the provider's notification is on its way. */
export const ORDER_CHECK_ATTEMPTS = 5;
export const ORDER_CHECK_INTERVAL_MS = 1_500;

export type OrderConfirmation =
  | { readonly status: 'paid'; readonly order: OrderCheck; readonly route: string }
  /** Declined, expired, or still pending after every attempt. */
  | { readonly status: 'unpaid'; readonly number?: number | null | undefined }
  /** Paid after the hold ended and the places were sold: nothing issued, the money goes back. */
  | { readonly status: 'refunding'; readonly email: string; readonly number?: number | null | undefined };

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/**
 * The order check after payment (purchase.md §4), the same for a paid order and a free one:
 * GET /api/order/{id}, asked again while it is pending (the provider's notification may be on
 * its way). Once paid, all it bought leaves the basket, the payment attempt is forgotten, and
 * sdk/basket names the route (one ticket → its page), the basket edited once
 * `options.basketReady` has settled. Answers undefined when aborted. `options.view`: the order's
 * view key from the provider's return (issue 29 §2), for a page holding no token of the buyer;
 * then, unless signed in, the route stays on the thanks page (the purchases need an account).
 */
export async function confirmOrder(
  orderId: string,
  options: CheckoutOptions & BasketReadyOption & { signal?: AbortSignal; view?: string | undefined } = {},
): Promise<OrderConfirmation | undefined> {
  const store = storeOf(options);
  const aborted = () => options.signal?.aborted === true;
  // the order's human number, for the page to name it (issue 27)
  let number: number | null | undefined;
  for (let tries = 1; tries <= ORDER_CHECK_ATTEMPTS; tries += 1) {
    const order = options.view === undefined ? await getOrder(orderId) : await getViewedOrder(orderId, options.view);
    number = order.number;
    if (aborted()) return undefined;
    if (order.status === 'paid') {
      // the start-up may still be reloading the basket: the paid tickets leave it afterwards
      await options.basketReady?.();
      if (aborted()) return undefined;
      editBasket((items) => {
        const { items: left, removed } = removePaidItems(items, order.items);
        return removed.length === 0 ? items : left;
      }, { store });
      forgetPaymentAttempt(store);
      return { status: 'paid', order, route: options.view !== undefined && !isSignedIn(store) ? '/basket/thanks' : orderCheckRoute(order, orderId) };
    }
    if (order.status === 'refund_required') return { status: 'refunding', email: order.items.email, number };
    // declined or expired: asking again changes nothing
    if (order.status !== 'pending') break;
    if (tries < ORDER_CHECK_ATTEMPTS) await wait(ORDER_CHECK_INTERVAL_MS, options.signal);
    if (aborted()) return undefined;
  }
  return { status: 'unpaid', number };
}
