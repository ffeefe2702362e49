/** How the console writes dates and sums: the visitor's language, the organiser's time zone of the browser. */
export function dateTime(iso: string | null | undefined, language: string): string {
  if (iso === null || iso === undefined || iso === '') return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A sum in roubles, as the site writes prices (whole roubles without kopecks). */
export function roubles(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '—';
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value);
}
