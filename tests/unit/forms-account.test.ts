import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { relationshipOptions } from '../../sdk/contract/schemas/index.ts';
import {
  emailNotRealMessage,
  loginInvalidField,
  passwordChangedMessage,
  profileChanges,
  profileUpdatedMessage,
  validateChangePassword,
  validateContactPopup,
  validateEmailChange,
  validateEmergencyContact,
  validateRegistration,
  validateRegistrationPassword,
  validateSmsCode,
  type ContactPopupInput,
  type EmergencyContactInput,
  type FormMessage,
  type ProfileDataInput,
} from '../../sdk/forms/index.ts';
import { ru } from '../../sdk/i18n/index.ts';
import { titled, says } from './table-rows.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ru', resources: { ru: { translation: { forms: ru.forms } } }, interpolation: { escapeValue: false } });
const text = (message: FormMessage | null | undefined) => (message == null ? null : i18n.t(message.key, { ...message.values }));
const now = Date.UTC(2025, 0, 15);

describe('registration password (account.md §5)', () => {
  it.each([
    ['', null],
    ['Ab1', 'Пароль должен состоять минимум из 4 символов'],
    ['abcd', 'В пароле должна быть заглавная буква'],
    ['abc1', 'В пароле должна быть заглавная буква'],
    ['Abcd', 'В пароле должна быть цифра'],
    ['Abc1', null],
    ['Пароль1', null],
  ])("registration password '%s' → %s", (password, message) => {
    expect(text(validateRegistrationPassword(password))).toBe(message);
  });

  it('registration needs a valid e-mail and the consent; mailing is optional', () => {
    expect(validateRegistration({ email: 'a@b.ru', password: 'Abc1', consent: true }).valid).toBe(true);
    const bad = validateRegistration({ email: 'a@b', password: 'Abc1', consent: false, mailing: true });
    expect(bad.valid).toBe(false);
    expect(text(bad.errors.email)).toBe('Введите валидный email');
    expect(text(bad.errors.consent)).toBe('Необходимо согласие на обработку персональных данных');
  });

  it('an empty password shows no message yet keeps registration invalid', () => {
    const result = validateRegistration({ email: 'a@b.ru', password: '', consent: true });
    expect(result.errors.password).toBeUndefined();
    expect(result.valid).toBe(false);
  });
});

describe('login and SMS code (account.md §5)', () => {
  it.each([
    [{ email: 'bad', password: 'x' }, 'email'],
    [{ email: 'a@b.ru', password: '' }, 'password'],
    [{ email: 'a@b.ru', password: 'x' }, null],
  ])('login %o: the field to focus is %s', (input, field) => {
    expect(loginInvalidField(input)).toBe(field);
  });

  it.each([
    ['', null],
    ['123', 'Код должен состоять из 4 цифр'],
    ['12345', 'Код должен состоять из 4 цифр'],
    ['12a4', 'Код должен состоять из 4 цифр'],
    ['1234', null],
  ])("SMS code '%s' → %s", (code, message) => {
    expect(text(validateSmsCode(code))).toBe(message);
  });
});

describe('change password (account.md §5)', () => {
  it.each(titled([
    [{ oldPassword: '', newPassword: 'abcd' }, 'oldPassword', 'Введите корректный пароль'],
    [{ oldPassword: 'old1', newPassword: '' }, 'newPassword', 'Введите корректный пароль'],
    [{ oldPassword: 'old1', newPassword: 'abc' }, 'newPassword', 'Пароль должен состоять минимум из 4 символов'],
    [{ oldPassword: 'old1', newPassword: 'abcd' }, 'newPassword', null],
  ] as const, ([input, field, message]) => `change password with old '${input.oldPassword}', new '${input.newPassword}': ${field} → ${says(message)}`))('%s', (_title, [input, field, message]) => {
    expect(text(validateChangePassword(input).errors[field])).toBe(message);
  });

  it("success shows 'Пароль успешно изменен!'", () => {
    expect(text(passwordChangedMessage())).toBe('Пароль успешно изменен!');
  });
});

describe('e-mail change (account.md §5)', () => {
  it.each([
    ['new@example.com', 'old@example.com', null],
    ['OLD@example.com', 'old@example.com', 'Новый email совпадает с текущим'],
    ['new@example', 'old@example.com', 'Введите валидный email'],
    ['', 'old@example.com', 'Введите валидный email'],
  ])("new e-mail '%s' (current '%s') → %s", (next, current, message) => {
    expect(text(validateEmailChange(next, current))).toBe(message);
  });

  it("a failed reality check → 'Укажите действительный адрес'", () => {
    expect(text(emailNotRealMessage())).toBe('Укажите действительный адрес');
  });
});

