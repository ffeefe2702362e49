/**
 * The local storage keys of both specs. Keys are the spec's own names, so an existing visitor's
 * data carries over. (A module of its own: a tag's first paint reads a few of them before the
 * validated atoms of sdk/state/storage-atoms.ts have arrived.)
 */
export const storageKeys = {
  token: 'token',
  user: 'userObj',
  basket: 'basketGoods',
  guestBasket: 'NoAuthBasketGoods',
  lang: 'lang',
  theme: 'themeMemReg',
} as const;
