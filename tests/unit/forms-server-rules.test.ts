/**
 * The form rules the server enforces, as sdk/forms gives them to both sides (the site shows
 * the message, the server refuses with it): the kept value of an e-mail, a phone, an SMS code
 * and a birth date, new passwords, the reality check of an address, the contact request and a
 * competition result. Table-driven from account.md §5 and purchase.md §5.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  cleanEmail,
  cleanPhone,
  cleanProfileBirthDate,
  cleanSmsCode,
  emailLooksDeliverable,
  emergencyPhoneCountries,
  formMessage,
  validateCompetitionResult,
  validateContactRequest,
  validateNewPassword,
  validatePhone,
  type FormMessage,
  type FormValue,
} from '../../sdk/forms/index.ts';
import { ru } from '../../sdk/i18n/index.ts';
import { says, titled } from './table-rows.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ru', resources: { ru: { translation: { forms: ru.forms } } }, interpolation: { escapeValue: false } });
const text = (message: FormMessage | null | undefined) => (message == null ? null : i18n.t(message.key, { ...message.values }));
/** A kept value as `value`, or a refusal as its Russian words. */
const outcome = <T>(result: FormValue<T>) => (result.ok ? { value: result.value } : { refused: text(result.error) });
const now = Date.UTC(2025, 0, 15);

describe('e-mail as kept: trimmed and lowercased, else refused', () => {
  it.each([
    [' Hero@Example.RU ', { value: 'hero@example.ru' }],
    ['', { refused: 'Введите валидный email' }],
    ['hero@example', { refused: 'Введите валидный email' }],
    [`${'a'.repeat(250)}@b.ru`, { refused: 'Введите валидный email' }],
  ])("'%s' → %j", (raw, expected) => {
    expect(outcome(cleanEmail(raw))).toEqual(expected);
  });

  it("the contact popup's own message replaces the default", () => {
    expect(outcome(cleanEmail('a@', formMessage('contactEmail')))).toEqual({ refused: 'Введите корректный email' });
  });

  it.each([
    ['hero@example.com', true],
    ['hero@gmial.com', false],
    ['hero@yandex.ri', false],
    ['hero@mail.test', false],
    ['hero@host.invalid', false],
    ['not an address', false],
  ])('%s looks deliverable: %s', (email, real) => {
    expect(emailLooksDeliverable(email)).toBe(real);
  });
});

describe('phone as kept: the digits of a full number of an allowed country', () => {
  it.each(
    titled(
      [
        ['+7 (912) 345-67-89', undefined, { value: '79123456789' }],
        ['+375 29 123-45-67', undefined, { value: '375291234567' }],
        ['+992 9012 3-45-67', undefined, { value: '992901234567' }],
        ['+7 (701) 234-56-78', undefined, { value: '77012345678' }],
        ['+375 29 123-45', undefined, { refused: 'Введите корректный номер телефона' }],
        ['', undefined, { refused: 'Введите корректный номер телефона' }],
        ['+7 (701) 234-56-78', emergencyPhoneCountries, { refused: 'Введите корректный номер телефона' }],
        ['+375 29 123-45-67', emergencyPhoneCountries, { value: '375291234567' }],
      ] as const,
      ([raw, allowed, expected]) => `'${raw}'${allowed === undefined ? '' : ` among ${allowed.join(', ')}`} → ${JSON.stringify(expected)}`,
    ),
  )('%s', (_title, [raw, allowed, expected]) => {
    expect(outcome(cleanPhone(raw, allowed))).toEqual(expected);
  });

  it.each([
    ['', 'Заполните поле'],
    ['+375 29 123-45', 'Введите корректный номер телефона'],
    ['+375 29 123-45-67', null],
  ])("the field's message for '%s' is %s", (value, message) => {
    expect(text(validatePhone(value))).toBe(message);
  });

  it('an optional phone has no message while empty', () => {
    expect(validatePhone('', undefined, { invalid: formMessage('phoneInvalid') })).toBeNull();
    expect(text(validatePhone('+7 (912)', undefined, { invalid: formMessage('phoneInvalid') }))).toBe('Введите валидный номер');
  });
});

