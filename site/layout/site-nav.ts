import { externalLinks } from '../external-links.ts';

/** A page of the navigation; its label is `nav.<page>`. */
export type NavPage =
  | 'calendar'
  | 'results'
  | 'clubs'
  | 'news'
  | 'shop'
  | 'corp'
  | 'partners'
  | 'logistics'
  | 'merch'
  | 'photo'
  | 'about'
  | 'feedback'
  | 'career';

export interface NavLink {
  readonly page: NavPage;
  /** A site path, or an address of another site (opened in a new tab). */
  readonly href: string;
  readonly external: boolean;
}

const internal = (page: NavPage, href: string): NavLink => ({ page, href, external: false });
const external = (page: NavPage, href: string): NavLink => ({ page, href, external: true });

/** The corporate item's menu on wide screens (purchase.md §2): corporate, partners, logistics, merch. */
export const corporateGroup: readonly NavLink[] = [
  internal('corp', '/corp'),
  internal('partners', '/partners'),
  internal('logistics', '/logistics'),
  internal('merch', '/merch'),
];

/** The header's items in order; `corporate` marks where the corporate menu stands on wide screens. */
export const headerNav: readonly (NavLink | 'corporate')[] = [
  internal('calendar', '/calendar'),
  internal('results', '/results'),
  internal('clubs', '/clubs'),
  internal('news', '/news'),
  external('shop', externalLinks.shop),
  'corporate',
  external('photo', externalLinks.photo),
];

/** Every item, flat: the mobile menu (up to 1200 px all navigation items show). */
export const allNav: readonly NavLink[] = [
  ...headerNav.flatMap((item) => (item === 'corporate' ? corporateGroup : [item])),
  internal('about', '/about'),
  internal('feedback', '/feedback'),
  external('career', externalLinks.career),
];
