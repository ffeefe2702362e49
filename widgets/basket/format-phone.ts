import { phoneSpecMasks, type PhoneCountry } from '../../sdk/forms/phone.ts';

/**
 * Stored phone digits ('79123456789') as the mask of `country` shows them
 * ('+7 (912) 345-67-89'), so a form reopened on another tab shows what was typed. Written
 * against the spec's masks (sdk/forms): `9` takes a digit, a digit in the mask is the country
 * code and takes its own digit, anything else is shown while digits follow.
 */
export function formatPhone(digits: string, country: PhoneCountry): string {
  const rest = [...digits.replace(/\D/g, '')];
  let shown = '';
  for (const char of phoneSpecMasks[country]) {
    if (rest.length === 0) break;
    if (/\d/.test(char)) {
      const next = rest.shift() ?? '';
      shown += char === '9' ? next : char;
    } else shown += char;
  }
  return shown;
}
