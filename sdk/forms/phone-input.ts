import { phoneCountries, phoneCountryFor, phoneDigits, phoneMasks, phoneSpecMasks, type PhoneCountry } from './phone.ts';

/*
 * How a phone field reads what is typed and shows what is stored (sdk/ui/form/phone-field.tsx,
 * the settings' current phone): kept apart from the rules of sdk/forms/phone.ts so that code
 * checking phones (the basket's first paint, the server) does not carry them.
 */

/** The country code each mask starts with: the digits a stored phone of that country begins with. */
export const phoneCountryCodes: Readonly<Record<PhoneCountry, string>> = { RU: '7', KZ: '7', BY: '375', TJ: '992' };

/**
 * Russia's trunk prefix: a number typed from its first digit 8 (8 999 123-45-67) is a Russian
 * one, read as +7 (purchase.md §5: "a leading 8 before 9 is Russian"; no country of the masks
 * has a code starting with 8, so any leading 8 is taken that way).
 */
export const RUSSIAN_TRUNK_PREFIX = '8';

/**
 * What a phone field takes of `text` typed or pasted at the start of its number (`before` is
 * what it held; elsewhere the text stays as it is). A number with its own + stays. Russia's
 * trunk 8 becomes the 7 it stands for (with no country chosen, or Russia or Kazakhstan, whose
 * code is 7). With a country chosen by hand the number is typed without its code, which is put
 * in front (a Tajik 90… or a Belarusian 33… is not read as the code), unless the text already
 * starts with it (a pasted 375291234567).
 */
export function phoneTextTyped(text: string, before: string, chosen?: PhoneCountry): string {
  if (phoneDigits(before) !== '' || before.includes('+') || text.trimStart().startsWith('+')) return text;
  const code = chosen === undefined ? undefined : phoneCountryCodes[chosen];
  if ((code === undefined || code === phoneCountryCodes.RU) && text.trimStart().startsWith(RUSSIAN_TRUNK_PREFIX)) {
    return text.replace(RUSSIAN_TRUNK_PREFIX, phoneCountryCodes.RU);
  }
  if (code === undefined || phoneDigits(text) === '' || phoneDigits(text).startsWith(code)) return text;
  return `${code}${text}`;
}

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
