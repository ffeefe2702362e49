/**
 * Partner attribution on the basket (issue 17): what a landing link's query says, what a line
 * keeps (bad values dropped one by one), the first touch kept 30 days (pinned 1 ms before its
 * end), what the payment sends, the way back's mark, and racekit:checkout-start's detail.
 */
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_MS,
  buildPaymentRequest,
  paymentAttribution,
  priceBasket,
  priceLinesOf,
  purchaseReturnUrl,
  readPurchaseReturn,
  storedTouch,
  touchOfQuery,
  withAttribution,
} from '../../sdk/basket/index.ts';
import { checkoutStartDetail } from '../../sdk/checkout/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';

const T0 = Date.UTC(2026, 5, 1, 12);

function line(id: string, extra: Partial<BasketItem> = {}): BasketItem {
  return {
    unique_id: id,
    public_id: `f-${id}`,
    format_public_id: `f-${id}`,
    selector: 'ticket',
    count: 1,
    price: 1000,
    name: `Формат ${id}`,
    event: { public_id: 'ev', title: 'Забег' },
    event_city: { public_id: 'ec' },
    ...extra,
  };
}

describe('touchOfQuery and storedTouch', () => {
  it.each([
    { query: 'partner=vershina&utm_source=journal&return=https://vershina.example/a', kept: { partner: 'vershina', utm: { source: 'journal' }, return_url: 'https://vershina.example/a', at: T0 } },
    { query: 'partner=Vershina', kept: { partner: 'vershina', at: T0 } },
    { query: 'partner=bad name!&utm_campaign=summer', kept: { utm: { campaign: 'summer' }, at: T0 } },
    { query: 'partner=vershina&return=javascript:alert(1)', kept: { partner: 'vershina', at: T0 } },
    { query: 'partner=vershina&return=/relative', kept: { partner: 'vershina', at: T0 } },
    { query: `utm_source=${'x'.repeat(250)}`, kept: { utm: { source: 'x'.repeat(200) }, at: T0 } },
    { query: 'return=https://vershina.example/a', kept: undefined },
    { query: 'count=2', kept: undefined },
  ])('$query', ({ query, kept }) => {
    expect(storedTouch(touchOfQuery(new URLSearchParams(query)), T0)).toEqual(kept);
  });
});

describe('the first touch, kept 30 days', () => {
  const first = withAttribution(line('a'), [], { partner: 'vershina', returnUrl: 'https://vershina.example/' }, T0);
  it.each([
    { name: 'a later partner does not replace a live first touch', after: ATTRIBUTION_MS - 1, partner: 'vershina' },
    { name: 'after 30 days the new touch counts', after: ATTRIBUTION_MS, partner: 'polimer' },
  ])('$name', ({ after, partner }) => {
    const next = withAttribution(line('b'), [first], { partner: 'polimer' }, T0 + after);
    expect(next.attribution?.partner).toBe(partner);
  });

  it.each([
    { after: 0, sent: { partner: 'vershina', return_url: 'https://vershina.example/' } },
    { after: ATTRIBUTION_MS - 1, sent: { partner: 'vershina', return_url: 'https://vershina.example/' } },
    { after: ATTRIBUTION_MS, sent: undefined },
  ])('the payment sends the first touch $after ms later: $sent', ({ after, sent }) => {
    expect(paymentAttribution([line('x'), first], T0 + after)).toEqual(sent);
    const request = buildPaymentRequest({ items: [first], contacts: { email: 'a@example.com' }, now: T0 + after });
    expect(request.attribution).toEqual(sent);
  });

  it('the payment sends the oldest of several lines', () => {
    const later = { ...line('c'), attribution: { partner: 'polimer', at: T0 + 1000 } };
    expect(paymentAttribution([later, first], T0 + 2000)).toEqual({ partner: 'vershina', return_url: 'https://vershina.example/' });
  });
});

describe('the way back mark', () => {
  const key = 'k'.repeat(43);
  it('marks the page (its own fragment dropped) and reads the mark back', () => {
    const url = purchaseReturnUrl('https://vershina.example/journal/?utm_source=j#top', 'o-1', key);
    expect(url).toBe(`https://vershina.example/journal/?utm_source=j#racekit-order=o-1&racekit-key=${key}`);
    expect(readPurchaseReturn(new URL(url).hash)).toEqual({ orderId: 'o-1', key });
  });
  it.each(['', '#top', '#racekit-order=o-1', `#racekit-key=${key}`, '#racekit-order=&racekit-key=x'])('%s names no order', (hash) => {
    expect(readPurchaseReturn(hash)).toBeUndefined();
  });
});

describe('racekit:checkout-start detail', () => {
  it('lists the priced lines, a ticket insurance as its own line, and the total', () => {
    const items = [line('a', { count: 2, insurance: { public_id: 'ins-1', name: 'Страховка' }, insurance_cost: 200 })];
    const price = priceBasket({ lines: priceLinesOf(items), sales: [], now: T0 });
    expect(checkoutStartDetail(items, price)).toEqual({
      lines: [
        { public_id: 'f-a', kind: 'ticket', title: 'Формат a', count: 2, total: 2000 },
        { public_id: 'ins-1', kind: 'insurance', title: 'Страховка', count: 2, total: 400 },
      ],
      total: 2400,
    });
  });
});
