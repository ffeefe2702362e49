import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { accountRoutes } from './routes/account-routes.tsx';
import { consoleRoute } from './routes/console-routes.tsx';
import { purchaseRoutes } from './routes/purchase-routes.tsx';
import type { SiteRoute } from './routes/site-route.ts';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { PageLoading } from './page-loading.tsx';
import { preloadRoute } from './routes/preload-route.ts';

const routes: readonly SiteRoute[] = [...purchaseRoutes, ...accountRoutes];

/** Fetches the code of the page at `path` (before the first render, site/main.tsx). */
export const preloadSitePage = (path: string): Promise<void> => preloadRoute([consoleRoute, ...routes], path);

/** Every route of both specs: purchase routes, account routes, /docs → /, anything else not found. */
export function SiteRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/docs">
          <Redirect to="/" replace />
        </Route>
        {routes.map(({ path, page: Page }) => (
          <Route key={path} path={path}>
            {(params) => <Page params={params} />}
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
