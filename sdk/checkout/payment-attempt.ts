import { atomWithStorage } from 'jotai/vanilla/utils';
import { nullable, object, pattern, string, type Infer } from 'superstruct';
import { newBasketItemId } from '../basket/basket-item-id.ts';
import type { PaymentRequest } from '../contract/schemas/payment-order.ts';
import type { RacekitStore } from '../state/racekit-store.ts';
import { sharedAtom } from '../state/shared-atom.ts';
import { storageOf } from '../state/validated-storage.ts';
import { keepMounted } from './basket-in-use.ts';
import { canonicalJson } from '../contract/canonical-json.ts';

/**
 * One payment attempt per basket: the idempotency key of POST /api/payment lives with the
 * basket (local storage `racekitPaymentAttempt`, validated on read) beside a fingerprint of
 * what would be paid — every line, participant and contact of the order. The key changes
 * only when that changes, so a retry, a double click, or a second «Оплатить» after coming
 * back from the provider reaches the same pending order (the server answers it again, and
 * never holds the places twice). A paid order forgets the attempt.
 */
export const PaymentAttempt = object({
  key: pattern(string(), /^[0-9a-f]{32}$/),
  basket: string(),
});
export type PaymentAttempt = Infer<typeof PaymentAttempt>;

/** The local storage key of the attempt (not a key of the spec: racekit's own). */
export const PAYMENT_ATTEMPT_KEY = 'racekitPaymentAttempt';

export const paymentAttemptAtom = sharedAtom('paymentAttempt', () =>
  atomWithStorage<PaymentAttempt | null>(PAYMENT_ATTEMPT_KEY, null, storageOf(nullable(PaymentAttempt)), { getOnInit: true }),
);

/** cyrb53: a fast 53-bit string hash (not a secret: it only tells one basket from another). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** What is paid, as one short string: the order without its key and the basket copy. */
export function paymentFingerprint(request: PaymentRequest): string {
  const { idempotency_key: _key, basket: _basket, ...order } = request;
  const text = canonicalJson(order);
  return `${hash53(text)}-${text.length}`;
}

/** The key of this order's attempt: the stored one while the order is the same, else a new one (stored). */
export function paymentAttemptKey(request: PaymentRequest, store: RacekitStore): string {
  const basket = paymentFingerprint(request);
  const stored = store.get(keepMounted(store, paymentAttemptAtom));
  if (stored !== null && stored.basket === basket) return stored.key;
  const key = newBasketItemId();
  store.set(paymentAttemptAtom, { key, basket });
  return key;
}

/** Forgets the attempt (its order is paid): the next payment is a new one. */
export function forgetPaymentAttempt(store: RacekitStore): void {
  store.set(keepMounted(store, paymentAttemptAtom), null);
}
