/**
 * The API in the visitor's language (issue 15), over HTTP against the seeded demo: a request
 * whose Accept-Language asks for English gets the catalogue's English texts under the spec's
 * field names (`title`, `name`, `description`…, never an `_en` field) and every message of the
 * server in English; a Russian request, or one that names no language racekit speaks, gets
 * Russian — the default and the fallback. The demo catalogue has its English texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { registerConfirmed } from './account-steps.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
});
afterAll(async () => {
  await server.close();
});

type Lang = 'ru' | 'en' | undefined;

/** GET `path` asking in `lang` (undefined: no Accept-Language); answers the JSON body. */
async function read(path: string, lang: Lang): Promise<Record<string, unknown>> {
  const answer = await server.api('GET', path, lang === undefined ? {} : { headers: { 'accept-language': lang } });
  expect(answer.status, `${path} (${lang ?? 'no language'}): ${answer.message ?? ''}`).toBe(200);
  if (typeof answer.body !== 'object' || answer.body === null) throw new Error(`${path} answered no object`);
  return answer.body as Record<string, unknown>;
}

/** A value at a dotted path of an answer (`values.0.title`). */
function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), value);
}

/** `field` of the entry of the list at `listPath` whose public_id (or numeric id) is `id`. */
const byId = (answer: unknown, listPath: string, id: string, field: string) => {
  const list = at(answer, listPath);
  if (!Array.isArray(list)) throw new Error(`${listPath} is not a list`);
  return at(list.find((entry) => at(entry, 'public_id') === id || at(entry, 'id') === Number(id)), field);
};

