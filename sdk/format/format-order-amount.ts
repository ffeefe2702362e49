/**
 * An order's amount (account.md §9): `1 500 Руб.` (`1,500 RUB`), kopecks shown only when there
 * are some. A module of its own: it carries the word in both languages, which the widgets'
 * prices (sdk/format/format-roubles.ts) do not need.
 */
import type { Language } from '../config/racekit-config.ts';
import { common as enCommon } from '../i18n/en/common.ts';
import { common as ruCommon } from '../i18n/ru/common.ts';
import { NBSP, orderAmountDigits } from './format-roubles.ts';

export function formatOrderAmount(amount: number, lang: Language = 'ru'): string {
  if (!Number.isFinite(amount)) return '';
  const unit = lang === 'ru' ? ruCommon.roublesShort : enCommon.roublesShort;
  return `${orderAmountDigits(amount, lang)}${NBSP}${unit}`;
}
