import { type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../sdk/ui/index.ts';
import { LazyPhoneField } from '../../sdk/ui/form/index.ts';
import { useSmsCode, type SmsCodeOptions } from './use-sms-code.ts';

export interface SmsCodeFormProps extends SmsCodeOptions {
  readonly labels: { readonly phone: string; readonly code: string; readonly getCode: string; readonly submit: string };
  /** The form's accessible name. */
  readonly formLabel?: string | undefined;
  /** Under the code field (sign-in: the code comes only to a phone with an account, issue 28). */
  readonly codeHint?: string | undefined;
  /** Above the submit button (registration's consent). */
  readonly children?: ReactNode;
}

/** The phone, then the code with its resend button: sign-in and registration by SMS (use-sms-code.ts). */
export function SmsCodeForm({ labels, formLabel, codeHint, children, ...options }: SmsCodeFormProps) {
  const { t } = useTranslation();
  const sms = useSmsCode(options);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sms.submit();
  };

  return (
    <form className="login__form" noValidate onSubmit={submit} aria-label={formLabel}>
      <LazyPhoneField ref={sms.phoneField} label={labels.phone} required value={sms.phone} error={sms.phoneError} onChange={sms.changePhone} />
      {sms.codeRequested && (
        <>
          <TextField
            ref={sms.codeField}
            label={labels.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={sms.code}
            hint={codeHint}
            invalid={sms.codeMarked}
            error={sms.codeError}
            onChange={(event) => sms.changeCode(event.target.value)}
          />
          <button type="button" className="login__link login__resend" disabled={sms.sending || sms.waitSeconds > 0} onClick={() => void sms.requestCode()}>
            {sms.waitSeconds > 0 ? t('account.login.resendIn', { seconds: sms.waitSeconds }) : t('account.login.resendCode')}
          </button>
        </>
      )}
      {children}
      <Button type="submit" block loading={sms.sending}>
        {sms.codeRequested ? labels.submit : labels.getCode}
      </Button>
    </form>
  );
}
