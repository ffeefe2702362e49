import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../sdk/contract/auth.ts';
import { isValidEmail, normalizeEmail } from '../../sdk/forms/index.ts';
import { Button, TextField, emailInputProps } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { NoticeDialog } from './notice-dialog.tsx';
import { TEXT_MAX } from '../../sdk/contract/schemas/index.ts';

/** How long the recovery field shows 'Введите валидный email' (account.md §4, §9). */
export const RECOVERY_ERROR_FLASH_MS = 5000;

/**
 * The password-recovery popup (account.md §2, §4): an e-mail, then 'check your mail'. An
 * invalid e-mail flashes the field's error for 5 s and nothing is sent; the server's message of
 * a refused request stays beside the field.
 */
export function RecoveryDialog({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<{ text: string; flash: boolean } | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (error?.flash !== true) return undefined;
    const timer = setTimeout(() => setError(undefined), RECOVERY_ERROR_FLASH_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      // A new object each time, so a second wrong try restarts the 5 s.
      setError({ text: t('forms.emailInvalid'), flash: true });
      field.current?.focus();
      return;
    }
    const address = normalizeEmail(email);
    setSending(true);
    setError(undefined);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (failure) {
      setError({ text: fieldErrorText(failure, t), flash: false });
      field.current?.focus();
    } finally {
      setSending(false);
    }
  };

  if (sentTo !== undefined) {
    return (
      <NoticeDialog title={t('account.checkMail.title')} onClose={onClose}>
        <p>{t('account.checkMail.recovery', { email: sentTo })}</p>
      </NoticeDialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t('account.recovery.title')} size="sm" initialFocus={field}>
      <form className="login__form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="rk-dialog__text">{t('account.recovery.text')}</p>
        <TextField
          ref={field}
          label={t('account.recovery.email')}
          maxLength={TEXT_MAX.email}
          {...emailInputProps}
          name="email"
          autoComplete="email"
          value={email}
          error={error?.text}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setEmail((value) => normalizeEmail(value))}
        />
        <div className="rk-dialog__actions">
          <Button type="submit" loading={sending}>
            {t('account.recovery.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
