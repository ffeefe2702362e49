/**
 * A small catalogue of our own for the payment, order, ticket and personal tests (never the
 * demo seed, whose figures may change): one upcoming event city with formats for every case
 * the payment code has a branch for, a past event city with results, shirts, goods with and
 * without sizes, a certificate, an insurance product, delivery, promo codes, a sale and a
 * club. Dates are relative to `now`, so the tests' clock decides what is upcoming.
 */
import { expect } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import type { ApiAnswer, TestServer } from './test-server.ts';

export const CITY_ID = 524901;
export const EVENT = 'ev-test';
export const EVENT_CITY = 'ec-test';
export const PAST_EVENT_CITY = 'ec-past';

/** Format ids and their prices. */
export const formats = {
  /** 1000 ₽, 100 places, insurable, start numbers 1…50. */
  plain: 'f-plain',
  /** 500 ₽, the last 5 places. */
  last: 'f-last',
  /** 1500 ₽, pre-registration, shirts, age 18+. */
  prereg: 'f-prereg',
  /** 3000 ₽ per member, fixed team of 3. */
  team: 'f-team',
  /** 800 ₽, a sale of 50 % from 2 tickets. */
  sale: 'f-sale',
  /** 700 ₽ in the past event city. */
  past: 'f-past',
} as const;

export const products = { shirt: 'p-shirt', mug: 'p-mug', certificate: 'p-cert' } as const;
export const INSURANCE = 'ins-basic';
export const PICKUP = 'dm-pickup';
export const CLUB = 'club-runners';
export const COMPETITION_TYPE = 'ct-run';

const day = 86_400_000;

async function insert(db: Queryable, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (const row of rows) {
    const columns = Object.keys(row);
    const values = columns.map((column) => {
      const value = row[column];
      return typeof value === 'object' && value !== null && !(value instanceof Date) && !Array.isArray(value) ? JSON.stringify(value) : value;
    });
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      values,
    );
  }
}

/** Fills the test catalogue, dated from `now`. */
export async function seedShop(db: Queryable, now: Date): Promise<void> {
  const soon = new Date(now.getTime() + 30 * day);
  const past = new Date(now.getTime() - 10 * day);
  await insert(db, 'location_region', [{ id: 524894, name_ru: 'Москва', name_en: 'Moscow' }]);
  await insert(db, 'location_city', [{ id: CITY_ID, region_id: 524894, name_ru: 'Москва', name_en: 'Moscow' }]);
  await insert(db, 'event_type', [{ public_id: 'et-test', title: 'Тестовый забег' }]);
  await insert(db, 'event', [{ public_id: EVENT, event_type_id: 'et-test', title: 'Забег', banners: { landing_page: { mobile_picture: '/m.svg' } } }]);
  await insert(db, 'event_city', [
    { public_id: EVENT_CITY, event_id: EVENT, city_id: CITY_ID, address: 'Парк', start_time: soon },
    { public_id: PAST_EVENT_CITY, event_id: EVENT, city_id: CITY_ID, address: 'Парк', start_time: past },
  ]);
  await insert(db, 'event_format', [
    { public_id: formats.plain, event_city_id: EVENT_CITY, title: '5 км', price: 1000, insurance_available: true, number_first: 1, number_last: 50 },
    { public_id: formats.last, event_city_id: EVENT_CITY, title: 'Последние места', price: 500 },
    {
      public_id: formats.prereg,
      event_city_id: EVENT_CITY,
      title: 'С регистрацией',
      price: 1500,
      preregistration: true,
      with_shirt: true,
      age_min: 18,
    },
    { public_id: formats.team, event_city_id: EVENT_CITY, title: 'Команда', price: 3000, is_team: true, team_all: true, max_count: 3, min_count: 3 },
    { public_id: formats.sale, event_city_id: EVENT_CITY, title: 'Со скидкой', price: 800 },
    { public_id: formats.past, event_city_id: PAST_EVENT_CITY, title: 'Прошедший', price: 700 },
  ]);
  await insert(db, 'format_ticket_kind', [
    { format_id: formats.plain, kind: 'athlete', title: 'Участник', tickets_total: 100, tickets_left: 100 },
    { format_id: formats.plain, kind: 'spectator', title: 'Зритель', tickets_total: 10, tickets_left: 10 },
    { format_id: formats.last, kind: 'athlete', title: 'Участник', tickets_total: 50, tickets_left: 5 },
    { format_id: formats.prereg, kind: 'athlete', title: 'Участник', tickets_total: 20, tickets_left: 20 },
    { format_id: formats.team, kind: 'athlete', title: 'Участник', tickets_total: 30, tickets_left: 30 },
    { format_id: formats.sale, kind: 'athlete', title: 'Участник', tickets_total: 30, tickets_left: 30 },
    { format_id: formats.past, kind: 'athlete', title: 'Участник', tickets_total: 30, tickets_left: 30 },
  ]);
  await insert(db, 'shirt_size', [
    { public_id: 'sh-s', event_city_id: EVENT_CITY, name: 'S', count: 1 },
    { public_id: 'sh-m', event_city_id: EVENT_CITY, name: 'M', count: 5 },
  ]);
  await insert(db, 'sale', [
    {
      public_id: 'sale-half',
      start_date: new Date(now.getTime() - day),
      end_date: new Date(now.getTime() + day),
      discount: 50,
      discount_form: 'percent',
      count: 2,
    },
  ]);
  await insert(db, 'sale_format', [{ sale_id: 'sale-half', format_id: formats.sale }]);
  await insert(db, 'insurance', [
    { public_id: INSURANCE, name: 'Страховка участника', title: 'Базовая', legals: '/legals', price: 200, validity_time: 3 * 86_400 },
  ]);
  await insert(db, 'insurance_format', [{ insurance_id: INSURANCE, format_id: formats.plain }]);
  await insert(db, 'shop_category', [{ public_id: 'cat-merch', slug: 'merch', title: 'Мерч' }]);
  await insert(db, 'product', [
    { public_id: products.shirt, category_id: 'cat-merch', title: 'Футболка', price: 1200 },
    { public_id: products.mug, category_id: 'cat-merch', title: 'Кружка', price: 600, stock: 2 },
    { public_id: products.certificate, category_id: 'cat-merch', kind: 'certificate', title: 'Сертификат', price: 3000, delivery: false },
  ]);
  await insert(db, 'product_size', [
    { public_id: 'ps-s', product_id: products.shirt, name: 'S', count: 3 },
    { public_id: 'ps-m', product_id: products.shirt, name: 'M', count: 0 },
  ]);
  await insert(db, 'delivery_method', [
    { public_id: 'dm-courier', item_type: 'shop', name: 'Курьер' },
    { public_id: PICKUP, item_type: 'shop', name: 'Самовывоз', pickup: true, hidden_address: true },
  ]);
  await insert(db, 'delivery_price', [{ public_id: 'dp-default', cost: 300, free_from: 10_000 }]);
  await insert(db, 'promocode', [
    { public_id: 'pc-10', code: 'TEN', item_type: 'ticket', discount: 10, discount_form: 'percent', total_count: 3 },
    { public_id: 'pc-one', code: 'ONCE', item_type: 'ticket', public_ids: [formats.plain], discount: 100, discount_form: 'percent', total_count: 1 },
    { public_id: 'pc-mug', code: 'MUG', item_type: 'product', discount: 100, discount_form: 'fixed', total_count: 5 },
  ]);
  await insert(db, 'club', [{ public_id: CLUB, public_name: 'runners', title: 'Бегуны' }]);
  await insert(db, 'competition_type', [{ public_id: COMPETITION_TYPE, title: 'Бег' }]);
  await insert(db, 'external_format', [{ public_id: 'xf-past', event_city_id: PAST_EVENT_CITY, title: '5 км' }]);
  await insert(db, 'event_result', [
    { external_format_id: 'xf-past', first_name: 'Ирина', last_name: 'Белова', time_result: '00:25:13', position: 3, start_number: '7' },
  ]);
}

