import { formMessage, type FormMessage } from './form-message.ts';

/**
 * The e-mail pattern of both specs (purchase.md §5, account.md §5): a local part, @, a domain,
 * and a top-level domain of 2 to 12 letters, case-insensitive.
 */
export const emailPattern = /^[a-z0-9._%+-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,12}$/i;

/** The value as stored and sent: trimmed and lowercased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether the value (after normalising) matches the pattern; empty is not valid. */
export function isValidEmail(value: string | null | undefined): boolean {
  return emailPattern.test(normalizeEmail(value ?? ''));
}

/** The e-mail field's message: 'Введите валидный email' when invalid; none when valid or empty. */
export function validateEmail(value: string | null | undefined): FormMessage | null {
  const email = normalizeEmail(value ?? '');
  if (email === '' || emailPattern.test(email)) return null;
  return formMessage('emailInvalid');
}
