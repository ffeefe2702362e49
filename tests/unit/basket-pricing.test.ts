import { describe, expect, it } from 'vitest';
import {
  cardRoubles,
  isSaleActive,
  itemCardCost,
  priceAddedLine,
  priceBasket,
  priceItems,
  priceLinesOf,
  promoUnits,
  salesOf,
  type PriceLine,
} from '../../sdk/basket/index.ts';
import type { BasketItem, PromocodeState, Sale, User } from '../../sdk/contract/schemas/index.ts';
import { titled } from './table-rows.ts';

const now = Date.UTC(2025, 5, 1, 12, 0, 0);
const line = (patch: Partial<PriceLine> = {}): PriceLine => ({ id: 'l1', selector: 'ticket', formatId: 'f1', unitPrice: 1500, count: 1, ...patch });
const promo = (patch: Partial<PromocodeState>): PromocodeState => ({ code: 'RUN', status: 'applied', discount_form: 'percent', ...patch });
const total = (lines: PriceLine[], extra: Partial<Parameters<typeof priceBasket>[0]> = {}) => priceBasket({ lines, now, ...extra });

describe('pricing: unit price × count and promo codes (purchase.md §2, §9)', () => {
  it.each(titled([
    ['no code: 1500 × 3', line({ count: 3 }), 4500],
    ['10 % on 2 units', line({ count: 2, promocode: promo({ discount: 10 }) }), 2700],
    ['a 100 % code makes the price 0', line({ count: 2, promocode: promo({ discount: 100 }) }), 0],
    ['a fixed 300 off each unit', line({ count: 2, promocode: promo({ discount: 300, discount_form: 'fixed' }) }), 2400],
    ['a fixed discount above the price stops at 0', line({ promocode: promo({ discount: 5000, discount_form: 'fixed' }) }), 0],
    ["a code's fixed special price 999", line({ count: 2, promocode: promo({ price: 999, discount: 10 }) }), 1998],
    ['fewer codes left (1) than the line count (3): one unit discounted', line({ count: 3, promocode: promo({ discount: 10, code_count: 1 }) }), 4350],
    ['no code left: nothing discounted', line({ count: 2, promocode: promo({ discount: 10, code_count: 0 }) }), 3000],
    ['more codes left than units: every unit', line({ count: 2, promocode: promo({ discount: 10, code_count: 9 }) }), 2700],
    ['a failed code changes nothing', line({ count: 2, promocode: { code: 'BAD', status: 'error', message: 'Промокод не найден', discount: 50 } }), 3000],
    ['a certificate takes no code', line({ selector: 'certificate', promocode: promo({ discount: 50 }) }), 1500],
    ['kopecks round to 2 decimals: 33 % of 999.99', line({ unitPrice: 999.99, promocode: promo({ discount: 33 }) }), 669.99],
    // issue 31: the unit price is rounded before it is multiplied (3 × 669.99), not the line after (2009.9799 → 2009.98)
    ['kopecks with count 3: 33 % of 999.99 rounds the unit price first', line({ unitPrice: 999.99, count: 3, promocode: promo({ discount: 33 }) }), 2009.97],
  ] satisfies [string, PriceLine, number][], ([name, , expected]) => `${name} → total ${expected}`))('%s', (_title, [_name, priced, expected]) => {
    expect(total([priced]).total).toBe(expected);
  });

  it('the units a code covers: capped by the codes left and by the count', () => {
    expect(promoUnits(promo({ code_count: 2 }), 5)).toBe(2);
    expect(promoUnits(promo({ code_count: 7 }), 5)).toBe(5);
    expect(promoUnits(promo({}), 5)).toBe(5);
  });

  it('each line reports its cost, total and discount', () => {
    const [priced] = total([line({ count: 3, promocode: promo({ discount: 10, code_count: 1 }) })]).lines;
    expect(priced).toMatchObject({ cost: 4500, total: 4350, discount: 150, promoUnits: 1, saleApplied: false, vipApplied: false });
  });
});

