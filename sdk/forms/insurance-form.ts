import type { InsuredPerson } from '../contract/schemas/participant-info.ts';
import { eventDate, parseRuDate, utcDate, wholeYears, isPlausibleBirthDate, type CalendarDate } from './calendar-date.ts';
import { formCheck, formMessage, type FieldErrors, type FormCheck } from './form-message.ts';
import { phoneCountries, validatePhone } from './phone.ts';

/** The insurance age window on the insured event's start date (purchase.md §9, account.md §5). */
export const INSURANCE_AGE_MIN = 5;
export const INSURANCE_AGE_MAX = 86;

export type InsuranceField = 'first_name' | 'last_name' | 'gender' | 'phone' | 'birth_date';

export interface InsuranceFormContext {
  /** The start of the insured event (ISO), where the age is measured. */
  readonly startDate: string | null | undefined;
  /** The event's time zone, when known. */
  readonly timeZone?: string | null | undefined;
  /** The instant of the check (ms). */
  readonly now: number;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

function ageOutsideWindow(birth: CalendarDate, on: CalendarDate | undefined): boolean {
  if (on === undefined) return false;
  const age = wholeYears(birth, on);
  return age < INSURANCE_AGE_MIN || age > INSURANCE_AGE_MAX;
}

/**
 * The insured person's form in the basket: name, surname, gender and phone required
 * ('Заполните поле!', 'Выберите одно из значений!'), a valid birth date ('Введите корректную
 * дату!') and an age of 5 to 86 on the start date ('Допускается возраст от 5 до 86 лет').
 * An incomplete phone gets the participant form's 'Введите корректный номер телефона'.
 */
export function validateInsuranceForm(person: InsuredPerson | null | undefined, context: InsuranceFormContext): FormCheck<InsuranceField> {
  const insured = person ?? {};
  const errors: FieldErrors<InsuranceField> = {};
  if (blank(insured.first_name)) errors.first_name = formMessage('fillFieldStrict');
  if (blank(insured.last_name)) errors.last_name = formMessage('fillFieldStrict');
  if (insured.gender === undefined) errors.gender = formMessage('chooseOneStrict');

  const phone = validatePhone(insured.phone, phoneCountries, { empty: formMessage('fillFieldStrict'), invalid: formMessage('phoneIncorrect') });
  if (phone !== null) errors.phone = phone;

  if (blank(insured.birth_date)) errors.birth_date = formMessage('fillFieldStrict');
  else {
    const birth = parseRuDate(insured.birth_date ?? '');
    if (birth === undefined || !isPlausibleBirthDate(birth, utcDate(context.now))) errors.birth_date = formMessage('dateIncorrectStrict');
    else {
      const on = context.startDate ? eventDate(context.startDate, context.timeZone) : undefined;
      if (ageOutsideWindow(birth, on)) {
        errors.birth_date = formMessage('insuranceAge', { min: INSURANCE_AGE_MIN, max: INSURANCE_AGE_MAX });
      }
    }
  }
  return formCheck(errors);
}
