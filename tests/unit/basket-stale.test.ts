import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { TICKET_HOLD_MS, isStaleTicket, removeStaleTickets } from '../../sdk/basket/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { ru } from '../../sdk/i18n/index.ts';
import { titled } from './table-rows.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ru', resources: { ru: { translation: { basket: ru.basket } } }, interpolation: { escapeValue: false } });

const added = Date.UTC(2025, 5, 1, 12, 0, 0);
const held = (patch: Partial<BasketItem> = {}): BasketItem => ({
  unique_id: 't1',
  public_id: 'format-1',
  selector: 'ticket',
  count: 1,
  price: 2000,
  space: true,
  addTicketToBasketTime: added,
  ...patch,
});

describe('stale tickets: a place is held 10 minutes (600000 ms) from addTicketToBasketTime (purchase.md §4, §9)', () => {
  it('the hold is 600000 ms', () => {
    expect(TICKET_HOLD_MS).toBe(600_000);
  });

  it.each(titled([
    ['exactly 10 minutes', 600_000, false],
    ['10 minutes and one millisecond', 600_001, true],
    ['one minute', 60_000, false],
  ] satisfies [string, number, boolean][], ([name, , stale]) => `a place-holding ticket after ${name} is stale: ${stale}`))('%s', (_title, [_name, elapsed, stale]) => {
    expect(isStaleTicket(held(), added + elapsed)).toBe(stale);
  });

  it.each([
    ['a ticket without the space flag', held({ space: false })],
    ['a ticket without an added time', held({ addTicketToBasketTime: null })],
    ['a shop line with the space flag', held({ selector: 'shop' })],
  ])('%s never goes stale', (_name, item) => {
    expect(isStaleTicket(item, added + 3_600_000)).toBe(false);
  });

  it('stale tickets are removed with their paired products, and the notice is answered', () => {
    const basket = [
      held(),
      held({ unique_id: 't2', addTicketToBasketTime: added + 60_000 }),
      { unique_id: 'p1', public_id: 'socks', selector: 'shop', count: 1, price: 300, ticket_unique_id: 't1' } satisfies BasketItem,
    ];
    const result = removeStaleTickets(basket, added + 600_001);
    expect(result.items.map((line) => line.unique_id)).toEqual(['t2']);
    expect(result.removed.map((line) => line.unique_id)).toEqual(['t1', 'p1']);
    expect(result.notice === null ? null : i18n.t(result.notice.key)).toBe(ru.basket.stale.text);
  });

  it('nothing stale: no notice and the same lines', () => {
    const result = removeStaleTickets([held()], added + 600_000);
    expect(result).toEqual({ items: [held()], removed: [], notice: null });
  });
});
