/**
 * Money (purchase.md §9, account.md §9): whole roubles with '₽' on cards, 'Руб.' in orders,
 * calculations rounded to 2 decimals, and insurance validity in whole days.
 * Digits are grouped by a no-break space (U+00A0), which also stands before the sign.
 */
import { describe, expect, it } from 'vitest';
import { formatExactRoubles, formatOrderAmount, formatRoubles, insuranceValidityDays, roundMoney } from '../../sdk/format/index.ts';

const NBSP = '\u00a0';
/** Writes the expected text with '_' where a no-break space must be. */
const nb = (text: string) => text.replaceAll('_', NBSP);

describe('formatRoubles: whole roubles with ₽', () => {
  it.each([
    [1500, '1_500_₽'],
    [200, '200_₽'],
    [0, '0_₽'],
    [999, '999_₽'],
    [1000, '1_000_₽'],
    [1234567, '1_234_567_₽'],
    [1499.5, '1_500_₽'],
    [1499.49, '1_499_₽'],
    [-300, '−300_₽'],
    [-0.4, '0_₽'],
  ])('%d → %s', (amount, expected) => {
    expect(formatRoubles(amount)).toBe(nb(expected));
  });

  it('never uses a breaking space, so a price does not wrap', () => {
    expect(formatRoubles(1500)).not.toContain(' ');
  });

  it('groups by comma in English', () => {
    expect(formatRoubles(1234567, 'en')).toBe(nb('1,234,567_₽'));
    expect(formatRoubles(200, 'en')).toBe(nb('200_₽'));
  });

  it('gives "" for a value that is not a number', () => {
    expect(formatRoubles(Number.NaN)).toBe('');
    expect(formatRoubles(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe("formatExactRoubles: the basket's totals, kopecks shown when there are some", () => {
  it.each([
    [12450, 'ru', '12_450_₽'],
    [11329.5, 'ru', '11_329,50_₽'],
    [-1120.5, 'ru', '−1_120,50_₽'],
    [4361.4, 'ru', '4_361,40_₽'],
    [1.005, 'ru', '1,01_₽'],
    [0.004, 'ru', '0_₽'],
    [11329.5, 'en', '11,329.50_₽'],
  ] as const)('%d (%s) → %s', (amount, lang, expected) => {
    expect(formatExactRoubles(amount, lang)).toBe(nb(expected));
  });

  it('gives "" for a value that is not a number', () => {
    expect(formatExactRoubles(Number.NaN)).toBe('');
  });
});

describe('formatOrderAmount: "Руб." in orders', () => {
  it.each([
    [1500, 'ru', '1_500_Руб.'],
    [1500.5, 'ru', '1_500,50_Руб.'],
    [99.999, 'ru', '100_Руб.'],
    [12000.1, 'ru', '12_000,10_Руб.'],
    [1500, 'en', '1,500_RUB'],
    [1500.5, 'en', '1,500.50_RUB'],
  ] as const)('%d (%s) → %s', (amount, lang, expected) => {
    expect(formatOrderAmount(amount, lang)).toBe(nb(expected));
  });
});

describe('roundMoney: 2 decimals for calculations', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [0.1 + 0.2, 0.3],
    [1500 * 0.85, 1275],
    [999.995, 1000],
    [2.675, 2.68],
    [-1.005, -1.01],
    [-0.001, 0],
    [1234.5678, 1234.57],
    [100, 100],
  ])('%d → %d', (amount, expected) => {
    expect(roundMoney(amount)).toBe(expected);
  });

  it('a percent discount of a price keeps kopecks exact', () => {
    expect(roundMoney(1990 * (1 - 15 / 100))).toBe(1691.5);
    expect(roundMoney(3 * 333.33)).toBe(999.99);
  });
});

describe('insuranceValidityDays: seconds / 86400 rounded down', () => {
  it.each([
    [86_400, 1],
    [86_399, 0],
    [31_536_000, 365],
    [2_591_999, 29],
    [0, 0],
    [-86_400, 0],
    [Number.NaN, 0],
  ])('%d s → %d days', (seconds, days) => {
    expect(insuranceValidityDays(seconds)).toBe(days);
  });
});
