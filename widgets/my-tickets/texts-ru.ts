// The texts of <racekit-my-tickets> in Russian: the areas myTicketsTexts (my-tickets-texts.ts) names.
export { account, common, errors, limits, firstPaint, formKit, forms, tickets } from '../../sdk/i18n/ru/index.ts';
