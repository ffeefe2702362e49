/**
 * The basket line builders of sdk/basket: a ticket of a format, a shop product, an insurance —
 * each from contract data as a backend answers it, each a line the BasketItem schema accepts.
 */
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { TICKET_HOLD_MS, addBasketItem, insuranceLine, isStaleTicket, productLine, ticketKindOf, ticketLine } from '../../sdk/basket/index.ts';
import { BasketItem, Event, EventCity, EventFormat, InsuranceProduct, Product } from '../../sdk/contract/schemas/index.ts';
import * as fx from './contract-fixtures.ts';

const event = create(fx.event, Event);
const eventCity = create(fx.eventCity, EventCity);
const format = create(fx.eventFormat, EventFormat);

describe('ticketLine: a ticket of the chosen format as a basket line (purchase.md §3)', () => {
  const line = ticketLine({ event, eventCity, format, count: 2, uniqueId: 'u-1' });

  it('is a valid basket line of the format, priced as the format', () => {
    expect(() => create(line, BasketItem)).not.toThrow();
    expect(line).toMatchObject({
      unique_id: 'u-1',
      public_id: 'f-1',
      format_public_id: 'f-1',
      selector: 'ticket',
      count: 2,
      price: 3500,
      title: 'Летний забег',
      name: 'Элита 10 км',
      logo: '/media/et-1/logo.png',
      event: { public_id: 'ev-1', title: 'Летний забег' },
      event_city: { public_id: 'ec-1', name: 'Москва', timezone: 'Europe/Moscow' },
      address: 'Парк Патриот',
    });
  });

  it('carries what the basket needs later: limits, kind, form, sizes, sale, ages', () => {
    expect(line).toMatchObject({
      buy_limit: 10,
      tickets_left: { athlete: 120, vip: 4 },
      kind: 'athlete',
      max_count: 500,
      preregistration: true,
      regions: [{ id: 524894, name: 'Московская область' }],
      clusters: [{ name: 'Корпоративный', value: 'corp', file: true }],
      select: { title: 'Волна', values: ['09:00', '10:00'] },
      additional_fields: [{ name: 'club', label: 'Клуб', required: false }],
      proportions: [{ name: 'M', public_id: 's-m', count: 12 }],
      age_min: 14,
      age_max: 80,
      sale: { discount: 10, discount_form: 'percent' },
      start_time: '2026-06-06T09:00:00+03:00',
    });
  });

  it.each([
    ['a format with space: true holds a place: stale after 10 minutes', { space: true }, true],
    ['space false', { space: false }, false],
    ['no space', {}, false],
  ])('%s', (_case, patch, holds) => {
    const held = ticketLine({ event, eventCity, format: { ...format, ...patch }, count: 1, uniqueId: 'u-2' });
    expect(held.space).toBe(holds);
    const [stored] = addBasketItem([], { ...held, preregistration: false }, { now: 0 });
    expect(stored === undefined ? undefined : isStaleTicket(stored, TICKET_HOLD_MS + 1)).toBe(holds);
  });

  it('falls back to the event city: address, start, and the city name without an address', () => {
    const bare = { public_id: 'f-2', title: 'Лайт', price: 1000 };
    const line2 = ticketLine({ event, eventCity: { ...eventCity, address: null }, format: bare, count: 1, uniqueId: 'u-3' });
    expect(line2).toMatchObject({ address: 'Москва', start_time: eventCity.start_time, kind: 'athlete', preregistration: false, space: false });
  });

  it.each([
    ['no kinds: athlete', undefined, 'athlete'],
    ['athlete among others', { vip: 1, athlete: 3 }, 'athlete'],
    ['spectators only: their kind', { spectator: 50 }, 'spectator'],
  ])('ticketKindOf — %s', (_case, left, kind) => {
    expect(ticketKindOf({ tickets_left: left })).toBe(kind);
  });
});

describe('productLine: a shop product as a basket line of count 1', () => {
  it('keeps the product’s price, old price, picture and sizes', () => {
    const line = productLine(create(fx.product, Product), 'p-line');
    expect(() => create(line, BasketItem)).not.toThrow();
    expect(line).toEqual({
      unique_id: 'p-line',
      public_id: 'p-1',
      selector: 'shop',
      count: 1,
      price: 1500,
      old_price: 2000,
      title: 'Футболка финишера',
      picture: '/media/p-1.jpg',
      proportions: [{ name: 'L', public_id: 'p-1-l', count: 3 }],
    });
  });

  it.each([
    ['a certificate keeps its selector', { certificate: true }, { selector: 'certificate' }],
    ['a delivered product says so', { delivery: true }, { selector: 'shop', delivery: true }],
  ])('%s', (_case, patch, expected) => {
    expect(productLine({ ...create(fx.product, Product), ...patch }, 'x')).toMatchObject(expected);
  });

  it('leaves out what the product lacks', () => {
    const line = productLine({ public_id: 'p-2', title: 'Кружка', price: 500, old_price: null }, 'y');
    expect(Object.keys(line).sort()).toEqual(['count', 'price', 'public_id', 'selector', 'title', 'unique_id']);
  });
});

describe('insuranceLine: one insurance for the chosen format', () => {
  const product = create(fx.insuranceProduct, InsuranceProduct);
  const city = create(fx.eventCityWithEvent, EventCity);

  it('is a valid line of count 1 with the start the payment sends as start_date', () => {
    const line = insuranceLine(product, { format: { public_id: 'f-1' }, eventCity: city, start: '2026-06-06T09:00:00+03:00', timeZone: 'Europe/Moscow', address: 'Парк Патриот' }, 'i-1');
    expect(() => create(line, BasketItem)).not.toThrow();
    expect(line).toEqual({
      unique_id: 'i-1',
      public_id: 'ins-1',
      selector: 'insurance',
      count: 1,
      price: 200,
      totalCost: 200,
      name: 'Спортивная страховка',
      title: 'Защита на старте',
      event: { public_id: 'ev-1', title: 'Летний забег' },
      event_city: { public_id: 'ec-1', name: 'Москва', timezone: 'Europe/Moscow' },
      format_public_id: 'f-1',
      start_time: '2026-06-06T09:00:00+03:00',
      address: 'Парк Патриот',
    });
  });

  it('takes the name as title, and leaves out an unknown time zone, address and event', () => {
    const line = insuranceLine({ public_id: 'ins-2', name: 'Базовая', price: 200 }, { format: { public_id: 'f-2' }, eventCity: create(fx.eventCity, EventCity), start: '2026-07-01T09:00:00Z', timeZone: undefined, address: undefined }, 'i-2');
    expect(line).toMatchObject({ title: 'Базовая', event_city: { public_id: 'ec-1', name: 'Москва' } });
    expect(line).not.toHaveProperty('event');
    expect(line).not.toHaveProperty('address');
    expect(line.event_city).not.toHaveProperty('timezone');
  });
});
