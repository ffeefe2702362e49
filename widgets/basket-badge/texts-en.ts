// The texts of <racekit-basket-badge> in English: the areas basketBadgeTexts (basket-badge-texts.ts) names.
export { errors } from '../../sdk/i18n/en/errors.ts';
export { firstPaint } from '../../sdk/i18n/en/first-paint.ts';
