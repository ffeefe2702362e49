/**
 * The one home of a spreadsheet-safe cell (issue 28, OWASP «CSV Injection»): every CSV or
 * XLSX export passes each cell through `safeCell`, so a cell that a spreadsheet would read as
 * a formula — starting with `=`, `+`, `-`, `@`, a tab or a carriage return — is shown as text.
 * The cell gets a leading apostrophe, which spreadsheets hide and read as "text follows".
 * A number is written as a number by the caller (String(1500)), never through here: a
 * negative figure would be defused into text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet will not evaluate. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV field (RFC 4180): a text cell made safe, quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : safeCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of fields, without its line break (CRLF between lines, RFC 4180). */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string => cells.map(csvField).join(',');
