import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { logout } from '../../../sdk/contract/auth.ts';
import { getQueryClient } from '../../../sdk/state/query-client.ts';
import { getRacekitStore, tokenAtom } from '../../../sdk/state/index.ts';
import { signOut } from '../../../sdk/checkout/index.ts';
import { Spinner } from '../../../sdk/ui/index.ts';

/** Revokes the stored token on the server (when there is one), then forgets the session here. */
async function exitSession(): Promise<void> {
  if (getRacekitStore().get(tokenAtom)) {
    try {
      await logout();
    } catch (error) {
      console.warn('racekit site: the token could not be revoked on exit', error);
    }
  }
  signOut();
  getQueryClient().clear();
}

/**
 * /exit (account.md §2, "purpose not shown"; decided: sign out). The server revokes the token
 * (DELETE /api/auth), then the token, the user and the basket data are cleared (§4) and the
 * cached personal answers dropped, and the visitor lands on the main page. A failed revoke (no
 * connection) still signs out here. It runs once per visit, even where React mounts twice.
 */
export function ExitPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void exitSession().then(() => {
      if (location.pathname === '/exit') navigate('/', { replace: true });
    });
  }, [navigate]);
  return (
    <div className="acc-page acc-page--status">
      <h1 className="rk-visually-hidden">{t('accountPages.links.exitTitle')}</h1>
      <Spinner size="lg" label={t('accountPages.links.exiting')} />
    </div>
  );
}
