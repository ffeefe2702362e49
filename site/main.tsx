import { Provider, useAtomValue } from 'jotai';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { getRacekitI18n } from '../sdk/i18n/get-racekit-i18n.ts';
import { installAuthBridge } from '../sdk/state/install-auth-bridge.ts';
import { getRacekitStore } from '../sdk/state/racekit-store.ts';
import { langAtom, themeAtom } from '../sdk/state/storage-atoms.ts';
import '../sdk/ui/tokens.css';
import { Router } from 'wouter';
import { SiteHeader } from './site-header.tsx';
import { SiteRoutes } from './site-routes.tsx';
import './site.css';

/** The page: tokens and theme on the root, the header, and the routed main area. */
function Site() {
  const lang = useAtomValue(langAtom);
  const theme = useAtomValue(themeAtom);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <div className="rk-root site" data-theme={theme}>
      <SiteHeader />
      <main className="site-main">
        <SiteRoutes />
      </main>
    </div>
  );
}

const container = document.getElementById('root');
if (container === null) throw new Error('site/index.html has no #root');
installAuthBridge();
createRoot(container).render(
  <StrictMode>
    <Provider store={getRacekitStore()}>
      <I18nextProvider i18n={getRacekitI18n()}>
        <Router>
          <Site />
        </Router>
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
