import { useTranslation } from 'react-i18next';
import '../../../widgets/login/define.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useReturnPath } from './route-guard.tsx';

/**
 * /registration (account.md §2 'Регистрация героя'): `<racekit-login mode="registration">`;
 * `?next=` is where an SMS registration (which signs in) continues.
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const next = useReturnPath();
  return (
    <AuthLayout title={t('accountPages.auth.registrationTitle')} lead={t('accountPages.auth.registrationLead')}>
      <racekit-login mode="registration" {...(next === undefined ? {} : { next })} />
    </AuthLayout>
  );
}
