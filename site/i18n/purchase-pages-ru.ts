// The site's texts of the pages of purchase.md §2 (site/routes/purchase-routes.tsx), in Russian (site/i18n/site-texts.ts).
export { basket } from '../../sdk/i18n/ru/basket.ts';
export { buyTicket } from '../../sdk/i18n/ru/buy-ticket.ts';
export { calendar } from '../../sdk/i18n/ru/calendar.ts';
export { checkout } from '../../sdk/i18n/ru/checkout.ts';
export { event } from '../../sdk/i18n/ru/event.ts';
export { formKit } from '../../sdk/i18n/ru/form-kit.ts';
export { forms } from '../../sdk/i18n/ru/forms.ts';
export { limits } from '../../sdk/i18n/ru/limits.ts';
export { news } from '../../sdk/i18n/ru/news.ts';
export { payment } from '../../sdk/i18n/ru/payment.ts';
export { purchasePages } from '../../sdk/i18n/ru/purchase-pages.ts';
export { shop } from '../../sdk/i18n/ru/shop.ts';
export { sitePages } from '../../sdk/i18n/ru/site-pages.ts';
export { support } from '../../sdk/i18n/ru/support.ts';
