import { relationshipOptions, type User } from '../contract/schemas/user.ts';
import { formatIsoDate, isPlausibleBirthDate, parseAnyDate, utcDate } from './calendar-date.ts';
import { isValidEmail } from './email.ts';
import { formCheck, formMessage, type FieldErrors, type FormCheck, type FormMessage } from './form-message.ts';
import { phoneStatus, type PhoneCountry } from './phone.ts';

/** The personal-data block of the settings page (account.md §2 "Settings page"). */
export interface ProfileDataInput {
  readonly name?: string;
  readonly second_name?: string;
  readonly last_name?: string;
  /** As typed: DD.MM.YYYY. */
  readonly birth_date?: string;
}

/** The body of PUT /api/user: only the fields that changed; birth_date in ISO. */
export type ProfileChanges = Partial<Record<'name' | 'second_name' | 'last_name' | 'birth_date', string>>;

/**
 * Profile data (account.md §5): only changed, non-empty fields are sent. No change gives
 * 'Данные не изменились'; a wrong birth date 'Введите дату в правильном формате'.
 */
export function profileChanges(
  current: Pick<User, 'name' | 'second_name' | 'last_name' | 'birth_date'> | null | undefined,
  input: ProfileDataInput,
  now: number,
): { ok: true; changes: ProfileChanges } | { ok: false; error: FormMessage } {
  const changes: ProfileChanges = {};
  for (const field of ['name', 'second_name', 'last_name'] as const) {
    const value = (input[field] ?? '').trim();
    if (value !== '' && value !== (current?.[field] ?? '')) changes[field] = value;
  }
  const typed = (input.birth_date ?? '').trim();
  if (typed !== '') {
    const date = parseAnyDate(typed);
    if (date === undefined || !isPlausibleBirthDate(date, utcDate(now))) return { ok: false, error: formMessage('profileDateFormat') };
    const iso = formatIsoDate(date);
    const stored = current?.birth_date ? parseAnyDate(current.birth_date) : undefined;
    if (stored === undefined || formatIsoDate(stored) !== iso) changes.birth_date = iso;
  }
  if (Object.keys(changes).length === 0) return { ok: false, error: formMessage('profileUnchanged') };
  return { ok: true, changes };
}

/** The status after a successful save: 'Данные успешно обновлены'. */
export function profileUpdatedMessage(): FormMessage {
  return formMessage('profileUpdated');
}

/** Phone countries allowed for the emergency contact (account.md §5). */
export const emergencyPhoneCountries: readonly PhoneCountry[] = ['RU', 'TJ', 'BY'];

export interface EmergencyContactInput {
  readonly extra_contact: string;
  readonly type_relate: string;
  readonly contact_phone: string;
}

/** The emergency contact: name, relationship (one of the five options) and an RU, TJ or BY phone, all required. */
export function validateEmergencyContact(input: EmergencyContactInput): FormCheck<keyof EmergencyContactInput> {
  const errors: FieldErrors<keyof EmergencyContactInput> = {};
  if (input.extra_contact.trim() === '') errors.extra_contact = formMessage('emergencyName');
  if (!(relationshipOptions as readonly string[]).includes(input.type_relate)) errors.type_relate = formMessage('emergencyRelation');
  if (phoneStatus(input.contact_phone, emergencyPhoneCountries) !== 'complete') errors.contact_phone = formMessage('phoneIncorrect');
  return formCheck(errors);
}

export interface ContactPopupInput {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly consent: boolean;
  readonly mailing?: boolean;
}

/** The phone countries of the contact popup: the Russian format with its international prefix. */
export const contactPhoneCountries: readonly PhoneCountry[] = ['RU'];

/**
 * The support (contact) popup (account.md §5): 'Заполните имя', 'Введите корректный email',
 * 'Введите корректный телефон'; the consent is required. `valid` is when submit is enabled.
 */
export function validateContactPopup(input: ContactPopupInput): FormCheck<'name' | 'email' | 'phone' | 'consent'> {
  const errors: FieldErrors<'name' | 'email' | 'phone' | 'consent'> = {};
  if (input.name.trim() === '') errors.name = formMessage('contactName');
  if (!isValidEmail(input.email)) errors.email = formMessage('contactEmail');
  if (phoneStatus(input.phone, contactPhoneCountries) !== 'complete') errors.phone = formMessage('contactPhone');
  if (!input.consent) errors.consent = formMessage('consentRequired');
  return formCheck(errors);
}
