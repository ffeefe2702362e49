import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { confirmOrder, type OrderConfirmation } from '../../../sdk/checkout/index.ts';
import { whenSessionReady } from '../../shell/session-ready.ts';

export type OrderCheckState = { readonly status: 'checking' } | OrderConfirmation | { readonly status: 'failed'; readonly error: unknown };

/** The thanks page's side of sdk/checkout's confirmOrder (the order check, the same for a paid and a free order). */
export function useOrderCheck(orderId: string, attempt: number, view?: string): OrderCheckState {
  const store = useStore();
  const [state, setState] = useState<OrderCheckState>({ status: 'checking' });
  useEffect(() => {
    const stop = new AbortController();
    setState({ status: 'checking' });
    confirmOrder(orderId, { store, signal: stop.signal, basketReady: whenSessionReady, view }).then(
      (confirmed) => {
        if (confirmed !== undefined && !stop.signal.aborted) setState(confirmed);
      },
      (error: unknown) => {
        if (!stop.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => stop.abort();
  }, [orderId, attempt, store, view]);
  return state;
}
