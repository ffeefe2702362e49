import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeEmail, checkRealEmail, resendConfirmationEmail, userCalls } from '../../../../sdk/contract/index.ts';
import { useCallQuery } from '../../../../sdk/elements/index.ts';
import { emailNotRealMessage, validateEmailChange, isValidEmail, normalizeEmail } from '../../../../sdk/forms/index.ts';
import { userAtom } from '../../../../sdk/state/index.ts';
import { Button, TextField, emailInputProps } from '../../../../sdk/ui/index.ts';
import { serverFieldError } from './server-field.ts';
import { SettingsBlock } from './settings-block.tsx';
import { StatusLine } from './status-line.tsx';
import { useTimedStatus } from './use-timed-status.ts';
import { TEXT_MAX } from '../../../../sdk/contract/schemas/index.ts';

/**
 * The e-mail (account.md §2, §4, §5, §8): the current address and whether it is confirmed
 * ('Ваш email не подтвержден', with the confirmation mail sent again on request). A new address
 * must be valid and differ from the current one; when the field is left, a reality check runs
 * (POST /api/user/real/email) and a failure reads 'Укажите действительный адрес'. The change
 * (POST /api/user/change/email) sends a confirming mail to the new address; until it is opened
 * the status reads 'Ваш email не подтвержден'. Errors of the change show beside the field.
 */
export function EmailBlock() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const current = user?.email ?? '';
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [resending, setResending] = useState(false);
  const checked = useRef<{ email: string; real: boolean } | null>(null);
  const { status, show } = useTimedStatus();
  const unconfirmed = pending !== null || (current !== '' && user?.email_confirmed === false);
  // a change still waiting for its link shows again after a reload (GET /api/user, issue 29 item 20)
  const waiting = useCallQuery(userCalls.me, {}).data?.pending_email;
  useEffect(() => {
    if (waiting != null && waiting !== '') setPending((before) => before ?? waiting);
  }, [waiting]);

  const realityCheck = async (email: string): Promise<boolean> => {
    const wanted = normalizeEmail(email);
    if (checked.current?.email === wanted) return checked.current.real;
    try {
      const { real } = await checkRealEmail(wanted);
      checked.current = { email: wanted, real };
      return real;
    } catch {
      // The check is a help, not a gate: without an answer the server decides on the change.
      return true;
    }
  };

  const onBlur = async () => {
    if (!isValidEmail(value)) return;
    if (!(await realityCheck(value))) setError(t(emailNotRealMessage().key));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmailChange(value, current);
    if (invalid !== null) {
      setError(t(invalid.key, invalid.values ?? {}));
      return;
    }
    setSending(true);
    try {
      if (!(await realityCheck(value))) {
        setError(t(emailNotRealMessage().key));
        return;
      }
      const email = normalizeEmail(value);
      const answer = await changeEmail(email);
      setPending(email);
      setValue('');
      show(answer.message ?? t('settings.email.confirmSent'), 'info');
    } catch (failure) {
      setError(serverFieldError(failure)?.message ?? t('errors.generic'));
    } finally {
      setSending(false);
    }
  };

  const resend = async () => {
    const email = pending ?? current;
    if (email === '') return;
    setResending(true);
    try {
      const answer = await resendConfirmationEmail(email);
      show(answer.message ?? t('accountPages.settings.resent'), 'info');
    } catch (failure) {
      show(serverFieldError(failure)?.message ?? t('errors.generic'), 'error');
    } finally {
      setResending(false);
    }
  };

  return (
    <SettingsBlock id="me-settings-email" title={t('settings.email.title')}>
      {current !== '' && (
        <div className="me-current">
          <span className="me-muted">{t('accountPages.settings.currentEmail')}</span>
          <strong className="me-current__value">{current}</strong>
          {!unconfirmed && user?.email_confirmed === true && <span className="acc-tag acc-tag--success">{t('accountPages.settings.emailConfirmed')}</span>}
        </div>
      )}
      {unconfirmed && (
        <div className="me-notice me-notice--warning" role="status">
          <p>{t('settings.email.notConfirmed')}</p>
          {pending !== null && <p className="me-muted">{pending}</p>}
          <Button variant="ghost" size="sm" loading={resending} onClick={() => void resend()}>
            {t('accountPages.settings.resend')}
          </Button>
        </div>
      )}
      <form className="me-form me-form--inline" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('accountPages.settings.newEmail')}
          maxLength={TEXT_MAX.email}
          {...emailInputProps}
          autoComplete="email"
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          onFocus={() => setError(undefined)}
          onBlur={() => void onBlur()}
        />
        <Button type="submit" variant="secondary" loading={sending}>
          {t('settings.email.change')}
        </Button>
      </form>
      <StatusLine status={status} />
    </SettingsBlock>
  );
}
