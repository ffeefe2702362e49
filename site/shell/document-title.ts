import type { i18n } from 'i18next';
import type { TranslationKey } from '../../sdk/i18n/index.ts';
import { crumbsOf } from '../layout/breadcrumbs.tsx';
import { matchMeSection } from '../pages/me/me-sections.ts';

/**
 * The names a route of both specs gives the browser tab (issue 13 §8), most specific first:
 * /me reads «Билеты — Личный кабинет», /clubs/{id}/upload-result «Загрузка результата — Клубы».
 * The brand is added by the caller; an empty list is the main page. The names are the
 * breadcrumbs' (nav) and the layout's own (site.documentTitle): texts every route holds before
 * its chunk arrives (site/i18n/site-texts.ts), so a title never shows a key. A page that knows a
 * better name (an event, a news item) may set its own once it has loaded.
 */
export function documentTitleKeys(path: string, texts: i18n): TranslationKey[] {
  const [first, second, third] = path.split('/').filter((segment) => segment !== '');
  if (first === undefined) return [];
  if (first === 'me') {
    const match = matchMeSection(path);
    if (match === null) return ['notfound.title'];
    if (match.section.key === 'tickets') return ['site.documentTitle.tickets', 'nav.me'];
    if (match.section.key === 'order') return ['site.documentTitle.order', 'nav.me'];
  }
  const own = ownTitles[first];
  if (own !== undefined) return own(second);
  if (first === 'clubs' && third === 'upload-result') return ['nav.sub.upload-result', 'nav.clubs'];
  const crumbs = crumbsOf(path, texts);
  if (crumbs.length === 0) return ['notfound.title'];
  return crumbs.map((crumb) => crumb.key).reverse();
}

/** Routes whose first segment has no crumb name (links from mail, hand-overs, the old-browser page). */
const ownTitles: Readonly<Record<string, (second: string | undefined) => TranslationKey[]>> = {
  verify: (second) => [second === 'resetpassword' ? 'site.documentTitle.reset' : 'site.documentTitle.verify'],
  token: () => ['site.documentTitle.token'],
  loginlink: () => ['site.documentTitle.token'],
  exit: () => ['site.documentTitle.exit'],
  user: () => ['site.documentTitle.social'],
  'basket-fill-outside': () => ['nav.basket'],
  notsupport: () => ['notsupport.title'],
  // each console page names itself (usePageTitle); this is the title until its chunk arrives
  console: () => ['site.documentTitle.console'],
};