// [what, path, the fields read, Russian, English]
const catalogue: [string, string, (answer: unknown) => unknown[], unknown[], unknown[]][] = [
  [
    'an event: title, description, type, city and address',
    '/api/event/id/ev-kids-moscow',
    (a) => ['title', 'description', 'event_type.title', 'event_city.0.city.name_ru', 'event_city.0.address'].map((path) => at(a, path)),
    ['Рубеж. Дети — Москва', 'Детская гонка с препятствиями: мягкие стены, тоннели и сетки. Родители — в зоне болельщиков.', 'Рубеж. Дети', 'Москва', 'Москва, Парк Патриот, детская площадка фестиваля'],
    ['Frontier Kids: Moscow', 'An obstacle race for kids: soft walls, tunnels and nets. Parents cheer from the supporters’ zone.', 'Frontier Kids', 'Moscow', 'Moscow, Patriot Park, the festival’s children’s area'],
  ],
  ['the event list', '/api/event/list', (a) => [byId(a, 'values', 'ev-gorod-kazan', 'title')], ['Город бежит. Казань'], ['The City Runs: Kazan']],
  ['event types', '/api/event_type/list', (a) => [byId(a, 'values', 'et-tropa', 'title'), byId(a, 'values', 'et-tropa', 'description')], ['Дикая тропа', 'Трейлраннинг в горах: маркированные тропы, набор высоты и пункты питания на трассе.'], ['Wild Trail', 'Mountain trail running: marked trails, serious elevation gain and aid stations along the course.']],
  ['cities with events', '/api/event/cities', (a) => [byId(a, 'values', '498817', 'name_ru')], ['Санкт-Петербург'], ['Saint Petersburg']],
  [
    'formats: title, description, clusters, the place select, regions',
    '/api/event_format/event/ec-rubezh-leto-msk',
    (a) => [
      byId(a, 'values', 'f-rl-msk-students', 'title'),
      byId(a, 'values', 'f-rl-msk-students', 'clusters.1.name'),
      byId(a, 'values', 'f-rl-msk-students', 'clusters.1.value'),
      byId(a, 'values', 'f-rl-msk-waves', 'select.title'),
      byId(a, 'values', 'f-rl-msk-waves', 'select.values.0'),
      byId(a, 'values', 'f-rl-msk-elite', 'regions.0.name'),
      byId(a, 'values', 'f-rl-msk-elite', 'additional_fields.0.label'),
    ],
    ['Студенческий зачёт 5 км', 'Студенты', 'students', 'Волна старта', '09:00', 'Москва и Московская область', 'Клуб или команда'],
    ['Student race 5 km', 'Students', 'students', 'Start wave', '09:00', 'Moscow and Moscow Oblast', 'Club or team'],
  ],
  ['a format: notes and additional fields', '/api/event_format/f-ts-25', (a) => [at(a, 'title'), at(a, 'notes'), at(a, 'additional_fields.1.label')], ['Трейл 25 км', 'Понадобится медицинская справка о допуске к соревнованиям.', 'Телефон близкого человека на случай ЧП'], ['Trail 25 km', 'You will need a medical certificate clearing you to compete.', 'Emergency contact phone number']],
  ['an insurance product', '/api/insurances/ins-start', (a) => ['name', 'title', 'footnote'].map((path) => at(a, path)), ['Страховка участника', 'Страхование от несчастного случая на старте', 'Страхователь — участник от 5 до 86 лет на дату старта. Полис придёт на e-mail после оплаты.'], ['Participant insurance', 'Accident insurance for race day', 'For participants aged 5 to 86 on race day. The policy is e-mailed to you after payment.']],
  ['delivery methods', '/api/delivery/shop', (a) => [byId(a, 'values', 'dm-shop-courier', 'name')], ['Курьером до двери'], ['Courier to your door']],
  ['regions', '/api/location/region/list/RU', (a) => [byId(a, 'values', '524894', 'name')], ['Москва и Московская область'], ['Moscow and Moscow Oblast']],
  ['a city with its region', '/api/location/detailed?id=524901', (a) => [at(a, 'info.city.name'), at(a, 'info.region.name')], ['Москва', 'Москва и Московская область'], ['Moscow', 'Moscow and Moscow Oblast']],
  ['a product: title, description, category', '/api/shop/product/p-hoodie-rubezh', (a) => ['title', 'category.title', 'subgroup'].map((path) => at(a, path)), ['Худи «Стальной рубеж»', 'Худи и свитшоты', 'Худи'], ['Steel Frontier hoodie', 'Hoodies and sweatshirts', 'Hoodies']],
  ['shop banners', '/api/page/banner/shop', (a) => [byId(a, 'values', 'bn-backpack', 'title')], ['Рюкзак-гидратор для трейла'], ['A hydration pack for the trail']],
  ['a news item', '/api/news/one/news-kids', (a) => ['title', 'preview'].map((path) => at(a, path)), ['«Рубеж. Дети» возвращается в Москву', 'Забеги на 1 и 3 км с безопасными препятствиями для ребят от 6 до 14 лет.'], ['Frontier Kids returns to Moscow', '1 and 3 km races with safe obstacles for ages 6 to 14.']],
  ['results formats', '/api/external/formats/ec-gorod-moscow', (a) => [byId(a, 'values', 'xf-gm-21', 'title'), at(a, 'city.event.title')], ['Полумарафон 21,1 км', 'Город бежит. Москва'], ['Half marathon 21.1 km', 'The City Runs: Moscow']],
  ['kinds of club competition', '/api/list/competition/type', (a) => [byId(a, 'values', 'ct-ocr', 'title')], ['Гонка с препятствиями'], ['Obstacle race']],
  ['the seating plan', '/api/space/f-rc-tribune', (a) => [at(a, 'title')], ['Трибуна у финиша'], ['The stand by the finish']],
];

