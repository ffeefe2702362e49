import { atomWithStorage } from 'jotai/vanilla/utils';
import { enums, nullable, pattern, string } from 'superstruct';
import { languages, type Language } from '../config/racekit-config.ts';
import { BasketItem } from '../contract/schemas/basket-item.ts';
import { User } from '../contract/schemas/user.ts';
import { sharedAtom } from './shared-atom.ts';
import { storageOf, storageOfList, storageOfText } from './validated-storage.ts';

/**
 * The local storage keys of both specs, each an atom validated on read and synced across
 * tabs. Keys are the spec's own names, so an existing visitor's data carries over.
 */
export const storageKeys = {
  token: 'token',
  user: 'userObj',
  basket: 'basketGoods',
  guestBasket: 'NoAuthBasketGoods',
  lang: 'lang',
  theme: 'themeMemReg',
} as const;

export type Theme = 'light' | 'dark';

const options = { getOnInit: true };

/** A bearer token's characters (RFC 6750 b64token): anything else in the key is not a token. */
const sessionToken = pattern(string(), /^[A-Za-z0-9._~+/=-]+$/);

/** The session token; `null` when signed out. Plain text, as `lang` and `themeMemReg` (a JSON-quoted one is read too). */
export const tokenAtom = sharedAtom('token', () =>
  atomWithStorage<string | null>(storageKeys.token, null, storageOfText(nullable(sessionToken)), options),
);

/** The signed-in user (`userObj`); `null` when signed out. */
export const userAtom = sharedAtom('user', () =>
  atomWithStorage<User | null>(storageKeys.user, null, storageOf(nullable(User)), options),
);

/** The basket list of the signed-in user (`basketGoods`); its length is the header badge. */
export const basketGoodsAtom = sharedAtom('basketGoods', () =>
  atomWithStorage<BasketItem[]>(storageKeys.basket, [], storageOfList(BasketItem), options),
);

/** The guest's basket list (`NoAuthBasketGoods`), merged into the user's basket on sign-in. */
export const guestBasketGoodsAtom = sharedAtom('NoAuthBasketGoods', () =>
  atomWithStorage<BasketItem[]>(storageKeys.guestBasket, [], storageOfList(BasketItem), options),
);

/** Interface language; ru by default. */
export const langAtom = sharedAtom('lang', () =>
  atomWithStorage<Language>(storageKeys.lang, 'ru', storageOfText(enums(languages)), options),
);

/** Colour theme (`themeMemReg`). */
export const themeAtom = sharedAtom('themeMemReg', () =>
  atomWithStorage<Theme>(storageKeys.theme, 'light', storageOfText(enums(['light', 'dark'])), options),
);

/** Every atom kept in local storage (mounted for the page's life by getRacekitStore). */
export const storedAtoms = [tokenAtom, userAtom, basketGoodsAtom, guestBasketGoodsAtom, langAtom, themeAtom] as const;
