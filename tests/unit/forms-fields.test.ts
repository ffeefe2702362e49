import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  birthDateMask,
  isValidEmail,
  normalizeEmail,
  parseRaceTime,
  postalIndexNotFound,
  toIsoDate,
  validateBasketContacts,
  validateDocumentFile,
  validateEmail,
  validateImageFile,
  validateInteger,
  validatePositive,
  validatePostalIndex,
  validateRaceTime,
  validateRequired,
  validateTime,
  type FormMessage,
  type UploadFile,
} from '../../sdk/forms/index.ts';
import { ru } from '../../sdk/i18n/index.ts';
import { titled, says } from './table-rows.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ru', resources: { ru: { translation: { forms: ru.forms } } }, interpolation: { escapeValue: false } });
const text = (message: FormMessage | null | undefined) => (message == null ? null : i18n.t(message.key, { ...message.values }));

describe('e-mail (account.md §5, purchase.md §5)', () => {
  it.each([
    ['user@example.com', true],
    ['first.last+tag@sub.example.ru', true],
    ['a@b.co', true],
    ['a@b.c', false],
    ['a@b.abcdefghijkl', true],
    ['a@b.abcdefghijklm', false],
    ['a@b.c0m', false],
    ['no-at.example.com', false],
    ['a b@example.com', false],
    ['a@example..com', false],
    ['USER@EXAMPLE.COM', true],
  ])("e-mail '%s' valid: %s (TLD of 2 to 12 letters, case-insensitive)", (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
    expect(text(validateEmail(value))).toBe(valid ? null : 'Введите валидный email');
  });

  it('the value is lowercased', () => {
    expect(normalizeEmail(' User@Example.COM ')).toBe('user@example.com');
  });

  it('an empty e-mail clears the error but is not valid for paying', () => {
    expect(validateEmail('')).toBeNull();
    expect(isValidEmail('')).toBe(false);
  });
});

describe('files as { name, size, type } (purchase.md §5: 4 MB, pdf/jpeg/png/jpg; account.md §5: images 2097152 bytes, jpg/jpeg/png)', () => {
  it('the limits are the spec’s', () => {
    expect(DOCUMENT_MAX_BYTES).toBe(4 * 1024 * 1024);
    expect(IMAGE_MAX_BYTES).toBe(2097152);
  });

  it.each(titled([
    ['a pdf of exactly 4 MB', { name: 'a.pdf', size: 4 * 1024 * 1024, type: 'application/pdf' }, null],
    ['a pdf of 4 MB and one byte', { name: 'a.pdf', size: 4 * 1024 * 1024 + 1, type: 'application/pdf' }, 'Размер файла больше допустимого!'],
    ['a jpeg', { name: 'a.jpeg', size: 1000, type: 'image/jpeg' }, null],
    ['a png', { name: 'a.png', size: 1000, type: 'image/png' }, null],
    ['a .JPG with no type', { name: 'A.JPG', size: 1000, type: '' }, null],
    ['a gif', { name: 'a.gif', size: 1000, type: 'image/gif' }, 'Неподдерживаемый формат'],
    ['a docx with no type', { name: 'a.docx', size: 1000, type: '' }, 'Неподдерживаемый формат'],
    ['no file', null, 'Выберите файл'],
  ] satisfies [string, UploadFile | null, string | null][], ([name, , message]) => `document: ${name} → ${says(message)}`))('%s', (_title, [_name, file, message]) => {
    expect(text(validateDocumentFile(file))).toBe(message);
  });

  it.each(titled([
    ['a jpg of exactly 2097152 bytes', { name: 'p.jpg', size: 2097152, type: 'image/jpeg' }, null],
    ['a jpg of 2097153 bytes', { name: 'p.jpg', size: 2097153, type: 'image/jpeg' }, 'Размер изображения слишком большой'],
    ['a png', { name: 'p.png', size: 10, type: 'image/png' }, null],
    ['a pdf', { name: 'p.pdf', size: 10, type: 'application/pdf' }, 'Неподдерживаемый формат'],
    ['no file', undefined, 'Загрузите файл'],
  ] satisfies [string, UploadFile | undefined, string | null][], ([name, , message]) => `image: ${name} → ${says(message)}`))('%s', (_title, [_name, file, message]) => {
    expect(text(validateImageFile(file))).toBe(message);
  });
});

