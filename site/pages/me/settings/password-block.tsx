import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../../../sdk/contract/index.ts';
import { passwordChangedMessage, validateChangePassword } from '../../../../sdk/forms/index.ts';
import { Button, TextField } from '../../../../sdk/ui/index.ts';
import { serverFieldError } from './server-field.ts';
import { SettingsBlock } from './settings-block.tsx';
import { StatusLine } from './status-line.tsx';
import { useTimedStatus } from './use-timed-status.ts';
import { TEXT_MAX } from '../../../../sdk/contract/schemas/index.ts';

type Field = 'oldPassword' | 'newPassword';

/**
 * Change of password (account.md §5): the current password is required, the new one 4+
 * characters (empty fields: 'Введите корректный пароль'). Success (PUT /api/user/password)
 * empties both fields and shows 'Пароль успешно изменен!' for 5 s; the server's message for a
 * wrong password shows beside the field it names.
 */
export function PasswordBlock() {
  const { t } = useTranslation();
  const [form, setForm] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const { status, show } = useTimedStatus();
  const change = (field: Field, value: string) => {
    setForm((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateChangePassword(form);
    if (!check.valid) {
      const texts: Partial<Record<Field, string>> = {};
      for (const field of ['oldPassword', 'newPassword'] as const) {
        const message = check.errors[field];
        if (message !== undefined) texts[field] = t(message.key, message.values ?? {});
      }
      setErrors(texts);
      return;
    }
    setSending(true);
    try {
      const answer = await changePassword(form.oldPassword, form.newPassword);
      setForm({ oldPassword: '', newPassword: '' });
      setErrors({});
      show(answer.message ?? t(passwordChangedMessage().key), 'success');
    } catch (error) {
      const named = serverFieldError(error);
      const message = named?.message ?? t('errors.generic');
      setErrors(named?.field === 'new_password' ? { newPassword: message } : { oldPassword: message });
    } finally {
      setSending(false);
    }
  };

  return (
    <SettingsBlock id="me-settings-password" title={t('settings.password.title')}>
      <form className="me-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="me-form__grid">
          <TextField label={t('settings.password.old')} maxLength={TEXT_MAX.password} type="password" autoComplete="current-password" value={form.oldPassword} error={errors.oldPassword} onChange={(event) => change('oldPassword', event.target.value)} />
          <TextField label={t('settings.password.new')} maxLength={TEXT_MAX.password} type="password" autoComplete="new-password" value={form.newPassword} error={errors.newPassword} onChange={(event) => change('newPassword', event.target.value)} />
        </div>
        <div className="me-form__actions">
          <Button type="submit" variant="secondary" loading={sending}>
            {t('settings.password.submit')}
          </Button>
          <StatusLine status={status} />
        </div>
      </form>
    </SettingsBlock>
  );
}
