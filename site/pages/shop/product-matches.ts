import type { Product } from '../../../sdk/contract/schemas/index.ts';

/** Whether `product` matches every word of `query` (in its title, description, category, group). */
export function productMatches(product: Product, query: string): boolean {
  const text = [product.title, product.description, product.category?.title, product.group, product.subgroup].join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => text.includes(word));
}
