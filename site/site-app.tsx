import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { useRoute } from 'wouter';
import { themeAtom } from '../sdk/state/index.ts';
import { GlobalErrorPopup } from '../sdk/ui/index.ts';
import { Breadcrumbs } from './layout/breadcrumbs.tsx';
import { SiteFooter } from './layout/site-footer.tsx';
import { SiteHeader } from './layout/site-header.tsx';
import { PageLoading } from './page-loading.tsx';
import { consoleRoute } from './routes/console-routes.tsx';
import { SiteRoutes } from './site-routes.tsx';
import { useBodyTheme } from './shell/use-body-theme.ts';
import { useDocumentTitle } from './shell/use-document-title.ts';
import { useRacekitNavigation } from './shell/use-racekit-navigation.ts';
import { useScrollToTop } from './shell/use-scroll-to-top.ts';

/**
 * The site: header, breadcrumbs, the routed page, footer, and the one global error popup of
 * the page ('Понятно'). Widget navigation, the theme and the document's title are wired here
 * (the session starts in site/main.tsx, before the first render). The organiser's console
 * (/console) draws its own frame in place of the site's header and footer.
 */
export function SiteApp() {
  useBodyTheme();
  useDocumentTitle();
  useRacekitNavigation();
  useScrollToTop();
  const theme = useAtomValue(themeAtom);
  const [inConsole] = useRoute(consoleRoute.path);
  if (inConsole) {
    const ConsolePage = consoleRoute.page;
    return (
      <div className="rk-root site" data-theme={theme}>
        <Suspense fallback={<PageLoading />}>
          <ConsolePage params={{}} />
        </Suspense>
        <GlobalErrorPopup />
      </div>
    );
  }
  return (
    <div className="rk-root site" data-theme={theme}>
      <SiteHeader />
      <main id="content" className="site-main" tabIndex={-1}>
        <Breadcrumbs />
        <SiteRoutes />
      </main>
      <SiteFooter />
      <GlobalErrorPopup />
    </div>
  );
}
