import type { shop as ru } from '../ru/shop.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The shop pages: catalogue, product, search. */
export const shop = {
  title: 'Shop',
  categories: 'Categories',
  searchPlaceholder: 'Search products',
  empty: 'No products found',
  size: 'Size',
  chooseSize: 'Choose a size',
  oldPrice: 'Old price',
  addToBasket: 'Add to basket',
  inBasket: 'In the basket',
  related: 'Often bought together',
  gender: {
    male: 'Men',
    female: 'Women',
    unisex: 'Unisex',
  },
} as const satisfies MessagesShape<typeof ru>;
