/**
 * Money in roubles (purchase.md §9, account.md §9): whole roubles with '₽' on cards and in
 * the basket ('Руб.' in the order list: sdk/format/format-order-amount.ts). Digits are grouped by a no-break space (U+00A0) in
 * Russian — the space before the sign is one too, so '1 500 ₽' never wraps — and by a comma
 * in English. A negative amount (a discount) carries a true minus sign (U+2212).
 * A value that is not a finite number gives ''.
 */
import type { Language } from '../config/racekit-config.ts';
import { roundMoney } from './round-money.ts';

export const NBSP = '\u00a0';
const MINUS = '\u2212';

/** The digits of `amount`: grouped by language, kopecks after the decimal mark when asked, a true minus. */
export function roubleDigits(amount: number, fractionDigits: 0 | 2, lang: Language): string {
  const [whole = '0', fraction] = Math.abs(amount).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'ru' ? NBSP : ',');
  const sign = amount < 0 ? MINUS : '';
  return fraction === undefined ? sign + grouped : `${sign}${grouped}${lang === 'ru' ? ',' : '.'}${fraction}`;
}

/** `1 500 ₽`: whole roubles (rounded), as on item cards and prices. */
export function formatRoubles(amount: number, lang: Language = 'ru'): string {
  if (!Number.isFinite(amount)) return '';
  const whole = Math.sign(amount) * Math.round(Math.abs(amount));
  return `${roubleDigits(whole === 0 ? 0 : whole, 0, lang)}${NBSP}₽`;
}

/**
 * `11 329,50 ₽`: an amount as priced (rounded once, to kopecks), kopecks shown only when there
 * are some — the basket's totals, so the figures shown add up to the total shown.
 */
export function formatExactRoubles(amount: number, lang: Language = 'ru'): string {
  if (!Number.isFinite(amount)) return '';
  const rounded = roundMoney(amount);
  return `${roubleDigits(rounded === 0 ? 0 : rounded, Number.isInteger(rounded) ? 0 : 2, lang)}${NBSP}₽`;
}

/**
 * An order's amount as digits, rounded once to kopecks, kopecks shown only when there are some
 * (`1 500`, `1 500,50`); the word after it is the caller's (sdk/format/format-order-amount.ts,
 * or a widget's own text, which keeps both languages' words out of its chunks).
 */
export function orderAmountDigits(amount: number, lang: Language = 'ru'): string {
  if (!Number.isFinite(amount)) return '';
  const rounded = roundMoney(amount);
  return roubleDigits(rounded, Number.isInteger(rounded) ? 0 : 2, lang);
}
