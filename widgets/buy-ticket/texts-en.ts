// The texts of <racekit-buy-ticket> in English: the areas buyTicketTexts (buy-ticket-texts.ts) names.
export { basket } from '../../sdk/i18n/en/basket.ts';
export { buyTicket } from '../../sdk/i18n/en/buy-ticket.ts';
export { checkout } from '../../sdk/i18n/en/checkout.ts';
export { common } from '../../sdk/i18n/en/common.ts';
export { errors } from '../../sdk/i18n/en/errors.ts';
export { event } from '../../sdk/i18n/en/event.ts';
export { firstPaint } from '../../sdk/i18n/en/first-paint.ts';
export { formKit } from '../../sdk/i18n/en/form-kit.ts';
export { forms } from '../../sdk/i18n/en/forms.ts';
export { shop } from '../../sdk/i18n/en/shop.ts';
