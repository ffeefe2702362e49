import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRuDate, parseAnyDate } from '../../../../sdk/forms/calendar-date.ts';
import { profileChanges } from '../../../../sdk/forms/profile-forms.ts';
import { userAtom } from '../../../../sdk/state/storage-atoms.ts';
import { Button } from '../../../../sdk/ui/button.tsx';
import { DateField } from '../../../../sdk/ui/form/date-field.tsx';
import { TextField } from '../../../../sdk/ui/text-field.tsx';
import { SettingsBlock } from './settings-block.tsx';
import { StatusLine } from './status-line.tsx';
import { useProfileSave } from './use-profile-save.ts';

interface PersonalForm {
  name: string;
  second_name: string;
  last_name: string;
  birth_date: string;
}

/** A stored ISO birth date as the field shows it, DD.MM.YYYY. */
const birthDateText = (value: string | null | undefined) => {
  const date = value ? parseAnyDate(value) : undefined;
  return date === undefined ? '' : formatRuDate(date);
};

/**
 * Personal data (account.md §2, §5): first name, second name, last name and birth date. Only the
 * changed, non-empty fields are sent (PUT /api/user); nothing changed: 'Данные не изменились';
 * a wrong date: 'Введите дату в правильном формате'; saved: 'Данные успешно обновлены'. The
 * status clears after 5 s; the save button rests 3 s after each press.
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
  const profile = useProfileSave();
  const change = (field: keyof PersonalForm, value: string) => setForm((before) => ({ ...before, [field]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    profile.press();
    const result = profileChanges(user, form, Date.now());
    if (!result.ok) {
      profile.refuse(t(result.error.key, result.error.values ?? {}));
      return;
    }
    await profile.save(result.changes);
  };

  return (
    <SettingsBlock id="me-settings-personal" title={t('settings.personal.title')}>
      <form className="me-form" noValidate onSubmit={(event) => void save(event)}>
        <div className="me-form__grid">
          <TextField label={t('settings.personal.firstName')} autoComplete="given-name" value={form.name} onChange={(event) => change('name', event.target.value)} />
          <TextField label={t('settings.personal.secondName')} autoComplete="additional-name" value={form.second_name} onChange={(event) => change('second_name', event.target.value)} />
          <TextField label={t('settings.personal.lastName')} autoComplete="family-name" value={form.last_name} onChange={(event) => change('last_name', event.target.value)} />
          <DateField label={t('settings.personal.birthDate')} value={form.birth_date} onChange={(value) => change('birth_date', value)} />
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
