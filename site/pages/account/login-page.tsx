import { useTranslation } from 'react-i18next';
import '../../../widgets/login/define.ts';
import { AuthLayout } from './auth-layout.tsx';

/** /login (account.md §2 'Авторизация'): `<racekit-login>` in the sign-in frame. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('accountPages.auth.loginTitle')} lead={t('accountPages.auth.lead')}>
      <racekit-login mode="login" />
    </AuthLayout>
  );
}
