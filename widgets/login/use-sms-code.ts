import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByPhone } from '../../sdk/contract/auth.ts';
import { registerByPhone, requestSmsCode } from '../../sdk/contract/index.ts';
import { useMessageText } from '../../sdk/elements/index.ts';
import { validateSmsCode, validatePhone } from '../../sdk/forms/index.ts';
import { keepSentCode, readSentCode, sentAtOfRefusal, useResendCountdown } from '../../sdk/ui/form/index.ts';
import { fieldErrorText } from './field-error-text.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

export interface SmsCodeOptions {
  /** A new account (the code asked for with `registration: true`, `POST /api/user/phone`) or a sign-in (`PUT /api/auth/phone`). */
  readonly registration: boolean;
  /** Where the page goes once signed in. */
  readonly next: string;
  /** The sessionStorage key the code asked for is kept under, so a reload within its life shows the code field again; none: not kept. */
  readonly keepKey?: string | undefined;
  /**
   * Asked when the code is submitted, before the code is checked (its messages show either way):
   * false holds the code back (registration's consent, whose checkbox says why).
   */
  readonly beforeCode?: (() => boolean) | undefined;
}

/**
 * The phone-and-code flow of sign-in and registration by SMS (account.md §5): the phone first
 * ('Получить код'), then the four-digit code. A changed phone forgets the code asked for; a resend
 * waits out the server's minute, counting it (issue 29 item 16). The state and the requests; the
 * form is sms-code-form.tsx.
 */
export function useSmsCode({ registration, next, keepKey, beforeCode }: SmsCodeOptions) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const finish = useFinishSignIn();
  const phoneField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const [kept] = useState(() => (keepKey === undefined ? undefined : readSentCode(keepKey)));
  const [phone, setPhone] = useState(kept?.phone ?? '');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [codeRequested, setCodeRequested] = useState(kept !== undefined);
  // when the code was sent: the resend button counts the server's minute down from it
  const [sentAt, setSentAt] = useState<number | undefined>(kept?.sent_at);
  const waitSeconds = useResendCountdown(sentAt);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [codeMarked, setCodeMarked] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (codeRequested) codeField.current?.focus();
  }, [codeRequested]);

  const keep = (sent: { phone: string; sent_at: number } | undefined) => {
    if (keepKey !== undefined) keepSentCode(keepKey, sent);
  };

  const requestCode = async () => {
    const invalid = validatePhone(phone);
    if (invalid !== null) {
      setPhoneError(messageText(invalid));
      phoneField.current?.focus();
      return;
    }
    setSending(true);
    setPhoneError(undefined);
    try {
      await requestSmsCode(phone, registration);
      const now = Date.now();
      setCodeRequested(true);
      setSentAt(now);
      keep({ phone, sent_at: now });
    } catch (error) {
      const refusedAt = sentAtOfRefusal(error);
      if (codeRequested && refusedAt !== undefined) {
        // asked again too soon: the button counts the rest of the minute
        setSentAt(refusedAt);
        return;
      }
      setPhoneError(fieldErrorText(error, t));
      phoneField.current?.focus();
    } finally {
      setSending(false);
    }
  };

  const submitCode = async () => {
    const ready = beforeCode?.() ?? true;
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
    if (!ready) return;
    setSending(true);
    try {
      const session = await (registration ? registerByPhone(phone, value) : loginByPhone(phone, value));
      keep(undefined);
      await finish(session, next);
    } catch (error) {
      setCodeError(fieldErrorText(error, t));
      codeField.current?.focus();
    } finally {
      setSending(false);
    }
  };

  const changePhone = (digits: string) => {
    if (digits !== phone) {
      setCodeRequested(false);
      setCode('');
      setCodeError(undefined);
      setSentAt(undefined);
      keep(undefined);
    }
    setPhone(digits);
    setPhoneError(undefined);
  };

  const changeCode = (value: string) => {
    setCode(value);
    setCodeMarked(false);
    setCodeError(messageText(validateSmsCode(value)));
  };

  return {
    phoneField,
    codeField,
    phone,
    phoneError,
    changePhone,
    codeRequested,
    code,
    codeError,
    codeMarked,
    changeCode,
    waitSeconds,
    sending,
    requestCode,
    /** The form's submit: the code once asked for, else the phone. */
    submit: () => (codeRequested ? submitCode() : requestCode()),
  };
}
