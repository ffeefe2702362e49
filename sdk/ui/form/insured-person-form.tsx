import { useTranslation } from 'react-i18next';
import type { InsuredPerson } from '../../contract/schemas/participant-info.ts';
import { useMessageText } from '../../elements/use-message-text.ts';
import { validateInsuranceForm, type InsuranceField, type InsuranceFormContext } from '../../forms/insurance-form.ts';
import { TextField } from '../text-field.tsx';
import { DateField } from './date-field.tsx';
import { GenderChoice } from './gender-choice.tsx';
import { PhoneField } from './phone-field.tsx';
import { useFormStyles } from './use-form-styles.ts';

export interface InsuredPersonFormProps {
  readonly person: InsuredPerson | null | undefined;
  /** The insured event's start (where the age is measured) and the instant of the check. */
  readonly context: InsuranceFormContext;
  /** Whether a field's message shows: once the visitor has left it, or after a press of pay. */
  readonly shows: (field: InsuranceField) => boolean;
  readonly onTouch: (field: InsuranceField) => void;
  readonly onChange: (patch: Partial<InsuredPerson>) => void;
  /** Unique on the page: names the gender radios. */
  readonly id: string;
  /** A `part` name for a host page's `::part()`. */
  readonly part?: string | undefined;
}

/**
 * The one insured-person form (purchase.md §5 "Insurance form in the basket"): name, surname,
 * gender and phone required, a valid birth date and an age of 5 to 86 on the event's start
 * date, with the '!' messages of sdk/forms ('Заполните поле!', 'Введите корректную дату!',
 * 'Выберите одно из значений!', 'Допускается возраст от 5 до 86 лет'). Holds no data: every
 * change goes to the owner. Loads react-imask.
 */
export function InsuredPersonForm({ person, context, shows, onTouch, onChange, id, part }: InsuredPersonFormProps) {
  useFormStyles();
  const { t } = useTranslation();
  const text = useMessageText();
  const insured = person ?? {};
  const { errors } = validateInsuranceForm(person, context);
  const errorOf = (field: InsuranceField) => (shows(field) ? text(errors[field]) : undefined);

  return (
    <fieldset className="rk-person" part={part}>
      <legend className="rk-person__title">{t('formKit.insured')}</legend>
      <div className="rk-person__grid">
        <TextField
          label={t('common.fields.lastName')}
          required
          autoComplete="family-name"
          value={insured.last_name ?? ''}
          error={errorOf('last_name')}
          onBlur={() => onTouch('last_name')}
          onChange={(event) => onChange({ last_name: event.target.value })}
        />
        <TextField
          label={t('common.fields.firstName')}
          required
          autoComplete="given-name"
          value={insured.first_name ?? ''}
          error={errorOf('first_name')}
          onBlur={() => onTouch('first_name')}
          onChange={(event) => onChange({ first_name: event.target.value })}
        />
        <TextField
          label={t('common.fields.secondName')}
          autoComplete="additional-name"
          value={insured.second_name ?? ''}
          onChange={(event) => onChange({ second_name: event.target.value })}
        />
        <DateField
          label={t('common.fields.birthDate')}
          required
          value={insured.birth_date ?? ''}
          error={errorOf('birth_date')}
          onBlur={() => onTouch('birth_date')}
          onChange={(birthDate) => onChange({ birth_date: birthDate })}
        />
        <PhoneField label={t('common.fields.phone')} required value={insured.phone ?? ''} error={errorOf('phone')} onBlur={() => onTouch('phone')} onChange={(phone) => onChange({ phone })} />
        <GenderChoice
          required
          name={`rk-insured-gender-${id}`}
          value={insured.gender}
          error={errorOf('gender')}
          onBlur={() => onTouch('gender')}
          onChange={(gender) => {
            onTouch('gender');
            onChange({ gender });
          }}
        />
      </div>
    </fieldset>
  );
}
