/**
 * Internationalised e-mail addresses (issue 29 items 13, 19): a Cyrillic domain and local part
 * are valid and kept as typed (lowercased), never as punycode; the spec's rule (a top-level
 * domain of 2 to 12 letters) reads "letters" as letters of any script. The server keeps them
 * through the same cleanEmail: tests/server/accounts-idn-email.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { cleanEmail, emailLooksDeliverable, isValidEmail, normalizeEmail, validateBasketContacts, validateEmail } from '../../sdk/forms/index.ts';

describe('e-mail: internationalised addresses', () => {
  it.each([
    ['тест@почта.рф', true],
    ['Тест@Почта.РФ', true],
    ['ivan@почта.рф', true],
    ['почта@пример.рус', true],
    ['user@bücher.de', true],
    ['тест@почта.р', false],
    ['тест@почта.рф1', false],
    ['тест@почта..рф', false],
    ['тест @почта.рф', false],
    ['тест@-почта.рф', false],
    ['тест@почта.абвгдежзийклм', false],
  ])("'%s' valid: %s", (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
    expect(validateEmail(value) === null).toBe(valid);
  });

  it('is kept as typed, lowercased and composed, not as punycode', () => {
    expect(normalizeEmail(' Тест@Почта.РФ ')).toBe('тест@почта.рф');
    expect(cleanEmail('Тест@Почта.РФ')).toEqual({ ok: true, value: 'тест@почта.рф' });
    // й typed as и + combining breve is the same address as the composed й
    expect(normalizeEmail('и\u0306ошкар@почта.рф')).toBe(normalizeEmail('йошкар@почта.рф'));
    expect(emailLooksDeliverable('тест@почта.рф')).toBe(true);
  });

  it('the basket takes it for paying', () => {
    expect(validateBasketContacts({ email: 'тест@почта.рф' }, { deliveryNeeded: false })).toEqual({ valid: true, errors: {} });
  });
});
