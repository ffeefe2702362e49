import { formMessage, formRefusal, formValue, type FormMessage, type FormValue } from './form-message.ts';

/**
 * Phone numbers of the participant, insurance, basket, emergency-contact and contact forms
 * (purchase.md §5, account.md §9): four country masks and detection by prefix.
 *
 * The country is detected from the digits: 992 → TJ, 375 → BY, 79 → RU, 77 → KZ. A number
 * whose country is not detected is read with the form's first allowed mask (RU in every form
 * of the spec); a number of a detected country the form does not allow (a KZ number where
 * only RU, TJ and BY are) is refused. A phone is complete when its digits fill the mask:
 * 11 for RU and KZ, 12 for BY and TJ. A phone is stored and sent as those digits, without
 * the plus ('375291234567').
 */

export const phoneCountries = ['RU', 'KZ', 'BY', 'TJ'] as const;
export type PhoneCountry = (typeof phoneCountries)[number];

/** The masks as the spec writes them (9 = any digit). */
export const phoneSpecMasks: Readonly<Record<PhoneCountry, string>> = {
  RU: '+7 (999) 999-99-99',
  KZ: '+7 (799) 999-99-99',
  BY: '+375 99 999-99-99',
  TJ: '+999 9999 9-99-99',
};

/**
 * The same masks in react-imask's syntax (`0` = any digit, `{…}` = fixed digits kept in the
 * unmasked value), so the inputs and the validators share one source. TJ's fixed prefix is
 * its country code 992 (the spec's +999 is any three digits, and only 992 selects TJ).
 */
export const phoneMasks: Readonly<Record<PhoneCountry, string>> = {
  RU: '+{7} (000) 000-00-00',
  KZ: '+{7} ({7}00) 000-00-00',
  BY: '+{375} 00 000-00-00',
  TJ: '+{992} 0000 0-00-00',
};

const fullNumber: Readonly<Record<PhoneCountry, RegExp>> = {
  RU: /^7\d{10}$/,
  KZ: /^77\d{9}$/,
  BY: /^375\d{9}$/,
  TJ: /^992\d{9}$/,
};

const prefixes: readonly (readonly [string, PhoneCountry])[] = [
  ['992', 'TJ'],
  ['375', 'BY'],
  ['79', 'RU'],
  ['77', 'KZ'],
];

/** The digits of a phone as typed or masked ('+7 (912) 345-67-89' → '79123456789'). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The country its prefix names (992, 375, 79, 77), or undefined. */
export function detectPhoneCountry(value: string): PhoneCountry | undefined {
  const digits = phoneDigits(value);
  return prefixes.find(([prefix]) => digits.startsWith(prefix))?.[1];
}

/** The mask a form shows for this value: the detected country when allowed, else the first allowed. */
export function phoneCountryFor(value: string, allowed: readonly PhoneCountry[] = phoneCountries): PhoneCountry {
  const detected = detectPhoneCountry(value);
  if (detected !== undefined && allowed.includes(detected)) return detected;
  return allowed[0] ?? 'RU';
}

/**
 * empty: nothing typed; notAllowed: a country the form does not take; incomplete: the digits
 * do not fill the mask; complete: they do.
 */
export type PhoneStatus = 'empty' | 'notAllowed' | 'incomplete' | 'complete';

/** Whether a phone is empty, of a refused country, incomplete, or fills the mask of its country among `allowed`. */
export function phoneStatus(value: string | null | undefined, allowed: readonly PhoneCountry[] = phoneCountries): PhoneStatus {
  const digits = phoneDigits(value ?? '');
  if (digits === '') return 'empty';
  const detected = detectPhoneCountry(digits);
  if (detected !== undefined && !allowed.includes(detected)) return 'notAllowed';
  return fullNumber[phoneCountryFor(digits, allowed)].test(digits) ? 'complete' : 'incomplete';
}

export interface PhoneMessages {
  /** The message of an empty phone; none (the phone is optional) when absent. */
  readonly empty?: FormMessage;
  /** The message of an incomplete phone or one of a country the form does not take. */
  readonly invalid: FormMessage;
}

/**
 * A phone field's message: `messages.empty` when nothing is typed (nothing when the phone is
 * optional), `messages.invalid` ('Введите корректный номер телефона' by default) when its digits
 * do not fill the mask of their country or name a country outside `allowed`.
 */
export function validatePhone(
  value: string | null | undefined,
  allowed: readonly PhoneCountry[] = phoneCountries,
  messages: PhoneMessages = { empty: formMessage('fillField'), invalid: formMessage('phoneIncorrect') },
): FormMessage | null {
  const status = phoneStatus(value, allowed);
  if (status === 'complete') return null;
  if (status === 'empty') return messages.empty ?? null;
  return messages.invalid;
}

/**
 * A phone as the server keeps it: its digits when they fill the mask of a country in
 * `allowed`; otherwise `invalid` ('Введите корректный номер телефона'), empty included.
 */
export function cleanPhone(value: string, allowed: readonly PhoneCountry[] = phoneCountries, invalid: FormMessage = formMessage('phoneIncorrect')): FormValue<string> {
  return phoneStatus(value, allowed) === 'complete' ? formValue(phoneDigits(value)) : formRefusal(invalid);
}
