/**
 * Every call of the money and personal parts, as one RouteModule for server/route-list.ts:
 * payment and the local provider's page, orders, tickets (and their certificates and start
 * numbers), and the personal basket, insurances, clubs and file upload.
 */
import type { RouteModule } from '../http/api-env.ts';
import { ordersRoutes } from '../orders/orders-routes.ts';
import { basketRoutes } from '../personal/basket-routes.ts';
import { personalClubsRoutes } from '../personal/clubs-routes.ts';
import { filesRoutes } from '../personal/files-routes.ts';
import { insurancesRoutes } from '../personal/insurances-routes.ts';
import { bookedNumberRoutes } from '../tickets/booked-number-routes.ts';
import { certificateRoutes } from '../tickets/certificate-routes.ts';
import { ticketsRoutes } from '../tickets/tickets-routes.ts';
import { paymentRoutes } from './payment-routes.ts';

/** Mounts payment, orders, tickets and the personal calls. */
export const purchaseRoutes: RouteModule = (app, deps) => {
  paymentRoutes(app, deps);
  ordersRoutes(app, deps);
  ticketsRoutes(app, deps);
  certificateRoutes(app, deps);
  bookedNumberRoutes(app, deps);
  basketRoutes(app, deps);
  insurancesRoutes(app, deps);
  personalClubsRoutes(app, deps);
  filesRoutes(app, deps);
};
