import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../widgets/login/define.ts';
import { AuthLayout } from './auth-layout.tsx';
import { resetCodeOf } from './new-password-state.ts';

/**
 * /newpass (account.md §2, §4): the new-password page. `<racekit-login mode="reset">` takes the
 * code /verify/resetpassword/{code} left in this history entry, gets the one-time key, and
 * shows the form; success shows 'password changed, log in', whose button goes to /login.
 * Without a code (opened directly, or the link was refused) it offers a new recovery mail.
 */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const [code] = useState(() => resetCodeOf(history.state));
  return (
    <AuthLayout title={t('accountPages.links.resetTitle')}>
      <racekit-login mode="reset" code={code ?? ''} />
    </AuthLayout>
  );
}
