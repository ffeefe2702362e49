import type { i18n } from 'i18next';
import type { TranslationKey } from '../../sdk/i18n/translation-key.ts';
import { crumbsOf } from '../layout/breadcrumbs.tsx';
import { matchMeSection, type MeSectionKey } from '../pages/me/me-sections.ts';

/**
 * The names a route of both specs gives the browser tab (issue 13 §8), most specific first:
 * /me reads «Билеты — Личный кабинет», /clubs/{id}/upload-result «Загрузка результата — Клубы».
 * The brand is added by the caller; an empty list is the main page. The names are the ones the
 * breadcrumbs and the side menu already show; routes without a crumb name themselves here.
 * A page that knows a better name (an event, a news item) may set its own once it has loaded.
 */
export function documentTitleKeys(path: string, texts: i18n): TranslationKey[] {
  const segments = path.split('/').filter((segment) => segment !== '');
  const [first, second, third] = segments;
  if (first === undefined) return [];
  if (first === 'me') {
    const match = matchMeSection(path);
    return match === null ? ['notfound.title'] : [meSectionTitle[match.section.key], 'account.menu.title'];
  }
  const own = ownTitles[first];
  if (own !== undefined) return own(second);
  if (first === 'clubs' && third === 'upload-result') return ['nav.sub.upload-result', 'nav.clubs'];
  const crumbs = crumbsOf(path, texts);
  if (crumbs.length === 0) return ['notfound.title'];
  return crumbs.map((crumb) => crumb.key).reverse();
}

const meSectionTitle: Readonly<Record<MeSectionKey, TranslationKey>> = {
  tickets: 'account.menu.tickets',
  ticket: 'nav.sub.ticket',
  orders: 'account.menu.orders',
  order: 'site.documentTitle.order',
  insurances: 'account.menu.insurances',
  clubs: 'account.menu.clubs',
  settings: 'account.menu.settings',
  sessions: 'account.menu.sessions',
};

/** Routes whose first segment has no crumb name (links from mail, hand-overs, the old-browser page). */
const ownTitles: Readonly<Record<string, (second: string | undefined) => TranslationKey[]>> = {
  verify: (second) => [second === 'resetpassword' ? 'accountPages.links.resetTitle' : 'accountPages.links.verifyTitle'],
  token: () => ['accountPages.links.tokenTitle'],
  loginlink: () => ['accountPages.links.tokenTitle'],
  exit: () => ['accountPages.links.exitTitle'],
  user: () => ['site.documentTitle.social'],
  'basket-fill-outside': () => ['nav.basket'],
  notsupport: () => ['notsupport.title'],
};
