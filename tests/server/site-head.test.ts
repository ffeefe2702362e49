/**
 * The site as search engines and shared links meet it (issue 18), over HTTP against the seeded
 * demo catalogue and a built-looking site: the raw HTML of a page carries its head filled from
 * the database (title, Open Graph, canonical from PUBLIC_URL whatever the Host, JSON-LD Event),
 * values escaped, the first screen's answers and the route's chunks; robots.txt and
 * sitemap.xml come from the server; JSON answers travel compressed and answer 304 to their ETag.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const PUBLIC_URL = 'https://racekit.example';
const EVENT = 'ev-rubezh-leto';

/** index.html as Vite builds it: the CSP meta, the default title and description, the app's script. */
const template = `<!doctype html>
<html lang="ru">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'">
    <meta charset="utf-8" />
    <title>racekit — гонки с препятствиями и забеги</title>
    <meta name="description" content="Календарь гонок" />
    <script type="module" crossorigin src="/assets/index-T3stAbc1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Vite's manifest: the event page's chunk imports the entry, a shared chunk and its own. */
const manifest = {
  'index.html': { file: 'assets/index-T3stAbc1.js', isEntry: true, imports: ['_shared-S1x2y3z4.js'] },
  '_shared-S1x2y3z4.js': { file: 'assets/shared-S1x2y3z4.js' },
  'pages/event/event-page.tsx': {
    file: 'assets/event-page-E1v2n3t4.js',
    imports: ['index.html', '_shared-S1x2y3z4.js', '_dates-D1a2t3e4.js'],
    css: ['assets/event-page-C1s2s3x4.css'],
  },
  '_dates-D1a2t3e4.js': { file: 'assets/dates-D1a2t3e4.js' },
  // the purchase pages' texts: a group of site/vite.config.ts (named after the module), with a chunk it imports
  '_purchase-pages-ru-R1u2s3x4.js': { file: 'assets/purchase-pages-ru-R1u2s3x4.js', name: 'purchase-pages-ru', imports: ['_event-texts-T1e2x3t4.js'] },
  '_event-texts-T1e2x3t4.js': { file: 'assets/event-texts-T1e2x3t4.js' },
  'i18n/purchase-pages-en.ts': { file: 'assets/purchase-pages-en-E1n2g3x4.js' },
};

let server: TestServer;
let siteDir: string;

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'racekit-site-head-'));
  await mkdir(join(siteDir, '.vite'), { recursive: true });
  await writeFile(join(siteDir, 'index.html'), template);
  await writeFile(join(siteDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  server = await startTestServer({ seed: seedDemo, dirs: { site: siteDir }, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
  await rm(siteDir, { recursive: true, force: true });
});

/** The content of `<meta property|name="…" content="…">`, unescaped for comparison. */
function meta(html: string, name: string): string | undefined {
  const found = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];
  return found?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Every `<script type="application/ld+json">` block, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
}

/** A page's raw HTML as a crawler gets it. */
async function page(path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(server.url + path, { headers });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

describe('the head of an event page, in the raw HTML', () => {
  it('names the event in <title> and og:title, shows its banner in og:image, links the canonical address on PUBLIC_URL', async () => {
    const { status, html, headers } = await page(`/event/${EVENT}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<title>Стальной рубеж. Летний сезон — racekit</title>');
    expect(html).not.toContain('<title>racekit — гонки с препятствиями и забеги</title>');
    expect(meta(html, 'og:title')).toBe('Стальной рубеж. Летний сезон');
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/api/files/picture/event-ev-rubezh-leto-desktop.svg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/event/${EVENT}`);
    expect(meta(html, 'og:locale')).toBe('ru_RU');
    expect(meta(html, 'description')).toMatch(/^Главная гонка с препятствиями лета/);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/event/${EVENT}" />`);
  });

  it('carries a valid schema.org Event per city: name, dates, place, offers with price and availability', async () => {
    const { html } = await page(`/event/${EVENT}`);
    const events = structuredData(html);
    expect(events.length).toBe(5);
    for (const event of events) {
      expect(event['@context']).toBe('https://schema.org');
      expect(event['@type']).toBe('Event');
      expect(event['name']).toBe('Стальной рубеж. Летний сезон');
      expect(Number.isNaN(Date.parse(String(event['startDate'])))).toBe(false);
      expect(event['location']).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'RU' } });
      const offers = event['offers'] as Record<string, unknown>[];
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'RUB' });
        expect(typeof offer['price']).toBe('number');
        expect(['https://schema.org/InStock', 'https://schema.org/SoldOut']).toContain(offer['availability']);
        expect(String(offer['url'])).toMatch(new RegExp(`^${PUBLIC_URL}/event/${EVENT}/f-`));
      }
    }
    const moscow = events.find((event) => (event['location'] as { address: { addressLocality: string } }).address.addressLocality === 'Москва');
    expect((moscow?.['offers'] as { name: string; price: number }[]).find((offer) => offer.name === 'Спринт 5 км')?.price).toBe(3490);
  });

  it("names one format's page after the format, with that format's offer alone", async () => {
    const { html } = await page(`/event/${EVENT}/f-rl-msk-sprint`);
    expect(html).toContain('<title>Спринт 5 км — Стальной рубеж. Летний сезон — racekit</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/event/${EVENT}/f-rl-msk-sprint" />`);
    const offers = structuredData(html).flatMap((event) => event['offers'] as { name: string }[]);
    expect(offers.map((offer) => offer.name)).toEqual(['Спринт 5 км']);
  });

  it('brings the first screen: the answers the page asks for, its chunks and its banner preloaded', async () => {
    const { html } = await page(`/event/${EVENT}`);
    const block = /<script type="application\/json" id="racekit-early-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const answers = JSON.parse(block ?? '[]') as { call: string; input: unknown; data: { public_id?: string } }[];
    expect(answers.map((answer) => [answer.call, answer.input])).toEqual([
      ['GET /api/event/id/{id}', { params: { id: EVENT } }],
      ['GET /api/event_format/event/{id}', { params: { id: 'ec-rubezh-leto-msk' }, query: {} }],
    ]);
    expect(answers[0]?.data.public_id).toBe(EVENT);
    // The route's own chunks, not the ones index.html loads anyway.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/event-page-E1v2n3t4.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dates-D1a2t3e4.js" />');
    expect(html).not.toContain('href="/assets/shared-S1x2y3z4.js"');
    // its texts in the language of a first visit, so the first screen does not wait for a second round trip
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/purchase-pages-ru-R1u2s3x4.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/event-texts-T1e2x3t4.js" />');
    expect(html).not.toContain('purchase-pages-en');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/event-page-C1s2s3x4.css" />');
    expect(html).toContain('<link rel="preload" as="image" href="/api/files/picture/event-ev-rubezh-leto-mobile.svg" media="(max-width: 768px)" fetchpriority="high" />');
  });

  it("preloads the calendar's first card picture on /calendar, the narrow one on phones", async () => {
    const { html } = await page('/calendar');
    const preloads = [...html.matchAll(/<link rel="preload" as="image" [^>]*>/g)].map((match) => match[0]);
    // The soonest event of the demo catalogue is the Kazan race (its date is the earliest).
    expect(preloads).toEqual([
      '<link rel="preload" as="image" href="/api/files/picture/event-ev-gorod-kazan-mobile.svg" media="(max-width: 767px)" fetchpriority="high" />',
      '<link rel="preload" as="image" href="/api/files/picture/event-ev-gorod-kazan-desktop.svg" media="not all and (max-width: 767px)" fetchpriority="high" />',
    ]);
  });

  it('keeps the strict CSP: no script runs but the app\'s own file; the HTML keeps its security headers', async () => {
    const { html, headers } = await page(`/event/${EVENT}`);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    for (const attributes of scripts) expect(attributes).toMatch(/type="application\/(?:ld\+)?json"|src="\/assets\//);
    expect(html).toContain('<meta http-equiv="Content-Security-Policy" content="default-src \'self\'; script-src \'self\'">');
    expect(headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('builds its addresses from PUBLIC_URL, never from the Host header', async () => {
    const { url } = server;
    const html = await new Promise<string>((resolve, reject) => {
      const target = new URL(`/event/${EVENT}`, url);
      const sent = httpRequest({ host: target.hostname, port: target.port, path: target.pathname, headers: { host: 'evil.example' } }, (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve(body));
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/event/${EVENT}" />`);
    expect(html).not.toContain('evil.example');
  });

  it('answers 404 with the app and noindex for an event that does not exist', async () => {
    const { status, html } = await page('/event/no-such-event');
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Мероприятие не найдено — racekit</title>');
  });
});

describe('escaping', () => {
  it('writes a title with <, " and & as text in every place: <title>, meta, JSON-LD and the data block', async () => {
    const title = 'Забег <script>alert("x")</script> & «друзья»';
    await server.db.query('UPDATE event SET title = $1 WHERE public_id = $2', [title, 'ev-tropa-sochi']);
    const { html } = await page('/event/ev-tropa-sochi');
    expect(html).toContain('<title>Забег &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; «друзья» — racekit</title>');
    expect(html).toContain('content="Забег &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; «друзья»"');
    expect(meta(html, 'og:title')).toBe(title);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script> &');
    expect(structuredData(html)[0]?.['name']).toBe(title);
    const block = /<script type="application\/json" id="racekit-early-answers">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).toContain('\\u003cscript\\u003e');
    expect((JSON.parse(block) as { data: { title?: string } }[])[0]?.data.title).toBe(title);
  });
});

describe('news and products', () => {
  it('names a news item after its title, as an article with its picture', async () => {
    const { html } = await page('/news/news-kazan-route');
    expect(html).toContain('<title>«Город бежит. Казань»: утверждена трасса — racekit</title>');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/api/files/picture/`));
  });

  it('names a product after its title', async () => {
    const { html } = await page('/shop/product/p-hoodie-rubezh');
    expect(html).toContain('<title>Худи «Стальной рубеж» — racekit</title>');
    expect(meta(html, 'og:type')).toBe('product');
  });

  it('keeps personal pages out of search results and gives them the site\'s head', async () => {
    const { html } = await page('/me/shop');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>racekit — гонки с препятствиями и забеги</title>');
  });
});

describe('paths no route of the site matches (issue 29 §13)', () => {
  it.each(['/totally-unknown', '/basket/nope', '/event/ev-rubezh-leto/f/extra'])('answers %s with 404 and the not-found page', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Страница не найдена — racekit</title>');
  });

  it('answers an unknown shop category 404, a known one 200', async () => {
    expect((await page('/shop/category/nope')).status).toBe(404);
    const home = (await (await fetch(`${server.url}/api/shop/items/home`)).json()) as { values: { category?: { public_id?: string } | null }[] };
    const category = home.values.find((product) => product.category?.public_id != null)?.category?.public_id ?? '';
    expect(category).not.toBe('');
    expect((await page(`/shop/category/${category}`)).status).toBe(200);
  });

  it.each(['/', '/calendar', '/me/shop', '/me', '/console/orders', '/clubs/c-1/upload-result', '/basket/thanks', '/login'])('answers the route %s with 200', async (path) => {
    expect((await page(path)).status).toBe(200);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt as text/plain: personal paths disallowed, the sitemap named', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/me$', '/me/', '/basket', '/login', '/registration', '/verify/', '/pay/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).not.toContain('<');
  });

  it('sends /favicon.ico, which a page naming no icon asks for, to the site\'s icon', async () => {
    const response = await fetch(`${server.url}/favicon.ico`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/favicon.svg');
  });

  it('serves sitemap.xml as valid XML listing every public event, its formats, the news and the products, each with its last change', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('br');
    const xml = await response.text();
    const parser = new SaxesParser({ xmlns: true });
    const errors: string[] = [];
    const urls: { loc: string; lastmod?: string }[] = [];
    let element = '';
    parser.on('error', (error) => errors.push(error.message));
    parser.on('opentag', (tag) => {
      element = tag.local;
      if (tag.local === 'url') urls.push({ loc: '' });
      if (tag.local === 'urlset') expect(tag.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    });
    parser.on('text', (text) => {
      const last = urls.at(-1);
      if (last === undefined || text.trim() === '') return;
      if (element === 'loc') last.loc += text;
      if (element === 'lastmod') last.lastmod = text;
    });
    parser.write(xml).close();
    expect(errors).toEqual([]);

    const locs = urls.map((url) => url.loc);
    const events = await server.db.query<{ public_id: string }>('SELECT public_id FROM event WHERE NOT hidden AND NOT volunteer_only');
    expect(events.length).toBeGreaterThan(3);
    for (const { public_id: id } of events) expect(locs).toContain(`${PUBLIC_URL}/event/${id}`);
    const hidden = await server.db.query<{ public_id: string }>('SELECT public_id FROM event WHERE hidden OR volunteer_only');
    for (const { public_id: id } of hidden) expect(locs).not.toContain(`${PUBLIC_URL}/event/${id}`);
    expect(locs).toContain(`${PUBLIC_URL}/event/${EVENT}/f-rl-msk-sprint`);
    expect(locs).toContain(`${PUBLIC_URL}/news/news-kazan-route`);
    expect(locs).toContain(`${PUBLIC_URL}/shop/product/p-hoodie-rubezh`);
    expect(locs).toContain(`${PUBLIC_URL}/calendar`);
    for (const url of urls.filter((each) => /\/(event|news|shop\/product)\//.test(each.loc))) {
      expect(Number.isNaN(Date.parse(url.lastmod ?? '')), url.loc).toBe(false);
    }
  });

  it('moves an event\'s last change forward when the event changes', async () => {
    const lastmod = async () => {
      const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
      return new RegExp(`<loc>${PUBLIC_URL}/event/ev-gorod-kazan</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1] ?? '';
    };
    const before = await lastmod();
    await server.db.query("UPDATE event SET description = description || ' ' WHERE public_id = 'ev-gorod-kazan'");
    expect(Date.parse(await lastmod())).toBeGreaterThan(Date.parse(before));
  });
});

describe('JSON answers on the wire', () => {
  it.each([
    { accept: 'br, gzip', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'identity', encoding: null },
  ])('sends the event list (over 1 KB) in $encoding for Accept-Encoding "$accept"', async ({ accept, encoding }) => {
    const response = await fetch(`${server.url}/api/event/list`, { headers: { 'accept-encoding': accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toContain('accept-encoding');
    const body = (await response.json()) as { values: unknown[] };
    expect(body.values.length).toBeGreaterThan(3);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('gives a catalogue answer an ETag and a short public cache, and answers 304 to its own ETag', async () => {
    const first = await fetch(`${server.url}/api/event/id/${EVENT}`, { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    const again = await fetch(`${server.url}/api/event/id/${EVENT}`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const other = await fetch(`${server.url}/api/event/id/${EVENT}`, { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("revalidates on every use what visitors change (a club's results, its members): an uploaded result shows at once", async () => {
    for (const path of ['/api/club/competition/list/zheleznye-losi', '/api/clubs/zheleznye-losi']) {
      const first = await fetch(`${server.url}${path}`);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe('public, no-cache');
      const again = await fetch(`${server.url}${path}`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
      expect(again.status, path).toBe(304);
    }
  });

  it('never caches a personal answer publicly', async () => {
    const anonymous = await fetch(`${server.url}/api/event/list`);
    expect(anonymous.headers.get('vary')).toContain('authorization');
    const withToken = await fetch(`${server.url}/api/event/list`, { headers: { authorization: 'Bearer unknown-token' } });
    expect(withToken.headers.get('cache-control')).toBe('private, no-cache');
    const personal = await fetch(`${server.url}/api/user/basket`, { headers: { authorization: 'Bearer unknown-token' } });
    expect(personal.headers.get('cache-control')).toBe('no-store');
    const live = await fetch(`${server.url}/api/event_format/availability/f-rl-msk-sprint`);
    expect(live.headers.get('cache-control')).toBe('no-store');
  });
});
