/**
 * The route modules createApp mounts, in order. A module is `(app, deps) => void` and mounts
 * its calls with `route(app, spec, handler)` (server/http/route.ts).
 *
 * Order: a parametrised path that could also match a static one (POST /api/user/{network}
 * vs POST /api/user/code) goes after it. route() also lets a request whose path does not fit
 * the params schema fall through to later routes, so `basket` or `competition` never reach
 * the social handler whichever module mounts them.
 */
import { authRoutes } from './accounts/auth-routes.ts';
import { newsletterRoutes } from './accounts/newsletter-routes.ts';
import { profileRoutes } from './accounts/profile-routes.ts';
import { registrationRoutes } from './accounts/registration-routes.ts';
import { socialRoutes } from './accounts/social-routes.ts';
import { mountCatalogue } from './catalogue/mount-catalogue.ts';
import { mountConsole } from './console/mount-console.ts';
import type { RouteModule } from './http/api-env.ts';
import { limitsModule } from './limits/limits-module.ts';
import { outboxRoutes } from './outbox/outbox-routes.ts';
import { partnerRoutes } from './partners/partner-routes.ts';
import { purchaseRoutes } from './payment/purchase-routes.ts';
import { supportRoutes } from './support/support-routes.ts';

/** Every route module. */
export const routeModules: readonly RouteModule[] = [
  limitsModule,
  outboxRoutes,
  authRoutes,
  registrationRoutes,
  profileRoutes,
  newsletterRoutes,
  supportRoutes,
  mountCatalogue,
  // payment, orders, tickets and the personal basket/insurances/clubs/upload (server/payment/purchase-routes.ts)
  purchaseRoutes,
  // partners: the report and a partner page's purchase check (issue 17)
  partnerRoutes,
  // the organiser's console: /api/console/* (server/console/mount-console.ts, issue 25)
  mountConsole,
  // catalogue, payment, tickets…: add modules here (the payment provider's pages mount at /pay/).
  socialRoutes,
];
