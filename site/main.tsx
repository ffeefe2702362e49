/**
 * The organiser's site boots here: the token reaches the HTTP client (installAuthBridge), the
 * page's answers the server put into the HTML are kept for the first queries (readEarlyAnswers:
 * a plain map; the query client comes with the first page, site/routes/site-route.ts), the
 * session starts (account.md §4: the basket put in place, site/shell/session-ready.ts), i18n
 * starts with the layout's texts (the language follows `lang`; English is fetched before the
 * first render when it is the visitor's; each route group and widget brings its own), an old
 * browser is sent to /notsupport, and the app renders with the page's one store.
 */
import { Provider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { getRacekitI18n, provideTexts } from '../sdk/i18n/index.ts';
import { installAuthBridge, getRacekitStore } from '../sdk/state/index.ts';
import '../sdk/elements/tokens.css';
import '../sdk/ui/ui.css';
import { NotSupportPage } from './pages/not-support-page.tsx';
import { isSupportedBrowser, NOT_SUPPORTED_PATH } from './shell/browser-support.ts';
import { layoutTexts } from './i18n/site-texts.ts';
import { readEarlyAnswers } from './shell/read-early-answers.ts';
import { followAuthRequired } from './shell/follow-auth-required.ts';
import { startSiteSession } from './shell/session-ready.ts';
import { SiteApp } from './site-app.tsx';
import { preloadSitePage } from './site-routes.tsx';
import './site.css';

const container = document.getElementById('root');
if (container === null) throw new Error('site/index.html has no #root');

const supported = isSupportedBrowser();
if (!supported && location.pathname !== NOT_SUPPORTED_PATH) history.replaceState(null, '', NOT_SUPPORTED_PATH);
installAuthBridge();
readEarlyAnswers();
if (supported) {
  // before the session starts: its first call may already say the stored session has ended
  followAuthRequired();
  void startSiteSession();
}
const i18n = getRacekitI18n();

// The first render waits for the layout's texts in the visitor's language (Russian is bundled)
// and the page's own code with its route group's texts, so that it draws the whole page at
// once. A transition: React renders it in slices and lets the browser breathe between them,
// instead of one long task that holds a phone's main thread.
void Promise.all([
  provideTexts(i18n, layoutTexts, i18n.language === 'en' ? 'en' : 'ru'),
  supported ? preloadSitePage(location.pathname) : undefined,
]).then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <Provider store={getRacekitStore()}>
          <I18nextProvider i18n={i18n}>
            {supported ? (
              <Router>
                <SiteApp />
              </Router>
            ) : (
              <div className="rk-root site">
                <NotSupportPage />
              </div>
            )}
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    ),
  ),
);
