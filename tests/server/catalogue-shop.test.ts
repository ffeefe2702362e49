/**
 * The shop, its banners, delivery and locations over HTTP against a freshly seeded database,
 * each answer checked against the contract, each call's main error too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryCalls, locationCalls, shopCalls } from '../../sdk/contract/index.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { contractCalls } from './support-contract-calls.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
});
afterAll(async () => {
  await server.close();
});

const { send, ok } = contractCalls(() => server);

describe('shop', () => {
  it('answers the shirt sizes of an event city with stock, one size out of stock in Moscow', async () => {
    const { values } = await ok(shopCalls.shirts, { event_city_id: 'ec-rubezh-leto-msk' });
    expect(values.map((size) => size.name)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(values.find((size) => size.name === 'XXL')?.count).toBe(0);
    expect((await ok(shopCalls.shirts, { event_city_id: 'ec-tropa-sochi' })).values).toEqual([]);
  });

  it('answers the goods offered with the tickets of an event city, in their order', async () => {
    const { values } = await ok(shopCalls.related, { id: 'ec-rubezh-leto-msk' });
    expect(values.map((product) => product.public_id)).toEqual(['p-buff-rubezh', 'p-gloves', 'p-socks', 'p-medal-holder']);
  });

  it('answers a product with its sizes, gender, group, category and old price', async () => {
    const hoodie = await ok(shopCalls.product, { id: 'p-hoodie-rubezh' });
    expect(hoodie).toMatchObject({
      title: 'Худи «Стальной рубеж»',
      price: 4990,
      old_price: 5990,
      gender: 'unisex',
      group: 'Одежда',
      subgroup: 'Худи',
      category: { title: 'Худи и свитшоты', public_id: 'cat-hoodies' },
      certificate: false,
      delivery: true,
    });
    expect(hoodie.sizes?.map((size) => size.name)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    const gloves = await ok(shopCalls.product, { id: 'p-gloves' });
    expect(gloves.sizes?.find((size) => size.name === 'XL')?.count).toBe(0);
    const certificate = await ok(shopCalls.product, { id: 'p-certificate-3000' });
    expect(certificate).toMatchObject({ certificate: true, delivery: false, price: 3000 });
    expect((await ok(shopCalls.product, { id: 'p-sweatshirt-gorod' })).gender).toBe('female');
  });

  it('answers 16 random goods for the home page and the offers for the basket, never certificates', async () => {
    const home = await ok(shopCalls.items, { place: 'home' });
    expect(home.values).toHaveLength(16);
    expect(new Set(home.values.map((product) => product.public_id)).size).toBe(16);
    const basket = await ok(shopCalls.items, { place: 'basket' });
    expect(basket.values.length).toBeGreaterThan(2);
    for (const product of [...home.values, ...basket.values]) expect(product.certificate).toBe(false);
  });

  it('answers every gift certificate for `certificates` (the shop lists them, search finds them)', async () => {
    const certificates = await ok(shopCalls.items, { place: 'certificates' });
    expect(certificates.values.map((product) => [product.public_id, product.price, product.certificate])).toEqual([
      ['p-certificate-1000', 1000, true],
      ['p-certificate-3000', 3000, true],
      ['p-certificate-5000', 5000, true],
    ]);
  });

  it('answers the heroes project and its preview', async () => {
    const heroes = await ok(shopCalls.heroes);
    expect(heroes.values.length).toBeGreaterThan(4);
    const preview = await ok(shopCalls.previewHeroes);
    expect(preview.values).toHaveLength(4);
    expect(preview.values.slice(0, 3).map((product) => product.public_id).sort()).toEqual(['p-cap-rubezh', 'p-hoodie-rubezh', 'p-tee-rubezh-black']);
  });

  it('answers the external-shop banners of the shop page with prices and local links', async () => {
    const { values } = await ok(shopCalls.banners, { type: 'shop' });
    expect(values.length).toBeGreaterThan(2);
    for (const banner of values) {
      expect(banner.banner_type).toBe('external_shop');
      expect(banner.link).toMatch(/^\/shop\/product\/p-/);
      expect(banner.picture_main).toMatch(/^\/api\/files\/picture\/banner-/);
      expect(banner.price).toBeGreaterThan(0);
    }
    expect(values.find((banner) => banner.public_id === 'bn-hoodie')).toMatchObject({ price: 4990, old_price: 5990 });
    expect((await ok(shopCalls.banners, { type: 'nothing-here' })).values).toEqual([]);
  });

  it.each([
    ['shirts', () => send(shopCalls.shirts, { event_city_id: 'ec-none' }), 'Мероприятие в этом городе не найдено'],
    ['related', () => send(shopCalls.related, { id: 'ec-none' }), 'Мероприятие в этом городе не найдено'],
    ['product', () => send(shopCalls.product, { id: 'p-none' }), 'Товар не найден'],
  ])('%s answers 404 with a message for an unknown id', async (_name, request, message) => {
    const answer = await request();
    expect(answer.status).toBe(404);
    expect(answer.message).toBe(message);
  });

  it('an unknown collection place is not a route (404)', async () => {
    expect((await server.api('GET', '/api/shop/items/everywhere')).status).toBe(404);
  });
});

describe('delivery', () => {
  it('answers the methods of each item type; methods without an address cost nothing', async () => {
    const shop = await ok(deliveryCalls.methods, { itemType: 'shop' });
    expect(shop.values.map((method) => method.name)).toEqual([
      'Курьером до двери',
      'Почтой России',
      'Самовывоз из офиса (Москва, Лужнецкая наб., 24)',
      'Забрать на старте вместе со стартовым пакетом',
    ]);
    expect(shop.values.filter((method) => method.pickup === true).every((method) => method.price === 0)).toBe(true);
    for (const itemType of ['ticket', 'certificate', 'insurance']) {
      const { values } = await ok(deliveryCalls.methods, { itemType });
      expect(values.length, itemType).toBeGreaterThan(0);
    }
  });

  it.each([
    ['Moscow: the city price', 524901, [{ public_id: 'p-gloves', count: 1 }], 290, 2],
    ['Podolsk: the price of its region', 508101, [{ public_id: 'p-gloves', count: 1 }], 390, 4],
    ['Kazan: the city price', 551487, [{ public_id: 'p-gloves', count: 2 }], 420, 5],
    ['Ufa: the default price', 479561, [{ public_id: 'p-buff-rubezh', count: 1 }], 590, 12],
    ['Moscow from 5 000 ₽: free', '524901', [{ public_id: 'p-hoodie-rubezh', count: 1 }, { public_id: 'p-cap-rubezh', count: 1 }], 0, 2],
    ['certificates only: nothing travels', 479561, [{ public_id: 'p-certificate-1000', count: 1 }], 0, 12],
  ] as const)('%s', async (_name, city, goods, cost, days) => {
    const { delivery } = await ok(deliveryCalls.price, {}, { body: { city, goods } });
    expect(delivery).toEqual({ price: { cost }, days });
  });

  it.each([
    ['an unknown city', { city: 1, goods: [{ public_id: 'p-gloves', count: 1 }] }, 404, 'Город не найден'],
    ['an unknown product', { city: 524901, goods: [{ public_id: 'p-none', count: 1 }] }, 404, 'Товар не найден: p-none'],
    ['a count of 0', { city: 524901, goods: [{ public_id: 'p-gloves', count: 0 }] }, 400, 'Значение должно быть больше 0'],
    ['a fractional count', { city: 524901, goods: [{ public_id: 'p-gloves', count: 1.5 }] }, 400, 'Значение должно быть целым числом'],
    ['no goods', { city: 524901, goods: [] }, 400, 'Корзина пуста'],
    ['a city that is not an id', { city: 'Москва', goods: [{ public_id: 'p-gloves', count: 1 }] }, 400, 'Некорректный идентификатор города'],
  ])('the price refuses %s', async (_name, body, status, message) => {
    const answer = await send(deliveryCalls.price, {}, { body });
    expect(answer.status).toBe(status);
    expect(answer.message).toBe(message);
  });

  it('an unknown item type is not a route (404)', async () => {
    expect((await server.api('GET', '/api/delivery/spaceship')).status).toBe(404);
  });
});

describe('locations', () => {
  it('lists the regions of Russia, the default region first', async () => {
    const { values } = await ok(locationCalls.regions);
    expect(values[0]).toEqual({ id: 524894, name: 'Москва и Московская область' });
    expect(values.map((region) => region.name)).toContain('Республика Татарстан');
    expect(values.length).toBeGreaterThan(10);
  });

  it('lists the cities of a region, its main city first', async () => {
    const { values } = await ok(locationCalls.cities, { id: '524894' });
    expect(values[0]).toEqual({ id: 524901, name: 'Москва', region_id: 524894 });
    expect(values.map((city) => city.name)).toContain('Подольск');
    expect((await ok(locationCalls.cities, { id: '484048' })).values[0]?.name).toBe('Казань');
  });

  it('answers a city with its region, Moscow without ?id=', async () => {
    expect(await ok(locationCalls.detailed)).toEqual({
      info: { city: { id: 524901, name: 'Москва', region_id: 524894 }, region: { id: 524894, name: 'Москва и Московская область' } },
    });
    const kazan = await ok(locationCalls.detailed, {}, { query: '?id=551487' });
    expect(kazan.info.region).toEqual({ id: 484048, name: 'Республика Татарстан' });
  });

  it('answers the address of a postal index, null for an unknown one', async () => {
    expect(await ok(locationCalls.postal, { index: '420111' })).toEqual({
      index: '420111',
      address: 'Республика Татарстан, г. Казань, ул. Баумана',
      city: 'Казань',
      region: 'Республика Татарстан',
    });
    expect(await ok(locationCalls.postal, { index: '999999' })).toMatchObject({ index: '999999', address: null });
  });

  it.each([
    ['a region that does not exist', () => send(locationCalls.cities, { id: '1' }), 404, 'Регион не найден'],
    ['a region id that is not a number', () => send(locationCalls.cities, { id: 'moscow' }), 400, 'Некорректный идентификатор региона'],
    ['a city that does not exist', () => send(locationCalls.detailed, {}, { query: '?id=7' }), 404, 'Город не найден'],
    ['a city id that is not a whole number', () => send(locationCalls.detailed, {}, { query: '?id=5.5' }), 400, 'Некорректный идентификатор города'],
    ['a malformed postal index', () => send(locationCalls.postal, { index: '12345' }), 400, 'Введите корректный Индекс'],
  ])('refuses %s', async (_name, request, status, message) => {
    const answer = await request();
    expect(answer.status).toBe(status);
    expect(answer.message).toBe(message);
  });
});
