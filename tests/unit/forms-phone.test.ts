import { IMask } from 'react-imask';
import { describe, expect, it } from 'vitest';
import {
  detectPhoneCountry,
  formatPhone,
  formatStoredPhone,
  phoneCountryFor,
  phoneFieldCountry,
  phonePlaceholder,
  phoneTextTyped,
  phoneDigits,
  phoneMasks,
  phoneSpecMasks,
  phoneStatus,
  type PhoneCountry,
} from '../../sdk/forms/index.ts';

// purchase.md §5, account.md §9: RU +7 (999) 999-99-99, KZ +7 (799) 999-99-99,
// BY +375 99 999-99-99, TJ +999 9999 9-99-99; detection by prefix 992, 375, 79, 77.

describe('phone: country detection by prefix', () => {
  it.each([
    ['+992 9012 3-45-67', 'TJ'],
    ['375291234567', 'BY'],
    ['+7 (912) 345-67-89', 'RU'],
    ['+7 (701) 234-56-78', 'KZ'],
    ['+7 (495) 123-45-67', undefined],
    ['', undefined],
  ] as const)("'%s' is detected as %s", (value, country) => {
    expect(detectPhoneCountry(value)).toBe(country);
  });

  it('an undetected number is shown with the first allowed mask (RU)', () => {
    expect(phoneCountryFor('7495')).toBe('RU');
    expect(phoneCountryFor('375', ['RU', 'TJ', 'BY'])).toBe('BY');
    expect(phoneCountryFor('77', ['RU', 'TJ', 'BY'])).toBe('RU');
  });

  it('digits are kept without the plus and the mask characters', () => {
    expect(phoneDigits('+7 (912) 345-67-89')).toBe('79123456789');
  });
});

describe('phone: full and partial numbers of each country', () => {
  it.each([
    ['RU', '+7 (912) 345-67-89', 'complete'],
    ['RU', '+7 (912) 345-67-8', 'incomplete'],
    ['RU', '+7 (912) 345-67-890', 'incomplete'],
    ['KZ', '+7 (701) 234-56-78', 'complete'],
    ['KZ', '+7 (701) 234-56-7', 'incomplete'],
    ['BY', '+375 29 123-45-67', 'complete'],
    ['BY', '+375 29 123-45-6', 'incomplete'],
    ['TJ', '+992 9012 3-45-67', 'complete'],
    ['TJ', '+992 9012 3-45-6', 'incomplete'],
    ['none', '', 'empty'],
    ['none', '+', 'empty'],
  ])("phone %s '%s' is %s", (_country, value, status) => {
    expect(phoneStatus(value)).toBe(status);
  });

  it('a country the form does not allow is refused even when full (KZ in the RU/TJ/BY emergency contact)', () => {
    expect(phoneStatus('+7 (701) 234-56-78', ['RU', 'TJ', 'BY'])).toBe('notAllowed');
    expect(phoneStatus('+992 9012 3-45-67', ['RU'])).toBe('notAllowed');
    expect(phoneStatus('+7 (912) 345-67-89', ['RU'])).toBe('complete');
  });
});

describe('phone: the react-imask masks are the spec masks', () => {
  const samples: Record<PhoneCountry, string> = {
    RU: '79123456789',
    KZ: '77012345678',
    BY: '375291234567',
    TJ: '992901234567',
  };
  const expected: Record<PhoneCountry, string> = {
    RU: '+7 (912) 345-67-89',
    KZ: '+7 (701) 234-56-78',
    BY: '+375 29 123-45-67',
    TJ: '+992 9012 3-45-67',
  };

  it.each(Object.keys(samples) as PhoneCountry[])('%s: digits typed into the mask read as the spec writes them, and back', (country) => {
    const mask = IMask.createMask({ mask: phoneMasks[country] });
    mask.resolve(samples[country]);
    expect(mask.value).toBe(expected[country]);
    expect(mask.isComplete).toBe(true);
    expect(mask.unmaskedValue).toBe(samples[country]);
    expect(mask.value.replace(/\d/g, '9')).toBe(phoneSpecMasks[country].replace(/\d/g, '9'));
    expect(phoneStatus(mask.value)).toBe('complete');
  });

  it('an RU mask with one digit missing is not complete, and neither is the validator', () => {
    const mask = IMask.createMask({ mask: phoneMasks.RU });
    mask.resolve('7912345678');
    expect(mask.isComplete).toBe(false);
    expect(phoneStatus(mask.value)).toBe('incomplete');
  });
});

describe('phone: what a field shows and keeps', () => {
  it.each([
    ['79123456789', 'RU', '+7 (912) 345-67-89'],
    ['7912', 'RU', '+7 (912'],
    ['77012345678', 'KZ', '+7 (701) 234-56-78'],
    ['375291234567', 'BY', '+375 29 123-45-67'],
    ['3752912', 'BY', '+375 29 12'],
    ['992901234567', 'TJ', '+992 9012 3-45-67'],
    ['', 'RU', ''],
  ] as const)('stored %s shows in the %s mask as %s', (digits, country, shown) => {
    expect(formatPhone(digits, country)).toBe(shown);
  });

  it.each([
    ['375291234567', '+375 29 123-45-67'],
    ['992901234567', '+992 9012 3-45-67'],
    ['77012345678', '+7 (701) 234-56-78'],
    [null, ''],
  ] as const)('a stored phone %s reads as %s in the mask of its own country', (digits, shown) => {
    expect(formatStoredPhone(digits)).toBe(shown);
  });

  it.each([
    ['RU', '+7 (___) ___-__-__'],
    ['KZ', '+7 (7__) ___-__-__'],
    ['BY', '+375 __ ___-__-__'],
    ['TJ', '+992 ____ _-__-__'],
  ] as const)('an empty %s field shows %s', (country, placeholder) => {
    expect(phonePlaceholder(country)).toBe(placeholder);
  });

  it.each([
    ['8', '', undefined, '7'],
    ['8 999 123-45-67', '', undefined, '+79991234567'],
    ['8', '+7 (9', undefined, '8'],
    ['9', '', undefined, '9'],
    ['+375 29', '', undefined, '+37529'],
    ['8', '', 'KZ', '7'],
    ['8', '', 'BY', '+3758'],
    ['9', '', 'TJ', '+9929'],
    ['3', '', 'BY', '+3753'],
    ['375291234567', '', 'BY', '+375291234567'],
    ['+992 90', '', 'TJ', '+99290'],
    ['9', '+992 9', 'TJ', '9'],
    ['9', '', 'RU', '+79'],
    ['7', '', 'KZ', '7'],
  ] as const)("'%s' typed at the start of '%s' (country chosen: %s) is taken as '%s'", (text, before, chosen, taken) => {
    expect(phoneTextTyped(text, before, chosen)).toBe(taken);
  });

  it('the country shown: one chosen by hand is kept; otherwise the digits decide among those allowed', () => {
    expect(phoneFieldCountry('79123456789', 'BY')).toBe('BY');
    expect(phoneFieldCountry('375291234567', undefined)).toBe('BY');
    expect(phoneFieldCountry('77012345678', undefined, ['RU', 'TJ', 'BY'])).toBe('RU');
    expect(phoneFieldCountry('', 'KZ', ['RU', 'TJ', 'BY'])).toBe('RU');
  });
});
