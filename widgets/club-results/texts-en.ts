// The texts of <racekit-club-results> in English: the areas clubResultsTexts (club-results-texts.ts) names.
export { clubs } from '../../sdk/i18n/en/clubs.ts';
export { common } from '../../sdk/i18n/en/common.ts';
export { errors } from '../../sdk/i18n/en/errors.ts';
export { limits } from '../../sdk/i18n/en/limits.ts';
export { firstPaint } from '../../sdk/i18n/en/first-paint.ts';
export { formKit } from '../../sdk/i18n/en/form-kit.ts';
export { forms } from '../../sdk/i18n/en/forms.ts';
