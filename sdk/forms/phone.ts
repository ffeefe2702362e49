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

/** The country code each mask starts with: the digits a stored phone of that country begins with. */
export const phoneCountryCodes: Readonly<Record<PhoneCountry, string>> = { RU: '7', KZ: '7', BY: '375', TJ: '992' };

/**
 * Russia's trunk prefix: a number written from its first digit 8 (8 999 123-45-67) is a Russian
 * one, read as +7 (purchase.md §5: "a leading 8 before 9 is Russian"; no country of the masks
 * has a code starting with 8, so any leading 8 is taken that way).
 */
export const RUSSIAN_TRUNK_PREFIX = '8';

/** Belarus's trunk prefix before its operator code: 8 029 123-45-67 is +375 29 123-45-67 (read only with Беларусь chosen). */
const BELARUS_TRUNK_PREFIX = '80';

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
 * A phone as the server keeps it: read as written (readPhone: a pasted label, spaces, the trunk
 * 8), its digits when they fill the mask of a country in `allowed`; otherwise `invalid`
 * ('Введите корректный номер телефона'), empty included.
 */
export function cleanPhone(value: string, allowed: readonly PhoneCountry[] = phoneCountries, invalid: FormMessage = formMessage('phoneIncorrect')): FormValue<string> {
  const reading = readPhone(value, undefined, allowed);
  return reading.country !== undefined && phoneStatus(reading.digits, allowed) === 'complete' ? formValue(reading.digits) : formRefusal(invalid);
}

/** How many digits a full number of each country has, its code included. */
const fullLength: Readonly<Record<PhoneCountry, number>> = { RU: 11, KZ: 11, BY: 12, TJ: 12 };

/**
 * The country international digits name among `allowed`, by their start only: the detected one
 * (992, 375, 79, 77) when allowed, otherwise an allowed country whose code they start with (a
 * 7 of Russia: +7 495…, or a Kazakh +7 7… where Kazakhstan is not offered); undefined when none
 * (+44…).
 */
export function phoneCountryOf(digits: string, allowed: readonly PhoneCountry[] = phoneCountries): PhoneCountry | undefined {
  const detected = detectPhoneCountry(digits);
  if (detected !== undefined && allowed.includes(detected)) return detected;
  return allowed.find((country) => digits.startsWith(phoneCountryCodes[country]));
}

/** A phone as written, read: its international digits and their country, or no country when it cannot be a number of those allowed. */
export interface PhoneReading {
  /** The digits of the number, its country code first ('79161234567'); for a refused number, as written (the chosen code before them). */
  readonly digits: string;
  /** The country of the number; undefined when it cannot be a number of an allowed country (or of the chosen one). */
  readonly country: PhoneCountry | undefined;
}

/**
 * A whole phone as people write or paste it, read as one number: whatever stands before its
 * first digit or + ("тел. ", a space, a tab) is dropped, then the spaces, brackets and dashes.
 * With its own + the number names its country (+7 916…, +375 29…); +44… names none of the
 * masks' and is refused. Without a +: Russia's trunk 8 is +7; with no country chosen the prefix
 * at the start decides (79…, 77…, 375…, 992…) and other digits are a national number of the
 * first allowed country; with a country chosen the number is its national number (its code put
 * in front), or the full number when it starts with the code and is longer than a national one
 * (Беларусь + 375291234567 is not 375375…), or, Беларусь chosen, its trunk form 8 029…; any
 * other number cannot be of that country and is refused (never read as a different number).
 * A number longer than its country's is refused too, never cut.
 */
export function readPhone(text: string, chosen?: PhoneCountry, allowed: readonly PhoneCountry[] = phoneCountries): PhoneReading {
  const start = text.search(/[+\d]/);
  const written = start < 0 ? '' : text.slice(start);
  const digits = phoneDigits(written);
  if (digits === '') return { digits, country: chosen ?? allowed[0] };
  if (written.startsWith('+')) return fitting(digits, phoneCountryOf(digits, allowed));
  if (chosen === undefined) {
    const trunk = digits.startsWith(RUSSIAN_TRUNK_PREFIX) ? `${phoneCountryCodes.RU}${digits.slice(RUSSIAN_TRUNK_PREFIX.length)}` : digits;
    const country = phoneCountryOf(trunk, allowed);
    if (country !== undefined) return fitting(trunk, country);
    const first = allowed[0] ?? 'RU';
    return fitting(`${phoneCountryCodes[first]}${trunk}`, first);
  }
  const code = phoneCountryCodes[chosen];
  const national = fullLength[chosen] - code.length;
  if (chosen === 'BY' && digits.startsWith(BELARUS_TRUNK_PREFIX) && digits.length === national + BELARUS_TRUNK_PREFIX.length) {
    return { digits: `${code}${digits.slice(BELARUS_TRUNK_PREFIX.length)}`, country: chosen };
  }
  if (code === phoneCountryCodes.RU && digits.startsWith(RUSSIAN_TRUNK_PREFIX) && digits.length === fullLength[chosen]) {
    return fitting(`${code}${digits.slice(RUSSIAN_TRUNK_PREFIX.length)}`, chosen);
  }
  if (digits.length <= national) return { digits: `${code}${digits}`, country: chosen };
  if (digits.startsWith(code)) return fitting(digits, chosen);
  return { digits: `${code}${digits}`, country: undefined };
}

/** The reading of `digits` as a number of `country`, refused when longer than that country's numbers. */
function fitting(digits: string, country: PhoneCountry | undefined): PhoneReading {
  return { digits, country: country !== undefined && digits.length <= fullLength[country] ? country : undefined };
}
