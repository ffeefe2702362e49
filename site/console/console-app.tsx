import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { loginPath } from '../../sdk/config/index.ts';
import { consoleSessionCalls } from '../../sdk/contract/console/index.ts';
import { invoke } from '../../sdk/contract/index.ts';
import { ForbiddenError, UnauthorizedError } from '../../sdk/http/index.ts';
import { tokenAtom } from '../../sdk/state/index.ts';
import { Button, Spinner } from '../../sdk/ui/index.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { useSignedIn } from '../shell/use-signed-in.ts';
import { consoleErrorText } from './console-errors.ts';
import { ConsoleFrame } from './console-frame.tsx';
import { ConsoleRoutes } from './console-routes.tsx';
import { StaffMemberProvider } from './staff-member.ts';
import { useCall } from './use-call.ts';
import './console.css';

/** A page of its own before the console opens: signed out, no access, checking, failed. */
function AccessPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  usePageTitle(title);
  return (
    <main id="console-main" className="console-access">
      <section className="console-access__card">
        <p className="console-access__brand">{useTranslation().t('console.brand')}</p>
        <h1 className="console-access__title">{title}</h1>
        {children}
      </section>
    </main>
  );
}

function SignInNeeded() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <AccessPage title={t('console.access.signInTitle')}>
      <p>{t('console.access.signInText')}</p>
      <div className="console-actions">
        <Link className="rk-button rk-button--primary" href={loginPath('/login', search === '' ? path : `${path}?${search}`)}>
          <span className="rk-button__label">{t('console.access.signIn')}</span>
        </Link>
        <Link className="rk-button rk-button--ghost" href="/">
          <span className="rk-button__label">{t('console.access.toSite')}</span>
        </Link>
      </div>
    </AccessPage>
  );
}

function NoAccess() {
  const { t } = useTranslation();
  return (
    <AccessPage title={t('console.access.noAccessTitle')}>
      <p>{t('console.access.noAccessText')}</p>
      <div className="console-actions">
        <Link className="rk-button rk-button--primary" href="/exit">
          <span className="rk-button__label">{t('console.access.signOut')}</span>
        </Link>
        <Link className="rk-button rk-button--ghost" href="/">
          <span className="rk-button__label">{t('console.access.toSite')}</span>
        </Link>
      </div>
    </AccessPage>
  );
}

/**
 * The server says who is here (GET /api/console/me) before any screen draws. The stored token is
 * passed explicitly: a buyer's 403 then only means "no access here" and does not sign the buyer
 * out of the site, as a 403 on the stored token would (sdk/http/http-request.ts).
 */
function StaffGate({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const { state, reload } = useCall(`me ${token}`, () => invoke(consoleSessionCalls.me, { token }));
  if (state.status === 'ready') {
    return (
      <StaffMemberProvider value={state.data}>
        <ConsoleFrame>
          <ConsoleRoutes />
        </ConsoleFrame>
      </StaffMemberProvider>
    );
  }
  if (state.status === 'loading') {
    return (
      <AccessPage title={t('console.brand')}>
        <Spinner label={t('console.access.checking')} />
      </AccessPage>
    );
  }
  if (state.error instanceof ForbiddenError) return <NoAccess />;
  if (state.error instanceof UnauthorizedError) return <SignInNeeded />;
  return (
    <AccessPage title={t('console.brand')}>
      <p role="alert">{consoleErrorText(state.error, t)}</p>
      <Button onClick={reload}>{t('console.common.retry')}</Button>
    </AccessPage>
  );
}

/** /console/*: the organiser's console (issue 25), for the organiser's staff only. */
export function ConsoleApp() {
  const signedIn = useSignedIn();
  const token = useAtomValue(tokenAtom);
  if (!signedIn || token === null) return <SignInNeeded />;
  return <StaffGate token={token} />;
}
