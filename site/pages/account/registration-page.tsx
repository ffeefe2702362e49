import { useTranslation } from 'react-i18next';
import '../../../widgets/login/define.ts';
import { AuthLayout } from './auth-layout.tsx';

/** /registration (account.md §2 'Регистрация героя'): `<racekit-login mode="registration">`. */
export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('accountPages.auth.registrationTitle')} lead={t('accountPages.auth.registrationLead')}>
      <racekit-login mode="registration" />
    </AuthLayout>
  );
}
