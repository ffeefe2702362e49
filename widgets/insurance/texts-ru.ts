// The texts of <racekit-insurance> in Russian: the areas insuranceTexts (insurance-texts.ts) names.
export { basket } from '../../sdk/i18n/ru/basket.ts';
export { common } from '../../sdk/i18n/ru/common.ts';
export { errors } from '../../sdk/i18n/ru/errors.ts';
export { forms } from '../../sdk/i18n/ru/forms.ts';
export { insurance } from '../../sdk/i18n/ru/insurance.ts';
export { shop } from '../../sdk/i18n/ru/shop.ts';