/** A ticket line of the payment body. */
export function ticketLine(format: string, count = 1, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const city = format === formats.past ? PAST_EVENT_CITY : EVENT_CITY;
  return { event_public_id: EVENT, public_id: format, count, event_city: { public_id: city }, ...extra };
}

/** A complete participant form (flat, as the payment and registration send it). */
export const participant = {
  first_name: 'Ирина',
  last_name: 'Белова',
  phone: '79161234567',
  gender: 'female',
  birth_date: '1990-04-12',
} as const;

/** A payment body. */
export function paymentBody(parts: {
  tickets?: readonly Record<string, unknown>[];
  shop?: readonly Record<string, unknown>[];
  insurances?: readonly Record<string, unknown>[];
  email?: string;
  [key: string]: unknown;
}): Record<string, unknown> {
  const { tickets = [], shop = [], insurances = [], email = 'buyer@example.com', ...rest } = parts;
  return { email, tickets, shop, insurances, register: false, ...rest };
}

/** The fields of a successful payment answer. */
export function paid(answer: ApiAnswer): { orderId: string; redirect: string; form: Record<string, unknown>; token: string | null } {
  expect(answer.status, answer.message).toBe(200);
  const body = answer.body;
  if (typeof body !== 'object' || body === null) throw new Error('no body');
  const orderId = 'order_public_id' in body && typeof body.order_public_id === 'string' ? body.order_public_id : '';
  const redirect = 'redirect_url' in body && typeof body.redirect_url === 'string' ? body.redirect_url : '';
  const form = 'form' in body && typeof body.form === 'object' && body.form !== null ? Object.fromEntries(Object.entries(body.form)) : {};
  const token = 'token' in body && typeof body.token === 'string' ? body.token : null;
  return { orderId, redirect, form, token };
}

/** Presses a button of the local provider's page; answers the redirect target. */
export async function pressPayButton(server: TestServer, orderId: string, action: 'pay' | 'decline'): Promise<string> {
  const response = await fetch(`${server.url}/pay/${orderId}`, {
    method: 'POST',
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

/** The thanks page a paid order returns to: its id and its view key (issue 29 §2). */
export const thanksLocation = (orderId: string): RegExp => new RegExp(`^/basket/thanks\\?order=${orderId}&view=[A-Za-z0-9_-]{43}$`);

/** Pays `body` and presses 'Оплатить'; answers the order id. */
export async function buy(server: TestServer, body: Record<string, unknown>, token?: string): Promise<string> {
  const { orderId } = paid(await server.api('POST', '/api/payment', { body, ...(token === undefined ? {} : { token }) }));
  expect(await pressPayButton(server, orderId, 'pay')).toMatch(thanksLocation(orderId));
  return orderId;
}

/** Tickets left of a format's kind, read from the database. */
export async function ticketsLeft(db: Queryable, format: string, kind = 'athlete'): Promise<number> {
  const [row] = await db.query<{ tickets_left: number }>('SELECT tickets_left FROM format_ticket_kind WHERE format_id = $1 AND kind = $2', [
    format,
    kind,
  ]);
  return row?.tickets_left ?? Number.NaN;
}

/** The `values` of a list answer. */
export function valuesOf(answer: ApiAnswer): Record<string, unknown>[] {
  expect(answer.status, answer.message).toBe(200);
  const body = answer.body;
  if (typeof body !== 'object' || body === null || !('values' in body) || !Array.isArray(body.values)) throw new Error('no values');
  return body.values.map((value: unknown) => (typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {}));
}
