/**
 * An order's amount (account.md §9): `1 500 Руб.` (`1,500 RUB`), kopecks shown only when there
 * are some. A module of its own: it carries the word in both languages, which the widgets'
 * prices (sdk/format/format-roubles.ts) do not need.
 */
import type { Language } from '../config/racekit-config.ts';
import { common as enCommon } from '../i18n/en/common.ts';
import { common as ruCommon } from '../i18n/ru/common.ts';
import { NBSP, roubleDigits } from './format-roubles.ts';
import { roundMoney } from './round-money.ts';

export function formatOrderAmount(amount: number, lang: Language = 'ru'): string {
  if (!Number.isFinite(amount)) return '';
  const rounded = roundMoney(amount);
  const unit = lang === 'ru' ? ruCommon.roublesShort : enCommon.roublesShort;
  return `${roubleDigits(rounded, Number.isInteger(rounded) ? 0 : 2, lang)}${NBSP}${unit}`;
}
