import type { QueryObserverResult } from '@tanstack/query-core';
import { shopCalls } from '../../../sdk/contract/index.ts';
import type { Product } from '../../../sdk/contract/schemas/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';

export interface ShopProducts {
  /** The goods, by category then title (the API's collections are random in order). */
  readonly products: readonly Product[];
  readonly pending: boolean;
  readonly error: boolean;
  readonly retry: () => void;
}

const refetch = (query: QueryObserverResult) => () => void query.refetch();

/**
 * The shop's goods as the API offers them (purchase.md §7): the home collection
 * (GET /api/shop/items/home), the heroes project (GET /api/shop/project/heroes) and the gift
 * certificates (GET /api/shop/items/certificates), merged.
 */
export function useShopProducts(): ShopProducts {
  const home = useCallQuery(shopCalls.items, { params: { place: 'home' } });
  const heroes = useCallQuery(shopCalls.heroes, {});
  const certificates = useCallQuery(shopCalls.items, { params: { place: 'certificates' } });
  const byId = new Map<string, Product>();
  for (const product of [...(home.data?.values ?? []), ...(heroes.data?.values ?? []), ...(certificates.data?.values ?? [])]) byId.set(product.public_id, product);
  const products = [...byId.values()].sort(
    (a, b) => (a.category?.title ?? '').localeCompare(b.category?.title ?? '', 'ru') || a.title.localeCompare(b.title, 'ru'),
  );
  return {
    products,
    pending: home.isPending || heroes.isPending || certificates.isPending,
    error: home.isError && heroes.isError && certificates.isError,
    retry: () => {
      refetch(home)();
      refetch(heroes)();
      refetch(certificates)();
    },
  };
}

/** The categories of `products`, in order of first appearance. */
export function categoriesOf(products: readonly Product[]): { id: string; title: string }[] {
  const seen = new Map<string, string>();
  for (const product of products) {
    const category = product.category;
    if (category?.public_id != null && !seen.has(category.public_id)) seen.set(category.public_id, category.title);
  }
  return [...seen].map(([id, title]) => ({ id, title }));
}
