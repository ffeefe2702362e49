import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRuDate, parseAnyDate, profileChanges } from '../../../../sdk/forms/index.ts';
import { userAtom } from '../../../../sdk/state/index.ts';
import { Button, TextField } from '../../../../sdk/ui/index.ts';
import { DateField } from '../../../../sdk/ui/form/index.ts';
import { SettingsBlock } from './settings-block.tsx';
import { StatusLine } from './status-line.tsx';
import { useProfileSave } from './use-profile-save.ts';
import { TEXT_MAX } from '../../../../sdk/contract/schemas/index.ts';

interface PersonalForm {
  name: string;
  second_name: string;
  last_name: string;
  birth_date: string;
}

const personalFields: readonly string[] = ['name', 'second_name', 'last_name', 'birth_date'] satisfies (keyof PersonalForm)[];
const isPersonalField = (field: string): field is keyof PersonalForm => personalFields.includes(field);

/** A stored ISO birth date as the field shows it, DD.MM.YYYY. */
const birthDateText = (value: string | null | undefined) => {
  const date = value ? parseAnyDate(value) : undefined;
  return date === undefined ? '' : formatRuDate(date);
};

/**
 * Personal data (account.md §2, §5): first name, second name, last name and birth date. Only the
 * changed, non-empty fields are sent (PUT /api/user); nothing changed: 'Данные не изменились';
 * a wrong date: 'Введите дату в правильном формате'; saved: 'Данные успешно обновлены'. The
 * status clears after 5 s; the save button rests 3 s after each press. The server's message about a
 * field (a name too long, a birth date it refuses) shows beside that field (§8).
 */
export function PersonalBlock() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [form, setForm] = useState<PersonalForm>(() => ({
    name: user?.name ?? '',
    second_name: user?.second_name ?? '',
    last_name: user?.last_name ?? '',
    birth_date: birthDateText(user?.birth_date),
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof PersonalForm, string>>>({});
  const profile = useProfileSave();
  const change = (field: keyof PersonalForm, value: string) => {
    setForm((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    profile.press();
    const result = profileChanges(user, form, Date.now());
    if (!result.ok) {
      profile.refuse(t(result.error.key, result.error.values ?? {}));
      return;
    }
    setErrors({});
    // account.md §8: the server's message about a field shows beside that field.
    await profile.save(result.changes, (field, message) => {
      if (!isPersonalField(field)) return false;
      setErrors((before) => ({ ...before, [field]: message }));
      return true;
    });
  };

  return (
    <SettingsBlock id="me-settings-personal" title={t('settings.personal.title')}>
      <form className="me-form" noValidate onSubmit={(event) => void save(event)}>
        <div className="me-form__grid">
          <TextField label={t('settings.personal.firstName')} maxLength={TEXT_MAX.name} autoComplete="given-name" value={form.name} error={errors.name} onChange={(event) => change('name', event.target.value)} />
          <TextField label={t('settings.personal.secondName')} maxLength={TEXT_MAX.name} autoComplete="additional-name" value={form.second_name} error={errors.second_name} onChange={(event) => change('second_name', event.target.value)} />
          <TextField label={t('settings.personal.lastName')} maxLength={TEXT_MAX.name} autoComplete="family-name" value={form.last_name} error={errors.last_name} onChange={(event) => change('last_name', event.target.value)} />
          <DateField label={t('settings.personal.birthDate')} value={form.birth_date} error={errors.birth_date} onChange={(value) => change('birth_date', value)} />
        </div>
        <div className="me-form__actions">
          <Button type="submit" loading={profile.saving} disabled={profile.locked}>
            {t('settings.personal.save')}
          </Button>
          <StatusLine status={profile.status} />
        </div>
      </form>
    </SettingsBlock>
  );
}
