import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateBasketItem } from '../../sdk/basket/basket-edits.ts';
import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { InsuredPerson } from '../../sdk/contract/schemas/participant-info.ts';
import { birthDateMask } from '../../sdk/forms/calendar-date.ts';
import { validateInsuranceForm, type InsuranceField } from '../../sdk/forms/insurance-form.ts';
import { MaskedField } from '../../sdk/ui/masked-field.tsx';
import { RadioGroup } from '../../sdk/ui/radio-group.tsx';
import { TextField } from '../../sdk/ui/text-field.tsx';
import { useBasketActions } from './basket-context.ts';
import { PhoneField } from './phone-field.tsx';
import { useMessageText } from '../../sdk/elements/use-message-text.ts';

/**
 * The insured person of an insurance line (purchase.md §5): name, surname, gender and phone
 * required, a valid birth date and an age of 5 to 86 on the event's start date, with the
 * spec's '!' messages (sdk/forms). Stored on the line as `insured`; the pay button waits for
 * it. Loaded lazily with the input masks.
 */
export function InsuranceForm({ line }: { line: BasketItem }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { edit } = useBasketActions();
  const [touched, setTouched] = useState<ReadonlySet<InsuranceField>>(new Set());
  const person = line.insured ?? {};
  const { errors } = validateInsuranceForm(line.insured, { startDate: line.start_time, timeZone: line.event_city?.timezone, now: Date.now() });
  const touch = (field: InsuranceField) => setTouched((before) => (before.has(field) ? before : new Set([...before, field])));
  const errorOf = (field: InsuranceField) => {
    const message = errors[field];
    return touched.has(field) && message !== undefined ? text(message) : undefined;
  };
  const set = (field: InsuranceField | null, patch: Partial<InsuredPerson>) => {
    if (field !== null) touch(field);
    edit((items) => {
      const latest = items.find((entry) => entry.unique_id === line.unique_id);
      return latest === undefined ? items : updateBasketItem(items, line.unique_id, { insured: { ...latest.insured, ...patch } });
    });
  };

  return (
    <fieldset className="participant" part="insurance-form">
      <legend className="participant__title">{t('insurance.insured.title')}</legend>
      <div className="participant__grid">
        <TextField
          label={t('common.fields.lastName')}
          required
          value={person.last_name ?? ''}
          error={errorOf('last_name')}
          onBlur={() => touch('last_name')}
          onChange={(event) => set('last_name', { last_name: event.target.value })}
        />
        <TextField
          label={t('common.fields.firstName')}
          required
          value={person.first_name ?? ''}
          error={errorOf('first_name')}
          onBlur={() => touch('first_name')}
          onChange={(event) => set('first_name', { first_name: event.target.value })}
        />
        <TextField
          label={t('common.fields.secondName')}
          value={person.second_name ?? ''}
          onChange={(event) => set(null, { second_name: event.target.value })}
        />
        <PhoneField
          label={t('common.fields.phone')}
          required
          digits={person.phone ?? ''}
          error={errorOf('phone')}
          onBlur={() => touch('phone')}
          onChange={(phone) => set('phone', { phone })}
        />
        <MaskedField
          label={t('common.fields.birthDate')}
          mask={birthDateMask}
          required
          value={person.birth_date ?? ''}
          error={errorOf('birth_date')}
          onBlur={() => touch('birth_date')}
          onChange={(birthDate) => set('birth_date', { birth_date: birthDate })}
        />
        <RadioGroup
          label={t('common.fields.gender')}
          inline
          required
          name={`insured-gender-${line.unique_id}`}
          value={person.gender}
          error={errorOf('gender')}
          options={[
            { value: 'male', label: t('common.gender.male') },
            { value: 'female', label: t('common.gender.female') },
          ]}
          onChange={(gender) => set('gender', { gender })}
        />
      </div>
    </fieldset>
  );
}