describe('pricing: sales, active between start_date and end_date and from their count (purchase.md §3, §9)', () => {
  const sale: Sale = {
    active: true,
    start_date: '2025-06-01T12:00:00Z',
    end_date: '2025-06-30T12:00:00Z',
    discount: 20,
    discount_form: 'percent',
    count: 2,
    formats: ['f1', 'f2'],
  };
  const start = Date.parse(sale.start_date);
  const end = Date.parse(sale.end_date);
  const two = [line({ count: 1 }), line({ id: 'l2', formatId: 'f2', count: 1 })];

  it.each([
    ['one second before its start', two, start - 1000, false],
    ['at its start', two, start, true],
    ['at its end', two, end, true],
    ['one second after its end', two, end + 1000, false],
    ['below its count (1 of 2 items)', [line({ count: 1 })], start, false],
    ['at its count with one line of 2', [line({ count: 2 })], start, true],
    ['items of other formats do not count', [line({ count: 1 }), line({ id: 'l2', formatId: 'other', count: 1 })], start, false],
  ])('a sale %s is active: %s', (_name, lines, at, active) => {
    expect(isSaleActive(sale, lines, at)).toBe(active);
    const expected = lines.reduce((sum, priced) => sum + priced.unitPrice * priced.count * (active && priced.formatId !== 'other' ? 0.8 : 1), 0);
    expect(priceBasket({ lines, sales: [sale], now: at }).total).toBe(expected);
  });

  it('a switched-off sale never applies', () => {
    expect(isSaleActive({ ...sale, active: false }, two, start)).toBe(false);
  });

  it('a fixed sale takes its roubles off each item', () => {
    expect(priceBasket({ lines: [line({ count: 2 })], sales: [{ ...sale, discount: 500, discount_form: 'fixed' }], now: start }).total).toBe(2000);
  });

  it('a sale and a promo code do not stack: each unit takes the lower price', () => {
    const lines = [line({ count: 2, promocode: promo({ discount: 10, code_count: 1 }) })];
    const priced = priceBasket({ lines, sales: [sale], now: start });
    expect(priced.total).toBe(2400);
    const deep = priceBasket({ lines: [line({ count: 2, promocode: promo({ discount: 50, code_count: 1 }) })], sales: [sale], now: start });
    expect(deep.total).toBe(750 + 1200);
  });
});

describe('pricing: the vip personal discount (purchase.md §6)', () => {
  const vip: Pick<User, 'role' | 'discount' | 'discount_form'> = { role: ['vip'], discount: 30, discount_form: 'percent' };

  it.each(titled([
    ['a vip with 30 %: the first ticket only', vip, 1050 + 1500 + 1500],
    ['discount 100 is not applied', { ...vip, discount: 100 }, 4500],
    ['a fixed personal discount is not applied', { ...vip, discount_form: 'fixed' as const }, 4500],
    ['no vip role', { ...vip, role: ['runner'] }, 4500],
    ['no user', null, 4500],
  ] satisfies [string, Pick<User, 'role' | 'discount' | 'discount_form'> | null, number][], ([name, , expected]) => `${name} → total ${expected}`))('%s', (_title, [_name, user, expected]) => {
    const lines = [line({ count: 2 }), line({ id: 'l2', count: 1 })];
    expect(priceBasket({ lines, user, now }).total).toBe(expected);
  });

  it("no promo code on the vip's ticket; the next ticket takes its code", () => {
    const lines = [line({ promocode: promo({ discount: 50 }) }), line({ id: 'l2', promocode: promo({ discount: 50 }) })];
    const priced = priceBasket({ lines, user: vip, now });
    expect(priced.lines.map((entry) => [entry.total, entry.vipApplied, entry.promoUnits])).toEqual([
      [1050, true, 0],
      [750, false, 1],
    ]);
  });

  it('a format the vip already holds is skipped for the discount', () => {
    const lines = [line(), line({ id: 'l2', formatId: 'f2' })];
    const priced = priceBasket({ lines, user: vip, ownedFormatIds: ['f1'], now });
    expect(priced.lines.map((entry) => entry.vipApplied)).toEqual([false, true]);
  });

  it('shop lines never take the vip discount', () => {
    expect(priceBasket({ lines: [line({ selector: 'shop' })], user: vip, now }).total).toBe(1500);
  });
});