describe('generic field messages (purchase.md §8, account.md §5)', () => {
  it.each(titled([
    ['required', () => validateRequired(''), 'Заполните поле'],
    ['required, blank', () => validateRequired('  '), 'Заполните поле'],
    ['required, filled', () => validateRequired('x'), null],
    ['positive: 0', () => validatePositive('0'), 'Значение должно быть больше 0'],
    ['positive: -1', () => validatePositive(-1), 'Значение должно быть больше 0'],
    ['positive: text', () => validatePositive('abc'), 'Значение должно быть больше 0'],
    ['positive: 0,5', () => validatePositive('0,5'), null],
    ['integer: 1.5', () => validateInteger('1.5'), 'Значение должно быть целым числом'],
    ['integer: empty', () => validateInteger(''), 'Значение должно быть целым числом'],
    ['integer: 2', () => validateInteger('2'), null],
    ['postal index 12345', () => validatePostalIndex('12345'), 'Введите корректный Индекс'],
    ['postal index 1234567', () => validatePostalIndex('1234567'), 'Введите корректный Индекс'],
    ['postal index 101000', () => validatePostalIndex('101000'), null],
    ['postal index unknown to the post office', () => postalIndexNotFound(), 'Попробуйте другой индекс'],
    ['time 23:59', () => validateTime('23:59'), null],
    ['time 24:00', () => validateTime('24:00'), 'Введите корректное время'],
    ['time 9:30', () => validateTime('9:30'), 'Введите корректное время'],
    ['time 12:60', () => validateTime('12:60'), 'Введите корректное время'],
  ] satisfies [string, () => FormMessage | null, string | null][], ([name, , message]) => `${name} → ${says(message)}`))('%s', (_title, [_name, run, message]) => {
    expect(text(run())).toBe(message);
  });
});

describe('dates (purchase.md §5: mask 99.99.9999, DD.MM.YYYY accepted, invalid → Неверный формат даты)', () => {
  it('the birth-date mask in react-imask form', () => {
    expect(birthDateMask).toBe('00.00.0000');
  });

  it.each([
    ['14.06.2007', '2007-06-14'],
    ['29.02.2024', '2024-02-29'],
    ['2007-06-14', '2007-06-14'],
  ])("'%s' → ISO %s", (value, iso) => {
    expect(toIsoDate(value)).toEqual({ ok: true, iso });
  });

  it.each(['29.02.2023', '31.04.2020', '14/06/2007', 'abc', ''])("'%s' → 'Неверный формат даты'", (value) => {
    const result = toIsoDate(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(text(result.error)).toBe('Неверный формат даты');
  });
});

describe('basket contacts and delivery fields (purchase.md §5)', () => {
  const full = {
    email: 'buyer@example.com',
    phone: '+7 (912) 345-67-89',
    first_name: 'Иван',
    last_name: 'Петров',
    address: 'ул. Ленина, 1',
    region_id: 524894,
    city_id: 524901,
  };

  it('without delivery only the e-mail is checked', () => {
    expect(validateBasketContacts({ email: 'buyer@example.com' }, { deliveryNeeded: false })).toEqual({ valid: true, errors: {} });
    expect(text(validateBasketContacts({ email: 'buyer@' }, { deliveryNeeded: false }).errors.email)).toBe('Введите валидный email');
  });

  it.each(titled([
    ['first name empty', { first_name: '' }, 'first_name', 'Заполните поле'],
    ['last name empty', { last_name: '' }, 'last_name', 'Заполните поле'],
    ['address empty', { address: ' ' }, 'address', 'Заполните поле'],
    ['city not chosen', { city_id: undefined }, 'city_id', 'Заполните поле'],
    ['phone empty', { phone: '' }, 'phone', 'Введите валидный номер'],
    ["phone 'BY +375 29 123-45-6' incomplete", { phone: '+375 29 123-45-6' }, 'phone', 'Введите валидный номер'],
  ] as const, ([name, , , message]) => `with delivery: ${name} → ${says(message)}`))('%s', (_title, [_name, patch, field, message]) => {
    const { errors, valid } = validateBasketContacts({ ...full, ...patch }, { deliveryNeeded: true });
    expect(text(errors[field])).toBe(message);
    expect(valid).toBe(false);
  });

  it('with delivery, every field filled is valid', () => {
    expect(validateBasketContacts(full, { deliveryNeeded: true }).valid).toBe(true);
  });
});

describe('race time: HH:MM:SS up to 99 hours, not all zero (a club competition result)', () => {
  it.each(titled([
    ['01:23:45', null, '01:23:45'],
    ['1:23:45', null, '01:23:45'],
    [' 99:59:59 ', null, '99:59:59'],
    ['0:00:01', null, '00:00:01'],
    ['00:00:00', 'Введите корректное время', undefined],
    ['100:00:00', 'Введите корректное время', undefined],
    ['01:60:00', 'Введите корректное время', undefined],
    ['01:00:60', 'Введите корректное время', undefined],
    ['1:2:3', 'Введите корректное время', undefined],
    ['12:30', 'Введите корректное время', undefined],
    ['', 'Введите корректное время', undefined],
    ['01:23:45.6', 'Введите корректное время', undefined],
  ] as const, ([value, message]) => `'${value}' → ${says(message)}`))('%s', (_title, [value, message, parsed]) => {
    expect(text(validateRaceTime(value))).toBe(message);
    expect(parseRaceTime(value)).toBe(parsed);
  });
});
