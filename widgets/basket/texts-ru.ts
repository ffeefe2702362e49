// The texts of <racekit-basket> in Russian: the areas basketTexts (basket-texts.ts) names.
export { basket, calendar, checkout, common, errors, event, limits, firstPaint, formKit, forms, insurance, payment, shop } from '../../sdk/i18n/ru/index.ts';
