// The texts of <racekit-club-results> in English: the areas clubResultsTexts (club-results-texts.ts) names.
export { clubs, common, errors, limits, firstPaint, formKit, forms } from '../../sdk/i18n/en/index.ts';
