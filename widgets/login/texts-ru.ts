// The texts of <racekit-login> in Russian: the areas loginTexts (login-texts.ts) names.
export { account } from '../../sdk/i18n/ru/account.ts';
export { basket } from '../../sdk/i18n/ru/basket.ts';
export { common } from '../../sdk/i18n/ru/common.ts';
export { errors } from '../../sdk/i18n/ru/errors.ts';
export { limits } from '../../sdk/i18n/ru/limits.ts';
export { firstPaint } from '../../sdk/i18n/ru/first-paint.ts';
export { formKit } from '../../sdk/i18n/ru/form-kit.ts';
export { forms } from '../../sdk/i18n/ru/forms.ts';
