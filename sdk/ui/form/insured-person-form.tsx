import { useTranslation } from 'react-i18next';
import type { InsuredPerson } from '../../contract/schemas/participant-info.ts';
import { useMessageText } from '../../elements/use-message-text.ts';
import { validateInsuranceForm, type InsuranceField, type InsuranceFormContext } from '../../forms/insurance-form.ts';
import { PersonFields } from './person-fields.tsx';
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
        <PersonFields person={insured} errorOf={errorOf} onTouch={onTouch} onChange={onChange} genderName={`rk-insured-gender-${id}`} />
      </div>
    </fieldset>
  );
}
