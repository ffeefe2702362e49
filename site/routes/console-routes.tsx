import { consoleTexts } from '../i18n/site-texts.ts';
import { lazyPagesWith, type SiteRoute } from './site-route.ts';

const lazyPage = lazyPagesWith(consoleTexts);

/**
 * The organiser's console (issue 25): one lazily loaded route group under /console, its code,
 * styles and texts (site/console, the `console` text area) a chunk of their own, so neither the
 * public site's first load nor the embed ever carries it. It draws its own frame instead of the
 * site's header and footer (site/site-app.tsx); who may enter is asked of the server
 * (GET /api/console/me) by the console itself.
 */
export const consoleRoute: SiteRoute = {
  path: '/console/*?',
  page: lazyPage(() => import('../console/console-app.tsx'), (m) => m.ConsoleApp),
};
