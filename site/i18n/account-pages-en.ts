// The site's texts of the pages of account.md §2 (site/routes/account-routes.tsx), in English (site/i18n/site-texts.ts).
export { account } from '../../sdk/i18n/en/account.ts';
export { accountPages } from '../../sdk/i18n/en/account-pages.ts';
export { basket } from '../../sdk/i18n/en/basket.ts';
export { calendar } from '../../sdk/i18n/en/calendar.ts';
export { clubs } from '../../sdk/i18n/en/clubs.ts';
export { formKit } from '../../sdk/i18n/en/form-kit.ts';
export { forms } from '../../sdk/i18n/en/forms.ts';
export { insurance } from '../../sdk/i18n/en/insurance.ts';
export { limits } from '../../sdk/i18n/en/limits.ts';
export { orders } from '../../sdk/i18n/en/orders.ts';
export { results } from '../../sdk/i18n/en/results.ts';
export { session } from '../../sdk/i18n/en/session.ts';
export { settings } from '../../sdk/i18n/en/settings.ts';
export { shop } from '../../sdk/i18n/en/shop.ts';
export { support } from '../../sdk/i18n/en/support.ts';
export { tickets } from '../../sdk/i18n/en/tickets.ts';
