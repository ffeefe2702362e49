import { textModule } from '../../sdk/i18n/index.ts';
import * as layoutRussian from './layout-ru.ts';

/**
 * The site's texts, passed in by its entry (site/main.tsx) and its routes. Russian for the
 * layout travels in the first load; everything else arrives with what shows it: a route group's
 * texts with its pages (site/routes/site-route.ts), a widget's with the widget
 * (widgets/<name>/<name>-texts.ts), English only for a visitor who chose it. Areas a page already
 * holds are not fetched again.
 */

/** The header, footer, breadcrumbs, not-found page and error popup: every route shows them (the limits' 429s travel with the route groups whose pages call the API). */
export const layoutTexts = textModule(['common', 'errors', 'firstPaint', 'footer', 'header', 'nav', 'notfound', 'notsupport', 'site'], (language) =>
  language === 'en' ? import('./layout-en.ts') : layoutRussian,
);

/** The texts of the purchase pages (home, calendar, event, basket, shop, news, content pages). */
export const purchasePageTexts = textModule(['basket', 'buyTicket', 'calendar', 'checkout', 'event', 'formKit', 'forms', 'limits', 'news', 'payment', 'purchasePages', 'shop', 'sitePages', 'support'], (language) =>
  language === 'en' ? import('./purchase-pages-en.ts') : import('./purchase-pages-ru.ts'),
);

/** The texts of the account pages (sign-in, the personal area, clubs, results). */
export const accountPageTexts = textModule(['account', 'accountPages', 'basket', 'calendar', 'clubs', 'formKit', 'forms', 'insurance', 'limits', 'orders', 'results', 'session', 'settings', 'shop', 'support', 'tickets'], (language) =>
  language === 'en' ? import('./account-pages-en.ts') : import('./account-pages-ru.ts'),
);

/** The texts of the organiser's console at /console (site/console: a route group of its own, never in the first load). */
export const consoleTexts = textModule(['console'], (language) => (language === 'en' ? import('./console-en.ts') : import('./console-ru.ts')));
