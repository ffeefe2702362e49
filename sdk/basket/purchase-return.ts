/**
 * The mark the way back puts on the partner's page (issue 17): the thanks page links to the
 * page the checkout started on with `#racekit-order=<id>&racekit-key=<key>`. A fragment, so the
 * partner's server and its logs never see it; the widget on that page reads it, asks the API
 * whether that order is paid (GET /api/order/{id}/purchase?key=…) and only then fires
 * `racekit:purchase`. The server builds the link and the widget reads it with these two.
 */

const ORDER = 'racekit-order';
const KEY = 'racekit-key';

/** `returnUrl` (its own fragment dropped) marked with order `orderId` and its way-back key. */
export function purchaseReturnUrl(returnUrl: string, orderId: string, key: string): string {
  const url = new URL(returnUrl);
  url.hash = new URLSearchParams({ [ORDER]: orderId, [KEY]: key }).toString();
  return url.href;
}

/** The order and key a page's fragment names, or undefined when it names none. */
export function readPurchaseReturn(hash: string): { readonly orderId: string; readonly key: string } | undefined {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const orderId = fields.get(ORDER)?.trim() ?? '';
  const key = fields.get(KEY)?.trim() ?? '';
  return orderId === '' || key === '' ? undefined : { orderId, key };
}

