import type { header as ru } from '../ru/header.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The site header and the mobile menu. */
export const header = {
  logo: 'Home page',
  navigation: 'Main menu',
  language: 'Language',
  languages: {
    ru: 'Рус',
    en: 'Eng',
  },
  search: 'Search',
  searchPlaceholder: 'Search the site',
  basket: 'Basket',
  account: 'My account',
  login: 'Sign in',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  corporateMenu: 'For business',
  opensInNewTab: 'opens in a new tab',
} as const satisfies MessagesShape<typeof ru>;
