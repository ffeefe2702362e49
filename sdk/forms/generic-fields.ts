import { formMessage, type FormMessage } from './form-message.ts';

/**
 * The generic field messages of both specs (purchase.md §8, account.md §5). Each validator
 * answers null when the value is fine.
 */

/** A required text: 'Заполните поле' when empty or blank. */
export function validateRequired(value: string | null | undefined): FormMessage | null {
  return (value ?? '').trim() === '' ? formMessage('fillField') : null;
}

function numberOf(value: string | number): number {
  return typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.'));
}

/** A positive number: 'Значение должно быть больше 0'. */
export function validatePositive(value: string | number): FormMessage | null {
  const number = numberOf(value);
  return Number.isFinite(number) && number > 0 ? null : formMessage('valuePositive');
}

/** A whole number: 'Значение должно быть целым числом'. */
export function validateInteger(value: string | number): FormMessage | null {
  return Number.isInteger(numberOf(value)) ? null : formMessage('valueInteger');
}

/** A Russian postal index, six digits: 'Введите корректный Индекс'. */
export function validatePostalIndex(value: string): FormMessage | null {
  return /^\d{6}$/.test(value.trim()) ? null : formMessage('postalIndexIncorrect');
}

/** The message when the post office knows no address for a well-formed index: 'Попробуйте другой индекс'. */
export function postalIndexNotFound(): FormMessage {
  return formMessage('postalIndexNotFound');
}

/** A time of day HH:mm, 00:00 to 23:59: 'Введите корректное время'. */
export function validateTime(value: string): FormMessage | null {
  return /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value.trim()) ? null : formMessage('timeIncorrect');
}
