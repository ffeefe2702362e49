// The texts of <racekit-buy-ticket> in Russian: the areas buyTicketTexts (buy-ticket-texts.ts) names.
export { basket, buyTicket, checkout, common, errors, event, firstPaint, formKit, forms, shop } from '../../sdk/i18n/ru/index.ts';
