import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login, loginByPhone } from '../../sdk/contract/auth.ts';
import { requestSmsCode, resendConfirmationEmail } from '../../sdk/contract/user.ts';
import { loginInvalidField, validateSmsCode } from '../../sdk/forms/account-forms.ts';
import { normalizeEmail } from '../../sdk/forms/email.ts';
import { validatePhone } from '../../sdk/forms/phone.ts';
import { AFTER_SIGN_IN_PATH } from '../../sdk/config/return-path.ts';
import { HttpStatusError } from '../../sdk/http/api-errors.ts';
import { Button } from '../../sdk/ui/button.tsx';
import { BackButton } from './back-button.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { LazyPhoneField } from '../../sdk/ui/form/lazy-phone-field.tsx';
import { TextField } from '../../sdk/ui/text-field.tsx';
import { NoticeDialog } from './notice-dialog.tsx';
import { RecoveryDialog } from './recovery-dialog.tsx';
import { ScreenLink } from './screen-link.tsx';
import { SocialLinks } from './social-links.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';
import { useMessageText } from '../../sdk/elements/use-message-text.ts';
import { type AccountScreen } from './use-switch-screen.ts';
import { TEXT_MAX } from '../../sdk/contract/schemas/text-limits.ts';
import { emailInputProps } from '../../sdk/ui/email-input-props.ts';
import { keepSentCode, readSentCode, sentAtOfRefusal, useResendCountdown } from '../../sdk/ui/form/use-resend-countdown.ts';

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
  const messageText = useMessageText();
  const finish = useFinishSignIn();
  const phoneField = useRef<HTMLInputElement>(null);
  const [kept] = useState(() => readSentCode(SENT_CODE_KEY));
  const [phone, setPhone] = useState(kept?.phone ?? '');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [codeRequested, setCodeRequested] = useState(kept !== undefined);
  // when the code was sent: the resend button counts the server's minute down from it (issue 29 item 16)
  const [sentAt, setSentAt] = useState<number | undefined>(kept?.sent_at);
  const waitSeconds = useResendCountdown(sentAt);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [codeMarked, setCodeMarked] = useState(false);
  const [sending, setSending] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeRequested) codeField.current?.focus();
  }, [codeRequested]);

  const focusPhone = () => phoneField.current?.focus();

  const requestCode = async () => {
    const invalid = validatePhone(phone);
    if (invalid !== null) {
      setPhoneError(messageText(invalid));
      focusPhone();
      return;
    }
    setSending(true);
    setPhoneError(undefined);
    try {
      await requestSmsCode(phone, false);
      const now = Date.now();
      setCodeRequested(true);
      setSentAt(now);
      keepSentCode(SENT_CODE_KEY, { phone, sent_at: now });
    } catch (error) {
      const refusedAt = sentAtOfRefusal(error);
      if (codeRequested && refusedAt !== undefined) {
        // asked again too soon: the button counts the rest of the minute
        setSentAt(refusedAt);
        return;
      }
      setPhoneError(fieldErrorText(error, t));
      focusPhone();
    } finally {
      setSending(false);
    }
  };

  const signInByCode = async () => {
    const value = code.trim();
    if (value === '') {
      setCodeMarked(true);
      codeField.current?.focus();
      return;
    }
    const invalid = messageText(validateSmsCode(value));
    if (invalid !== undefined) {
      setCodeError(invalid);
      codeField.current?.focus();
      return;
    }
    setSending(true);
    try {
      const session = await loginByPhone(phone, value);
      keepSentCode(SENT_CODE_KEY, undefined);
      await finish(session, next);
    } catch (error) {
      setCodeError(fieldErrorText(error, t));
      codeField.current?.focus();
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (codeRequested ? signInByCode() : requestCode());
  };

  return (
    <form className="login__form" noValidate onSubmit={submit} aria-label={t('account.login.form')}>
      <LazyPhoneField
        ref={phoneField}
        label={t('account.login.phone')}
        required
        value={phone}
        error={phoneError}
        onChange={(digits) => {
          if (digits !== phone) {
            setCodeRequested(false);
            setCode('');
            setCodeError(undefined);
            setSentAt(undefined);
            keepSentCode(SENT_CODE_KEY, undefined);
          }
          setPhone(digits);
          setPhoneError(undefined);
        }}
      />
      {codeRequested && (
        <>
          <TextField
            ref={codeField}
            label={t('account.login.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={code}
            hint={t('account.login.codeSentIfKnown')}
            invalid={codeMarked}
            error={codeError}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeMarked(false);
              setCodeError(messageText(validateSmsCode(event.target.value)));
            }}
          />
          <button type="button" className="login__link login__resend" disabled={sending || waitSeconds > 0} onClick={() => void requestCode()}>
            {waitSeconds > 0 ? t('account.login.resendIn', { seconds: waitSeconds }) : t('account.login.resendCode')}
          </button>
        </>
      )}
      <Button type="submit" block loading={sending}>
        {codeRequested ? t('account.login.submit') : t('account.login.getCode')}
      </Button>
    </form>
  );
}
