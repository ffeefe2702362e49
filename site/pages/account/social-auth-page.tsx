import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { AFTER_SIGN_IN_PATH } from '../../../sdk/config/index.ts';
import { socialRoute, type SocialMode, addSocialAccount, socialLogin, type SocialCallback, type SocialNetwork } from '../../../sdk/contract/index.ts';
import { ApiMessageError } from '../../../sdk/http/index.ts';
import { signIn } from '../../../sdk/checkout/index.ts';
import { userAtom } from '../../../sdk/state/index.ts';
import { Spinner } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { NotFoundPage } from '../not-found-page.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { isSocialNetwork, leaveForProvider, takeSocialState } from './social-sign-in.ts';
import { socialLinkedState } from './social-linked-state.ts';

type Phase =
  | { name: 'redirecting' }
  | { name: 'exchanging' }
  | { name: 'failed'; text: string };

/**
 * /user/auth/{vk|google} (signed out): sign-in or sign-up with a social network (account.md §2,
 * §4). Opened without a code it starts the provider's flow and sends the browser there; the
 * provider comes back here with `?code&state`, and POST /api/user/{network} answers the session, which the sdk stores
 * (`signIn`: token, user, guest basket merged) before /me opens.
 */
export function SocialSignInPage({ params }: SitePageProps) {
  return isSocialNetwork(params.network) ? <SocialFlow network={params.network} mode="signIn" /> : <NotFoundPage />;
}

/**
 * /user/add/auth/{vk|google} (signed in): links a network to the account from the settings.
 * Same round trip; POST /api/user/add/{network} answers the user, which replaces the stored
 * one, and the settings page opens saying the network is linked.
 */
export function SocialLinkPage({ params }: SitePageProps) {
  return isSocialNetwork(params.network) ? <SocialFlow network={params.network} mode="link" /> : <NotFoundPage />;
}

function SocialFlow({ network, mode }: { network: SocialNetwork; mode: SocialMode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const code = query.get('code');
  const error = query.get('error');
  const state = query.get('state');
  // VK ID sends its device id with the code, and wants it back in the exchange.
  const deviceId = query.get('device_id');
  // The page to continue on after signing in (kept for this tab until the provider comes back).
  const next = query.get('next') ?? undefined;
  const setUser = useSetAtom(userAtom);
  const name = t(`account.social.${network}`);
  const [phase, setPhase] = useState<Phase>(code === null && error === null ? { name: 'redirecting' } : { name: 'exchanging' });
  // The state is spent on first use: React's development double mount must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const failed = (failure: unknown) => {
      const fallback = t(mode === 'link' ? 'accountPages.social.linkFailed' : 'accountPages.social.failed', { network: name });
      setPhase({ name: 'failed', text: failure instanceof ApiMessageError ? failure.serverMessage : fallback });
    };
    if (code === null && error === null) {
      leaveForProvider(network, mode, next)
        .then((url) => location.assign(url))
        .catch(failed);
      return;
    }
    const fresh = takeSocialState(state, network, mode);
    if (error !== null) {
      setPhase({ name: 'failed', text: t('accountPages.social.denied', { network: name }) });
      return;
    }
    if (fresh === undefined || code === null || state === null) {
      setPhase({ name: 'failed', text: t('accountPages.social.stale') });
      return;
    }
    const callback: SocialCallback = deviceId === null ? { code, state } : { code, state, device_id: deviceId };
    if (mode === 'signIn') {
      socialLogin(network, callback)
        .then(async (session) => {
          try {
            await signIn(session);
          } catch (mergeError) {
            console.warn('racekit site: signed in, but the basket could not be merged now', mergeError);
          }
          navigate(fresh.next ?? AFTER_SIGN_IN_PATH, { replace: true });
        })
        .catch(failed);
      return;
    }
    addSocialAccount(network, callback)
      .then(({ user }) => {
        setUser(user);
        navigate('/me/setting', { replace: true, state: socialLinkedState(network) });
      })
      .catch(failed);
  }, [code, error, state, deviceId, next, network, mode, name, navigate, setUser, t]);

  const title = t(mode === 'link' ? 'accountPages.social.linkTitle' : 'accountPages.social.title', { network: name });
  return (
    <AuthLayout title={title}>
      <div className="acc-card acc-card--center" aria-live="polite">
        {phase.name === 'failed' ? (
          <>
            <p className="acc-card__text" role="alert">
              {phase.text}
            </p>
            <div className="acc-actions">
              <a className="rk-button rk-button--primary" href={socialRoute(network, mode)}>
                <span className="rk-button__label">{t('accountPages.social.again')}</span>
              </a>
              <Link className="rk-button rk-button--secondary" href={mode === 'link' ? '/me/setting' : '/login'} replace>
                <span className="rk-button__label">{t(mode === 'link' ? 'accountPages.social.toSettings' : 'accountPages.social.toLogin')}</span>
              </Link>
            </div>
          </>
        ) : (
          <>
            <Spinner size="lg" label={title} />
            <p className="acc-muted">
              {phase.name === 'redirecting'
                ? t('accountPages.social.redirecting', { network: name })
                : t(mode === 'link' ? 'accountPages.social.linking' : 'accountPages.social.signingIn')}
            </p>
          </>
        )}
      </div>
    </AuthLayout>
  );
}
