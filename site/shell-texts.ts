import { type Language } from '../sdk/config/racekit-config.ts';

/**
 * The two lines of the placeholder main area. Temporary: they go when the real pages land,
 * and sdk/i18n has no key for "coming soon" (asked for in the hand-over); every other text of
 * the shell comes from sdk/i18n.
 */
export const shellTexts: Record<Language, { title: string; text: string }> = {
  ru: { title: 'Сайт скоро откроется', text: 'Мы готовим календарь стартов, билеты и магазин. Корзина уже работает.' },
  en: { title: 'The site is coming soon', text: 'We are preparing the race calendar, tickets and the shop. The basket already works.' },
};
