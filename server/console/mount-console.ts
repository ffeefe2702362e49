/**
 * The organiser's console under /api/console (issue 25; sdk/contract/console/console-calls.ts).
 * Every call names its staff role in its spec and route() checks it first, so a route here never
 * checks roles itself; every write records itself in the audit log (server/console/audit-log.ts).
 */
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { checkinRoutes } from '../checkin/checkin-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { consoleSessionRoutes } from './console-session-routes.ts';
import { consoleEventCityRoutes } from './event-city-routes.ts';
import { consoleEventRoutes } from './event-routes.ts';
import { consoleFormatRoutes } from './format-routes.ts';
import { consolePromocodeRoutes } from './promocode-routes.ts';
import { consoleOrderRoutes } from './orders-routes.ts';
import { consoleParticipantRoutes } from './participants-routes.ts';
import { consolePartnerRoutes } from './partners-routes.ts';
import { consoleReferenceRoutes } from './reference-routes.ts';
import { consolePictureRoutes } from './picture-upload-routes.ts';
import { consoleInsuranceRoutes } from './insurance-routes.ts';
import { consoleShopRoutes } from './shop-routes.ts';
import { consoleCertificateRoutes } from './certificate-routes.ts';
import { consoleSaleRoutes } from './sale-routes.ts';
import { consoleNewsRoutes } from './news-routes.ts';
import { consoleBannerRoutes } from './banner-routes.ts';

export function mountConsole(app: ApiApp, deps: AppDeps): void {
  consoleSessionRoutes(app);
  auditRoutes(app, deps);
  // race-day check-in under /api/checkin (issue 26)
  checkinRoutes(app, deps);
  consoleEventRoutes(app, deps);
  consoleEventCityRoutes(app, deps);
  consoleFormatRoutes(app, deps);
  consolePromocodeRoutes(app, deps);
  consoleOrderRoutes(app, deps);
  consoleParticipantRoutes(app, deps);
  consolePartnerRoutes(app, deps);
  consoleReferenceRoutes(app, deps);
  consolePictureRoutes(app, deps);
  consoleInsuranceRoutes(app, deps);
  consoleShopRoutes(app, deps);
  consoleCertificateRoutes(app, deps);
  consoleSaleRoutes(app, deps);
  consoleNewsRoutes(app, deps);
  consoleBannerRoutes(app, deps);
}
