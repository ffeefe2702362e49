import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { transferTicket } from '../../sdk/contract/index.ts';
import { isValidEmail, normalizeEmail } from '../../sdk/forms/index.ts';
import { ApiMessageError } from '../../sdk/http/index.ts';
import { Button, TextField, emailInputProps } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';
import { TEXT_MAX } from '../../sdk/contract/schemas/index.ts';

/**
 * 'Передача билета': the recipient's e-mail (lowercased, checked with the spec's pattern), then
 * PUT /api/user/ticket/transfer { public_id, email }. The server's refusal (an unknown address,
 * the user's own) stays beside the e-mail; other failures go to `onError`. A transfer done, the
 * dialog confirms it (issue 29 item 21); `onDone` runs as the confirmation closes.
 */
export function TransferDialog({ ticketId, onDone, onError, onClose }: { ticketId: string; onDone: () => void; onError: (error: unknown) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(t('forms.emailInvalid'));
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      const recipient = normalizeEmail(email);
      await transferTicket(ticketId, recipient);
      setSending(false);
      setSentTo(recipient);
    } catch (failure) {
      setSending(false);
      if (failure instanceof ApiMessageError) {
        setError(failure.serverMessage);
        field.current?.focus();
      } else {
        onError(failure);
      }
    }
  };

  if (sentTo !== undefined) {
    // the confirmation (issue 29 item 21); the lists reload as it closes
    return (
      <Dialog
        open
        onClose={onDone}
        title={t('tickets.transfer.doneTitle')}
        size="sm"
        initialFocus={done}
        actions={
          <Button ref={done} onClick={onDone}>
            {t('common.actions.understood')}
          </Button>
        }
      >
        <p className="rk-dialog__text" role="status">
          {t('tickets.transfer.doneText', { email: sentTo })}
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t('tickets.transfer.title')} size="sm" initialFocus={field}>
      <form className="tickets__form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="rk-dialog__text">{t('tickets.transfer.text')}</p>
        <TextField
          ref={field}
          label={t('tickets.transfer.email')}
          maxLength={TEXT_MAX.email}
          {...emailInputProps}
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          onBlur={() => setEmail((value) => normalizeEmail(value))}
        />
        <div className="rk-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.actions.close')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('tickets.transfer.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
