import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSupportRequest } from '../../sdk/contract/support.ts';
import { phoneDigits, phoneMasks } from '../../sdk/forms/phone.ts';
import { validateContactPopup } from '../../sdk/forms/profile-forms.ts';
import { Button } from '../../sdk/ui/button.tsx';
import { Checkbox } from '../../sdk/ui/checkbox.tsx';
import { Dialog } from '../../sdk/ui/dialog.tsx';
import { FieldFrame } from '../../sdk/ui/field-frame.tsx';
import { MaskedField } from '../../sdk/ui/masked-field.tsx';
import { TextField } from '../../sdk/ui/text-field.tsx';
import { documentLinks } from '../external-links.ts';
import { PageHead } from './page-head.tsx';

interface FeedbackForm {
  name: string;
  email: string;
  phone: string;
  text: string;
  consent: boolean;
  mailing: boolean;
}

const empty: FeedbackForm = { name: '', email: '', phone: '', text: '', consent: false, mailing: false };

/**
 * /feedback: the support form (account.md §2 "Contact (support) popup", §5, §8) as a page —
 * name, e-mail, phone, message, the personal-data consent and the optional mailing; submit
 * stays disabled until name, e-mail, phone and consent are valid. POST /api/support; success
 * shows the confirmation popup and resets the form; a failure is logged only (§8).
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState<FeedbackForm>(empty);
  const [touched, setTouched] = useState<Partial<Record<keyof FeedbackForm, boolean>>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  const check = validateContactPopup(form);
  const errorOf = (field: 'name' | 'email' | 'phone' | 'consent') => {
    const message = check.errors[field];
    return touched[field] === true && message !== undefined ? t(message.key, message.values ?? {}) : undefined;
  };
  const change = <K extends keyof FeedbackForm>(field: K, value: FeedbackForm[K]) => setForm((before) => ({ ...before, [field]: value }));
  const touch = (field: keyof FeedbackForm) => setTouched((before) => ({ ...before, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.valid) return;
    setSending(true);
    try {
      const answer = await sendSupportRequest({
        name: form.name.trim(),
        email: form.email.trim().toLowerCase(),
        phone: phoneDigits(form.phone),
        ...(form.text.trim() === '' ? {} : { text: form.text.trim() }),
        mailing: form.mailing,
      });
      if (answer.message != null) setSent(true);
      setForm(empty);
      setTouched({});
    } catch (error) {
      console.warn('racekit site: the support request failed', error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="page feedback">
      <PageHead title={t('support.title')} lead={t('site.feedback.lead')} />
      <div className="feedback__layout">
        <form className="feedback__form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="feedback__promise">{t('support.promise')}</p>
          <TextField label={t('support.name')} required autoComplete="name" value={form.name} error={errorOf('name')} onChange={(event) => change('name', event.target.value)} onBlur={() => touch('name')} />
          <TextField label={t('support.email')} required type="email" autoComplete="email" value={form.email} error={errorOf('email')} onChange={(event) => change('email', event.target.value)} onBlur={() => touch('email')} />
          <MaskedField label={t('support.phone')} required mask={phoneMasks.RU} inputMode="tel" autoComplete="tel" value={form.phone} error={errorOf('phone')} onChange={(value) => change('phone', value)} onBlur={() => touch('phone')} />
          <FieldFrame label={t('support.text')}>
            {(control) => <textarea className="rk-input feedback__text" rows={5} value={form.text} onChange={(event) => change('text', event.target.value)} {...control} />}
          </FieldFrame>
          <Checkbox checked={form.consent} error={errorOf('consent')} onChange={(event) => { change('consent', event.target.checked); touch('consent'); }}>
            {t('common.consent.personalData')} (
            <a href={documentLinks.personalData} target="_blank" rel="noopener">
              {t('common.consent.personalDataDocument')}
            </a>
            )
          </Checkbox>
          <Checkbox checked={form.mailing} onChange={(event) => change('mailing', event.target.checked)}>
            {t('common.consent.mailing')}
          </Checkbox>
          <Button type="submit" loading={sending} disabled={!check.valid}>
            {t('support.submit')}
          </Button>
        </form>
        <aside className="feedback__aside">
          <h2 className="feedback__aside-title">{t('site.feedback.contacts')}</h2>
          <p>
            {t('site.feedback.mail')}: <a href="mailto:help@racekit.local">help@racekit.local</a>
          </p>
          <p>{t('site.feedback.hours')}</p>
        </aside>
      </div>
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
    </div>
  );
}
