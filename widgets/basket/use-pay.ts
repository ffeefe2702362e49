import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_FLAG_RESET_MS, type BasketPrice } from '../../sdk/basket/index.ts';
import { type CheckoutStartDetail, payBasket } from '../../sdk/checkout/index.ts';
import { useRacekitEmit } from '../../sdk/elements/index.ts';
import type { BasketContacts } from '../../sdk/forms/index.ts';

export interface Pay {
  /** The pay flag: set on click, reset after 3 s (and held while the request runs). */
  readonly paying: boolean;
  readonly pay: () => void;
  /** The payment answered 400 or above: the payment error popup is open. */
  readonly failed: boolean;
  /** Set when the refusal was a guest's unpaid-places cap: the popup asks to sign in. */
  readonly guestLimit: number | undefined;
  /** The server's words of a refusal the buyer can act on (a 429 limit, a 409 conflict). */
  readonly message: string | undefined;
  readonly clearFailure: () => void;
}

/**
 * The pay button's side of sdk/checkout's payBasket (purchase.md §4): the 3-second flag, one
 * request at a time, the popups its outcome opens, and the redirect after a cancelable
 * `racekit:payment-redirect` (and `racekit:checkout-start` as the payment is sent). The payment itself — one attempt per basket, the basket saved
 * with it, the session a guest's payment makes — is the service's.
 */
export function usePay({ contacts, price, reportError, showTicketCountError }: { contacts: BasketContacts; price: BasketPrice; reportError: (error: unknown) => void; showTicketCountError: () => void }): Pay {
  const store = useStore();
  const emit = useRacekitEmit();
  const [flag, setFlag] = useState(false);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const [guestLimit, setGuestLimit] = useState<number | undefined>(undefined);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async () => {
    const onStart = { price, notify: (detail: CheckoutStartDetail) => emit('racekit:checkout-start', detail) };
    const outcome = await payBasket(contacts, { store, base: globalThis.location.href, onStart });
    if (outcome.kind === 'ticket-count') showTicketCountError();
    else if (outcome.kind === 'refused') {
      setGuestLimit(outcome.guestLimit);
      setMessage(outcome.message);
      setFailed(true);
    } else if (emit('racekit:payment-redirect', { url: outcome.url })) globalThis.location.assign(outcome.url);
  };

  const pay = () => {
    if (busy.current) return;
    busy.current = true;
    setFlag(true);
    setRunning(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlag(false), PAYMENT_FLAG_RESET_MS);
    run()
      .catch(reportError)
      .finally(() => {
        busy.current = false;
        setRunning(false);
      });
  };

  return { paying: flag || running, pay, failed, guestLimit, message, clearFailure: () => setFailed(false) };
}
