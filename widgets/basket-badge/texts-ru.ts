// The texts of <racekit-basket-badge> in Russian: the areas basketBadgeTexts (basket-badge-texts.ts) names.
export { errors } from '../../sdk/i18n/ru/errors.ts';
export { firstPaint } from '../../sdk/i18n/ru/first-paint.ts';
