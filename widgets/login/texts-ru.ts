// The texts of <racekit-login> in Russian: the areas loginTexts (login-texts.ts) names.
export { account, basket, common, errors, limits, firstPaint, formKit, forms } from '../../sdk/i18n/ru/index.ts';
