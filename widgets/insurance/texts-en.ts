// The texts of <racekit-insurance> in English: the areas insuranceTexts (insurance-texts.ts) names.
export { basket } from '../../sdk/i18n/en/basket.ts';
export { common } from '../../sdk/i18n/en/common.ts';
export { errors } from '../../sdk/i18n/en/errors.ts';
export { forms } from '../../sdk/i18n/en/forms.ts';
export { insurance } from '../../sdk/i18n/en/insurance.ts';
export { shop } from '../../sdk/i18n/en/shop.ts';
