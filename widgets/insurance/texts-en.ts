// The texts of <racekit-insurance> in English: the areas insuranceTexts (insurance-texts.ts) names.
export { basket, common, errors, forms, insurance, shop } from '../../sdk/i18n/en/index.ts';
