/**
 * The app shell over HTTP: health, CORS, security headers, the SPA fallback, static mounts
 * and their caching, JSON errors, request checking by the route helper, and the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { object, string, type } from 'superstruct';
import { defineCall } from '../../sdk/contract/index.ts';
import { resolveDeps } from '../../server/app.ts';
import { route } from '../../server/http/route.ts';
import { readPaymentSettings } from '../../server/payment/payment-settings.ts';
import { routeModules } from '../../server/route-list.ts';
import { createStaticFixture, largeScript, type StaticFixture } from './static-fixture.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let fixture: StaticFixture;

// A module with two calls of our own: one answering its contract, one breaking it.
const echoCall = defineCall({
  method: 'POST',
  path: '/api/test/echo/{id}',
  auth: 'optional',
  summary: 'test',
  params: object({ id: string() }),
  body: object({ name: string(), nested: object({ city: string() }) }),
  response: type({ id: string(), name: string(), signedIn: string() }),
});
const brokenCall = defineCall({
  method: 'GET',
  path: '/api/test/broken',
  summary: 'test',
  response: type({ title: string() }),
});

beforeAll(async () => {
  fixture = await createStaticFixture();
  server = await startTestServer({
    dirs: fixture.dirs,
    modules: [
      ...routeModules,
      (app) => {
        route(app, echoCall, async ({ params, body, auth }) => ({
          id: params.id,
          name: body.name,
          signedIn: auth === undefined ? 'no' : 'yes',
        }));
        // The handler's answer lacks `title`: the helper must refuse to send it.
        route(app, brokenCall, async () => ({ name: 'no title' }) as unknown as { title: string });
      },
    ],
  });
});
afterAll(async () => {
  await server.close();
  await fixture.remove();
});

describe('API basics', () => {
  it('answers GET /api/health with the database kind', async () => {
    const answer = await server.api('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, database: 'pglite' });
  });

  it('answers an unknown /api path with a JSON 404, never the site', async () => {
    for (const [method, path] of [
      ['GET', '/api/no/such/call'],
      ['POST', '/api/nothing'],
      ['GET', '/api'],
    ] as const) {
      const answer = await server.api(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.message).toBeTruthy();
    }
  });

  it('answers a CORS preflight from any origin, with Authorization and Content-Type and no credentials', async () => {
    const response = await fetch(`${server.url}/api/auth`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('content-type');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('marks real API answers for CORS too', async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { origin: 'https://partner.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('content-disposition');
  });
});

describe('route helper', () => {
  it('passes checked params and body to the handler', async () => {
    const answer = await server.api('POST', '/api/test/echo/42', { body: { name: 'Ира', nested: { city: 'Казань' } } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: '42', name: 'Ира', signedIn: 'no' });
  });

  it.each([
    ['a missing field', { nested: { city: 'Казань' } }, 'name', 'Заполните поле «name»'],
    ['a wrong type', { name: 5, nested: { city: 'Казань' } }, 'name', 'Некорректное значение поля «name»'],
    ['a nested field', { name: 'Ира', nested: {} }, 'nested.city', 'Заполните поле «nested.city»'],
    ['an unknown field', { name: 'Ира', nested: { city: 'Казань' }, admin: true }, 'admin', 'Неизвестное поле «admin»'],
  ])('refuses %s with 400 naming the field', async (_case, body, field, message) => {
    const answer = await server.api('POST', '/api/test/echo/1', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, field, message_values: { field } });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await fetch(`${server.url}/api/test/echo/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Некорректный JSON в теле запроса', message_key: 'server.http.badJson' });
  });

  it('treats a dead token on an optional call as no token', async () => {
    const answer = await server.api('POST', '/api/test/echo/1', {
      body: { name: 'Ира', nested: { city: 'Казань' } },
      token: 'not-a-token',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ signedIn: 'no' });
  });

  it('answers 500 instead of sending an answer that breaks the contract', async () => {
    const answer = await server.api('GET', '/api/test/broken');
    expect(answer.status).toBe(500);
    expect(answer.message).toContain('title');
  });

  it('answers 401 on a personal call without a token, 403 with a token it does not accept', async () => {
    for (const token of [undefined, '']) {
      const answer = await server.api('POST', '/api/auth/history', { body: {}, ...(token === undefined ? {} : { token }) });
      expect(answer.status, `token ${String(token)}`).toBe(401);
      expect(answer.message).toBe('Требуется авторизация');
    }
    // 403 makes the client forget the stored token (purchase.md §8), so a dead one cannot loop.
    const dead = await server.api('POST', '/api/auth/history', { body: {}, token: 'garbage' });
    expect(dead.status).toBe(403);
    expect(dead.message).toBe('Сессия завершена, войдите снова');
  });

  it('lets a path that is not a social network fall through to a JSON 404', async () => {
    const answer = await server.api('POST', '/api/user/facebook', { body: { code: 'x' } });
    expect(answer.status).toBe(404);
  });
});

describe('site, bundle and examples', () => {
  it('serves the site index with the HTML security headers', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('racekit site');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("serves index.html for the site's routes, and for an unknown path with 404 (the client router shows not-found; issue 29 §13)", async () => {
    for (const [path, status] of [
      ['/me/ticket/abc', 200],
      ['/verify/email/xyz', 200],
      ['/no-such-page', 404],
    ] as const) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toContain('racekit site');
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    }
  });

  it('puts nosniff on every answer, JSON included, and CSP only on HTML', async () => {
    const json = await fetch(`${server.url}/api/health`);
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    expect(json.headers.get('content-security-policy')).toBeNull();
    const script = await fetch(`${server.url}/assets/index-Bx3k9aQ2.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('content-security-policy')).toBeNull();
  });

  it('caches hashed files forever and the HTML never', async () => {
    const asset = await fetch(`${server.url}/assets/index-Bx3k9aQ2.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the embed bundle at /embed/: chunks immutable, the loader briefly cached', async () => {
    const loader = await fetch(`${server.url}/embed/racekit.js`);
    expect(loader.status).toBe(200);
    expect(await loader.text()).toContain('loader');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    const chunk = await fetch(`${server.url}/embed/calendar-Dk2x_9aB.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    { accept: 'gzip, deflate, br', encoding: 'br' },
    { accept: 'gzip;q=0.8, br;q=1', encoding: 'br' },
    { accept: 'gzip, deflate', encoding: 'gzip' },
    { accept: 'br;q=0, gzip', encoding: 'gzip' },
    { accept: 'identity', encoding: null },
  ])('sends a text file of over 1 KB compressed for Accept-Encoding "$accept": $encoding', async ({ accept, encoding }) => {
    const response = await fetch(`${server.url}/embed/checkout-3f9a1c2e.js`, { headers: { 'accept-encoding': accept } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(await response.text()).toBe(largeScript);
  });

  it('leaves small text files and images as they are', async () => {
    for (const path of ['/embed/racekit.js', '/assets/photo-3f9a1c2e.png']) {
      const response = await fetch(server.url + path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-encoding'), path).toBeNull();
    }
  });

  it('answers a missing bundle file with 404, never the site', async () => {
    for (const path of ['/embed/missing.js', '/examples/missing.html', '/pay/anything', '/oauth/unknown']) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('racekit site');
    }
  });

  it('serves the examples with their directory indexes', async () => {
    const index = await fetch(`${server.url}/examples/`);
    expect(await index.text()).toContain('examples');
    const landing = await fetch(`${server.url}/examples/landing/`);
    expect(await landing.text()).toContain('landing');
    expect(landing.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  });

  it('never serves a file outside its directory', async () => {
    for (const path of ['/embed/..%2Fsecret.txt', '/embed/%2e%2e/secret.txt', '/..%2Fsecret.txt']) {
      const response = await fetch(server.url + path);
      expect(await response.text(), path).not.toContain('outside every root');
    }
  });
});

describe('development outbox', () => {
  it('is readable outside production and filters by recipient', async () => {
    await server.reset();
    await server.api('POST', '/api/support', {
      body: { name: 'Ира', email: 'ira@example.com', phone: '+7 (912) 345-67-89', text: 'Вопрос' },
    });
    const all = await server.outbox();
    expect(all).toHaveLength(1);
    expect(await server.outbox('support@racekit.local')).toHaveLength(1);
    expect(await server.outbox('someone@else.example')).toHaveLength(0);
  });

  it('does not exist in production, nor the stand-in OAuth provider, nor the local payment page', async () => {
    const robokassa = { PAYMENT_PROVIDER: 'robokassa', ROBOKASSA_LOGIN: 'shop', ROBOKASSA_PASSWORD1: 'a', ROBOKASSA_PASSWORD2: 'b', ROBOKASSA_PASSWORD3: 'c' };
    const payment = readPaymentSettings(robokassa, 'production', []);
    const production = await startTestServer({ mode: 'production', publicUrl: 'https://shop.example', payment });
    try {
      // production refuses an app without PUBLIC_URL, or without a real provider
      expect(() => resolveDeps({ db: production.db, mode: 'production', payment })).toThrow('PUBLIC_URL must be set in production');
      expect(() => resolveDeps({ db: production.db, mode: 'production', publicUrl: 'https://shop.example' })).toThrow(/PAYMENT_PROVIDER/);
      const answer = await production.api('GET', '/api/dev/outbox');
      expect(answer.status).toBe(404);
      const oauth = await fetch(`${production.url}/oauth/vk/authorize?redirect_uri=${encodeURIComponent('http://localhost/user/auth/vk')}`);
      expect(oauth.status).toBe(404);
      expect((await fetch(`${production.url}/pay/x`)).status).toBe(404);
      expect((await fetch(`${production.url}/pay/x`, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) })).status).toBe(404);
      expect((await production.api('POST', '/api/payment/notify', { body: {} })).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('takes another frame-ancestors policy when configured', async () => {
    const framed = await startTestServer({ dirs: fixture.dirs, frameAncestors: "'self' https://partner.example" });
    try {
      const response = await fetch(`${framed.url}/`);
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self' https://partner.example");
    } finally {
      await framed.close();
    }
  });
});
