import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_FLAG_RESET_MS } from '../../sdk/basket/basket-constants.ts';
import { newBasketItemId } from '../../sdk/basket/basket-item-id.ts';
import { buildPaymentRequest } from '../../sdk/basket/build-payment-request.ts';
import { createPayment } from '../../sdk/contract/payment.ts';
import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { PaymentResponse } from '../../sdk/contract/schemas/payment-order.ts';
import { useRacekitEmit } from '../../sdk/elements/use-racekit-emit.ts';
import type { BasketContacts } from '../../sdk/forms/basket-contacts.ts';
import { ApiError, ApiMessageError } from '../../sdk/http/api-errors.ts';
import { signIn } from '../../sdk/state/session-start.ts';
import { tokenAtom } from '../../sdk/state/storage-atoms.ts';
import { freshAvailability } from './fresh-availability.ts';
import { providerUrl } from './provider-url.ts';
import { ticketCountProblem } from './ticket-count-problem.ts';

export interface PaymentInput {
  readonly items: readonly BasketItem[];
  readonly contacts: BasketContacts;
  readonly reportError: (error: unknown) => void;
  readonly showTicketCountError: () => void;
}

export interface Payment {
  /** The pay flag: set on click, reset after 3 s (and held while the request runs). */
  readonly paying: boolean;
  readonly pay: () => void;
  /** The payment answered 400 or above: the payment error popup is open. */
  readonly failed: boolean;
  /** Set when the refusal was a guest's unpaid-places cap: the popup asks to sign in. */
  readonly guestLimit: number | undefined;
  readonly clearFailure: () => void;
}

/** A guest's payment made a temporary user: stored through the sdk session (token, user, their basket). */
async function keepTemporaryUser(answer: PaymentResponse): Promise<void> {
  if (answer.token == null || answer.user == null) return;
  try {
    await signIn({ token: answer.token, user: answer.user });
  } catch (error) {
    // The order exists and is waiting to be paid: a basket that could not be reloaded must not stop that.
    console.warn('racekit-basket: the temporary user is stored, but its basket could not be loaded', error);
  }
}

/** The cap of a guest-limit refusal (a 400 whose body carries `limit`), else undefined. */
function guestLimitOf(error: unknown): number | undefined {
  if (!(error instanceof ApiMessageError)) return undefined;
  const data = error.data;
  return typeof data === 'object' && data !== null && 'limit' in data && typeof data.limit === 'number' ? data.limit : undefined;
}

/**
 * Paying (purchase.md §4, §6, §7): the ticket counts are checked against availability first
 * (the ticket-count popup on failure); then the sdk builds the order, POST /api/payment sends
 * it (with the token when signed in); a guest's answer stores the temporary user; the browser
 * goes to the provider with the form pairs as query parameters, after a cancelable
 * `racekit:payment-redirect`. A status of 400 or above opens the payment error popup.
 */
export function usePayment({ items, contacts, reportError, showTicketCountError }: PaymentInput): Payment {
  const store = useStore();
  const emit = useRacekitEmit();
  const [flag, setFlag] = useState(false);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const [guestLimit, setGuestLimit] = useState<number | undefined>(undefined);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async () => {
    try {
      const problem = await ticketCountProblem(items, freshAvailability);
      if (problem !== null) {
        showTicketCountError();
        return;
      }
    } catch (error) {
      reportError(error);
      return;
    }
    let answer: PaymentResponse;
    try {
      answer = await createPayment(buildPaymentRequest({ items, contacts, idempotencyKey: newBasketItemId() }));
    } catch (error) {
      if (error instanceof ApiError && error.status !== undefined && error.status >= 400) {
        setGuestLimit(guestLimitOf(error));
        setFailed(true);
      }
      else reportError(error);
      return;
    }
    if (!store.get(tokenAtom)) await keepTemporaryUser(answer);
    const url = providerUrl(answer);
    if (emit('racekit:payment-redirect', { url })) globalThis.location.assign(url);
  };

  const pay = () => {
    if (busy.current) return;
    busy.current = true;
    setFlag(true);
    setRunning(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlag(false), PAYMENT_FLAG_RESET_MS);
    void run().finally(() => {
      busy.current = false;
      setRunning(false);
    });
  };

  return { paying: flag || running, pay, failed, guestLimit, clearFailure: () => setFailed(false) };
}
