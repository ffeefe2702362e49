// The texts of <racekit-my-tickets> in English: the areas myTicketsTexts (my-tickets-texts.ts) names.
export { account, common, errors, limits, firstPaint, formKit, forms, tickets } from '../../sdk/i18n/en/index.ts';
