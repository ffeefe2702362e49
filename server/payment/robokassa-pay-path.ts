/** Where the buyer's browser goes to pay through Robokassa: a page of the site that POSTs the form (robokassa-pay-page.ts). */
export const ROBOKASSA_PAY_PAGE_PATH = '/pay/robokassa';

/** The address of the payment page of order `orderId` on the site's origin (PUBLIC_URL). */
export const robokassaPayPageUrl = (siteOrigin: string, orderId: string): string =>
  `${siteOrigin.replace(/\/+$/, '')}${ROBOKASSA_PAY_PAGE_PATH}/${encodeURIComponent(orderId)}`;
