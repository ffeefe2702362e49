/**
 * One guard for every cell racekit writes into a spreadsheet (CSV or XLSX exports: the partner
 * report, the console's start lists, promo-code batches). A cell whose text starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return could be read as a formula by Excel or LibreOffice (CSV
 * injection, OWASP): it is prefixed with a single quote, which the spreadsheet shows as text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** `value` as a spreadsheet must show it: as text, never as a formula. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV field (RFC 4180): made safe, then quoted when it holds a quote, a separator or a line break. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = safeCell(value);
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line of `cells`, ended with CRLF. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** The byte-order mark that makes Excel read a CSV file as UTF-8 (Cyrillic names). */
export const CSV_BOM = '\uFEFF';