describe('catalogue data in the visitor’s language', () => {
  it.each(catalogue)('%s: English when asked, Russian when asked or when no language is named', async (_what, path, fields, russian, english) => {
    expect(fields(await read(path, 'en'))).toEqual(english);
    expect(fields(await read(path, 'ru'))).toEqual(russian);
    expect(fields(await read(path, undefined))).toEqual(russian);
  });

  it('answers no `_en` field: the spec’s names carry the language asked for', async () => {
    const keys = new Set<string>();
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === 'object' && value !== null) {
        for (const [key, entry] of Object.entries(value)) {
          keys.add(key);
          collect(entry);
        }
      }
    };
    for (const [, path] of catalogue) collect(await read(path, 'en'));
    expect([...keys].filter((key) => key.endsWith('_en'))).toEqual([]);
  });

  it('has English for every text an English visitor reads in the catalogue', async () => {
    const paths = [
      '/api/event/list',
      '/api/event_type/list',
      '/api/event_type/project',
      '/api/event/cities',
      ...['ec-rubezh-leto-msk', 'ec-gorod-kazan', 'ec-tropa-sochi', 'ec-kids-moscow', 'ec-night-spb', 'ec-rubezh-cup-ekb'].map((id) => `/api/event_format/event/${id}?hidden=true`),
      '/api/insurances',
      ...['ticket', 'shop', 'certificate', 'insurance'].map((type) => `/api/delivery/${type}`),
      '/api/location/region/list/RU',
      '/api/location/city/region/524894',
      '/api/shop/items/home',
      '/api/shop/items/basket',
      '/api/shop/project/heroes',
      '/api/shop/product/p-certificate-3000',
      '/api/page/banner/shop',
      '/api/news',
      '/api/list/competition/type',
    ];
    const russian: string[] = [];
    const scan = (value: unknown, where: string) => {
      if (typeof value === 'string' && /[\u0400-\u04FF]/.test(value)) russian.push(`${where}: ${value}`);
      else if (Array.isArray(value)) value.forEach((entry, index) => scan(entry, `${where}.${index}`));
      else if (typeof value === 'object' && value !== null) for (const [key, entry] of Object.entries(value)) scan(entry, `${where}.${key}`);
    };
    for (const path of paths) scan(await read(path, 'en'), path);
    expect(russian).toEqual([]);
  });

  it('fills every English twin of the seeded catalogue (migration 010)', async () => {
    const twins = await server.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name LIKE '%\\_en' ORDER BY table_name, column_name`,
    );
    expect(twins.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const { table_name: table, column_name: english } of twins) {
      const russian = english === 'name_en' && table.startsWith('location_') ? 'name_ru' : english.slice(0, -3);
      const [row] = await server.db.query<{ count: number | string }>(
        `SELECT count(*) AS count FROM ${table} WHERE COALESCE(${russian}, '') <> '' AND COALESCE(${english}, '') = ''`,
      );
      if (Number(row?.count ?? 0) > 0) missing.push(`${table}.${english}: ${String(row?.count)} rows`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the request’s language, from Accept-Language', () => {
  it.each([
    ['en', 'en'],
    ['en-GB,en;q=0.9,ru;q=0.8', 'en'],
    ['fr-FR, en;q=0.5', 'en'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['en;q=0.3, ru;q=0.7', 'ru'],
    ['en;q=0', 'ru'],
    ['de', 'ru'],
    ['*', 'ru'],
    ['', 'ru'],
  ])('%j → %s', async (header, language) => {
    const answer = await server.api('GET', '/api/event_type/list', { headers: { 'accept-language': header } });
    expect(byId(answer.body, 'values', 'et-gorod', 'title')).toBe(language === 'en' ? 'The City Runs' : 'Город бежит');
  });

  it('tells caches that answers vary by it', async () => {
    const answer = await server.api('GET', '/api/event_type/list', { headers: { 'accept-language': 'en' } });
    expect(answer.headers.get('vary') ?? '').toMatch(/accept-language/i);
    const refused = await server.api('GET', '/api/no-such-call', { headers: { 'accept-language': 'en' } });
    expect(refused.headers.get('vary') ?? '').toMatch(/accept-language/i);
  });
});

describe('server messages in the visitor’s language', () => {
  let phone = 79990001100;

  // [what, method, path, body (given a fresh phone), status, key, Russian, English]
  const messages: [string, string, string, (phone: string) => unknown, number, string, string, string][] = [
    ['a wrong e-mail or password', 'PUT', '/api/auth', () => ({ email: 'nobody@example.com', password: 'Wrong1pass' }), 400, 'server.accounts.wrongCredentials', 'Неверный email или пароль', 'Wrong e-mail or password'],
    ['a sign-in code asked for a phone with or without an account', 'POST', '/api/user/code', (fresh) => ({ phone: fresh, registration: false }), 200, '', 'Если этот телефон указан в аккаунте, мы отправили на него код', 'If an account has this phone number, we have sent a code to it'],
    ['a field rule of the spec', 'POST', '/api/user', () => ({ email: 'not-an-email', password: 'Passw0rd' }), 400, 'forms.emailInvalid', 'Введите валидный email', 'Enter a valid email'],
    ['a missing field', 'POST', '/api/user', () => ({ email: 'someone@example.com' }), 400, 'server.http.missingField', 'Заполните поле «password»', 'Fill in the field "password"'],
    ['an unknown event', 'GET', '/api/event/id/no-such-event', () => undefined, 404, 'server.catalogue.eventNotFound', 'Мероприятие не найдено', 'Event not found'],
    ['an unknown call', 'GET', '/api/no-such-call', () => undefined, 404, 'server.http.notFound', 'Не найдено', 'Not found'],
    ['a personal call without a token', 'GET', '/api/user/tickets/my', () => undefined, 401, 'server.http.unauthorized', 'Требуется авторизация', 'Please sign in'],
    ['a status after success', 'POST', '/api/user/code', (fresh) => ({ phone: fresh, registration: true }), 200, '', 'Код отправлен', 'The code has been sent'],
  ];

  it.each(messages)('%s', async (_what, method, path, body, status, key, russian, english) => {
    for (const [lang, text] of [['en', english], ['ru', russian], [undefined, russian]] as const) {
      phone += 1;
      const payload = body(String(phone));
      const answer = await server.api(method, path, { ...(payload === undefined ? {} : { body: payload }), ...(lang === undefined ? {} : { headers: { 'accept-language': lang } }) });
      expect(answer.status, `${lang ?? 'no language'}: ${answer.message ?? ''}`).toBe(status);
      expect(answer.message, lang ?? 'no language').toBe(text);
      // an error names its text's key, so a page in another language can put it into its own words
      if (status >= 400) expect(answer.body).toMatchObject({ message_key: key });
    }
  });

  it('words a promo code check in the language asked', async () => {
    const path = '/api/promocode/check/ticket/NOSUCHCODE/f-rl-msk-sprint';
    expect((await server.api('GET', path, { headers: { 'accept-language': 'en' } })).message).toBe('Promo code not found');
    expect((await server.api('GET', path)).message).toBe('Промокод не найден');
  });

  it('words a wrong current password in the language asked, values filled', async () => {
    const { token } = await registerConfirmed(server, 'language@example.com');
    const change = (lang: Lang) =>
      server.api('PUT', '/api/user/password', {
        token,
        body: { old_password: 'Nope1', new_password: 'abcd' },
        ...(lang === undefined ? {} : { headers: { 'accept-language': lang } }),
      });
    expect((await change('en')).body).toMatchObject({ message: 'The current password is wrong', message_key: 'server.accounts.oldPasswordWrong', field: 'old_password' });
    expect((await change(undefined)).message).toBe('Неверный текущий пароль');
    server.clock.advance(60_000);
    const resent = await server.api('POST', '/api/user/confirm/email', { body: { email: 'language@example.com' }, headers: { 'accept-language': 'en' } });
    expect(resent.body).toMatchObject({ message: 'If language@example.com is waiting for confirmation, we have sent a new link there' });
  });
});
