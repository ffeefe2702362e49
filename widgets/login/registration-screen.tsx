import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../sdk/config/configure.ts';
import { registerByEmail, registerByPhone, requestSmsCode } from '../../sdk/contract/user.ts';
import { useWidgetNavigate } from '../../sdk/elements/use-widget-navigate.ts';
import { validateRegistration, validateRegistrationPassword, validateSmsCode } from '../../sdk/forms/account-forms.ts';
import { isValidEmail, normalizeEmail, validateEmail } from '../../sdk/forms/email.ts';
import { validatePhone } from '../../sdk/forms/phone.ts';
import { apiUrl } from '../../sdk/http/http-request.ts';
import { Button } from '../../sdk/ui/button.tsx';
import { Checkbox } from '../../sdk/ui/checkbox.tsx';
import { Tabs } from '../../sdk/ui/tabs.tsx';
import { BackButton } from './back-button.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { LazyPhoneField } from '../../sdk/ui/form/lazy-phone-field.tsx';
import { TextField } from '../../sdk/ui/text-field.tsx';
import { NoticeDialog } from './notice-dialog.tsx';
import { ScreenLink } from './screen-link.tsx';
import { SocialLinks } from './social-links.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';
import { useMessageText } from '../../sdk/elements/use-message-text.ts';
import { type AccountScreen } from './use-switch-screen.ts';
import { TEXT_MAX } from '../../sdk/contract/schemas/text-limits.ts';
import { emailInputProps } from '../../sdk/ui/email-input-props.ts';
import { sentAtOfRefusal, useResendCountdown } from '../../sdk/ui/form/use-resend-countdown.ts';

/** The documents the consent checkboxes link to (account.md §7 "Documents"). */
const PERSONAL_DATA_DOCUMENT = '/api/files/document/pers';
const ADVERTISING_DOCUMENT = '/api/files/document/advertising';

type Method = 'email' | 'sms';

/**
 * 'Регистрация героя' (account.md §2, §5): by e-mail (default) or by phone.
 *
 * - E-mail: the password rules with their messages (none while empty), the personal-data
 *   consent is required (link to the document), the mailing is optional (link to the
 *   advertising document); success shows the check-mail popup, which leads to login.
 * - SMS: phone, 'Получить код', the four-digit code and the consent; success signs the user
 *   in and goes to the main page.
 */
export function RegistrationScreen({ onSwitch, next }: { onSwitch: (screen: AccountScreen) => void; next: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useWidgetNavigate();
  const [method, setMethod] = useState<Method>('email');
  const toMain = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate('/');
  };

  return (
    <section className="login" part="base" aria-labelledby="racekit-registration-title">
      <BackButton />
      <h2 className="login__title" tabIndex={-1} id="racekit-registration-title">
        {t('account.registration.title')}
      </h2>
      <Tabs
        label={t('account.registration.title')}
        items={[
          { id: 'email', label: t('account.registration.modeEmail') },
          { id: 'sms', label: t('account.registration.modeSms') },
        ]}
        selected={method}
        onSelect={(id) => setMethod(id === 'sms' ? 'sms' : 'email')}
        className="login__tabs"
      >
        {method === 'email' ? <EmailRegistration onSwitch={onSwitch} /> : <SmsRegistration next={next ?? '/'} />}
      </Tabs>
      <SocialLinks heading={t('account.registration.social')} next={next} />
      <div className="login__links">
        <span className="login__muted">
          {t('account.registration.haveAccount')}{' '}
          <ScreenLink screen="login" onSwitch={onSwitch}>
            {t('account.registration.toLogin')}
          </ScreenLink>
        </span>
        <a className="login__link" href={`${getConfig().site}/`} onClick={toMain}>
          {t('account.registration.toMain')}
        </a>
      </div>
    </section>
  );
}

