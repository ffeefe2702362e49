import { useEffect, useState } from 'react';
import { orderCheckRoute, removePaidTickets } from '../../../sdk/basket/order-check.ts';
import { getOrder } from '../../../sdk/contract/orders.ts';
import type { OrderCheck } from '../../../sdk/contract/schemas/order.ts';
import { commitBasket, readBasket } from '../../../sdk/state/session-start.ts';
import { whenSessionReady } from '../../shell/session-ready.ts';

/** How often and how long the order is asked again while the provider's notification is on its way. */
export const ORDER_CHECK_ATTEMPTS = 5;
export const ORDER_CHECK_INTERVAL_MS = 1_500;

export type OrderCheckState =
  | { readonly status: 'checking' }
  | { readonly status: 'paid'; readonly order: OrderCheck; readonly route: string }
  | { readonly status: 'unpaid' }
  /** Paid after the hold ended and the places were sold: nothing issued, the money goes back. */
  | { readonly status: 'refunding'; readonly email: string }
  | { readonly status: 'failed'; readonly error: unknown };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * The order check after payment (purchase.md §4): GET /api/order/{id}, asked a few times while
 * the order is still pending (the provider's notification may be on its way). Once paid,
 * its tickets leave the basket and sdk/basket names the route to go to.
 */
export function useOrderCheck(orderId: string, attempt: number): OrderCheckState {
  const [state, setState] = useState<OrderCheckState>({ status: 'checking' });
  useEffect(() => {
    const stop = new AbortController();
    setState({ status: 'checking' });
    const run = async () => {
      for (let tries = 1; tries <= ORDER_CHECK_ATTEMPTS; tries += 1) {
        const order = await getOrder(orderId);
        if (stop.signal.aborted) return;
        if (order.status === 'paid') {
          // The start-up may still be reloading the basket: its tickets leave it afterwards.
          await whenSessionReady();
          if (stop.signal.aborted) return;
          const paidFormats = order.items.tickets.map((line) => line.public_id);
          const { items, removed } = removePaidTickets(readBasket(), paidFormats);
          if (removed.length > 0) await commitBasket(items);
          if (!stop.signal.aborted) setState({ status: 'paid', order, route: orderCheckRoute(order) });
          return;
        }
        if (order.status === 'refund_required') {
          setState({ status: 'refunding', email: order.items.email });
          return;
        }
        // Declined or expired: asking again changes nothing.
        if (order.status !== 'pending') break;
        if (tries < ORDER_CHECK_ATTEMPTS) await wait(ORDER_CHECK_INTERVAL_MS, stop.signal);
        if (stop.signal.aborted) return;
      }
      setState({ status: 'unpaid' });
    };
    run().catch((error: unknown) => {
      if (!stop.signal.aborted) setState({ status: 'failed', error });
    });
    return () => stop.abort();
  }, [orderId, attempt]);
  return state;
}
