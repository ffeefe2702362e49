import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BasketItem, ParticipantInfo } from '../../sdk/contract/schemas/index.ts';
import { validateParticipantForm, type FormMessage } from '../../sdk/forms/index.ts';
import { ru } from '../../sdk/i18n/index.ts';
import { titled, says } from './table-rows.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ru', resources: { ru: { translation: { forms: ru.forms } } }, interpolation: { escapeValue: false } });
const text = (message: FormMessage | undefined) => (message === undefined ? undefined : i18n.t(message.key, { ...message.values }));

const now = Date.UTC(2025, 0, 15);
const info: ParticipantInfo = {
  first_name: 'Иван',
  last_name: 'Петров',
  phone: '79123456789',
  birth_date: '01.01.1990',
  gender: 'male',
};
const ticket: BasketItem = {
  unique_id: 't1',
  public_id: 'format-1',
  selector: 'ticket',
  count: 1,
  price: 3000,
  preregistration: true,
  start_time: '2025-06-14T09:00:00+03:00',
  event_city: { public_id: 'city-1', timezone: 'Europe/Moscow' },
  info,
};
const withInfo = (patch: Partial<ParticipantInfo>, item: Partial<BasketItem> = {}): BasketItem => ({
  ...ticket,
  ...item,
  info: { ...info, ...patch },
});
const check = (item: BasketItem) => validateParticipantForm(item, { now });

describe('participant form (purchase.md §5)', () => {
  it('a complete form has no message', () => {
    expect(check(ticket)).toEqual({ valid: true, errors: {} });
  });

  it.each(titled([
    ['first name empty', { first_name: '' }, 'first_name', 'Заполните поле'],
    ['first name blank', { first_name: '   ' }, 'first_name', 'Заполните поле'],
    ['last name empty', { last_name: '' }, 'last_name', 'Заполните поле'],
    ['phone empty', { phone: '' }, 'phone', 'Заполните поле'],
    ["phone 'RU +7 (912) 345-67-8' is incomplete", { phone: '+7 (912) 345-67-8' }, 'phone', 'Введите корректный номер телефона'],
    ["phone 'KZ +7 (701) 234-56-7' is incomplete", { phone: '+7 (701) 234-56-7' }, 'phone', 'Введите корректный номер телефона'],
    ["phone 'BY +375 29 123-45-6' is incomplete", { phone: '+375 29 123-45-6' }, 'phone', 'Введите корректный номер телефона'],
    ["phone 'TJ +992 9012 3-45-6' is incomplete", { phone: '+992 9012 3-45-6' }, 'phone', 'Введите корректный номер телефона'],
    ["phone 'RU +7 (912) 345-67-89' is complete", { phone: '+7 (912) 345-67-89' }, 'phone', undefined],
    ["phone 'KZ +7 (701) 234-56-78' is complete", { phone: '+7 (701) 234-56-78' }, 'phone', undefined],
    ["phone 'BY +375 29 123-45-67' is complete", { phone: '+375 29 123-45-67' }, 'phone', undefined],
    ["phone 'TJ +992 9012 3-45-67' is complete", { phone: '+992 9012 3-45-67' }, 'phone', undefined],
    ['birth date empty', { birth_date: '' }, 'birth_date', 'Заполните поле'],
    ["birth date '31.02.1990' is no real day", { birth_date: '31.02.1990' }, 'birth_date', 'Введите корректную дату'],
    ["birth date '1.1.1990' does not fill the mask 99.99.9999", { birth_date: '1.1.1990' }, 'birth_date', 'Введите корректную дату'],
    ["birth date '01.01.1899' is before 1900", { birth_date: '01.01.1899' }, 'birth_date', 'Введите корректную дату'],
    ["birth date '16.01.2025' is after today", { birth_date: '16.01.2025' }, 'birth_date', 'Введите корректную дату'],
    ['gender not chosen', { gender: undefined }, 'gender', 'Выберите одно из значений'],
  ] satisfies [string, Partial<ParticipantInfo>, string, string | undefined][], ([name, , , message]) => `participant form: ${name} → ${says(message)}`))('%s', (_title, [_name, patch, field, message]) => {
    const { errors } = check(withInfo(patch));
    expect(text(errors[field as keyof typeof errors])).toBe(message);
  });
});

