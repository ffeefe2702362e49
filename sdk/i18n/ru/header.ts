/** The site header and the mobile menu (purchase.md §2 "Header"). */
export const header = {
  logo: 'На главную',
  navigation: 'Основное меню',
  language: 'Язык',
  languages: {
    ru: 'Рус',
    en: 'Eng',
  },
  search: 'Поиск',
  searchPlaceholder: 'Поиск по сайту',
  basket: 'Корзина',
  account: 'Личный кабинет',
  login: 'Войти',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  /** The corporate hover menu above 1200 px (corporate, partners, logistics, merch). */
  corporateMenu: 'Для бизнеса',
  opensInNewTab: 'откроется в новой вкладке',
} as const;
