import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { getCurrentUser } from '../../../sdk/contract/user.ts';
import { getRacekitStore } from '../../../sdk/state/racekit-store.ts';
import { signIn } from '../../../sdk/state/session-start.ts';
import { tokenAtom, userAtom } from '../../../sdk/state/storage-atoms.ts';
import { Spinner } from '../../../sdk/ui/spinner.tsx';
import type { SitePageProps } from '../../routes/site-route.ts';
import { AuthLayout } from './auth-layout.tsx';

type Phase = 'checking' | 'invalid';

/**
 * /token/{id} (account.md §2, "purpose not shown"). Decided: a sign-in link that carries a
 * session token (`id`), e.g. from an app or a mail. The token is stored (replacing any session
 * of this browser), the user is read with GET /api/user, and the visitor is signed in like
 * any other sign-in (guest basket merged) and taken to /me. A dead token says the link is no
 * longer valid and keeps nothing.
 */
export function TokenPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const token = (params.id ?? '').trim();
  const [phase, setPhase] = useState<Phase>(token === '' ? 'invalid' : 'checking');
  const started = useRef(false);

  useEffect(() => {
    if (token === '' || started.current) return;
    started.current = true;
    const store = getRacekitStore();
    store.set(userAtom, null);
    store.set(tokenAtom, token);
    getCurrentUser()
      .then((user) => signIn({ token, user }))
      .then(
        () => navigate('/me', { replace: true }),
        () => {
          store.set(tokenAtom, null);
          setPhase('invalid');
        },
      );
  }, [token, navigate]);

  return (
    <AuthLayout title={t('accountPages.links.tokenTitle')}>
      <div className="acc-card acc-card--center" aria-live="polite">
        {phase === 'checking' ? (
          <>
            <Spinner size="lg" label={t('accountPages.links.tokenChecking')} />
            <p className="acc-muted">{t('accountPages.links.tokenChecking')}</p>
          </>
        ) : (
          <>
            <p className="acc-card__text" role="alert">
              {t('accountPages.links.tokenInvalid')}
            </p>
            <Link className="rk-button rk-button--primary" href="/login" replace>
              <span className="rk-button__label">{t('accountPages.links.toLogin')}</span>
            </Link>
          </>
        )}
      </div>
    </AuthLayout>
  );
}
