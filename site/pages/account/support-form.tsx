import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSupportRequest } from '../../../sdk/contract/index.ts';
import { type User, TEXT_MAX } from '../../../sdk/contract/schemas/index.ts';
import { CLUB_QUESTION, validateContactPopup } from '../../../sdk/forms/index.ts';
import { userAtom } from '../../../sdk/state/index.ts';
import { Button, Checkbox, FieldFrame, TextField, emailInputProps } from '../../../sdk/ui/index.ts';
import { Dialog } from '../../../sdk/ui/dialog.tsx';
import { LazyPhoneField, useFieldMessages, useFocusFirstInvalid } from '../../../sdk/ui/form/index.ts';
import { documentLinks } from '../../external-links.ts';

interface SupportFields {
  name: string;
  email: string;
  /** Digits without the plus, as the kit's phone field keeps them. */
  phone: string;
  text: string;
  consent: boolean;
  mailing: boolean;
}

type Field = 'name' | 'email' | 'phone' | 'text' | 'consent';

/** A fresh form: a signed-in user finds their name, e-mail and phone filled in. */
function freshFields(user: User | null): SupportFields {
  return {
    name: [user?.name, user?.last_name].filter((part) => part != null && part !== '').join(' '),
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    text: '',
    consent: false,
    mailing: false,
  };
}

export interface SupportFormProps {
  /** The popup's form, or the /feedback page's; both have the message field (issue 29 item 23). */
  readonly variant: 'dialog' | 'page';
  /** `support_type` of the request: 'clubs' from a club page (account.md §3). */
  readonly supportType?: 'clubs' | undefined;
  /** The request was taken (its answer has a message): the confirmation shows. */
  readonly onSent: () => void;
}

/**
 * The contact (support) form (account.md §2, §5, §8), one for the popup and the /feedback page:
 * name, e-mail, phone (the kit's, loaded lazily), a message (the spec's request has `text`; the
 * popup lacked the field, issue 29 item 23) — in 'Вопрос о клубе'
 * (support_type 'clubs') the question itself, required — the personal-data
 * consent and the optional mailing, under 'Ответим за пару часов'. Submit looks off
 * (`aria-disabled`, still focusable) until name, e-mail, phone and consent are valid (sdk/forms
 * `validateContactPopup`); pressed meanwhile, it shows every message and focuses the first. POST
 * /api/support; an answer with a message shows the confirmation; the form resets; a failure is
 * only logged (§8).
 */
export function SupportForm({ variant, supportType, onSent }: SupportFormProps) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [form, setForm] = useState<SupportFields>(() => freshFields(user));
  const messages = useFieldMessages<Field>();
  const firstInvalid = useFocusFirstInvalid<HTMLFormElement>();
  const [sending, setSending] = useState(false);
  const question = supportType === CLUB_QUESTION;
  const check = validateContactPopup({ ...form, ...(supportType === undefined ? {} : { support_type: supportType }) });
  const errorOf = (field: Field) => {
    const message = check.errors[field];
    return messages.shows(field) && message !== undefined ? t(message.key, message.values ?? {}) : undefined;
  };
  const change = <K extends keyof SupportFields>(field: K, value: SupportFields[K]) => setForm((before) => ({ ...before, [field]: value }));
  const page = variant === 'page';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.valid) {
      messages.revealAll();
      firstInvalid.request();
      return;
    }
    setSending(true);
    try {
      const answer = await sendSupportRequest({
        name: form.name.trim(),
        email: form.email.trim().toLowerCase(),
        phone: form.phone,
        ...(form.text.trim() !== '' ? { text: form.text.trim() } : {}),
        mailing: form.mailing,
        ...(supportType === undefined ? {} : { support_type: supportType }),
      });
      setForm(freshFields(user));
      messages.reset();
      if (answer.message != null) onSent();
    } catch (error) {
      // account.md §8: a failed contact form is logged only.
      console.warn('racekit site: the support request failed', error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={firstInvalid.ref} className={page ? 'feedback__form' : 'acc-support'} noValidate onSubmit={(event) => void submit(event)}>
      <p className={page ? 'feedback__promise' : 'acc-support__promise'}>{t('support.promise')}</p>
      <TextField label={t('support.name')} maxLength={TEXT_MAX.name} required autoComplete="name" value={form.name} error={errorOf('name')} onChange={(event) => change('name', event.target.value)} onBlur={() => messages.touch('name')} />
      <TextField
        label={t('support.email')}
        maxLength={TEXT_MAX.email}
        required
        {...emailInputProps}
        autoComplete="email"
        value={form.email}
        error={errorOf('email')}
        onChange={(event) => change('email', event.target.value)}
        onBlur={() => messages.touch('email')}
      />
      <LazyPhoneField label={t('support.phone')} required value={form.phone} error={errorOf('phone')} onChange={(digits) => change('phone', digits)} onBlur={() => messages.touch('phone')} />
      <FieldFrame label={t(question ? 'support.question' : 'support.text')} required={question} error={errorOf('text')}>
        {(control) => (
          <textarea
            className="rk-input feedback__text"
            rows={question || !page ? 4 : 5}
            maxLength={TEXT_MAX.text}
            value={form.text}
            onChange={(event) => change('text', event.target.value)}
            onBlur={() => messages.touch('text')}
            {...control}
          />
        )}
      </FieldFrame>
      <Checkbox
        checked={form.consent}
        error={errorOf('consent')}
        onChange={(event) => {
          change('consent', event.target.checked);
          messages.touch('consent');
        }}
      >
        {t('common.consent.personalData')} (
        <a href={documentLinks.personalData} target="_blank" rel="noopener">
          {t('common.consent.personalDataDocument')}
        </a>
        )
      </Checkbox>
      <Checkbox checked={form.mailing} onChange={(event) => change('mailing', event.target.checked)}>
        {t('common.consent.mailing')}
      </Checkbox>
      <Button type="submit" block={!page} loading={sending} aria-disabled={!check.valid || undefined}>
        {t('support.submit')}
      </Button>
    </form>
  );
}

/** The confirmation after a support request (account.md §8): 'Лучший вклад в твою команду'. */
export function SupportSentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('support.successTitle')}
      size="sm"
      initialFocus={close}
      actions={
        <Button ref={close} onClick={onClose}>
          {t('support.close')}
        </Button>
      }
    >
      <p className="rk-dialog__text">{t('support.successText')}</p>
    </Dialog>
  );
}
