import { formMessage, type FormMessage } from './form-message.ts';

/**
 * A race time (a competition result, account.md §5 'Введите корректное время'): hours, minutes
 * and seconds, `H:MM:SS` or `HH:MM:SS`, up to 99 hours, minutes and seconds 00–59, not all zero.
 * Not a time of day: validateTime (HH:mm, up to 23:59) is that.
 */
const pattern = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/;

/** The race time's input mask in react-imask's syntax: HH:MM:SS. */
export const raceTimeMask = '00:00:00';

/** The race time as HH:MM:SS (hours padded), or undefined when the text is not one. */
export function parseRaceTime(text: string): string | undefined {
  const match = pattern.exec(text.trim());
  if (match === null) return undefined;
  const [, hours = '', minutes = '', seconds = ''] = match;
  if (Number(hours) === 0 && Number(minutes) === 0 && Number(seconds) === 0) return undefined;
  return `${hours.padStart(2, '0')}:${minutes}:${seconds}`;
}

/** 'Введите корректное время' unless the text is a race time (HH:MM:SS up to 99 h, not all zero). */
export function validateRaceTime(text: string): FormMessage | null {
  return parseRaceTime(text) === undefined ? formMessage('timeIncorrect') : null;
}
