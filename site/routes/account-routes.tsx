import type { SiteRoute } from './site-route.ts';

/**
 * The account routes of account.md §2 (/auth, /login, /registration, /me/…, /verify/…, /clubs,
 * /results, …), mounted by site/site-routes.tsx after the purchase routes and before the
 * not-found page. Each route is a SiteRoute (extend the type here for guards).
 */
export const accountRoutes: readonly SiteRoute[] = [];