describe('SMS code as kept: four digits (account.md §5)', () => {
  it.each([
    [' 1234 ', { value: '1234' }],
    ['', { refused: 'Код должен состоять из 4 цифр' }],
    ['123', { refused: 'Код должен состоять из 4 цифр' }],
    ['12a4', { refused: 'Код должен состоять из 4 цифр' }],
    ['12345', { refused: 'Код должен состоять из 4 цифр' }],
  ])("'%s' → %j", (raw, expected) => {
    expect(outcome(cleanSmsCode(raw))).toEqual(expected);
  });
});

describe('new passwords (account.md §5): registration and recovery are strict, the change in settings is not', () => {
  it.each(
    titled(
      [
        ['', true, 'Введите корректный пароль'],
        ['    ', true, 'Введите корректный пароль'],
        ['Ab1', true, 'Пароль должен состоять минимум из 4 символов'],
        ['abcd1', true, 'В пароле должна быть заглавная буква'],
        ['Abcde', true, 'В пароле должна быть цифра'],
        ['Abcd1', true, null],
        [`A1${'b'.repeat(199)}`, true, 'Введите корректный пароль'],
        ['abcd', false, null],
        ['abc', false, 'Пароль должен состоять минимум из 4 символов'],
      ] as const,
      ([password, strict, message]) => `'${password.slice(0, 12)}'${strict ? ' (strict)' : ''} → ${says(message)}`,
    ),
  )('%s', (_title, [password, strict, message]) => {
    expect(text(validateNewPassword(password, { strict }))).toBe(message);
  });
});

describe('birth date of the profile, as PUT /api/user carries it (YYYY-MM-DD)', () => {
  it.each([
    ['1990-05-15', { value: '1990-05-15' }],
    [' 1990-05-15 ', { value: '1990-05-15' }],
    ['1990-02-30', { refused: 'Введите дату в правильном формате' }],
    ['15.05.1990', { refused: 'Введите дату в правильном формате' }],
    ['1899-12-31', { refused: 'Введите дату в правильном формате' }],
    ['2025-01-16', { refused: 'Введите дату в правильном формате' }],
    ['2025-01-15', { value: '2025-01-15' }],
  ])("'%s' → %j", (raw, expected) => {
    expect(outcome(cleanProfileBirthDate(raw, now))).toEqual(expected);
  });
});

describe('the contact request (account.md §5 "Contact popup")', () => {
  const request = { name: 'Ира', email: 'a@example.com', phone: '79123456789' };
  it.each([
    [{ name: ' ' }, 'name', 'Заполните имя'],
    [{ email: 'a@' }, 'email', 'Введите корректный email'],
    [{ phone: '' }, 'phone', 'Введите корректный телефон'],
    [{ phone: '3752912345' }, 'phone', 'Введите корректный телефон'],
    [{ phone: '375291234567' }, 'phone', null],
    // a question about a club (issue 13 §9) needs the question; other requests may come without text
    [{ support_type: 'clubs' }, 'text', 'Заполните поле'],
    [{ support_type: 'clubs', text: '   ' }, 'text', 'Заполните поле'],
    [{ support_type: 'clubs', text: 'Когда тренировки?' }, 'text', null],
    [{}, 'text', null],
  ] as const)('%j → %s: %s', (patch, field, message) => {
    expect(text(validateContactRequest({ ...request, ...patch }).errors[field])).toBe(message);
  });
});

describe('a competition result (account.md §5 generic messages)', () => {
  const today = { year: 2025, month: 1, day: 15 };
  const result = { competition_type: 'ct-run', title: 'Забег', date: '2024-05-01', result: '00:30:00', distance: 5 };
  it.each([
    [{ competition_type: '' }, 'competition_type', 'Выберите вариант'],
    [{ title: ' ' }, 'title', 'Заполните поле'],
    [{ date: '2025-01-16' }, 'date', 'Введите корректную дату'],
    [{ date: '2024-5-1' }, 'date', 'Введите корректную дату'],
    [{ result: '1:75:00' }, 'result', 'Введите корректное время'],
    [{ result: '00:00:00' }, 'result', 'Введите корректное время'],
    [{ distance: 0 }, 'distance', 'Значение должно быть больше 0'],
    [{ distance: '' }, 'distance', null],
    [{}, 'title', null],
  ] as const)('%j → %s: %s', (patch, field, message) => {
    expect(text(validateCompetitionResult({ ...result, ...patch }, today).errors[field])).toBe(message);
  });
});
