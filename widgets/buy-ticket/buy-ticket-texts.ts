import { textModule } from '../../sdk/i18n/index.ts';

/**
 * The texts <racekit-buy-ticket> shows, by area: every area its code (and the sdk code it uses)
 * names a key of. Only the visitor's language is loaded (tests/unit/i18n-widget-texts.test.ts
 * checks the list against the code).
 */
export const buyTicketTexts = textModule(['basket', 'buyTicket', 'checkout', 'common', 'errors', 'event', 'firstPaint', 'formKit', 'forms', 'shop'], (language) =>
  language === 'en' ? import('./texts-en.ts') : import('./texts-ru.ts'),
);
