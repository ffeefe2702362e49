/**
 * The console's gift certificates (sdk/contract/console/certificates.ts): products of kind
 * `certificate`, written through product-writes.ts with what makes one fixed — no sizes, no
 * delivery (`delivery: false`, `hidden_delivery: true`), never among the home page's or the
 * basket's goods — and, without a category named, the `certificates` category.
 */
import { consoleCertificateCalls } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';
import { certificateCategory } from './category-writes.ts';
import { changeProductStock, createProduct, requireConsoleProduct, updateProduct } from './product-writes.ts';
import { productPage } from './shop-routes.ts';

const CERTIFICATE_FIXED = { delivery: false, hidden_delivery: true, on_home: false, in_basket_offer: false, hero: false, hero_preview: false } as const;

export function consoleCertificateRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consoleCertificateCalls.list, ({ query }) => productPage(deps.db, 'certificate', query));

  route(app, consoleCertificateCalls.get, ({ params }) => requireConsoleProduct(deps.db, params.id, 'certificate'));

  route(app, consoleCertificateCalls.create, ({ body, auth }) => {
    const actor = requireAuth(auth);
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const titles = { ru: serverText('server.console.certificatesCategory', 'ru'), en: serverText('server.console.certificatesCategory', 'en') };
      const categoryId = body.category_id ?? (await certificateCategory(tx, actor, titles, now));
      return createProduct(tx, actor, 'certificate', { ...body, ...CERTIFICATE_FIXED, category_id: categoryId }, now);
    });
  });

  route(app, consoleCertificateCalls.update, ({ params, body, auth }) =>
    deps.db.transaction((tx) => updateProduct(tx, requireAuth(auth), 'certificate', params.id, body, deps.clock.now())),
  );

  route(app, consoleCertificateCalls.stock, ({ params, body, auth }) =>
    deps.db.transaction((tx) => changeProductStock(tx, requireAuth(auth), 'certificate', params.id, body, deps.clock.now())),
  );
}
