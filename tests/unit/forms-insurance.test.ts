import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { InsuredPerson } from '../../sdk/contract/schemas/index.ts';
import { validateInsuranceForm, type FormMessage } from '../../sdk/forms/index.ts';
import { ru } from '../../sdk/i18n/index.ts';
import { titled, says } from './table-rows.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ru', resources: { ru: { translation: { forms: ru.forms } } }, interpolation: { escapeValue: false } });
const text = (message: FormMessage | undefined) => (message === undefined ? undefined : i18n.t(message.key, { ...message.values }));

const now = Date.UTC(2025, 0, 15);
const person: InsuredPerson = {
  first_name: 'Анна',
  last_name: 'Смирнова',
  gender: 'female',
  phone: '+7 (912) 345-67-89',
  birth_date: '10.03.1995',
};
const check = (patch: Partial<InsuredPerson>, startDate = '2025-06-14') => validateInsuranceForm({ ...person, ...patch }, { startDate, now });

describe('insurance form in the basket (purchase.md §5, account.md §5)', () => {
  it('a complete insured person has no message', () => {
    expect(check({})).toEqual({ valid: true, errors: {} });
  });

  it.each(titled([
    ['name empty', { first_name: '' }, 'first_name', 'Заполните поле!'],
    ['surname empty', { last_name: ' ' }, 'last_name', 'Заполните поле!'],
    ['gender not chosen', { gender: undefined }, 'gender', 'Выберите одно из значений!'],
    ['phone empty', { phone: '' }, 'phone', 'Заполните поле!'],
    ["phone 'RU +7 (912) 345-67-8' incomplete", { phone: '+7 (912) 345-67-8' }, 'phone', 'Введите корректный номер телефона'],
    ['birth date empty', { birth_date: '' }, 'birth_date', 'Заполните поле!'],
    ["birth date '30.02.2000'", { birth_date: '30.02.2000' }, 'birth_date', 'Введите корректную дату!'],
    ["birth date '2000-01-01' is not DD.MM.YYYY", { birth_date: '2000-01-01' }, 'birth_date', 'Введите корректную дату!'],
  ] satisfies [string, Partial<InsuredPerson>, string, string][], ([name, , , message]) => `insurance form: ${name} → ${says(message)}`))('%s', (_title, [_name, patch, field, message]) => {
    const { errors, valid } = check(patch);
    expect(text(errors[field as keyof typeof errors])).toBe(message);
    expect(valid).toBe(false);
  });

  it.each(titled([
    ['turns 5 on the start date', '14.06.2020', undefined],
    ['turns 5 the day after the start date', '15.06.2020', 'Допускается возраст от 5 до 86 лет'],
    ['is 86, turning 87 the day after', '15.06.1938', undefined],
    ['turns 87 on the start date', '14.06.1938', 'Допускается возраст от 5 до 86 лет'],
  ], ([name, birth, message]) => `insurance form: an insured person born ${birth} who ${name} → ${says(message)}`))('%s', (_title, [_name, birth, message]) => {
    expect(text(check({ birth_date: birth }).errors.birth_date)).toBe(message);
  });
});
