import { Provider, useAtomValue } from 'jotai';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { getRacekitI18n } from '../sdk/i18n/get-racekit-i18n.ts';
import { installAuthBridge } from '../sdk/state/install-auth-bridge.ts';
import { getRacekitStore } from '../sdk/state/racekit-store.ts';
import { langAtom, themeAtom } from '../sdk/state/storage-atoms.ts';
import '../sdk/ui/tokens.css';
import { shellTexts } from './shell-texts.ts';
import { SiteHeader } from './site-header.tsx';
import './site.css';

/** The page: tokens and theme on the root, the header, and the placeholder main area. */
function Site() {
  const lang = useAtomValue(langAtom);
  const theme = useAtomValue(themeAtom);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const texts = shellTexts[lang];
  return (
    <div className="rk-root site" data-theme={theme}>
      <SiteHeader />
      <main className="site-main">
        <section className="site-hero">
          <div className="site-hero__inner">
            <span className="site-hero__stripe" aria-hidden="true" />
            <h1 className="site-hero__title">{texts.title}</h1>
            <p className="site-hero__text">{texts.text}</p>
          </div>
        </section>
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
        <Site />
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
