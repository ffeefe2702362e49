/**
 * Every public catalogue call (purchase.md §7 and account.md §7 reads): events, formats,
 * insurance products, shop, delivery, locations, news, documents and pictures, promo code
 * checks, clubs, results and seats. A RouteModule for server/route-list.ts.
 */
import type { ApiApp } from '../http/api-env.ts';
import { clubsRoutes } from './clubs-routes.ts';
import { deliveryRoutes } from './delivery-routes.ts';
import { documentsRoutes } from './documents-routes.ts';
import { eventsRoutes } from './events-routes.ts';
import { formatsRoutes } from './formats-routes.ts';
import { insuranceRoutes } from './insurance-routes.ts';
import { locationRoutes } from './location-routes.ts';
import { newsRoutes } from './news-routes.ts';
import { promocodesRoutes } from './promocodes-routes.ts';
import { resultsRoutes } from './results-routes.ts';
import { seatsRoutes } from './seats-routes.ts';
import { shopRoutes } from './shop-routes.ts';

/** Mounts the catalogue on `app`. */
export function mountCatalogue(app: ApiApp): void {
  eventsRoutes(app);
  formatsRoutes(app);
  insuranceRoutes(app);
  shopRoutes(app);
  deliveryRoutes(app);
  locationRoutes(app);
  newsRoutes(app);
  documentsRoutes(app);
  promocodesRoutes(app);
  clubsRoutes(app);
  resultsRoutes(app);
  seatsRoutes(app);
}
