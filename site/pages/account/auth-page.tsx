import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import '../../../widgets/login/define.ts';
import { loginPath } from '../../../sdk/config/index.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useReturnPath } from './route-guard.tsx';

/**
 * /auth (account.md §2): where the personal area sends a visitor who is not signed in — the
 * sign-in form (`<racekit-login>`) and, beside it, the way to 'Регистрация героя'.
 */
export function AuthPage() {
  const { t } = useTranslation();
  // The page the visitor came for (`?next=`): signing in, or registering by SMS, continues there.
  const next = useReturnPath();
  return (
    <AuthLayout
      title={t('accountPages.auth.title')}
      lead={t('accountPages.auth.lead')}
      aside={
        <div className="acc-auth__new">
          <h2 className="acc-auth__new-title">{t('accountPages.auth.newTitle')}</h2>
          <p className="acc-auth__new-text">{t('accountPages.auth.newText')}</p>
          <Link className="rk-button rk-button--primary" href={loginPath('/registration', next)}>
            <span className="rk-button__label">{t('accountPages.auth.register')}</span>
          </Link>
        </div>
      }
    >
      <racekit-login mode="login" {...(next === undefined ? {} : { next })} />
    </AuthLayout>
  );
}
