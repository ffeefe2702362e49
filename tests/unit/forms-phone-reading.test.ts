/**
 * Phones as people write and paste them (issue 29 items 3–4, issue 31 item 6): a label, spaces,
 * a tab, the trunk 8, the full number after a country chosen, a number of no offered country,
 * and other countries' codes inside a Russian number. The widget's field feeds these rules:
 * tests/widgets/form-kit.test.tsx; the real clipboard: tests/e2e/purchase-phone-paste.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  cleanPhone,
  detectPhoneCountry,
  formMessage,
  phoneCodeUndoubled,
  phoneCountryOf,
  phoneFieldMask,
  phoneStatus,
  phoneTextTyped,
  readPhone,
  type PhoneCountry,
} from '../../sdk/forms/index.ts';

describe('phone: detection by the prefix at the start only', () => {
  // A prefix matched anywhere in the number would make the first Belarusian, the second Tajik
  // and the third Kazakh, and refuse all three valid Russian numbers.
  it.each([
    ['+7 (912) 375-12-34', '79123751234'],
    ['+7 (999) 212-34-56', '79992123456'],
    ['+7 (495) 177-12-34', '74951771234'],
  ])('%s stays a Russian number though another code stands inside it', (written, digits) => {
    expect(detectPhoneCountry(written)).toBe(digits.startsWith('79') ? 'RU' : undefined);
    expect(phoneCountryOf(digits)).toBe('RU');
    expect(phoneStatus(written)).toBe('complete');
    expect(phoneStatus(written, ['RU'])).toBe('complete');
    expect(readPhone(written)).toEqual({ digits, country: 'RU' });
    expect(cleanPhone(written)).toEqual({ ok: true, value: digits });
    expect(cleanPhone(written, ['RU', 'TJ', 'BY'])).toEqual({ ok: true, value: digits });
    expect(phoneFieldMask(written, undefined)).toBe('RU');
    expect(phoneFieldMask(digits, undefined)).toBe('RU');
  });
});

describe('phone: a whole number as written or pasted, with no country chosen', () => {
  it.each([
    [' 79161234567', '79161234567', 'RU'],
    [' 8 916 123-45-67', '79161234567', 'RU'],
    ['\t+7 916 123 45 67', '79161234567', 'RU'],
    ['тел. +7 916 123-45-67', '79161234567', 'RU'],
    ['Тел.: 8 (916) 123-45-67', '79161234567', 'RU'],
    ['9161234567', '79161234567', 'RU'],
    [' 375291234567', '375291234567', 'BY'],
    [' +992 90 123 4567 ', '992901234567', 'TJ'],
    ['+7 701 123 45 67', '77011234567', 'KZ'],
    ['+44 20 7946 0958', '442079460958', undefined],
    ['+1 212 555 0100', '12125550100', undefined],
    ['+7 916 123 45 67 89', '7916123456789', undefined],
    ['', '', 'RU'],
  ] as const)('%j reads as %s (%s)', (written, digits, country) => {
    expect(readPhone(written)).toEqual({ digits, country });
  });

  it('a Kazakh number where Kazakhstan is not offered reads in the Russian mask and is refused by the form', () => {
    expect(readPhone('+7 701 123 45 67', undefined, ['RU', 'TJ', 'BY'])).toEqual({ digits: '77011234567', country: 'RU' });
    expect(phoneStatus('77011234567', ['RU', 'TJ', 'BY'])).toBe('notAllowed');
  });
});

describe('phone: a country chosen, then the number written', () => {
  it.each([
    ['BY', '375291234567', '375291234567', 'BY'],
    ['BY', '291234567', '375291234567', 'BY'],
    ['BY', '+375 29 123-45-67', '375291234567', 'BY'],
    ['BY', '8 029 123-45-67', '375291234567', 'BY'],
    ['TJ', '992901234567', '992901234567', 'TJ'],
    ['TJ', '90 123 4567', '992901234567', 'TJ'],
    ['KZ', '7011234567', '77011234567', 'KZ'],
    ['KZ', '77011234567', '77011234567', 'KZ'],
    ['KZ', '8 701 123 45 67', '77011234567', 'KZ'],
    ['RU', '9161234567', '79161234567', 'RU'],
    ['RU', '79161234567', '79161234567', 'RU'],
    ['RU', '8 916 123-45-67', '79161234567', 'RU'],
    // Its own + names the number's country: the same number, of that country.
    ['BY', '+7 916 123-45-67', '79161234567', 'RU'],
    // No number of the chosen country: refused, never read as another number.
    ['BY', '79161234567', '37579161234567', undefined],
    ['TJ', '375291234567', '992375291234567', undefined],
    ['RU', '+44 20 7946 0958', '442079460958', undefined],
    ['BY', '+44 20 7946 0958', '442079460958', undefined],
  ] as const)('%s chosen, %j reads as %s (%s)', (chosen, written, digits, country) => {
    expect(readPhone(written, chosen)).toEqual({ digits, country });
  });
});

describe('phone: what the field takes at each insertion, and its mask', () => {
  it.each([
    [' 79161234567', undefined, '+79161234567'],
    ['тел. +7 916 123-45-67', undefined, '+79161234567'],
    ['375291234567', 'BY', '+375291234567'],
    ['992901234567', 'TJ', '+992901234567'],
    [' ', undefined, ''],
    ['\t', 'BY', ''],
    ['+', 'BY', '+'],
  ] as const)('%j at the start (chosen: %s) is taken as %s', (text, chosen, taken) => {
    expect(phoneTextTyped(text, '', chosen)).toBe(taken);
  });

  it('what it takes reads the same when taken again (react-imask prepares twice)', () => {
    for (const [text, chosen] of [['9', 'RU'], ['3', 'BY'], ['9', 'TJ'], ['8', 'KZ'], [' 8 916 123-45-67', undefined], ['79161234567', 'BY']] as const) {
      const once = phoneTextTyped(text, '', chosen);
      expect(phoneTextTyped(once, '', chosen)).toBe(once);
    }
  });

  it('past the start of a number only digits are taken', () => {
    expect(phoneTextTyped(' 12-3', '+7 (9', 'RU')).toBe('123');
    expect(phoneTextTyped('+', '+7 (9', undefined)).toBe('');
  });

  it.each([
    ['375375', 'BY', '375'],
    ['3753752912', 'BY', '3752912'],
    ['992992', 'TJ', '992'],
    ['375291234567', 'BY', '375291234567'],
    ['77', 'KZ', '77'],
    ['375375', undefined, '375375'],
  ] as const)('the code typed in full after the country was chosen: %s (%s) keeps %s', (digits, chosen, kept) => {
    expect(phoneCodeUndoubled(digits, chosen)).toBe(kept);
  });

  it.each([
    ['+4', undefined, false, 'other'],
    ['+44', 'RU', false, 'other'],
    ['+3', undefined, false, 'BY'],
    ['+99', undefined, false, 'TJ'],
    ['+375', 'RU', false, 'BY'],
    ['+7', 'BY', false, 'RU'],
    ['+3753', 'BY', false, 'BY'],
    ['9', undefined, false, 'RU'],
    ['3', 'BY', false, 'BY'],
    ['+37579161234567', 'BY', true, 'other'],
    ['+7916', 'KZ', false, 'KZ'],
  ] as const)('%s (chosen: %s, refused at the start: %s) shows in the mask %s', (raw, chosen, refused, mask) => {
    expect(phoneFieldMask(raw, chosen as PhoneCountry | undefined, undefined, refused)).toBe(mask);
  });
});

describe('phone: the server reads what people write (cleanPhone)', () => {
  it.each([
    [' 8 916 123-45-67', '79161234567'],
    ['тел. +7 916 123-45-67', '79161234567'],
    [' +992 90 123 4567 ', '992901234567'],
  ])('%j is kept as %s', (written, digits) => {
    expect(cleanPhone(written)).toEqual({ ok: true, value: digits });
  });

  it.each(['+44 20 7946 0958', '+7 916 123 45 67 89', '+375 29 123-45', ''])('%j is refused', (written) => {
    expect(cleanPhone(written)).toEqual({ ok: false, error: formMessage('phoneIncorrect') });
  });
});
