// The texts of <racekit-basket-badge> in Russian: the areas basketBadgeTexts (basket-badge-texts.ts) names.
export { errors, firstPaint } from '../../sdk/i18n/ru/index.ts';
