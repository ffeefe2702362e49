/**
 * The server's checks of account input, with the client's own rules and texts (sdk/forms,
 * sdk/i18n/ru/forms.ts): a request the site would refuse is refused here too, with the same
 * message and the field it belongs to.
 */
import { isValidEmail, normalizeEmail } from '../../sdk/forms/email.ts';
import { phoneDigits, phoneStatus, type PhoneCountry } from '../../sdk/forms/phone.ts';
import { badRequest } from '../http/http-error.ts';
import type { Said } from '../http/server-text.ts';

/** The stored form of an e-mail (trimmed, lowercased); 400 naming `field` when invalid. */
export function cleanEmail(raw: string, field = 'email', message: Said = 'forms.emailInvalid'): string {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email) || email.length > 254) throw badRequest(message, { field });
  return email;
}

/** The stored form of a phone (digits only, full mask of its country); 400 naming `field` otherwise. */
export function cleanPhone(
  raw: string,
  field = 'phone',
  allowed?: readonly PhoneCountry[],
  message: Said = 'forms.phoneIncorrect',
): string {
  if (phoneStatus(raw, allowed) !== 'complete') throw badRequest(message, { field });
  return phoneDigits(raw);
}

/** An SMS code is exactly four digits (account.md §5). */
export function checkSmsCode(code: string, field: string): string {
  const trimmed = code.trim();
  if (!/^\d{4}$/.test(trimmed)) throw badRequest('forms.smsCode', { field });
  return trimmed;
}

// scrypt's cost does not grow with the length, but nobody needs a longer one.
const PASSWORD_MAX_LENGTH = 200;

/**
 * A new password. `strict` (registration, recovery, completing a guest account): at least 4
 * characters, an uppercase letter and a digit (account.md §5 registration). Otherwise (change
 * of password in settings) only the 4-character minimum the spec gives for it.
 */
export function checkNewPassword(password: string, field: string, strict: boolean): void {
  const length = [...password].length;
  if (password.trim() === '') throw badRequest('forms.passwordEnterCorrect', { field });
  if (length < 4) throw badRequest('forms.passwordMinLength', { field });
  if (length > PASSWORD_MAX_LENGTH) throw badRequest('forms.passwordEnterCorrect', { field });
  if (!strict) return;
  if (!/\p{Lu}/u.test(password)) throw badRequest('forms.passwordUppercase', { field });
  if (!/\d/.test(password)) throw badRequest('forms.passwordDigit', { field });
}

/** A birth date as YYYY-MM-DD: a real calendar date, not in the future, not before 1900. */
export function checkBirthDate(value: string, today: Date): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = match === null ? undefined : new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const valid =
    match !== null &&
    date !== undefined &&
    date.toISOString().slice(0, 10) === value.trim() &&
    date.getTime() <= today.getTime() &&
    date.getUTCFullYear() >= 1900;
  if (!valid) throw badRequest('forms.profileDateFormat', { field: 'birth_date' });
  return value.trim();
}

// Mistyped domains of the big Russian and world providers, and reserved names that never
// receive mail (RFC 2606 / 6761). `example.com` stays allowed: tests and demos use it.
const unrealDomains = new Set([
  'gmial.com', 'gmai.com', 'gmail.co', 'gmail.ru', 'gamil.com', 'gnail.com',
  'yandex.ri', 'yandex.r', 'yandes.ru', 'yadex.ru', 'mail.ri', 'mali.ru', 'maill.ru',
  'inbox.ri', 'list.ri', 'bk.ri', 'rambler.ri', 'ramble.ru', 'hotmial.com', 'outlok.com',
]);
const unrealTlds = new Set(['invalid', 'test', 'localhost', 'local', 'example']);

/**
 * The "reality check" of POST /api/user/real/email: the pattern, then no known typo of a
 * mail provider and no reserved top-level domain. (No DNS lookup: the server must answer
 * the same offline, and a check on every blur must stay fast.)
 */
export function looksDeliverable(raw: string): boolean {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) return false;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return !unrealDomains.has(domain) && !unrealTlds.has(tld);
}
