import {
  RUSSIAN_TRUNK_PREFIX,
  phoneCountries,
  phoneCountryCodes,
  phoneCountryFor,
  phoneCountryOf,
  phoneDigits,
  phoneMasks,
  phoneSpecMasks,
  readPhone,
  type PhoneCountry,
} from './phone.ts';

/*
 * How a phone field reads what is typed and shows what is stored (sdk/ui/form/phone-field.tsx,
 * the settings' current phone): kept apart from the rules of sdk/forms/phone.ts so that code
 * checking phones (the basket's first paint, the server) does not carry them.
 */

/**
 * What a phone field takes of `text` typed or pasted (`before` is what it held before that
 * place). Past the start of a number only its digits. At the start, a whole number (two digits
 * or more: a paste, an autofill) is read by readPhone and taken with its + and full code, so the
 * mask shows it as read (phoneFieldMask refuses it when the reading does). One character typed
 * at the start: Russia's trunk 8 becomes the 7 it stands for (with no country chosen, or Russia
 * or Kazakhstan, whose code is 7); with a country chosen by hand the number is typed without
 * its code, which is put in front (a Tajik 90… or a Belarusian 33… is not read as the code)
 * unless the character begins it (the 7 of Russia); a code typed in full anyway is dropped
 * once complete (phoneCodeUndoubled).
 */
export function phoneTextTyped(text: string, before: string, chosen?: PhoneCountry, allowed: readonly PhoneCountry[] = phoneCountries): string {
  const digits = phoneDigits(text);
  if (phoneDigits(before) !== '' || before.includes('+')) return digits;
  if (digits.length > 1) return `+${readPhone(text, chosen, allowed).digits}`;
  const plus = /^[^\d+]*\+/.test(text) ? '+' : '';
  if (plus !== '' || digits === '') return `${plus}${digits}`;
  const code = chosen === undefined ? undefined : phoneCountryCodes[chosen];
  if ((code === undefined || code === phoneCountryCodes.RU) && digits === RUSSIAN_TRUNK_PREFIX) return phoneCountryCodes.RU;
  if (code === undefined || (code.length === 1 && code === digits)) return digits;
  // With its + the text reads the same when taken again (react-imask's dynamic mask prepares twice).
  return `+${code}${digits}`;
}

/**
 * The digits after a country chosen by hand whose code was then typed in full (Беларусь, then
 * 3, 7, 5: the field put 375 before the 3 and holds 375375): the code once. No Belarusian or
 * Tajik national number starts with its own country code (spec-map: phone decisions).
 */
export function phoneCodeUndoubled(digits: string, chosen: PhoneCountry | undefined): string {
  if (chosen === undefined) return digits;
  const code = phoneCountryCodes[chosen];
  return code.length > 1 && digits.startsWith(`${code}${code}`) ? digits.slice(code.length) : digits;
}

/**
 * The mask a phone field uses for `raw`, what it has taken so far (phoneTextTyped's output):
 * 'other' — the digits as written after a + — when the number cannot be of an allowed country
 * (`refused`: its reading at the start said so; or a + before a code of none of them, +44…),
 * so it shows as written with its message and is never turned into another number. After a +
 * the number names its country (the chosen one while it fits); without one, the chosen country
 * or the country its digits name (phoneFieldCountry).
 */
export function phoneFieldMask(raw: string, chosen: PhoneCountry | undefined, allowed: readonly PhoneCountry[] = phoneCountries, refused = false): PhoneCountry | 'other' {
  if (refused) return 'other';
  const digits = phoneDigits(raw);
  if (!raw.trimStart().startsWith('+') || digits === '') return phoneFieldCountry(digits, chosen, allowed);
  const begins = (country: PhoneCountry) => digits.startsWith(phoneCountryCodes[country]) || phoneCountryCodes[country].startsWith(digits);
  if (chosen !== undefined && allowed.includes(chosen) && begins(chosen)) return chosen;
  return phoneCountryOf(digits, allowed) ?? allowed.find(begins) ?? 'other';
}

/** The mask of a number that cannot be of an allowed country: a + and the digits as written (E.164: 15 at most). */
export const phoneOtherMask = '+000000000000000';

/**
 * The country a phone field shows: the one chosen by hand while there is one, otherwise the
 * one its digits name among `allowed` (the first allowed while they name none).
 */
export function phoneFieldCountry(digits: string, chosen: PhoneCountry | undefined, allowed: readonly PhoneCountry[] = phoneCountries): PhoneCountry {
  if (chosen !== undefined && allowed.includes(chosen)) return chosen;
  return phoneCountryFor(digits, allowed);
}

/**
 * Stored digits ('79123456789') as the mask of `country` shows them ('+7 (912) 345-67-89'):
 * a 9 of the spec's mask takes a digit, a fixed digit (the country code) takes its own, and
 * the other characters show while digits follow. What the field shows for a stored phone.
 */
export function formatPhone(digits: string, country: PhoneCountry): string {
  const rest = [...phoneDigits(digits)];
  let shown = '';
  for (const char of phoneSpecMasks[country]) {
    if (rest.length === 0) break;
    if (/\d/.test(char)) {
      const next = rest.shift() ?? '';
      // TJ's spec mask writes its code as 999: the digits stand there as typed.
      shown += char === '9' ? next : char;
    } else shown += char;
  }
  return shown;
}

/** What an empty field of `country` shows: its mask with the code and blanks ('+375 __ ___-__-__'). */
export function phonePlaceholder(country: PhoneCountry): string {
  return phoneMasks[country].replace(/[{}]/g, '').replace(/0/g, '_');
}

/** A stored phone as people read it, in the mask of the country its digits name ('+375 29 123-45-67'). */
export function formatStoredPhone(digits: string | null | undefined): string {
  const clean = phoneDigits(digits ?? '');
  return clean === '' ? '' : formatPhone(clean, phoneCountryFor(clean));
}
