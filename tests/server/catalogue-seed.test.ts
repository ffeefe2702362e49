/**
 * The demo seed, read back through the API: it covers every format case of the spec
 * (purchase.md §3/§5), seeds once, links only to this server, and serves its documents as
 * PDF files and its pictures as SVG.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallSpec, checkShape, eventsCalls, formatsCalls, listCalls } from '../../sdk/contract/index.ts';
import type { EventFormat } from '../../sdk/contract/schemas/index.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let formats: EventFormat[];

beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
  // every format of every event city, hidden ones too
  const events = await server.api('GET', '/api/event/list');
  const past = await server.api('GET', '/api/event/id/ev-gorod-moscow');
  const cityIds = [...shaped(eventsCalls.list, events.body).values, shaped(eventsCalls.byId, past.body)].flatMap((event) =>
    event.event_city.map((city) => city.public_id),
  );
  formats = [];
  for (const id of cityIds) {
    const answer = await server.api('GET', `/api/event_format/event/${id}?hidden=true`);
    formats.push(...shaped(formatsCalls.byEventCity, answer.body).values);
  }
});

/** `body` checked against the response schema of `spec`. */
function shaped<P, Q, B, R>(spec: CallSpec<P, Q, B, R>, body: unknown): R {
  if (spec.response === 'file') throw new Error('a file call');
  const shape = checkShape(body, spec.response);
  if (!shape.ok) throw new Error(`${spec.path} breaks the contract at ${shape.failure.path}: ${shape.failure.detail}`);
  return shape.value;
}
afterAll(async () => {
  await server.close();
});

const day = 86_400_000;

/** Each case of the spec, and how to recognise a format that shows it. */
const formatCases: readonly [string, (format: EventFormat) => boolean][] = [
  ['plain (no limits, no form extras)', (f) =>
    f.preregistration === false && f.team === false && f.buy_limit === null && f.age_min === null && (f.clusters ?? []).length === 0],
  ['pre-registration', (f) => f.preregistration === true],
  ['team with a fixed count', (f) => f.team === true && f.team_all === true && f.fixed_count === true && f.max_count === f.min_count && (f.max_count ?? 0) > 1],
  ['team with a non-fixed count', (f) => f.team === true && f.fixed_count === false && (f.min_count ?? 0) < (f.max_count ?? 0)],
  ['several kinds with tickets left', (f) => Object.keys(f.tickets_left ?? {}).length > 1],
  ['a buy limit', (f) => typeof f.buy_limit === 'number'],
  ['a minimum age', (f) => typeof f.age_min === 'number' && f.age_max === null],
  ['an age window', (f) => typeof f.age_min === 'number' && typeof f.age_max === 'number'],
  ['regions', (f) => (f.regions ?? []).length > 1 && (f.regions ?? []).every((region) => region.name !== '')],
  ['clusters, one needing a document and one not', (f) =>
    (f.clusters ?? []).some((cluster) => cluster.file === true) && (f.clusters ?? []).some((cluster) => cluster.file === false)],
  ['places (select)', (f) => (f.select?.values.length ?? 0) > 1 && f.select?.title !== ''],
  ['additional fields, required and optional', (f) =>
    (f.additional_fields ?? []).some((field) => field.required === true) && (f.additional_fields ?? []).some((field) => field.required === false)],
  ['a licence file', (f) => f.license_file === true],
  ['shirts with one size out of stock', (f) =>
    f.shirt_unavailable === false && (f.sizes ?? []).some((size) => size.count === 0) && (f.sizes ?? []).some((size) => (size.count ?? 0) > 0)],
  ['shirts no longer available', (f) => f.shirt_unavailable === true && (f.sizes ?? []).length > 0],
  ['a sale', (f) => f.sale !== null && f.sale !== undefined && f.sale.active && Date.parse(f.sale.end_date) > Date.now()],
  ['only 5 tickets left', (f) => f.tickets_left?.['athlete'] === 5],
  ['sold out', (f) => Object.values(f.tickets_left ?? {}).every((left) => left === 0)],
  ['hidden (sold by link)', (f) => f.hidden === true],
  ['insurance available', (f) => f.insurance_available === true],
  ['a start later than its event city (a wave)', (f) => f.start_time !== undefined && f.start_time !== null && /T19:00/.test(f.start_time)],
];

