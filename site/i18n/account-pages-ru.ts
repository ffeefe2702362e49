// The site's texts of the pages of account.md §2 (site/routes/account-routes.tsx), in Russian (site/i18n/site-texts.ts).
export { account } from '../../sdk/i18n/ru/account.ts';
export { accountPages } from '../../sdk/i18n/ru/account-pages.ts';
export { basket } from '../../sdk/i18n/ru/basket.ts';
export { calendar } from '../../sdk/i18n/ru/calendar.ts';
export { clubs } from '../../sdk/i18n/ru/clubs.ts';
export { formKit } from '../../sdk/i18n/ru/form-kit.ts';
export { forms } from '../../sdk/i18n/ru/forms.ts';
export { insurance } from '../../sdk/i18n/ru/insurance.ts';
export { limits } from '../../sdk/i18n/ru/limits.ts';
export { orders } from '../../sdk/i18n/ru/orders.ts';
export { results } from '../../sdk/i18n/ru/results.ts';
export { session } from '../../sdk/i18n/ru/session.ts';
export { settings } from '../../sdk/i18n/ru/settings.ts';
export { shop } from '../../sdk/i18n/ru/shop.ts';
export { support } from '../../sdk/i18n/ru/support.ts';
export { tickets } from '../../sdk/i18n/ru/tickets.ts';
