/**
 * The check-in page boots here (/checkin, issue 26): its own Vite entry, so the public site and
 * the embed never carry it, and it loads on a phone in one small bundle. The token reaches the
 * HTTP client, the texts of the visitor's language are in place before the first render, and
 * the service worker keeps the page for offline use.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { getRacekitI18n, provideTexts } from '../../sdk/i18n/index.ts';
import { installAuthBridge } from '../../sdk/state/index.ts';
import '../../sdk/elements/tokens.css';
import { CheckinApp } from './checkin-app.tsx';
import { checkinTexts } from './checkin-texts.ts';
import { registerCheckinServiceWorker } from './service-worker-registration.ts';
import './checkin.css';

const container = document.getElementById('root');
if (container === null) throw new Error('site/checkin/index.html has no #root');
installAuthBridge();
const i18n = getRacekitI18n();
const language = i18n.language === 'en' ? 'en' : 'ru';
document.documentElement.lang = language;
void Promise.resolve(provideTexts(i18n, checkinTexts, language)).then(() =>
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <CheckinApp language={language} />
      </I18nextProvider>
    </StrictMode>,
  ),
);
registerCheckinServiceWorker();
