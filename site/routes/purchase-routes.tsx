import { lazyPage, type SiteRoute } from './site-route.ts';

/** The public routes of purchase.md §2; each page is its own chunk. */
export const purchaseRoutes: readonly SiteRoute[] = [
  { path: '/', page: lazyPage(() => import('../pages/home-page.tsx'), (m) => m.HomePage) },
];
