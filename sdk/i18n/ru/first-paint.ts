/**
 * The few words a widget shows before its code has arrived: the tags' first paint on a partner
 * page (sdk/elements/define-shell.ts) reads them as a static table, without i18next, and the
 * widgets read the same keys through i18next afterwards, so both say the same thing.
 */
export const firstPaint = {
  /** The buy button (purchase.md §1 «Принять участие»). */
  takePart: 'Принять участие',
  loading: 'Загрузка…',
  /** The basket badge's accessible name, by the Russian plural forms of {{count}}. */
  basketCount_one: 'Корзина: {{count}} товар',
  basketCount_few: 'Корзина: {{count}} товара',
  basketCount_many: 'Корзина: {{count}} товаров',
  basketCount_other: 'Корзина: {{count}} товара',
} as const;
