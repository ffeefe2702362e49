import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../sdk/contract/auth.ts';
import { resendConfirmationEmail } from '../../sdk/contract/index.ts';
import { loginInvalidField, normalizeEmail } from '../../sdk/forms/index.ts';
import { AFTER_SIGN_IN_PATH } from '../../sdk/config/index.ts';
import { HttpStatusError } from '../../sdk/http/index.ts';
import { Button, TextField, emailInputProps } from '../../sdk/ui/index.ts';
import { BackButton } from './back-button.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { NoticeDialog } from './notice-dialog.tsx';
import { RecoveryDialog } from './recovery-dialog.tsx';
import { ScreenLink } from './screen-link.tsx';
import { SocialLinks } from './social-links.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';
import { type AccountScreen } from './use-switch-screen.ts';
import { TEXT_MAX } from '../../sdk/contract/schemas/index.ts';
import { readSentCode } from '../../sdk/ui/form/index.ts';
import { SmsCodeForm } from './sms-code-form.tsx';

/** Where this tab keeps the SMS sign-in code it asked for: a reload within its life shows the code field again. */
const SENT_CODE_KEY = 'racekit:sms-sign-in';

/** HTTP status of a sign-in whose e-mail is not confirmed yet (account.md §4, §8). */
const EMAIL_NOT_CONFIRMED = 418;

type Method = 'email' | 'sms';

/**
 * 'Авторизация' (account.md §2, §5): e-mail and password, or phone and SMS code.
 *
 * - E-mail: sent lowercased; a wrong e-mail or an empty password is focused and marked without
 *   a message; the server's message goes under the e-mail (the login field). A 418 puts
 *   'Подтвердить почту' in place of the submit button: it resends the confirmation mail.
 * - SMS: the phone first ('Получить код'); then the code field shows and the button reads
 *   'Войти'. The code must be four digits ('Код должен состоять из 4 цифр'). The server answers
 *   alike whether or not the phone has an account (issue 28), so the code field says the code
 *   comes only to a phone that has one.
 * - 'Забыли пароль?' opens the recovery popup; it is disabled in SMS mode.
 * - Ours (issue 29 item 16): 'Отправить код еще раз' waits out the server's minute, counting the
 *   seconds; the code asked for is kept for the tab (sessionStorage), so a reload within its
 *   life opens the SMS form with the code field again.
 */
export function LoginScreen({ onSwitch, next }: { onSwitch: (screen: AccountScreen) => void; next: string | undefined }) {
  const { t } = useTranslation();
  // a code asked for in this tab and still alive: back to the SMS form after a reload
  const [method, setMethod] = useState<Method>(() => (readSentCode(SENT_CODE_KEY) === undefined ? 'email' : 'sms'));
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  const [email, setEmail] = useState('');

  return (
    <section className="login" part="base" aria-labelledby="racekit-login-title">
      <BackButton />
      <h2 className="login__title" tabIndex={-1} id="racekit-login-title">
        {t('account.login.title')}
      </h2>
      <button type="button" className="login__switch" onClick={() => setMethod(method === 'email' ? 'sms' : 'email')}>
        {method === 'email' ? t('account.login.bySms') : t('account.login.byEmail')}
      </button>
      {method === 'email' ? <EmailLogin email={email} onEmail={setEmail} next={next ?? AFTER_SIGN_IN_PATH} /> : <SmsLogin next={next ?? AFTER_SIGN_IN_PATH} />}
      <div className="login__links">
        <button type="button" className="login__link" disabled={method === 'sms'} onClick={() => setRecoveryOpen(true)}>
          {t('account.login.forgotPassword')}
        </button>
        <ScreenLink screen="registration" onSwitch={onSwitch}>
          {t('account.login.register')}
        </ScreenLink>
      </div>
      <SocialLinks heading={t('account.login.social')} next={next} />
      {recoveryOpen && <RecoveryDialog initialEmail={email} onClose={() => setRecoveryOpen(false)} />}
    </section>
  );
}

function EmailLogin({ email, onEmail, next }: { email: string; onEmail: (email: string) => void; next: string }) {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [password, setPassword] = useState('');
  const [marked, setMarked] = useState<'email' | 'password' | null>(null);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [confirmSentTo, setConfirmSentTo] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  const changeEmail = (value: string) => {
    onEmail(value);
    setUnconfirmed(false);
    setServerError(undefined);
    if (marked === 'email') setMarked(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = loginInvalidField({ email, password });
    if (invalid !== null) {
      setMarked(invalid);
      (invalid === 'email' ? emailField : passwordField).current?.focus();
      return;
    }
    setSending(true);
    setServerError(undefined);
    try {
      const session = await login(normalizeEmail(email), password);
      await finish(session, next);
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === EMAIL_NOT_CONFIRMED) {
        setUnconfirmed(true);
        if (error.serverMessage !== undefined) setServerError(error.serverMessage);
      } else {
        setServerError(fieldErrorText(error, t));
        emailField.current?.focus();
      }
    } finally {
      setSending(false);
    }
  };

  const resendConfirmation = async () => {
    const address = normalizeEmail(email);
    setSending(true);
    try {
      await resendConfirmationEmail(address);
      setConfirmSentTo(address);
    } catch (error) {
      setServerError(fieldErrorText(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="login__form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('account.login.form')}>
      <TextField
        ref={emailField}
        label={t('account.login.email')}
        maxLength={TEXT_MAX.email}
        {...emailInputProps}
        name="email"
        autoComplete="username"
        value={email}
        invalid={marked === 'email'}
        error={serverError}
        onChange={(event) => changeEmail(event.target.value)}
        onBlur={() => onEmail(normalizeEmail(email))}
      />
      <TextField
        ref={passwordField}
        label={t('account.login.password')}
        maxLength={TEXT_MAX.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        invalid={marked === 'password'}
        onChange={(event) => {
          setPassword(event.target.value);
          if (marked === 'password') setMarked(null);
        }}
      />
      {unconfirmed ? (
        <Button block loading={sending} onClick={() => void resendConfirmation()}>
          {t('account.login.confirmEmail')}
        </Button>
      ) : (
        <Button type="submit" block loading={sending}>
          {t('account.login.submit')}
        </Button>
      )}
      {confirmSentTo !== undefined && (
        <NoticeDialog title={t('account.checkMail.title')} onClose={() => setConfirmSentTo(undefined)}>
          <p>{t('account.login.confirmSent', { email: confirmSentTo })}</p>
        </NoticeDialog>
      )}
    </form>
  );
}

function SmsLogin({ next }: { next: string }) {
  const { t } = useTranslation();
  return (
    <SmsCodeForm
      registration={false}
      next={next}
      keepKey={SENT_CODE_KEY}
      formLabel={t('account.login.form')}
      codeHint={t('account.login.codeSentIfKnown')}
      labels={{ phone: t('account.login.phone'), code: t('account.login.code'), getCode: t('account.login.getCode'), submit: t('account.login.submit') }}
    />
  );
}
