// The texts of <racekit-basket> in Russian: the areas basketTexts (basket-texts.ts) names.
export { basket } from '../../sdk/i18n/ru/basket.ts';
export { calendar } from '../../sdk/i18n/ru/calendar.ts';
export { checkout } from '../../sdk/i18n/ru/checkout.ts';
export { common } from '../../sdk/i18n/ru/common.ts';
export { errors } from '../../sdk/i18n/ru/errors.ts';
export { event } from '../../sdk/i18n/ru/event.ts';
export { limits } from '../../sdk/i18n/ru/limits.ts';
export { firstPaint } from '../../sdk/i18n/ru/first-paint.ts';
export { formKit } from '../../sdk/i18n/ru/form-kit.ts';
export { forms } from '../../sdk/i18n/ru/forms.ts';
export { insurance } from '../../sdk/i18n/ru/insurance.ts';
export { payment } from '../../sdk/i18n/ru/payment.ts';
export { shop } from '../../sdk/i18n/ru/shop.ts';
