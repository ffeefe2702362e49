import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkResetCode, updatePassword } from '../../sdk/contract/auth.ts';
import { validateRegistrationPassword } from '../../sdk/forms/index.ts';
import { Button, Spinner, TextField } from '../../sdk/ui/index.ts';
import { fieldErrorText } from './field-error-text.ts';
import { NoticeDialog } from './notice-dialog.tsx';
import { RecoveryDialog } from './recovery-dialog.tsx';
import { type AccountScreen } from './use-switch-screen.ts';
import { useMessageText } from '../../sdk/elements/index.ts';
import { TEXT_MAX } from '../../sdk/contract/schemas/index.ts';

type Phase = { name: 'checking' } | { name: 'invalid' } | { name: 'form'; secure: string } | { name: 'done' };

/**
 * The end of password recovery (account.md §2, §4), for the site's /verify/resetpassword/{code}
 * and /newpass: the code of the mail's link is checked (PUT /api/auth/resetpassword answers a
 * one-time key), then the new-password form; success shows 'password changed, log in', whose
 * button leads to login. A code that is refused offers to request a new link. The new password
 * follows the registration rules, so a password set here is one registration would accept.
 */
export function ResetPasswordScreen({ code, onSwitch }: { code: string | undefined; onSwitch: (screen: AccountScreen) => void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>(code === undefined || code.trim() === '' ? { name: 'invalid' } : { name: 'checking' });
  const [recoveryOpen, setRecoveryOpen] = useState(false);

  useEffect(() => {
    if (code === undefined || code.trim() === '') return undefined;
    let current = true;
    checkResetCode(code.trim()).then(
      ({ secure }) => current && setPhase({ name: 'form', secure }),
      () => current && setPhase({ name: 'invalid' }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  return (
    <section className="login" part="base" aria-labelledby="racekit-newpass-title">
      <h2 className="login__title" tabIndex={-1} id="racekit-newpass-title">
        {t('account.newPassword.title')}
      </h2>
      {phase.name === 'checking' && <Spinner label={t('account.recovery.checking')} />}
      {phase.name === 'invalid' && (
        <div className="login__form">
          <p className="login__notice" role="alert">
            {t('account.recovery.linkInvalid')}
          </p>
          <Button block onClick={() => setRecoveryOpen(true)}>
            {t('account.recovery.again')}
          </Button>
        </div>
      )}
      {phase.name === 'form' && <NewPasswordForm secure={phase.secure} onDone={() => setPhase({ name: 'done' })} />}
      {phase.name === 'done' && (
        <NoticeDialog
          title={t('account.passwordChanged.title')}
          action={t('account.passwordChanged.toLogin')}
          onAction={() => onSwitch('login')}
          onClose={() => onSwitch('login')}
        >
          <p>{t('account.passwordChanged.text')}</p>
        </NoticeDialog>
      )}
      {recoveryOpen && <RecoveryDialog initialEmail="" onClose={() => setRecoveryOpen(false)} />}
    </section>
  );
}

function NewPasswordForm({ secure, onDone }: { secure: string; onDone: () => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [marked, setMarked] = useState<'password' | 'repeat' | null>(null);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);
  const repeatField = useRef<HTMLInputElement>(null);

  const passwordError = serverError ?? messageText(validateRegistrationPassword(password));
  const mismatch = repeat !== '' && repeat !== password ? t('account.newPassword.mismatch') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || validateRegistrationPassword(password) !== null) {
      setMarked('password');
      passwordField.current?.focus();
      return;
    }
    if (repeat !== password) {
      setMarked('repeat');
      repeatField.current?.focus();
      return;
    }
    setSending(true);
    try {
      await updatePassword(secure, password);
      onDone();
    } catch (error) {
      setServerError(fieldErrorText(error, t));
      passwordField.current?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="login__form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={passwordField}
        label={t('account.newPassword.password')}
        maxLength={TEXT_MAX.password}
        type="password"
        autoComplete="new-password"
        required
        hint={t('account.registration.passwordHint')}
        value={password}
        error={passwordError}
        invalid={marked === 'password'}
        onChange={(event) => {
          setPassword(event.target.value);
          setServerError(undefined);
          setMarked(null);
        }}
      />
      <TextField
        ref={repeatField}
        label={t('account.newPassword.repeat')}
        maxLength={TEXT_MAX.password}
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        error={mismatch}
        invalid={marked === 'repeat'}
        onChange={(event) => {
          setRepeat(event.target.value);
          setMarked(null);
        }}
      />
      <Button type="submit" block loading={sending}>
        {t('account.newPassword.submit')}
      </Button>
    </form>
  );
}
