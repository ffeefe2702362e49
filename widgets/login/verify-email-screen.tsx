import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyEmail, verifyNewEmail } from '../../sdk/contract/index.ts';
import { useWidgetNavigate } from '../../sdk/elements/index.ts';
import { userAtom } from '../../sdk/state/index.ts';
import { Button, Spinner } from '../../sdk/ui/index.ts';
import { NoticeDialog } from './notice-dialog.tsx';
import { type AccountScreen } from './use-switch-screen.ts';

type Phase = { name: 'checking' } | { name: 'failed' } | { name: 'done'; email: string | undefined; signInPath: string | undefined };

/**
 * The site's e-mail verification routes (account.md §2, §4):
 *
 * - `registration` (/verify/email/{code}): POST /api/user/verify/email confirms the address and
 *   answers a one-time sign-in link, but signs nobody in (issue 28: someone else's confirmation
 *   link must not sign the visitor into a stranger's account or replace their session). The
 *   'e-mail confirmed successfully' popup's «Войти» opens that link's /token page, which names
 *   the account and asks; closing the popup leaves everything as it was.
 * - `new` (/verify/new/email/{code}, signed in): POST /api/user/verify/new/email answers the
 *   confirmed address, which replaces the stored user's e-mail; the button goes back to settings.
 *
 * A refused or missing code says so, with a way to the login screen.
 */
export function VerifyEmailScreen({ kind, code, onSwitch }: { kind: 'registration' | 'new'; code: string | undefined; onSwitch: (screen: AccountScreen) => void }) {
  const { t } = useTranslation();
  const navigate = useWidgetNavigate();
  const setUser = useSetAtom(userAtom);
  const blank = code === undefined || code.trim() === '';
  const [phase, setPhase] = useState<Phase>(blank ? { name: 'failed' } : { name: 'checking' });

  useEffect(() => {
    if (code === undefined || code.trim() === '') return undefined;
    let current = true;
    const run = async () => {
      if (kind === 'registration') {
        const { link } = await verifyEmail(code.trim());
        return { email: undefined, signInPath: new URL(link).pathname };
      }
      const { email } = await verifyNewEmail(code.trim());
      setUser((user) => (user === null ? user : { ...user, email, email_confirmed: true }));
      return { email, signInPath: undefined };
    };
    run().then(
      (done) => current && setPhase({ name: 'done', ...done }),
      () => current && setPhase({ name: 'failed' }),
    );
    return () => {
      current = false;
    };
    // The code is checked once per code: the screen is keyed by it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount on purpose (see above).
  }, []);

  return (
    <section className="login" part="base" aria-labelledby="racekit-verify-title">
      <h2 className="login__title" tabIndex={-1} id="racekit-verify-title">
        {t('account.login.title')}
      </h2>
      {phase.name === 'checking' && <Spinner label={t('account.verify.checking')} />}
      {phase.name === 'failed' && (
        <div className="login__form">
          <p className="login__notice" role="alert">
            {t('account.verify.failed')}
          </p>
          <Button block onClick={() => onSwitch('login')}>
            {t('account.verify.toLogin')}
          </Button>
        </div>
      )}
      {phase.name === 'done' && kind === 'registration' && (
        <NoticeDialog
          title={t('account.verify.emailConfirmedTitle')}
          action={t('account.verify.toLogin')}
          onAction={() => navigate(phase.signInPath ?? '/login')}
          onClose={() => navigate('/')}
        >
          <p>{t('account.verify.emailConfirmedText')}</p>
        </NoticeDialog>
      )}
      {phase.name === 'done' && kind === 'new' && (
        <NoticeDialog
          title={t('account.verify.emailConfirmedTitle')}
          action={t('account.verify.toSettings')}
          onAction={() => navigate('/me/setting')}
          onClose={() => navigate('/me/setting')}
        >
          <p>{t('account.verify.newEmailConfirmed', { email: phase.email ?? '' })}</p>
        </NoticeDialog>
      )}
    </section>
  );
}
