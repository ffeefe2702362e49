// The site's texts of the pages of purchase.md §2 (site/routes/purchase-routes.tsx), in English (site/i18n/site-texts.ts).
export { basket } from '../../sdk/i18n/en/basket.ts';
export { buyTicket } from '../../sdk/i18n/en/buy-ticket.ts';
export { calendar } from '../../sdk/i18n/en/calendar.ts';
export { checkout } from '../../sdk/i18n/en/checkout.ts';
export { event } from '../../sdk/i18n/en/event.ts';
export { formKit } from '../../sdk/i18n/en/form-kit.ts';
export { forms } from '../../sdk/i18n/en/forms.ts';
export { limits } from '../../sdk/i18n/en/limits.ts';
export { news } from '../../sdk/i18n/en/news.ts';
export { payment } from '../../sdk/i18n/en/payment.ts';
export { purchasePages } from '../../sdk/i18n/en/purchase-pages.ts';
export { shop } from '../../sdk/i18n/en/shop.ts';
export { sitePages } from '../../sdk/i18n/en/site-pages.ts';
export { support } from '../../sdk/i18n/en/support.ts';
