import { relationshipOptions, type User } from '../contract/schemas/user.ts';
import { formatIsoDate, isPlausibleBirthDate, parseAnyDate, parseIsoDate, utcDate } from './calendar-date.ts';
import { isValidEmail } from './email.ts';
import { formCheck, formMessage, formRefusal, formValue, type FieldErrors, type FormCheck, type FormMessage, type FormValue } from './form-message.ts';
import { phoneCountries, validatePhone, type PhoneCountry } from './phone.ts';

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

/**
 * A birth date as PUT /api/user carries it (YYYY-MM-DD): a real day from 1900 on, not after
 * today; otherwise 'Введите дату в правильном формате' — the same rule as the settings' field.
 */
export function cleanProfileBirthDate(iso: string, now: number): FormValue<string> {
  const text = iso.trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseIsoDate(text) : undefined;
  return date !== undefined && isPlausibleBirthDate(date, utcDate(now)) ? formValue(formatIsoDate(date)) : formRefusal(formMessage('profileDateFormat'));
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
  const phone = validatePhone(input.contact_phone, emergencyPhoneCountries, { empty: formMessage('phoneIncorrect'), invalid: formMessage('phoneIncorrect') });
  if (phone !== null) errors.contact_phone = phone;
  return formCheck(errors);
}

export interface ContactRequestInput {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

export interface ContactPopupInput extends ContactRequestInput {
  readonly consent: boolean;
  readonly mailing?: boolean;
}

/**
 * The phone countries of the contact popup. account.md §5 asks for "the Russian format with
 * international prefix": the field always shows the international prefix (+7, never the trunk
 * 8), and, like every phone field of the site, it reads the four countries of the masks by
 * their prefix (a Belarusian visitor may leave a Belarusian number).
 */
export const contactPhoneCountries: readonly PhoneCountry[] = phoneCountries;

/**
 * What POST /api/support carries (account.md §5 "Contact popup"): 'Заполните имя',
 * 'Введите корректный email', 'Введите корректный телефон'. The site and the server both check it.
 */
export function validateContactRequest(input: ContactRequestInput): FormCheck<'name' | 'email' | 'phone'> {
  const errors: FieldErrors<'name' | 'email' | 'phone'> = {};
  if (input.name.trim() === '') errors.name = formMessage('contactName');
  if (!isValidEmail(input.email)) errors.email = formMessage('contactEmail');
  const phone = validatePhone(input.phone, contactPhoneCountries, { empty: formMessage('contactPhone'), invalid: formMessage('contactPhone') });
  if (phone !== null) errors.phone = phone;
  return formCheck(errors);
}

/**
 * The support (contact) popup (account.md §5): the request's fields and the consent, which is
 * required. `valid` is when submit is enabled.
 */
export function validateContactPopup(input: ContactPopupInput): FormCheck<'name' | 'email' | 'phone' | 'consent'> {
  const errors: FieldErrors<'name' | 'email' | 'phone' | 'consent'> = { ...validateContactRequest(input).errors };
  if (!input.consent) errors.consent = formMessage('consentRequired');
  return formCheck(errors);
}