describe('profile data (account.md §5): only changed non-empty fields are sent', () => {
  const user = { name: 'Иван', second_name: 'Иванович', last_name: 'Петров', birth_date: '1990-01-01' };

  it.each(titled([
    ['nothing changed', { name: 'Иван', birth_date: '01.01.1990' }, { ok: false, message: 'Данные не изменились' }],
    ['only empty fields', { name: '', last_name: '' }, { ok: false, message: 'Данные не изменились' }],
    ['a wrong birth date', { birth_date: '31.02.1990' }, { ok: false, message: 'Введите дату в правильном формате' }],
    ['a birth date in the future', { birth_date: '01.01.2030' }, { ok: false, message: 'Введите дату в правильном формате' }],
  ] satisfies [string, ProfileDataInput, { ok: boolean; message: string }][], ([name, , expected]) => `profile: ${name} → ${says(expected.message)}`))('%s', (_title, [_name, input, expected]) => {
    const result = profileChanges(user, input, now);
    expect(result.ok).toBe(expected.ok);
    if (!result.ok) expect(text(result.error)).toBe(expected.message);
  });

  it('changed fields only, the birth date in ISO', () => {
    expect(profileChanges(user, { name: 'Пётр', last_name: 'Петров', second_name: '', birth_date: '02.01.1990' }, now)).toEqual({
      ok: true,
      changes: { name: 'Пётр', birth_date: '1990-01-02' },
    });
  });

  it("success → 'Данные успешно обновлены'", () => {
    expect(text(profileUpdatedMessage())).toBe('Данные успешно обновлены');
  });
});

describe('emergency contact (account.md §5): name, relationship and an RU, TJ or BY phone', () => {
  const contact = { extra_contact: 'Мария', type_relate: 'Родитель', contact_phone: '+7 (912) 345-67-89' };

  it('the relationship options are the spec’s five', () => {
    expect(relationshipOptions).toEqual(['Партнер', 'Родитель', 'Родственник', 'Друг', 'Коллега']);
  });

  it.each(titled([
    ['RU phone', { contact_phone: '+7 (912) 345-67-89' }, 'contact_phone', null],
    ['TJ phone', { contact_phone: '+992 9012 3-45-67' }, 'contact_phone', null],
    ['BY phone', { contact_phone: '+375 29 123-45-67' }, 'contact_phone', null],
    ['KZ phone (not allowed)', { contact_phone: '+7 (701) 234-56-78' }, 'contact_phone', 'Введите корректный номер телефона'],
    ['partial RU phone', { contact_phone: '+7 (912) 345-67' }, 'contact_phone', 'Введите корректный номер телефона'],
    ['no name', { extra_contact: ' ' }, 'extra_contact', 'Укажите имя контакта'],
    ['no relationship', { type_relate: '' }, 'type_relate', 'Выберите, кем вам приходится контакт'],
    ['an unknown relationship', { type_relate: 'Сосед' }, 'type_relate', 'Выберите, кем вам приходится контакт'],
  ] satisfies [string, Partial<EmergencyContactInput>, keyof EmergencyContactInput, string | null][], ([name, , , message]) => `emergency contact: ${name} → ${says(message)}`))('%s', (_title, [_name, patch, field, message]) => {
    const result = validateEmergencyContact({ ...contact, ...patch });
    expect(text(result.errors[field as keyof typeof result.errors])).toBe(message);
    expect(result.valid).toBe(message === null);
  });
});

describe('contact popup (account.md §5): submit only when name, e-mail, phone and consent are valid', () => {
  const input = { name: 'Иван', email: 'a@b.ru', phone: '+7 (912) 345-67-89', consent: true };

  it.each(titled([
    ['name empty', { name: '' }, 'name', 'Заполните имя'],
    ['e-mail invalid', { email: 'a@b' }, 'email', 'Введите корректный email'],
    ['phone incomplete', { phone: '+7 (912) 345' }, 'phone', 'Введите корректный телефон'],
    ['phone incomplete in the Belarusian mask', { phone: '+375 29 123-45' }, 'phone', 'Введите корректный телефон'],
    ['consent missing', { consent: false }, 'consent', 'Необходимо согласие на обработку персональных данных'],
  ] satisfies [string, Partial<ContactPopupInput>, keyof ContactPopupInput, string][], ([name, , , message]) => `contact popup: ${name} → ${says(message)}, submit disabled`))('%s', (_title, [_name, patch, field, message]) => {
    const result = validateContactPopup({ ...input, ...patch });
    expect(text(result.errors[field as keyof typeof result.errors])).toBe(message);
    expect(result.valid).toBe(false);
  });

  it('everything valid enables submit (mailing optional)', () => {
    expect(validateContactPopup(input)).toEqual({ valid: true, errors: {} });
  });

  it.each(['+375 29 123-45-67', '+992 9012 3-45-67', '+7 (701) 234-56-78'])('a full number of another country of the masks is taken: %s', (phone) => {
    expect(validateContactPopup({ ...input, phone })).toEqual({ valid: true, errors: {} });
  });
});
