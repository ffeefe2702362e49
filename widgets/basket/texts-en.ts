// The texts of <racekit-basket> in English: the areas basketTexts (basket-texts.ts) names.
export { basket } from '../../sdk/i18n/en/basket.ts';
export { calendar } from '../../sdk/i18n/en/calendar.ts';
export { checkout } from '../../sdk/i18n/en/checkout.ts';
export { common } from '../../sdk/i18n/en/common.ts';
export { errors } from '../../sdk/i18n/en/errors.ts';
export { event } from '../../sdk/i18n/en/event.ts';
export { limits } from '../../sdk/i18n/en/limits.ts';
export { firstPaint } from '../../sdk/i18n/en/first-paint.ts';
export { formKit } from '../../sdk/i18n/en/form-kit.ts';
export { forms } from '../../sdk/i18n/en/forms.ts';
export { insurance } from '../../sdk/i18n/en/insurance.ts';
export { payment } from '../../sdk/i18n/en/payment.ts';
export { shop } from '../../sdk/i18n/en/shop.ts';
