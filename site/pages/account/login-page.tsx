import { useTranslation } from 'react-i18next';
import '../../../widgets/login/define.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useReturnPath } from './route-guard.tsx';

/**
 * /login (account.md §2 'Авторизация'): `<racekit-login>` in the sign-in frame; `?next=` (a
 * page of this site) is where signing in continues, else /me.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const next = useReturnPath();
  return (
    <AuthLayout title={t('accountPages.auth.loginTitle')} lead={t('accountPages.auth.lead')}>
      <racekit-login mode="login" {...(next === undefined ? {} : { next })} />
    </AuthLayout>
  );
}
