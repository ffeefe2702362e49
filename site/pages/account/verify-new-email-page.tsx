import { useTranslation } from 'react-i18next';
import '../../../widgets/login/define.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * /verify/new/email/{code} (account.md §2, §4; signed in, else /login): the link of an e-mail
 * change. `<racekit-login mode="verify-new-email">` confirms it (POST
 * /api/user/verify/new/email) and stores the new address. A 403 means the stored token is dead:
 * the HTTP client removes it (§4 "403 during e-mail confirmation"), and the route's guard then
 * sends the visitor to /login.
 */
export function VerifyNewEmailPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('accountPages.links.verifyTitle')}>
      <racekit-login mode="verify-new-email" code={params.code ?? ''} />
    </AuthLayout>
  );
}