function ConsentCheckboxes(props: {
  consent: boolean;
  onConsent: (value: boolean) => void;
  consentError: string | undefined;
  mailing?: { value: boolean; onChange: (value: boolean) => void };
}) {
  const { t } = useTranslation();
  const documentLink = (path: string, text: string) => (
    <a className="login__link" href={apiUrl(path)} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
  return (
    <div className="login__consents">
      <Checkbox checked={props.consent} onChange={(event) => props.onConsent(event.target.checked)} error={props.consentError} required>
        {t('common.consent.personalData')} ({documentLink(PERSONAL_DATA_DOCUMENT, t('common.consent.personalDataDocument'))})
      </Checkbox>
      {props.mailing !== undefined && (
        <Checkbox checked={props.mailing.value} onChange={(event) => props.mailing?.onChange(event.target.checked)}>
          {t('common.consent.mailing')} ({documentLink(ADVERTISING_DOCUMENT, t('common.consent.advertisingDocument'))})
        </Checkbox>
      )}
    </div>
  );
}

function EmailRegistration({ onSwitch }: { onSwitch: (screen: AccountScreen) => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [mailing, setMailing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [marked, setMarked] = useState<'email' | 'password' | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  const passwordError = messageText(validateRegistrationPassword(password));
  const consentError = submitted && !consent ? t('forms.consentRequired') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const check = validateRegistration({ email, password, consent, mailing });
    if (!check.valid) {
      // Focus first: focusing the e-mail clears its message (account.md §5), so the message follows.
      if (!isValidEmail(email)) {
        setMarked('email');
        emailField.current?.focus();
      } else if (password === '' || check.errors.password !== undefined) {
        setMarked('password');
        passwordField.current?.focus();
      }
      setEmailError(messageText(check.errors.email));
      return;
    }
    const address = normalizeEmail(email);
    setSending(true);
    try {
      await registerByEmail({ email: address, password, mailing });
      setSentTo(address);
    } catch (error) {
      // account.md §8: the server's message stays beside the e-mail (a limit's 429: an address
      // with an account answers like a new one, issue 28); the field is focused before it is
      // set, as focus clears it.
      emailField.current?.focus();
      setEmailError(fieldErrorText(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="login__form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={emailField}
        label={t('account.registration.email')}
        maxLength={TEXT_MAX.email}
        {...emailInputProps}
        name="email"
        autoComplete="email"
        required
        value={email}
        error={emailError}
        invalid={marked === 'email'}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={() => {
          // account.md §5: focus clears the e-mail's error and style.
          setEmailError(undefined);
          if (marked === 'email') setMarked(null);
        }}
        onBlur={() => {
          setEmail(normalizeEmail(email));
          setEmailError(messageText(validateEmail(email)));
        }}
      />
      <TextField
        ref={passwordField}
        label={t('account.registration.password')}
        maxLength={TEXT_MAX.password}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        hint={t('account.registration.passwordHint')}
        value={password}
        error={passwordError}
        invalid={marked === 'password'}
        onChange={(event) => {
          setPassword(event.target.value);
          if (marked === 'password') setMarked(null);
        }}
      />
      <ConsentCheckboxes consent={consent} onConsent={setConsent} consentError={consentError} mailing={{ value: mailing, onChange: setMailing }} />
      <Button type="submit" block loading={sending}>
        {t('account.registration.submit')}
      </Button>
      {sentTo !== undefined && (
        <NoticeDialog title={t('account.checkMail.title')} onClose={() => onSwitch('login')}>
          <p>{t('account.checkMail.registration', { email: sentTo })}</p>
        </NoticeDialog>
      )}
    </form>
  );
}

function SmsRegistration({ next }: { next: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const finish = useFinishSignIn();
  const phoneField = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [codeRequested, setCodeRequested] = useState(false);
  // when the code was sent: the resend button counts the server's minute down, as sign-in's does
  const [sentAt, setSentAt] = useState<number | undefined>(undefined);
  const waitSeconds = useResendCountdown(sentAt);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [codeMarked, setCodeMarked] = useState(false);
  const [consent, setConsent] = useState(false);
  const [submitted, setSubmitted] = useState(false);
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
      await requestSmsCode(phone, true);
      setCodeRequested(true);
      setSentAt(Date.now());
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

  const register = async () => {
    setSubmitted(true);
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
    if (!consent) return;
    setSending(true);
    try {
      const session = await registerByPhone(phone, value);
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
    void (codeRequested ? register() : requestCode());
  };

  return (
    <form className="login__form" noValidate onSubmit={submit}>
      <LazyPhoneField
        ref={phoneField}
        label={t('account.registration.phone')}
        required
        value={phone}
        error={phoneError}
        onChange={(digits) => {
          if (digits !== phone) {
            setCodeRequested(false);
            setCode('');
            setCodeError(undefined);
          }
          setPhone(digits);
          setPhoneError(undefined);
        }}
      />
      {codeRequested && (
        <>
          <TextField
            ref={codeField}
            label={t('account.registration.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={code}
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
      <ConsentCheckboxes consent={consent} onConsent={setConsent} consentError={submitted && !consent ? t('forms.consentRequired') : undefined} />
      <Button type="submit" block loading={sending}>
        {codeRequested ? t('account.registration.submit') : t('account.registration.getCode')}
      </Button>
    </form>
  );
}
