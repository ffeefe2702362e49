import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileUpdate } from '../../../../sdk/contract/index.ts';
import { relationshipOptions, TEXT_MAX } from '../../../../sdk/contract/schemas/index.ts';
import { phoneDigits, emergencyPhoneCountries, validateEmergencyContact, type EmergencyContactInput } from '../../../../sdk/forms/index.ts';
import { relationshipKeys } from '../../../../sdk/i18n/index.ts';
import { userAtom } from '../../../../sdk/state/index.ts';
import { Button, TextField } from '../../../../sdk/ui/index.ts';
import { PhoneField } from '../../../../sdk/ui/form/phone-field.tsx';
import { Select } from '../../../../sdk/ui/form/index.ts';
import { SettingsBlock } from './settings-block.tsx';
import { StatusLine } from './status-line.tsx';
import { useProfileSave } from './use-profile-save.ts';

type Field = keyof EmergencyContactInput;

const isRelationship = (value: string): value is (typeof relationshipOptions)[number] => (relationshipOptions as readonly string[]).includes(value);

/**
 * The emergency contact (account.md §2, §3, §5): name, relationship (Партнер, Родитель,
 * Родственник, Друг, Коллега) and phone of Russia, Tajikistan or Belarus, all required, each
 * with its own message. Only the changed fields are sent; the server's message about the phone
 * shows beside it (§8).
 */
export function EmergencyBlock() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const storedPhone = phoneDigits(user?.contact_phone ?? '');
  const [form, setForm] = useState<EmergencyContactInput>(() => ({
    extra_contact: user?.extra_contact ?? '',
    type_relate: user?.type_relate ?? '',
    contact_phone: storedPhone,
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const profile = useProfileSave();
  const change = (field: Field, value: string) => {
    setForm((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    profile.press();
    const check = validateEmergencyContact(form);
    if (!check.valid) {
      const texts: Partial<Record<Field, string>> = {};
      for (const field of ['extra_contact', 'type_relate', 'contact_phone'] as const) {
        const message = check.errors[field];
        if (message !== undefined) texts[field] = t(message.key, message.values ?? {});
      }
      setErrors(texts);
      return;
    }
    const changes: ProfileUpdate = {};
    const name = form.extra_contact.trim();
    const digits = form.contact_phone;
    if (name !== (user?.extra_contact ?? '')) changes.extra_contact = name;
    if (form.type_relate !== (user?.type_relate ?? '') && isRelationship(form.type_relate)) changes.type_relate = form.type_relate;
    if (digits !== storedPhone) changes.contact_phone = digits;
    await profile.save(changes, (field, message) => {
      if (field !== 'contact_phone' && field !== 'extra_contact' && field !== 'type_relate') return false;
      setErrors((before) => ({ ...before, [field]: message }));
      return true;
    });
  };

  return (
    <SettingsBlock id="me-settings-emergency" title={t('settings.emergency.title')} hint={t('settings.emergency.hint')}>
      <form className="me-form" noValidate onSubmit={(event) => void save(event)}>
        <div className="me-form__grid">
          <TextField label={t('settings.emergency.name')} maxLength={TEXT_MAX.name} required autoComplete="off" value={form.extra_contact} error={errors.extra_contact} onChange={(event) => change('extra_contact', event.target.value)} />
          <Select
            label={t('settings.emergency.relationship')}
            required
            placeholder={t('settings.emergency.chooseRelationship')}
            value={form.type_relate}
            error={errors.type_relate}
            options={relationshipOptions.map((option) => ({ value: option, label: t(relationshipKeys[option]) }))}
            onChange={(event) => change('type_relate', event.target.value)}
          />
          <PhoneField
            label={t('settings.emergency.phone')}
            required
            countries={emergencyPhoneCountries}
            autoComplete="off"
            value={form.contact_phone}
            error={errors.contact_phone}
            onChange={(digits) => change('contact_phone', digits)}
          />
        </div>
        <div className="me-form__actions">
          <Button type="submit" loading={profile.saving} disabled={profile.locked}>
            {t('common.actions.save')}
          </Button>
          <StatusLine status={profile.status} />
        </div>
      </form>
    </SettingsBlock>
  );
}
