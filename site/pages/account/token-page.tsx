import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { logout, signInByLink } from '../../../sdk/contract/auth.ts';
import type { AuthSession } from '../../../sdk/contract/schemas/index.ts';
import { getRacekitStore, guestBasketGoodsAtom, tokenAtom, userAtom } from '../../../sdk/state/index.ts';
import { signIn } from '../../../sdk/checkout/index.ts';
import { Button, Spinner } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { AFTER_SIGN_IN_PATH } from '../../../sdk/config/index.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useReturnPath } from './route-guard.tsx';

type Phase = { name: 'checking' } | { name: 'invalid' } | { name: 'confirm'; session: AuthSession } | { name: 'signing-in' };

/** How the visitor recognises an account: its e-mail, else its phone, else its name. */
function accountName(user: AuthSession['user'], fallback: string): string {
  if (user.email) return user.email;
  if (user.phone) return `+${user.phone}`;
  return [user.name, user.last_name].filter(Boolean).join(' ') || fallback;
}

/** Signs in with `session`; a session of another account stored here ends first, as on /exit. */
async function enterAccount(session: AuthSession): Promise<void> {
  const store = getRacekitStore();
  if (store.get(tokenAtom) && store.get(userAtom)?.public_id !== session.user.public_id) await logout().catch(() => undefined);
  await signIn(session);
}

/**
 * /token/{id} (account.md §2, "purpose not shown"). Decided: a one-time sign-in link made by
 * the server (POST /api/auth/link; server/accounts/sign-in-links.ts), never a session token.
 * The page spends the link (PUT /api/auth/link), then asks before signing in, naming the
 * account, and saying that the guest basket will join it and which signed-in account is left:
 * someone else's link must not sign a visitor into a stranger's account or carry their basket
 * there. «Войти» signs in as any sign-in does (guest basket merged) and opens /me; «Не входить»
 * revokes the new session and leaves everything as it was. A link that is used, expired or
 * unknown says so and changes nothing — a signed-in visitor stays signed in and is offered the
 * personal area; the same account as the one signed in needs no question.
 *
 * `?next=` (a path of this site) is where «Войти» continues, instead of /me: a partner page's
 * `<racekit-login>` hands its session over this way (sdk/elements/session-hand-over.ts,
 * docs/embedding.md "Signing in on a partner page").
 */
export function TokenPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const id = (params.id ?? '').trim();
  const [phase, setPhase] = useState<Phase>(id === '' ? { name: 'invalid' } : { name: 'checking' });
  const started = useRef(false);
  const current = useAtomValue(userAtom);
  const guestItems = useAtomValue(guestBasketGoodsAtom).length;
  const next = useReturnPath() ?? AFTER_SIGN_IN_PATH;

  const enter = (session: AuthSession) => {
    setPhase({ name: 'signing-in' });
    void enterAccount(session).then(() => navigate(next, { replace: true }));
  };

  const decline = (session: AuthSession) => {
    void logout(session.token).catch(() => undefined);
    navigate('/', { replace: true });
  };

  useEffect(() => {
    if (id === '' || started.current) return;
    started.current = true;
    signInByLink(id).then(
      (session) => {
        if (getRacekitStore().get(userAtom)?.public_id !== session.user.public_id) setPhase({ name: 'confirm', session });
        else void enterAccount(session).then(() => navigate(next, { replace: true }));
      },
      () => setPhase({ name: 'invalid' }),
    );
  }, [id, navigate, next]);

  return (
    <AuthLayout title={t('accountPages.links.tokenTitle')}>
      <div className="acc-card acc-card--center" aria-live="polite">
        {phase.name === 'checking' || phase.name === 'signing-in' ? (
          <>
            <Spinner size="lg" label={t('accountPages.links.tokenChecking')} />
            <p className="acc-muted">{t('accountPages.links.tokenChecking')}</p>
          </>
        ) : phase.name === 'confirm' ? (
          <>
            <p className="acc-card__text">
              {t('accountPages.links.tokenAsk', { account: accountName(phase.session.user, t('accountPages.links.tokenThisAccount')) })}
            </p>
            {current !== null && current.public_id !== phase.session.user.public_id && (
              <p className="acc-muted">{t('accountPages.links.tokenLeaves', { account: accountName(current, t('accountPages.links.tokenThisAccount')) })}</p>
            )}
            {guestItems > 0 && <p className="acc-muted">{t('accountPages.links.tokenBasket', { count: guestItems })}</p>}
            <div className="acc-actions">
              <Button onClick={() => enter(phase.session)}>{t('accountPages.links.tokenEnter')}</Button>
              <Button variant="secondary" onClick={() => decline(phase.session)}>
                {t('accountPages.links.tokenDecline')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="acc-card__text" role="alert">
              {t('accountPages.links.tokenInvalid')}
            </p>
            {current === null ? (
              <Link className="rk-button rk-button--primary" href="/login" replace>
                <span className="rk-button__label">{t('accountPages.links.toLogin')}</span>
              </Link>
            ) : (
              <Link className="rk-button rk-button--primary" href={next} replace>
                <span className="rk-button__label">{t('account.login.toAccount')}</span>
              </Link>
            )}
          </>
        )}
      </div>
    </AuthLayout>
  );
}
