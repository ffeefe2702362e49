// The texts of <racekit-my-tickets> in English: the areas myTicketsTexts (my-tickets-texts.ts) names.
export { account } from '../../sdk/i18n/en/account.ts';
export { common } from '../../sdk/i18n/en/common.ts';
export { errors } from '../../sdk/i18n/en/errors.ts';
export { limits } from '../../sdk/i18n/en/limits.ts';
export { firstPaint } from '../../sdk/i18n/en/first-paint.ts';
export { formKit } from '../../sdk/i18n/en/form-kit.ts';
export { forms } from '../../sdk/i18n/en/forms.ts';
export { tickets } from '../../sdk/i18n/en/tickets.ts';
