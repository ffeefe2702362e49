/** The shop pages (purchase.md §2): catalogue, product, search. */
export const shop = {
  title: 'Магазин',
  categories: 'Категории',
  searchPlaceholder: 'Поиск товаров',
  empty: 'Товары не найдены',
  size: 'Размер',
  chooseSize: 'Выберите размер',
  oldPrice: 'Старая цена',
  addToBasket: 'В корзину',
  inBasket: 'В корзине',
  related: 'С этим товаром покупают',
  gender: {
    male: 'Мужское',
    female: 'Женское',
    unisex: 'Унисекс',
  },
} as const;
