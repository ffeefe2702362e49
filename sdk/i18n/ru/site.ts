/**
 * The organiser's site around the widgets (purchase.md §2): the shell every route shows (its
 * texts travel in the site's first load). The purchase pages' own texts: purchase-pages.ts.
 */
export const site = {
  skipToContent: 'Перейти к содержимому',
  breadcrumbs: 'Вы здесь',
  brandTagline: 'Гонки с препятствиями и забеги',
  loadFailed: 'Не удалось загрузить данные',
  /** The document's title and description (the server writes the first page's, the site keeps it in step). */
  head: {
    title: 'racekit — гонки с препятствиями и забеги',
    description: 'Календарь гонок с препятствиями и забегов, билеты, страховка и экипировка.',
    pageTitle: '{{title}} — racekit',
    formatTitle: '{{format}} — {{event}}',
  },
  /** The document's title (issue 13 §8): the page's names, most specific first, then the brand; layout texts only, so every route has them before its own chunk. */
  documentTitle: {
    brand: 'racekit',
    tickets: 'Билеты',
    order: 'Заказ',
    verify: 'Подтверждение почты',
    reset: 'Восстановление пароля',
    token: 'Вход по ссылке',
    exit: 'Выход',
    social: 'Вход через соцсеть',
    console: 'Консоль организатора',
  },
} as const;
