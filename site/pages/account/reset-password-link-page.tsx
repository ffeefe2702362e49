import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { checkResetCode } from '../../../sdk/contract/auth.ts';
import { ApiError } from '../../../sdk/http/api-errors.ts';
import { Spinner } from '../../../sdk/ui/spinner.tsx';
import type { SitePageProps } from '../../routes/site-route.ts';
import { AuthLayout } from './auth-layout.tsx';
import { newPasswordState } from './new-password-state.ts';

/**
 * /verify/resetpassword/{code} (account.md §2, §4 "Password recovery"): the link of the
 * recovery mail. The code is checked (PUT /api/auth/resetpassword answers the one-time key),
 * then the new-password page /newpass opens in place of this one, holding the code in the
 * history entry (not in its address). A refused code opens /newpass without one, which says
 * the link is no longer valid and offers a new recovery mail. The server keeps a recovery link
 * usable until the password is set (docs/server.md), so /newpass may check it again — after a
 * reload, too.
 */
export function ResetPasswordLinkPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const code = (params.code ?? '').trim();

  useEffect(() => {
    let current = true;
    const open = (kept: string | null) => {
      if (current) navigate('/newpass', { replace: true, state: newPasswordState(kept) });
    };
    if (code === '') {
      open(null);
      return undefined;
    }
    checkResetCode(code).then(
      () => open(code),
      // A refusal ends the link; a lost connection leaves it for /newpass to try again.
      (error: unknown) => open(error instanceof ApiError && error.status !== undefined ? null : code),
    );
    return () => {
      current = false;
    };
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
