// The texts of <racekit-buy-ticket> in Russian: the areas buyTicketTexts (buy-ticket-texts.ts) names.
export { basket } from '../../sdk/i18n/ru/basket.ts';
export { buyTicket } from '../../sdk/i18n/ru/buy-ticket.ts';
export { checkout } from '../../sdk/i18n/ru/checkout.ts';
export { common } from '../../sdk/i18n/ru/common.ts';
export { errors } from '../../sdk/i18n/ru/errors.ts';
export { event } from '../../sdk/i18n/ru/event.ts';
export { firstPaint } from '../../sdk/i18n/ru/first-paint.ts';
export { formKit } from '../../sdk/i18n/ru/form-kit.ts';
export { forms } from '../../sdk/i18n/ru/forms.ts';
export { shop } from '../../sdk/i18n/ru/shop.ts';