describe('participant form: age in whole years on the event date (age_min 18, age_max 60, event 14.06.2025)', () => {
  const limited = (birth: string, start = '2025-06-14T09:00:00+03:00', timezone: string | null = 'Europe/Moscow') =>
    withInfo({ birth_date: birth }, { age_min: 18, age_max: 60, start_time: start, event_city: { public_id: 'city-1', timezone } });

  it.each(titled([
    ['turns 18 on the event day (exactly age_min)', '14.06.2007', undefined],
    ['turned 18 the day before', '13.06.2007', undefined],
    ['turns 18 the day after the event', '15.06.2007', 'Участие старше 18'],
    ['turns 60 on the event day (exactly age_max)', '14.06.1965', undefined],
    ['is 60, turning 61 the day after', '15.06.1964', undefined],
    ['turns 61 on the event day', '14.06.1964', 'Участие младше 60'],
  ] satisfies [string, string, string | undefined][], ([name, birth, message]) => `a participant born ${birth} who ${name} → ${says(message)}`))('%s', (_title, [_name, birth, message]) => {
    expect(text(check(limited(birth)).errors.birth_date)).toBe(message);
  });

  it("the event day is the event's own: 22:00 UTC on 13.06 is 14.06 in Moscow", () => {
    expect(check(limited('14.06.2007', '2025-06-13T22:00:00Z')).errors.birth_date).toBeUndefined();
    expect(text(check(limited('14.06.2007', '2025-06-13T22:00:00Z', null)).errors.birth_date)).toBe('Участие старше 18');
  });
});

describe('participant form: the ticket’s own fields', () => {
  const cases: [string, Partial<BasketItem>, Partial<ParticipantInfo>, string, string | undefined][] = [
    ['sizes exist, one in stock, none chosen', { proportions: [{ name: 'M', public_id: 'm', count: 3 }, { name: 'L', public_id: 'l', count: 0 }] }, {}, 'item_size', 'Выберите размер'],
    ['sizes exist, the chosen one is out of stock', { proportions: [{ name: 'M', public_id: 'm', count: 3 }, { name: 'L', public_id: 'l', count: 0 }] }, { item_size: 'L' }, 'item_size', 'Выберите размер'],
    ['sizes exist, one chosen', { proportions: [{ name: 'M', public_id: 'm', count: 3 }] }, { item_size: 'M' }, 'item_size', undefined],
    ['every size count is 0', { proportions: [{ name: 'M', public_id: 'm', count: 0 }] }, {}, 'item_size', undefined],
    ['the shirt is unavailable', { proportions: [{ name: 'M', public_id: 'm', count: 3 }], shirt_unavailable: true }, {}, 'item_size', undefined],
    ['no sizes', {}, {}, 'item_size', undefined],
    ['regions exist, none chosen', { regions: [{ id: 77, name: 'Москва' }] }, {}, 'region', 'Выберите регион'],
    ['regions exist, one chosen', { regions: [{ id: 77, name: 'Москва' }] }, { region: '77' }, 'region', undefined],
    ['a place select, nothing chosen', { select: { title: 'Место', values: ['A', 'B'] } }, {}, 'select_field', 'Выберите вариант'],
    ['a place select, A chosen', { select: { title: 'Место', values: ['A', 'B'] }, select_field: 'A' }, {}, 'select_field', undefined],
    ['clusters, none chosen', { clusters: [{ name: 'Элита', value: 'elite', file: true }] }, {}, 'cluster', 'Выберите кластер'],
    ['a cluster with a file flag and no document', { clusters: [{ name: 'Элита', value: 'elite', file: true }] }, { cluster: { name: 'elite' } }, 'cluster_document', 'Выберите файл'],
    ['a cluster with a file flag and its document', { clusters: [{ name: 'Элита', value: 'elite', file: true }] }, { cluster: { name: 'elite', document: 'doc-1' } }, 'cluster_document', undefined],
    ['a cluster without a file flag', { clusters: [{ name: 'Любители', value: 'amateur', file: false }] }, { cluster: { name: 'amateur' } }, 'cluster', undefined],
    ['license_file set, no file', { license_file: true }, {}, 'license_file', 'Выберите файл'],
    ['license_file set, a file uploaded', { license_file: true, file: 'upload-1' }, {}, 'license_file', undefined],
    ['a required additional field empty', { additional_fields: [{ name: 'club', label: 'Клуб', required: true }] }, {}, 'extra.club', 'Заполните поле'],
    ['a required additional field filled', { additional_fields: [{ name: 'club', label: 'Клуб', required: true }] }, { extra: { club: 'Гонщики' } }, 'extra.club', undefined],
    ['an optional additional field empty', { additional_fields: [{ name: 'note', label: 'Заметка', required: false }] }, {}, 'extra.note', undefined],
  ];
  it.each(titled(cases, ([name, , , , message]) => `participant form: ${name} → ${says(message)}`))('%s', (_title, [_name, item, patch, field, message]) => {
    const { errors, valid } = check(withInfo(patch, item));
    expect(text(errors[field as keyof typeof errors])).toBe(message);
    expect(valid).toBe(message === undefined);
  });

  it('sizes loaded for the event replace the item’s own', () => {
    const result = validateParticipantForm(withInfo({}), { now, sizes: [{ name: 'S', count: 1 }] });
    expect(text(result.errors.item_size)).toBe('Выберите размер');
  });
});
