import { isValidEmail, normalizeEmail, validateEmail } from './email.ts';
import { formCheck, formMessage, formRefusal, formValue, type FieldErrors, type FormCheck, type FormMessage, type FormValue } from './form-message.ts';

/** Password minimum length (account.md §9). */
export const PASSWORD_MIN_LENGTH = 4;
/** The longest password taken: scrypt's cost does not grow with it, but nobody needs more. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * A new password (account.md §5): blank or longer than 200 characters 'Введите корректный
 * пароль', under 4 characters 'Пароль должен состоять минимум из 4 символов'; `strict`
 * (registration, recovery, completing a guest account) also asks for an uppercase letter and a
 * digit, in that order. The change of password in settings is not strict (§5 gives it only the
 * minimum).
 */
export function validateNewPassword(password: string, options: { strict: boolean }): FormMessage | null {
  const length = [...password].length;
  if (password.trim() === '' || length > PASSWORD_MAX_LENGTH) return formMessage('passwordEnterCorrect');
  if (length < PASSWORD_MIN_LENGTH) return formMessage('passwordMinLength');
  if (!options.strict) return null;
  if (!/\p{Lu}/u.test(password)) return formMessage('passwordUppercase');
  if (!/\d/.test(password)) return formMessage('passwordDigit');
  return null;
}

/**
 * A registration password as the field shows it (account.md §5): empty shows nothing; otherwise
 * the strict rules of {@link validateNewPassword}.
 */
export function validateRegistrationPassword(password: string): FormMessage | null {
  return password === '' ? null : validateNewPassword(password, { strict: true });
}

export interface RegistrationInput {
  readonly email: string;
  readonly password: string;
  readonly consent: boolean;
  readonly mailing?: boolean;
}

/**
 * Registration: a valid e-mail, a non-empty password meeting the rules, and the consent;
 * mailing is optional. Messages follow the field rules (an empty e-mail or password shows
 * none), while `valid` also needs both filled.
 */
export function validateRegistration(input: RegistrationInput): FormCheck<'email' | 'password' | 'consent'> {
  const errors: FieldErrors<'email' | 'password' | 'consent'> = {};
  const email = validateEmail(input.email);
  if (email !== null) errors.email = email;
  const password = validateRegistrationPassword(input.password);
  if (password !== null) errors.password = password;
  if (!input.consent) errors.consent = formMessage('consentRequired');
  const check = formCheck(errors);
  return { ...check, valid: check.valid && isValidEmail(input.email) && input.password !== '' };
}

/**
 * Sign-in by e-mail (account.md §5): a valid e-mail and a non-empty password; otherwise the
 * first invalid field is focused and marked, without a message.
 */
export function loginInvalidField(input: { email: string; password: string }): 'email' | 'password' | null {
  if (!isValidEmail(input.email)) return 'email';
  if (input.password === '') return 'password';
  return null;
}

const smsCodePattern = /^\d{4}$/;

/** The SMS code: empty clears the error; otherwise exactly four digits ('Код должен состоять из 4 цифр'). */
export function validateSmsCode(code: string): FormMessage | null {
  const value = code.trim();
  return value === '' || smsCodePattern.test(value) ? null : formMessage('smsCode');
}

/** How long a code (SMS) or link (mail) waits before it may be sent again to the same address: the server's limit too. */
export const CODE_RESEND_MS = 60_000;

/**
 * Whole seconds left before a code sent at `sentAt` (ms) may be asked again at `now` (ms): the
 * resend button's countdown (issue 29 item 16); 0 once it may.
 */
export function resendWaitSeconds(sentAt: number, now: number): number {
  return Math.max(0, Math.ceil((sentAt + CODE_RESEND_MS - now) / 1000));
}

/** When a code must have been sent for the server's `retry_after` (seconds) of a refused resend at `now`. */
export const sentAtFromRetryAfter = (retryAfterSeconds: number, now: number): number => now - CODE_RESEND_MS + retryAfterSeconds * 1000;

/** The SMS code as it is checked: four digits, trimmed; otherwise, empty included, 'Код должен состоять из 4 цифр'. */
export function cleanSmsCode(code: string): FormValue<string> {
  const value = code.trim();
  return smsCodePattern.test(value) ? formValue(value) : formRefusal(formMessage('smsCode'));
}

/** Change of password (account.md §5): both required ('Введите корректный пароль'); the new one 4+ characters. */
export function validateChangePassword(input: { oldPassword: string; newPassword: string }): FormCheck<'oldPassword' | 'newPassword'> {
  const errors: FieldErrors<'oldPassword' | 'newPassword'> = {};
  if (input.oldPassword === '') errors.oldPassword = formMessage('passwordEnterCorrect');
  const newPassword = validateNewPassword(input.newPassword, { strict: false });
  if (newPassword !== null) errors.newPassword = newPassword;
  return formCheck(errors);
}

/** The status shown for 5 s after a successful change: 'Пароль успешно изменен!'. */
export function passwordChangedMessage(): FormMessage {
  return formMessage('passwordChanged');
}

/**
 * A new e-mail in the profile: valid ('Введите валидный email') and different from the current
 * one. The value sent is lowercased.
 */
export function validateEmailChange(newEmail: string, currentEmail: string | null | undefined): FormMessage | null {
  if (normalizeEmail(newEmail) === '') return formMessage('emailInvalid');
  const invalid = validateEmail(newEmail);
  if (invalid !== null) return invalid;
  return normalizeEmail(newEmail) === normalizeEmail(currentEmail ?? '') ? formMessage('emailSameAsCurrent') : null;
}

/** The message when the on-blur reality check of an address fails: 'Укажите действительный адрес'. */
export function emailNotRealMessage(): FormMessage {
  return formMessage('emailNotReal');
}
