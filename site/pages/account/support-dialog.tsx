import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSupportRequest } from '../../../sdk/contract/support.ts';
import { validateContactPopup } from '../../../sdk/forms/profile-forms.ts';
import { userAtom } from '../../../sdk/state/storage-atoms.ts';
import { Button, type ButtonVariant } from '../../../sdk/ui/button.tsx';
import { Checkbox } from '../../../sdk/ui/checkbox.tsx';
import { Dialog } from '../../../sdk/ui/dialog.tsx';
import { LazyPhoneField } from '../../../sdk/ui/form/lazy-phone-field.tsx';
import { useFieldMessages } from '../../../sdk/ui/form/use-field-messages.ts';
import { useFocusFirstInvalid } from '../../../sdk/ui/form/use-focus-first-invalid.ts';
import { TextField } from '../../../sdk/ui/text-field.tsx';
import { documentLinks } from '../../external-links.ts';

interface SupportForm {
  name: string;
  email: string;
  /** Digits without the plus, as the kit's phone field keeps them. */
  phone: string;
  consent: boolean;
  mailing: boolean;
}

type Field = 'name' | 'email' | 'phone' | 'consent';

export interface SupportDialogProps {
  /** `support_type` of the request: 'clubs' from a club page (account.md §3). */
  readonly supportType?: 'clubs';
  /** The trigger's content; 'Написать нам' by default. */
  readonly label?: ReactNode;
  readonly variant?: ButtonVariant;
  readonly block?: boolean;
  readonly className?: string;
}

/**
 * The contact (support) popup (account.md §2, §5, §8): name, e-mail, phone, the personal-data
 * consent and the optional mailing, under 'Ответим за пару часов'. Submit stays disabled
 * (`aria-disabled`, still focusable) until name, e-mail, phone and consent are valid (sdk/forms
 * `validateContactPopup`); pressed meanwhile, it shows every message and focuses the first. POST
 * /api/support; an answer with a message shows 'Лучший вклад в твою команду' and the form
 * resets; a failure is only logged (§8). A signed-in user finds their name, e-mail and phone
 * filled in.
 */
export function SupportDialog({ supportType, label, variant = 'secondary', block = false, className }: SupportDialogProps) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const blank = (): SupportForm => ({
    name: [user?.name, user?.last_name].filter((part) => part != null && part !== '').join(' '),
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    consent: false,
    mailing: false,
  });
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<SupportForm>(blank);
  const messages = useFieldMessages<Field>();
  const firstInvalid = useFocusFirstInvalid<HTMLFormElement>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  const check = validateContactPopup(form);
  const errorOf = (field: Field) => {
    const message = check.errors[field];
    return messages.shows(field) && message !== undefined ? t(message.key, message.values ?? {}) : undefined;
  };
  const change = <K extends keyof SupportForm>(field: K, value: SupportForm[K]) => setForm((before) => ({ ...before, [field]: value }));
  const touch = messages.touch;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.valid) {
      // The button looks off but stays focusable: pressed, it shows every message and goes to the first.
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
        mailing: form.mailing,
        ...(supportType === undefined ? {} : { support_type: supportType }),
      });
      setForm(blank());
      messages.reset();
      if (answer.message != null) {
        setOpen(false);
        setSent(true);
      }
    } catch (error) {
      // account.md §8: a failed contact form is logged only.
      console.warn('racekit site: the support request failed', error);
    } finally {
      setSending(false);
    }
  };

  const title = t(supportType === 'clubs' ? 'accountPages.support.clubsTitle' : 'support.title');
  return (
    <>
      <Button variant={variant} block={block} className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label ?? t('accountPages.support.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} size="sm">
        <form ref={firstInvalid.ref} className="acc-support" noValidate onSubmit={(event) => void submit(event)}>
          <p className="acc-support__promise">{t('support.promise')}</p>
          <TextField label={t('support.name')} required autoComplete="name" value={form.name} error={errorOf('name')} onChange={(event) => change('name', event.target.value)} onBlur={() => touch('name')} />
          <TextField label={t('support.email')} required type="email" autoComplete="email" value={form.email} error={errorOf('email')} onChange={(event) => change('email', event.target.value)} onBlur={() => touch('email')} />
          <LazyPhoneField label={t('support.phone')} required value={form.phone} error={errorOf('phone')} onChange={(digits) => change('phone', digits)} onBlur={() => touch('phone')} />
          <Checkbox
            checked={form.consent}
            error={errorOf('consent')}
            onChange={(event) => {
              change('consent', event.target.checked);
              touch('consent');
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
          <Button type="submit" block loading={sending} aria-disabled={!check.valid || undefined} className="acc-support__submit">
            {t('support.submit')}
          </Button>
        </form>
      </Dialog>
      <Dialog
        open={sent}
        onClose={() => setSent(false)}
        title={t('support.successTitle')}
        size="sm"
        initialFocus={close}
        actions={
          <Button ref={close} onClick={() => setSent(false)}>
            {t('support.close')}
          </Button>
        }
      >
        <p className="rk-dialog__text">{t('support.successText')}</p>
      </Dialog>
    </>
  );
}
