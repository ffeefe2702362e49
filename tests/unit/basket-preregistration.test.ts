import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  addBasketItem,
  addGroupTicket,
  groupLines,
  groupTabs,
  preRegistrationComplete,
  removeGroupTicket,
  removeLastGroupTicket,
  updateGroupTicket,
  updateParticipant,
} from '../../sdk/basket/index.ts';
import type { BasketItem, ParticipantInfo } from '../../sdk/contract/schemas/index.ts';
import { ru } from '../../sdk/i18n/index.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ru', resources: { ru: { translation: { basket: ru.basket } } }, interpolation: { escapeValue: false } });

const now = Date.UTC(2025, 0, 15);
let next = 0;
const newId = () => `n${++next}`;
const complete: ParticipantInfo = { first_name: 'Иван', last_name: 'Петров', phone: '79123456789', birth_date: '01.01.1990', gender: 'male' };
const preReg = (patch: Partial<BasketItem> = {}): BasketItem => ({
  unique_id: 'a',
  public_id: 'format-1',
  selector: 'ticket',
  count: 1,
  price: 2000,
  preregistration: true,
  start_time: '2025-06-14',
  buy_limit: 3,
  ...patch,
});
const group = (count: number) => addBasketItem([], preReg({ count }), { now, newId });

describe('pre-registration groups: one line and one tab per ticket (purchase.md §2, §4)', () => {
  it('one ticket has no tabs', () => {
    expect(groupTabs(group(1), 'a')).toEqual([]);
  });

  it("three tickets have tabs 'Билет 1' … 'Билет 3', all marked until filled", () => {
    const tabs = groupTabs(group(3), 'a');
    expect(tabs.map((tab) => i18n.t(tab.label.key, { ...tab.label.values }))).toEqual(['Билет 1', 'Билет 2', 'Билет 3']);
    expect(tabs.map((tab) => tab.hasError)).toEqual([true, true, true]);
  });

  it('increment adds one empty entry after the group and makes it the active tab', () => {
    const before = [...group(2), { ...preReg({ unique_id: 'other', selector: 'shop' }) }];
    const edit = addGroupTicket(before, 'a', { now, newId });
    expect(edit.blocked).toBe(false);
    expect(edit.items.map((line) => line.selector)).toEqual(['ticket', 'ticket', 'ticket', 'shop']);
    expect(edit.activeIndex).toBe(2);
    const added = groupLines(edit.items, 'a')[2];
    expect(added).toMatchObject({ groupId: 'a', count: 1, preReg: '', isErrorTab: true });
    expect(added?.info).toBeUndefined();
  });

  it('increment at the ticket limit (buy_limit 3) is refused', () => {
    const edit = addGroupTicket(group(3), 'a', { now, newId });
    expect(edit.blocked).toBe(true);
    expect(groupLines(edit.items, 'a')).toHaveLength(3);
  });

  it('decrement removes the last entry and the first tab becomes active', () => {
    const lines = group(3);
    const edit = removeLastGroupTicket(lines, 'a');
    expect(edit.items.map((line) => line.unique_id)).toEqual(lines.slice(0, 2).map((line) => line.unique_id));
    expect(edit.activeIndex).toBe(0);
    expect(edit.removed.map((line) => line.unique_id)).toEqual([lines[2]?.unique_id]);
  });

  it('decrement on a single ticket keeps it', () => {
    expect(removeLastGroupTicket(group(1), 'a').items).toHaveLength(1);
  });

  it('removing one specific ticket removes its paired product and its promo code, and the first tab becomes active', () => {
    const [first, second, third] = group(3);
    if (first === undefined || second === undefined || third === undefined) throw new Error('group of three expected');
    const lines: BasketItem[] = [
      first,
      { ...second, promocode: { code: 'RUN10', status: 'applied', discount: 10, discount_form: 'percent' } },
      third,
      { unique_id: 'socks', public_id: 'socks', selector: 'shop', count: 1, price: 300, ticket_unique_id: second.unique_id },
      { unique_id: 'cap', public_id: 'cap', selector: 'shop', count: 1, price: 500, ticket_unique_id: third.unique_id },
    ];
    const edit = removeGroupTicket(lines, second.unique_id);
    expect(edit.items.map((line) => line.unique_id)).toEqual([first.unique_id, third.unique_id, 'cap']);
    expect(edit.items.some((line) => line.promocode?.code === 'RUN10')).toBe(false);
    expect(edit.removed.map((line) => line.unique_id)).toEqual([second.unique_id, 'socks']);
    expect(edit.activeIndex).toBe(0);
  });
});

describe("pre-registration status: preReg 'ok' / '' and isErrorTab follow validation on every change", () => {
  it('filling every field makes the line complete; clearing one makes it incomplete again', () => {
    let lines = group(2);
    const id = lines[0]?.unique_id ?? '';
    lines = updateParticipant(lines, id, complete, { now });
    expect(lines[0]).toMatchObject({ preReg: 'ok', isErrorTab: false });
    expect(groupTabs(lines, 'a').map((tab) => tab.hasError)).toEqual([false, true]);
    expect(preRegistrationComplete(lines)).toBe(false);

    lines = updateParticipant(lines, id, { phone: '+7 (912) 345-67-8' }, { now });
    expect(lines[0]).toMatchObject({ preReg: '', isErrorTab: true });
  });

  it('a change outside the form (the place select) re-checks it too', () => {
    let lines = addBasketItem([], preReg({ select: { title: 'Место', values: ['A'] } }), { now, newId });
    lines = updateParticipant(lines, 'a', complete, { now });
    expect(lines[0]?.preReg).toBe('');
    lines = updateGroupTicket(lines, 'a', { select_field: 'A' }, { now });
    expect(lines[0]?.preReg).toBe('ok');
  });

  it('the basket is complete when every pre-registration line is', () => {
    let lines = group(2);
    for (const line of groupLines(lines, 'a')) lines = updateParticipant(lines, line.unique_id, complete, { now });
    expect(preRegistrationComplete(lines)).toBe(true);
  });
});
