// The texts of <racekit-club-results> in Russian: the areas clubResultsTexts (club-results-texts.ts) names.
export { clubs } from '../../sdk/i18n/ru/clubs.ts';
export { common } from '../../sdk/i18n/ru/common.ts';
export { errors } from '../../sdk/i18n/ru/errors.ts';
export { limits } from '../../sdk/i18n/ru/limits.ts';
export { firstPaint } from '../../sdk/i18n/ru/first-paint.ts';
export { formKit } from '../../sdk/i18n/ru/form-kit.ts';
export { forms } from '../../sdk/i18n/ru/forms.ts';
