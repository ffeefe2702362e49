import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  addBasketItem,
  clearBasket,
  mergeGuestBasket,
  removeBasketGroup,
  removeBasketItem,
  toServerBasket,
  toggleOptionalGoods,
  updateBasketItem,
} from '../../sdk/basket/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { ru } from '../../sdk/i18n/index.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ru', resources: { ru: { translation: { forms: ru.forms } } }, interpolation: { escapeValue: false } });

const ticket = (patch: Partial<BasketItem> = {}): BasketItem => ({
  unique_id: 't1',
  public_id: 'format-1',
  selector: 'ticket',
  count: 1,
  price: 2000,
  ...patch,
});
const shirt = (patch: Partial<BasketItem> = {}): BasketItem => ({
  unique_id: 's1',
  public_id: 'shirt',
  selector: 'shop',
  count: 1,
  price: 1500,
  size: 'M',
  ...patch,
});
let next = 0;
const newId = () => `id-${++next}`;

describe('basket items: add (purchase.md §4)', () => {
  it.each([
    ['the same product and size adds to the count (the shop path)', [shirt({ count: 2 })], shirt({ unique_id: 's2', count: 3 }), [['s1', 5]]],
    ['another size is another line', [shirt()], shirt({ unique_id: 's2', size: 'L' }), [['s1', 1], ['s2', 1]]],
    ['another product is another line', [shirt()], shirt({ unique_id: 's2', public_id: 'cap', size: null }), [['s1', 1], ['s2', 1]]],
    ['a shop count is capped at 500', [shirt({ count: 499 })], shirt({ unique_id: 's2', count: 5 }), [['s1', 500]]],
    ['a ticket is appended', [shirt()], ticket(), [['s1', 1], ['t1', 1]]],
    ['a line with a known unique_id replaces it', [ticket({ count: 1 })], ticket({ count: 2 }), [['t1', 2]]],
    ['an insurance line is appended', [], { ...ticket({ unique_id: 'i1', selector: 'insurance' }) }, [['i1', 1]]],
  ] satisfies [string, BasketItem[], BasketItem, [string, number][]][])('%s', (_name, before, added, after) => {
    const frozen = structuredClone(before);
    const result = addBasketItem(before, added, { now: 1000, newId });
    expect(result.map((line) => [line.unique_id, line.count])).toEqual(after);
    expect(before).toEqual(frozen);
  });

  it('a ticket that holds a place is stamped with the time it was added', () => {
    const [line] = addBasketItem([], ticket({ space: true }), { now: 1234 });
    expect(line?.addTicketToBasketTime).toBe(1234);
    const [plain] = addBasketItem([], ticket(), { now: 1234 });
    expect(plain?.addTicketToBasketTime).toBeUndefined();
  });

  it('a pre-registration ticket of count 3 becomes three lines of one group, one participant each', () => {
    const lines = addBasketItem([], ticket({ preregistration: true, count: 3, info: { first_name: 'Иван' } }), { now: 0, newId });
    expect(lines.map((line) => line.count)).toEqual([1, 1, 1]);
    expect(new Set(lines.map((line) => line.groupId))).toEqual(new Set(['t1']));
    expect(new Set(lines.map((line) => line.unique_id)).size).toBe(3);
    expect(lines.map((line) => line.info?.first_name)).toEqual(['Иван', undefined, undefined]);
    expect(lines.every((line) => line.preReg === '' && line.isErrorTab === true)).toBe(true);
  });
});

describe('basket items: update, remove, clear', () => {
  const basket = [ticket(), shirt({ unique_id: 'extra', ticket_unique_id: 't1' }), shirt({ unique_id: 's2', size: 'L' })];

  it('update changes the named line only', () => {
    const result = updateBasketItem(basket, 's2', { count: 4 });
    expect(result.map((line) => line.count)).toEqual([1, 1, 4]);
    expect(basket[2]?.count).toBe(1);
  });

  it('removing a ticket removes its paired product too, and answers both', () => {
    const { items, removed } = removeBasketItem(basket, 't1');
    expect(items.map((line) => line.unique_id)).toEqual(['s2']);
    expect(removed.map((line) => line.unique_id)).toEqual(['t1', 'extra']);
  });

  it('removing a group removes every ticket of it and their products', () => {
    const group = [ticket({ unique_id: 'a', groupId: 'g' }), ticket({ unique_id: 'b', groupId: 'g' }), shirt({ unique_id: 'p', ticket_unique_id: 'b' }), shirt()];
    expect(removeBasketGroup(group, 'g').items.map((line) => line.unique_id)).toEqual(['s1']);
  });

  it('clear empties the basket', () => {
    expect(clearBasket()).toEqual([]);
  });
});

describe('optional goods card (purchase.md §4)', () => {
  const sock = shirt({ unique_id: 'o1', public_id: 'socks', size: null, proportions: [{ name: 'M', public_id: 'm' }], count: 3 });

  it("'Add' with sizes and none chosen → 'Выберите размер'", () => {
    const { items, error } = toggleOptionalGoods([ticket()], sock, true, { ticketUniqueId: 't1' });
    expect(items).toHaveLength(1);
    expect(error === null ? null : i18n.t(error.key)).toBe('Выберите размер');
  });

  it("'Add' adds the product with count 1 paired to the ticket; off removes it", () => {
    const on = toggleOptionalGoods([ticket()], sock, true, { size: 'M', ticketUniqueId: 't1' });
    expect(on.error).toBeNull();
    expect(on.items[1]).toMatchObject({ public_id: 'socks', count: 1, size: 'M', ticket_unique_id: 't1' });
    const off = toggleOptionalGoods(on.items, sock, false, { ticketUniqueId: 't1' });
    expect(off.items.map((line) => line.unique_id)).toEqual(['t1']);
  });
});

describe('guest → user on sign-in (purchase.md §4, account.md §4)', () => {
  it('shop goods merge by product and size summing counts; other goods are added once', () => {
    const user = [shirt({ count: 2 }), ticket({ unique_id: 'u-ticket' })];
    const guest = [shirt({ unique_id: 'g-shirt', count: 1 }), shirt({ unique_id: 'g-cap', public_id: 'cap', size: null }), ticket({ unique_id: 'g-ticket' }), ticket({ unique_id: 'u-ticket' })];
    const merged = mergeGuestBasket(user, guest);
    expect(merged.map((line) => [line.unique_id, line.count])).toEqual([
      ['s1', 3],
      ['u-ticket', 1],
      ['g-cap', 1],
      ['g-ticket', 1],
    ]);
    expect(user[0]?.count).toBe(2);
  });

  it('what is synced to the server leaves out the screen-only isScrolling flag', () => {
    const [line] = toServerBasket([ticket({ isScrolling: true, info: { first_name: 'Иван' } })]);
    expect(line).toEqual(ticket({ info: { first_name: 'Иван' } }));
  });
});