describe('the seeded formats', () => {
  it('are many, in several event cities', () => {
    expect(formats.length).toBeGreaterThan(30);
    expect(new Set(formats.map((format) => format.event_city_public_id)).size).toBeGreaterThan(8);
  });

  it.each(formatCases)('cover the case: %s', (_name, matches) => {
    expect(formats.filter(matches).length).toBeGreaterThan(0);
  });
});

describe('seedDemo', () => {
  it('seeds once: a second run changes nothing and says so', async () => {
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_format');
    expect(await seedDemo(server.db)).toBe(false);
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_format');
    expect(after).toEqual(before);
  });

  it('dates events relative to the seeding moment: upcoming within months, some past', async () => {
    const rows = await server.db.query<{ start_time: Date }>('SELECT start_time FROM event_city');
    const offsets = rows.map((row) => (new Date(row.start_time).getTime() - Date.now()) / day);
    expect(offsets.filter((days) => days > 0 && days < 180).length).toBeGreaterThan(8);
    expect(offsets.filter((days) => days < 0).length).toBeGreaterThanOrEqual(3);
  });
});

describe('links stay on this server', () => {
  it('no catalogue answer links outside the server', async () => {
    const paths = listCalls()
      .filter(({ spec }) => spec.method === 'GET' && spec.auth !== 'required' && spec.response !== 'file')
      .map(({ spec }) => spec.path);
    const concrete: Record<string, string> = {
      '/api/event/id/{id}': '/api/event/id/ev-rubezh-leto',
      '/api/event_format/event/{id}': '/api/event_format/event/ec-rubezh-leto-msk?hidden=true',
      '/api/event_format/{id}': '/api/event_format/f-rl-msk-elite',
      '/api/event_format/availability/{id}': '/api/event_format/availability/f-rl-msk-sprint',
      '/api/teams/{id}': '/api/teams/f-rl-msk-team5',
      '/api/insurances/{id}': '/api/insurances/ins-start',
      '/api/event_format/active/insurances/{id}': '/api/event_format/active/insurances/f-rl-spb-sprint',
      '/api/insurance/event/city/formats/{id}': '/api/insurance/event/city/formats/ec-rubezh-leto-msk',
      '/api/clubs/{id}': '/api/clubs/zheleznye-losi',
      '/api/club/competition/list/{club}': '/api/club/competition/list/zheleznye-losi',
      '/api/external/formats/{event_city_id}': '/api/external/formats/ec-rubezh-vesna-spb',
      '/api/event_results/{event_city_id}/{format}': '/api/event_results/ec-rubezh-vesna-spb/xf-rv-spb-elite',
      '/api/booked/numbers/{id}': '/api/booked/numbers/f-rl-msk-elite',
      '/api/space/{id}': '/api/space/f-rc-tribune',
      '/api/space/map/list/{id}': '/api/space/map/list/f-rc-tribune',
      '/api/shop/shirts/{event_city_id}': '/api/shop/shirts/ec-rubezh-leto-msk',
      '/api/shop/related/{id}': '/api/shop/related/ec-rubezh-leto-msk',
      '/api/shop/product/{id}': '/api/shop/product/p-hoodie-rubezh',
      '/api/shop/items/{place}': '/api/shop/items/home',
      '/api/page/banner/{type}': '/api/page/banner/shop',
      '/api/delivery/{itemType}': '/api/delivery/shop',
      '/api/location/city/region/{id}': '/api/location/city/region/524894',
      '/api/pochta/{index}': '/api/pochta/101000',
      '/api/news/one/{id}': '/api/news/one/news-season-open',
      '/api/promocode/check/product/{code}/{public_id}': '/api/promocode/check/product/MERCH15/p-gloves',
      '/api/promocode/check/insurance/{code}/{public_id}': '/api/promocode/check/insurance/SAFE50/ins-start',
      '/api/promocode/check/ticket/{code}/{format_public_id}': '/api/promocode/check/ticket/RUBEZH10/f-rl-msk-sprint',
    };
    const urls = [
      ...paths.map((path) => concrete[path] ?? path),
      '/api/shop/items/basket',
      '/api/shop/project/heroes',
      '/api/event_format/event/ec-gorod-kazan',
    ];
    const unresolved = urls.filter((url) => url.includes('{'));
    expect(unresolved).toEqual([]);
    let scanned = 0;
    for (const url of urls) {
      const answer = await server.api('GET', url);
      expect(answer.status, url).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text, url).not.toMatch(/https?:\/\//i);
      expect(text, url).not.toMatch(/(^|[^/\w])\/\/[\w-]+\./);
      scanned += text.length;
    }
    for (const body of await server.db.query<{ body: string }>('SELECT body FROM picture')) {
      // the only absolute URL a standalone SVG needs is its namespace name, which is never fetched
      expect(body.body.replaceAll('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:\/\//);
    }
    expect(scanned).toBeGreaterThan(50_000);
  });

  it('every picture the catalogue names is served as SVG with a long cache', async () => {
    const pictures = await server.db.query<{ name: string }>('SELECT name FROM picture ORDER BY name');
    expect(pictures.length).toBeGreaterThan(50);
    const named = new Set<string>();
    for (const url of ['/api/event/list', '/api/event/id/ev-gorod-moscow', '/api/shop/items/home', '/api/page/banner/shop', '/api/clubs', '/api/news', '/api/insurances']) {
      const text = JSON.stringify((await server.api('GET', url)).body);
      for (const match of text.matchAll(/\/api\/files\/picture\/([\w.-]+\.svg)/g)) named.add(match[1] ?? '');
    }
    expect(named.size).toBeGreaterThan(30);
    for (const name of named) {
      const response = await fetch(`${server.url}/api/files/picture/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
      const svg = await response.text();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toMatch(/<\/svg>$/);
    }
    const desktop = await (await fetch(`${server.url}/api/files/picture/event-ev-rubezh-leto-desktop.svg`)).text();
    const mobile = await (await fetch(`${server.url}/api/files/picture/event-ev-rubezh-leto-mobile.svg`)).text();
    expect(desktop).toContain('width="1920"');
    expect(mobile).toContain('width="750"');
    expect(desktop).toContain('СТАЛЬНОЙ РУБЕЖ.');
    expect(desktop).toContain('В городах России');
  });

  it('an unknown picture is a 404 with a message', async () => {
    const answer = await server.api('GET', '/api/files/picture/nothing-here.svg');
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('Изображение не найдено');
  });
});

describe('documents', () => {
  it.each([
    ['pers', 'personal-data-policy.pdf', 'Политика обработки персональных данных'],
    ['offers', 'public-offer.pdf', 'Публичная оферта'],
    ['advertising', 'advertising-consent.pdf', 'Согласие на получение'],
    ['insurance', 'insurance-rules.pdf', 'Правила страхования'],
  ])('GET /api/files/document/%s downloads a PDF named %s', async (slug, filename, title) => {
    const response = await fetch(`${server.url}/api/files/document/${slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"; filename*=UTF-8''${filename}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    const text = bytes.toString('latin1');
    // a cross-reference table whose offsets point at the objects
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = Array.from(text.slice(startxref).matchAll(/(\d{10}) 00000 n /g), (match) => Number(match[1]));
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj`)));
    // the title, as UTF-16 in the document information
    const utf16 = [...title].map((char) => char.charCodeAt(0).toString(16).padStart(4, '0')).join('');
    expect(text.toLowerCase()).toContain(`<feff${utf16}`);
    expect(bytes.length).toBeLessThan(80_000);
  });

  it('an unknown document is a 404 with a message', async () => {
    const answer = await server.api('GET', '/api/files/document/secret');
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('Документ не найден');
  });
});
