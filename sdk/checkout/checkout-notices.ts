import { atom } from 'jotai/vanilla';
import type { FormMessage } from '../forms/form-message.ts';
import { sharedAtom } from '../state/shared-atom.ts';

/**
 * What the checkout has to tell the buyer after adding or filling the basket: a count that
 * was corrected, a sold-out format, a refused promo code (i18n keys `checkout.notices.*`).
 * Kept in the page's store, so a deep link that fills the basket on one route is explained
 * by the basket on the next; the basket shows them until they are dismissed.
 */
export const checkoutNoticesAtom = sharedAtom('checkoutNotices', () => atom<readonly FormMessage[]>([]));
