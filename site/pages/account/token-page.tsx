import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { getAuthHistory } from '../../../sdk/contract/auth.ts';
import { getRacekitStore } from '../../../sdk/state/racekit-store.ts';
import { tokenAtom, userAtom } from '../../../sdk/state/storage-atoms.ts';
import { Spinner } from '../../../sdk/ui/spinner.tsx';
import type { SitePageProps } from '../../routes/site-route.ts';
import { AuthLayout } from './auth-layout.tsx';

type Phase = 'checking' | 'invalid' | 'noUser';

/**
 * Checks the link's token: it is stored (replacing any session of this browser) and asked for
 * with the cheapest personal call, POST /api/auth/history { limit: 1 } — a dead token answers
 * 401/403. Answers whether it is alive.
 */
async function tokenIsAlive(token: string): Promise<boolean> {
  const store = getRacekitStore();
  store.set(userAtom, null);
  store.set(tokenAtom, token);
  try {
    await getAuthHistory(1);
    return true;
  } catch {
    return false;
  }
}

/**
 * /token/{id} (account.md §2, "purpose not shown"). Decided: a sign-in link that carries a
 * session token (`id`), e.g. from an app or a mail — store it, load the user, go to /me.
 *
 * The contract has no call that answers the user of a token (account.md §7 lists none), and the
 * site counts a visitor as signed in only with a stored user (§4: a token without a user's
 * public_id is removed). So the page checks the token and, when it is alive, still cannot load
 * the user: it says so, forgets the token and offers the sign-in screen. A dead token says the
 * link is no longer valid. Finishing the sign-in needs a "current user" call (GET /api/user).
 */
export function TokenPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const token = (params.id ?? '').trim();
  const [phase, setPhase] = useState<Phase>(token === '' ? 'invalid' : 'checking');
  const started = useRef(false);

  useEffect(() => {
    if (token === '' || started.current) return;
    started.current = true;
    void tokenIsAlive(token).then((alive) => {
      // Without the user the token cannot make a session here (see above): it is not kept.
      getRacekitStore().set(tokenAtom, null);
      setPhase(alive ? 'noUser' : 'invalid');
    });
  }, [token]);

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
              {t(phase === 'invalid' ? 'accountPages.links.tokenInvalid' : 'accountPages.links.tokenNoUser')}
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
