/** The console's shop: categories and goods (sdk/contract/console/shop.ts), written through category-writes.ts and product-writes.ts. */
import { consoleShopCalls, type PageQuery } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { CATEGORY_COLUMNS, createCategory, toConsoleCategory, updateCategory } from './category-writes.ts';
import { containsPattern, pagedRows } from './page-query.ts';
import { PRODUCT_COLUMNS, PRODUCT_FROM, addProductSize, changeProductStock, createProduct, requireConsoleProduct, toConsoleProduct, updateProduct, type ProductKind } from './product-writes.ts';
import type { Queryable } from '../db/database.ts';

/** A page of products of `kind`, filtered by category, hidden and `q` (title in either language, id). */
export async function productPage(db: Queryable, kind: ProductKind, query: PageQuery & { readonly category_id?: string | undefined; readonly hidden?: 'true' | 'false' | undefined }) {
  const where = ['p.kind = $1'];
  const params: unknown[] = [kind];
  if (query.category_id !== undefined) {
    params.push(query.category_id);
    where.push(`p.category_id = $${params.length}`);
  }
  if (query.hidden !== undefined) where.push(query.hidden === 'true' ? 'p.hidden' : 'NOT p.hidden');
  const q = query.q?.trim() ?? '';
  if (q !== '') {
    params.push(containsPattern(q));
    const n = params.length;
    where.push(`p.title ILIKE $${n} OR p.title_en ILIKE $${n} OR p.public_id ILIKE $${n}`);
  }
  const page = await pagedRows<Parameters<typeof toConsoleProduct>[0]>(
    db,
    {
      from: PRODUCT_FROM,
      where,
      params,
      columns: PRODUCT_COLUMNS,
      sortable: { sort: 'p.sort', title: 'p.title', price: 'p.price' },
      defaultSort: kind === 'certificate' ? 'price' : 'sort',
      tieBreak: 'p.public_id',
    },
    query,
  );
  return { ...page, items: page.items.map(toConsoleProduct) };
}

export function consoleShopRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consoleShopCalls.categories, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    const q = query.q?.trim() ?? '';
    if (q !== '') {
      params.push(containsPattern(q));
      where.push(`c.title ILIKE $1 OR c.title_en ILIKE $1 OR c.slug ILIKE $1`);
    }
    const page = await pagedRows<Parameters<typeof toConsoleCategory>[0]>(
      deps.db,
      { from: 'shop_category c', where, params, columns: CATEGORY_COLUMNS, sortable: { sort: 'c.sort', title: 'c.title' }, defaultSort: 'sort', tieBreak: 'c.public_id' },
      query,
    );
    return { ...page, items: page.items.map(toConsoleCategory) };
  });

  route(app, consoleShopCalls.createCategory, ({ body, auth }) => deps.db.transaction((tx) => createCategory(tx, requireAuth(auth), body, deps.clock.now())));

  route(app, consoleShopCalls.updateCategory, ({ params, body, auth }) =>
    deps.db.transaction((tx) => updateCategory(tx, requireAuth(auth), params.id, body, deps.clock.now())),
  );

  route(app, consoleShopCalls.list, ({ query }) => productPage(deps.db, 'good', query));

  route(app, consoleShopCalls.get, ({ params }) => requireConsoleProduct(deps.db, params.id, 'good'));

  route(app, consoleShopCalls.create, ({ body, auth }) => deps.db.transaction((tx) => createProduct(tx, requireAuth(auth), 'good', body, deps.clock.now())));

  route(app, consoleShopCalls.update, ({ params, body, auth }) =>
    deps.db.transaction((tx) => updateProduct(tx, requireAuth(auth), 'good', params.id, body, deps.clock.now())),
  );

  route(app, consoleShopCalls.stock, ({ params, body, auth }) =>
    deps.db.transaction((tx) => changeProductStock(tx, requireAuth(auth), 'good', params.id, body, deps.clock.now())),
  );

  route(app, consoleShopCalls.addSize, ({ params, body, auth }) => deps.db.transaction((tx) => addProductSize(tx, requireAuth(auth), params.id, body, deps.clock.now())));
}
