// The texts of <racekit-basket-badge> in English: the areas basketBadgeTexts (basket-badge-texts.ts) names.
export { errors, firstPaint } from '../../sdk/i18n/en/index.ts';
