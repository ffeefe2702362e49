import { phoneDigits } from '../../../sdk/forms/phone.ts';

/**
 * A stored phone (digits, `79991234567`) as the RU mask shows it, `+7 (999) 123-45-67`, so a
 * masked field starts filled; anything that is not a Russian number starts empty.
 */
export function contactPhoneText(phone: string | null | undefined): string {
  const digits = phoneDigits(phone ?? '');
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match === null ? '' : `+7 (${match[1] ?? ''}) ${match[2] ?? ''}-${match[3] ?? ''}-${match[4] ?? ''}`;
}
