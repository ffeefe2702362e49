import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../sdk/config/index.ts';
import { registerByEmail } from '../../sdk/contract/index.ts';
import { useWidgetNavigate, useMessageText } from '../../sdk/elements/index.ts';
import { validateRegistration, validateRegistrationPassword, isValidEmail, normalizeEmail, validateEmail } from '../../sdk/forms/index.ts';
import { apiUrl } from '../../sdk/http/index.ts';
import { Button, Checkbox, Tabs, TextField, emailInputProps } from '../../sdk/ui/index.ts';
import { BackButton } from './back-button.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { NoticeDialog } from './notice-dialog.tsx';
import { ScreenLink } from './screen-link.tsx';
import { SocialLinks } from './social-links.tsx';
import { type AccountScreen } from './use-switch-screen.ts';
import { TEXT_MAX } from '../../sdk/contract/schemas/index.ts';
import { SmsCodeForm } from './sms-code-form.tsx';

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
  const [consent, setConsent] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  return (
    <SmsCodeForm
      registration
      next={next}
      beforeCode={() => {
        setSubmitted(true);
        return consent;
      }}
      labels={{
        phone: t('account.registration.phone'),
        code: t('account.registration.code'),
        getCode: t('account.registration.getCode'),
        submit: t('account.registration.submit'),
      }}
    >
      <ConsentCheckboxes consent={consent} onConsent={setConsent} consentError={submitted && !consent ? t('forms.consentRequired') : undefined} />
    </SmsCodeForm>
  );
}
