import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Spinner } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { AuthLayout } from './auth-layout.tsx';
import { newPasswordState } from './new-password-state.ts';

/**
 * /verify/resetpassword/{code} (account.md §2, §4 "Password recovery"): the link of the
 * recovery mail. The new-password page /newpass opens in place of this one at once, holding the
 * code in the history entry (not in its address); /newpass checks it — once: PUT
 * /api/auth/resetpassword answers the one-time key, or refuses, and then /newpass says the link
 * is no longer valid and offers a new recovery mail. The server keeps a recovery link usable
 * until the password is set (docs/server.md), so /newpass may check it again after a reload.
 */
export function ResetPasswordLinkPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const code = (params.code ?? '').trim();

  useEffect(() => {
    navigate('/newpass', { replace: true, state: newPasswordState(code === '' ? null : code) });
  }, [code, navigate]);

  return (
    <AuthLayout title={t('accountPages.links.resetTitle')}>
      <div className="acc-card acc-card--center">
        <Spinner size="lg" label={t('account.recovery.checking')} />
        <p className="acc-muted">{t('account.recovery.checking')}</p>
      </div>
    </AuthLayout>
  );
}
