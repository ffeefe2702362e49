import { formatIsoDate, parseAnyDate } from './calendar-date.ts';
import { formMessage, type FormMessage } from './form-message.ts';

/**
 * DD.MM.YYYY (or an ISO date) → YYYY-MM-DD for the API; a text that is not a real date gives
 * 'Неверный формат даты' (purchase.md §5).
 */
export function toIsoDate(text: string): { ok: true; iso: string } | { ok: false; error: FormMessage } {
  const date = parseAnyDate(text);
  return date === undefined ? { ok: false, error: formMessage('dateFormatInvalid') } : { ok: true, iso: formatIsoDate(date) };
}
