import { formMessage, type FormMessage } from '../../sdk/forms/form-message.ts';

/**
 * A competition result's time: hours, minutes and seconds, `H:MM:SS` or `HH:MM:SS` (up to
 * 99 hours; minutes and seconds 00–59; not all zero), as POST /api/user/competition takes it.
 * sdk/forms' validateTime reads a time of day HH:mm, which is not a race time: this rule lives
 * here until sdk/forms has one.
 */
const pattern = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/;

/** The time as HH:MM:SS, or undefined when it is not a result time. */
export function parseResultTime(text: string): string | undefined {
  const match = pattern.exec(text.trim());
  if (match === null) return undefined;
  const [, hours = '', minutes = '', seconds = ''] = match;
  if (Number(hours) === 0 && Number(minutes) === 0 && Number(seconds) === 0) return undefined;
  return `${hours.padStart(2, '0')}:${minutes}:${seconds}`;
}

/** 'Введите корректное время' unless the text is a result time. */
export function validateResultTime(text: string): FormMessage | null {
  return parseResultTime(text) === undefined ? formMessage('timeIncorrect') : null;
}
