/**
 * The console's news (issue 25 §2), over HTTP against a fresh database: a new item is a draft
 * (on no public call) until published; edits in both languages show at once on the public calls
 * (cached for one catalogue lifetime at most, the ETag moves); hiding takes it off again; a stale
 * version is 409; a picture off the site and not https is 400 naming the field; every write is
 * in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MAX_AGE_SECONDS } from '../../server/http/api-caching.ts';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { ok, signInOrganiser } from './console-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoUsers(db) });
  token = await signInOrganiser(server);
});
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown) => server.api(method, path, { token, ...(body === undefined ? {} : { body }) });

const publicIds = async (path: string) => ((ok(await server.api('GET', path))['values'] as { public_id: string }[]) ?? []).map((item) => item.public_id);

describe('news', () => {
  it('keeps a new item off the site until published, shows edits in both languages, hides it again', async () => {
    const made = ok(
      await call('POST', '/api/console/news', {
        public_id: 'news-spring',
        title: 'Весенний сезон открыт',
        title_en: 'The spring season is open',
        date: '2026-03-01T10:00:00+03:00',
        picture: '/api/picture/news-spring',
        preview: 'Коротко',
        text: 'Первый абзац.\n\nВторой абзац.',
        text_en: 'First paragraph.\n\nSecond paragraph.',
      }),
    );
    expect(made).toMatchObject({ public_id: 'news-spring', hidden: true, version: 0, date: '2026-03-01T07:00:00.000Z' });
    expect(await publicIds('/api/news')).not.toContain('news-spring');
    expect(await publicIds('/api/news/preview')).not.toContain('news-spring');
    expect((await server.api('GET', '/api/news/one/news-spring')).status).toBe(404);

    ok(await call('PUT', '/api/console/news/news-spring', { version: 0, hidden: false }));
    expect(await publicIds('/api/news')).toContain('news-spring');
    const shown = await server.api('GET', '/api/news/one/news-spring');
    expect(ok(shown)).toMatchObject({ title: 'Весенний сезон открыт', picture: '/api/picture/news-spring' });
    expect(shown.headers.get('cache-control')).toBe(`public, max-age=${CATALOGUE_MAX_AGE_SECONDS}`);
    expect(ok(await server.api('GET', '/api/news/one/news-spring', { headers: { 'accept-language': 'en' } }))).toMatchObject({ title: 'The spring season is open' });

    const tag = shown.headers.get('etag') ?? '';
    ok(await call('PUT', '/api/console/news/news-spring', { version: 1, title: 'Сезон открыт', picture: null }));
    const changed = await server.api('GET', '/api/news/one/news-spring', { headers: { 'if-none-match': tag } });
    expect(ok(changed)).toMatchObject({ title: 'Сезон открыт', picture: null });
    expect(changed.headers.get('etag')).not.toBe(tag);

    const stale = await call('PUT', '/api/console/news/news-spring', { version: 1, title: 'Другая правка' });
    expect(stale.status).toBe(409);
    expect(stale.message).toBe('Запись уже изменил другой сотрудник. Обновите страницу и внесите правку снова');

    ok(await call('PUT', '/api/console/news/news-spring', { version: 2, hidden: true }));
    expect(await publicIds('/api/news/preview')).not.toContain('news-spring');
    expect((await server.api('GET', '/api/news/one/news-spring')).status).toBe(404);

    const listed = ok(await call('GET', '/api/console/news?q=сезон'));
    expect(listed).toMatchObject({ total: 1, items: [{ public_id: 'news-spring', hidden: true, version: 3 }] });
  });

  it('refuses a picture off the site and not https, a missing title and a taken id, naming the field', async () => {
    const base = { title: 'Новость', date: '2026-04-01T10:00:00+03:00' };
    for (const picture of ['http://example.com/a.png', '//evil.example/a.png', 'javascript:alert(1)']) {
      const refused = await call('POST', '/api/console/news', { ...base, picture });
      expect(refused.status, picture).toBe(400);
      expect(refused.body).toMatchObject({ field: 'picture' });
      expect(refused.message).toBe('Поле «picture»: укажите путь на сайте (начинается с /) или адрес https://');
    }
    expect(ok(await call('POST', '/api/console/news', { ...base, public_id: 'news-https', picture: 'https://cdn.example/a.png' }))).toMatchObject({ picture: 'https://cdn.example/a.png' });
    expect((await call('POST', '/api/console/news', { ...base, public_id: 'news-https' })).status).toBe(409);
    const untitled = await call('POST', '/api/console/news', { ...base, title: '' });
    expect(untitled.status).toBe(400);
    expect(untitled.body).toMatchObject({ field: 'title' });
  });

  it('records every news write in the audit log', async () => {
    const answer = ok(await call('GET', '/api/console/audit?entity=news&entity_id=news-spring&size=50'));
    const entries = answer['items'] as { action: string; before: unknown; after: unknown }[];
    expect(entries.map((entry) => entry.action).sort()).toEqual(['news.create', 'news.update', 'news.update', 'news.update']);
    expect(entries).toContainEqual(expect.objectContaining({ before: expect.objectContaining({ title: 'Весенний сезон открыт' }), after: expect.objectContaining({ title: 'Сезон открыт' }) }));
  });
});
