import { atomWithStorage } from 'jotai/vanilla/utils';
import { string } from 'superstruct';
import { sharedAtom } from '../state/shared-atom.ts';
import { storageOfText } from '../state/validated-storage.ts';

/** The local storage key of the basket's e-mail (racekit's own key, plain text). */
export const CHECKOUT_EMAIL_KEY = 'racekitBasketEmail';

/**
 * The e-mail the tickets go to, as typed in the basket: kept in local storage so a reload (or
 * coming back from the provider) does not lose it. A signed-in buyer's profile e-mail fills it
 * while it is empty.
 */
export const checkoutEmailAtom = sharedAtom('checkoutEmail', () =>
  atomWithStorage<string>(CHECKOUT_EMAIL_KEY, '', storageOfText(string()), { getOnInit: true }),
);
