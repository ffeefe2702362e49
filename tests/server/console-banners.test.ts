/**
 * The console's banners (issue 25 §2), over HTTP against a fresh database: a banner shows on
 * GET /api/page/banner/{type} (the main page's shop promo, the basket's carousel) at once after a
 * write (cached for one catalogue lifetime at most), only inside its window and while not
 * hidden, in its order; the link and picture are a path on the site or an https address (400
 * naming the field otherwise); a reversed window is 400; a stale version is 409; every write is
 * in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MAX_AGE_SECONDS } from '../../server/http/api-caching.ts';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { ok, signInOrganiser } from './console-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token = '';
const day = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoUsers(db) });
  token = await signInOrganiser(server);
});
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown) => server.api(method, path, { token, ...(body === undefined ? {} : { body }) });

const shopBanners = async (language = 'ru') => {
  const answer = await server.api('GET', '/api/page/banner/shop', { headers: { 'accept-language': language } });
  return { answer, values: ok(answer)['values'] as { public_id: string; title: string; link: string }[] };
};
const at = (days: number) => new Date(server.clock.now().getTime() + days * day).toISOString();
const banner = (extra: Record<string, unknown> = {}) => ({
  title: 'Худи сезона',
  title_en: 'The season hoodie',
  link: '/shop/product/p-hoodie',
  picture_main: '/api/picture/banner-hoodie',
  price: 4500,
  ...extra,
});

describe('banners', () => {
  it('shows a banner at once in both languages and in its order, hides it, and keeps it to its window', async () => {
    ok(await call('POST', '/api/console/banners', banner({ public_id: 'bn-second', sort: 2 })));
    const made = ok(await call('POST', '/api/console/banners', banner({ public_id: 'bn-first', sort: 1, link: 'https://merch.example/hoodie' })));
    expect(made).toMatchObject({ page: 'shop', banner_type: 'external_shop', hidden: false, version: 0, show_from: null });
    const shown = await shopBanners();
    expect(shown.values.map((each) => each.public_id)).toEqual(['bn-first', 'bn-second']);
    expect(shown.answer.headers.get('cache-control')).toBe(`public, max-age=${CATALOGUE_MAX_AGE_SECONDS}`);
    expect((await shopBanners('en')).values[0]).toMatchObject({ title: 'The season hoodie', link: 'https://merch.example/hoodie' });

    // hide: gone from the public call, the ETag moves
    const tag = shown.answer.headers.get('etag') ?? '';
    ok(await call('PUT', '/api/console/banners/bn-first', { version: 0, hidden: true }));
    const hidden = await server.api('GET', '/api/page/banner/shop', { headers: { 'if-none-match': tag } });
    expect((ok(hidden)['values'] as { public_id: string }[]).map((each) => each.public_id)).toEqual(['bn-second']);
    expect(hidden.headers.get('etag')).not.toBe(tag);

    // a window in the future: not yet shown; the clock moves into it: shown; past its end: gone
    ok(await call('PUT', '/api/console/banners/bn-first', { version: 1, hidden: false, show_from: at(1), show_until: at(3) }));
    expect((await shopBanners()).values.map((each) => each.public_id)).toEqual(['bn-second']);
    server.clock.advance(2 * day);
    expect((await shopBanners()).values.map((each) => each.public_id)).toEqual(['bn-first', 'bn-second']);
    server.clock.advance(2 * day);
    expect((await shopBanners()).values.map((each) => each.public_id)).toEqual(['bn-second']);

    const stale = await call('PUT', '/api/console/banners/bn-first', { version: 1, title: 'Другое' });
    expect(stale.status).toBe(409);
    expect(stale.message).toBe('Запись уже изменил другой сотрудник. Обновите страницу и внесите правку снова');
    expect(ok(await call('GET', '/api/console/banners?on_page=shop&sort=sort'))).toMatchObject({ total: 2, items: [{ public_id: 'bn-first', version: 2 }, { public_id: 'bn-second' }] });
  });

  it('refuses a link or picture off the site and not https, and a reversed window, naming the field', async () => {
    for (const [field, value] of [
      ['link', 'http://merch.example/'],
      ['link', '//evil.example/'],
      ['link', 'javascript:alert(1)'],
      ['picture_main', 'data:image/png;base64,AAAA'],
    ] as const) {
      const refused = await call('POST', '/api/console/banners', banner({ [field]: value }));
      expect(refused.status, value).toBe(400);
      expect(refused.body).toMatchObject({ field });
      expect(refused.message).toBe(`Поле «${field}»: укажите путь на сайте (начинается с /) или адрес https://`);
    }
    const reversed = await call('POST', '/api/console/banners', banner({ show_from: at(3), show_until: at(1) }));
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ field: 'show_until' });
    expect(reversed.message).toBe('Конец показа баннера должен быть позже его начала');
    // an edit moving only one end is held to the same window
    ok(await call('POST', '/api/console/banners', banner({ public_id: 'bn-window', show_from: at(1), show_until: at(3) })));
    expect((await call('PUT', '/api/console/banners/bn-window', { version: 0, show_until: at(0) })).status).toBe(400);
    expect((await call('PUT', '/api/console/banners/bn-window', { version: 0, link: 'ftp://x' })).body).toMatchObject({ field: 'link' });
  });

  it('records every banner write in the audit log', async () => {
    const answer = ok(await call('GET', '/api/console/audit?entity=banner&entity_id=bn-first&size=50'));
    const entries = answer['items'] as { action: string; after: unknown }[];
    expect(entries.map((entry) => entry.action).sort()).toEqual(['banner.create', 'banner.update', 'banner.update']);
    expect(entries).toContainEqual(expect.objectContaining({ after: expect.objectContaining({ hidden: true }) }));
  });
});