describe('pricing: total = goods + delivery − discount − gift discount', () => {
  it('adds delivery and takes off the discounts', () => {
    const priced = total([line({ count: 2, promocode: promo({ discount: 10 }) }), line({ id: 's', selector: 'shop', unitPrice: 990.5 })], {
      deliveryCost: 350,
      giftDiscount: 200,
    });
    expect(priced).toMatchObject({ goodsTotal: 3990.5, discount: 300, deliveryCost: 350, giftDiscount: 200, total: 3840.5 });
  });

  it('never goes below 0', () => {
    expect(total([line()], { giftDiscount: 5000 }).total).toBe(0);
  });
});

describe('item cards show whole roubles', () => {
  it.each([
    [1499.5, 1500],
    [1499.49, 1499],
    [0.5, 1],
  ])('%s ₽ → %s', (value, whole) => {
    expect(cardRoubles(value)).toBe(whole);
  });

  it('card cost is unit price × count', () => {
    expect(itemCardCost({ price: 1499.75, count: 2 })).toBe(3000);
  });
});

describe('basket lines as price lines', () => {
  const ticketItem: BasketItem = {
    unique_id: 't1',
    public_id: 'ticket-public',
    format_public_id: 'f1',
    selector: 'ticket',
    count: 2,
    price: 1500,
    insurance: { public_id: 'ins-1' },
    insurance_cost: 200,
    sale: { active: true, start_date: '2025-01-01', end_date: '2026-01-01', discount: 10, discount_form: 'percent', count: 1, formats: ['f1'], public_id: 'sale-1' },
  };

  it('a ticket is priced by its format, and its attached insurance is one more line per ticket', () => {
    expect(priceLinesOf([ticketItem])).toEqual([
      { id: 't1', selector: 'ticket', formatId: 'f1', unitPrice: 1500, count: 2, promocode: undefined },
      { id: 't1#insurance', selector: 'insurance', formatId: 'ins-1', unitPrice: 200, count: 2 },
    ]);
  });

  it('the sales the lines carry are collected once', () => {
    expect(salesOf([ticketItem, { ...ticketItem, unique_id: 't2' }])).toHaveLength(1);
    const priced = priceBasket({ lines: priceLinesOf([ticketItem]), sales: salesOf([ticketItem]), now });
    expect(priced.total).toBe(2700 + 400);
  });
});

describe('one pricing for the buy dialog and the basket (issue 29 item 7)', () => {
  const sale: Sale = { active: true, start_date: '2025-01-01T00:00:00Z', end_date: '2025-12-31T00:00:00Z', discount: 10, discount_form: 'percent', count: 3, formats: ['f-sale'], public_id: 's1' };
  const ticket = (uniqueId: string, count: number): BasketItem => ({ unique_id: uniqueId, public_id: 'f-sale', format_public_id: 'f-sale', selector: 'ticket', count, price: 3490, sale });

  it('a line of 3 reaches the sale: the dialog total is what the basket charges for it', () => {
    const added = priceAddedLine([], ticket('new', 3), { now });
    expect(added).toEqual({ cost: 10_470, total: 9423 });
    expect(priceItems([ticket('new', 3)], { now }).total).toBe(added.total);
  });

  it('the threshold counts what the basket already holds of the sale formats', () => {
    expect(priceAddedLine([], ticket('new', 1), { now }).total).toBe(3490);
    expect(priceAddedLine([ticket('held', 2)], ticket('new', 1), { now }).total).toBe(3141);
  });
});
