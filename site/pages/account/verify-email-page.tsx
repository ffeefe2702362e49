import { useTranslation } from 'react-i18next';
import '../../../widgets/login/define.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * /verify/email/{code} (account.md §2, §4): `<racekit-login mode="verify-email">` confirms the
 * address (POST /api/user/verify/email), which signs nobody in; its popup 'e-mail confirmed'
 * leads on to the /token page, which names the account and asks (issue 28). A refused code
 * offers the login screen.
 */
export function VerifyEmailPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('accountPages.links.verifyTitle')}>
      <racekit-login mode="verify-email" code={params.code ?? ''} />
    </AuthLayout>
  );
}
