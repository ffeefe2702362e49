/**
 * The local stand-in for the VK and Google OAuth providers (development and tests, never in
 * production), with the redirect shape of a real provider:
 *
 *   POST /api/social/{network}/start → GET /oauth/{network}/authorize?redirect_uri=…&state=…
 *     &nonce=…&code_challenge=…&code_challenge_method=S256
 *   → a consent page (name, e-mail; "Разрешить" / "Отказать")
 *   → 302 redirect_uri?code=…&state=…   (or ?error=access_denied&state=…)
 *   → the site posts the code and state to POST /api/user/{network}, which exchanges them
 *     with the PKCE verifier (server/oauth/stand-in-provider.ts).
 *
 * redirect_uri must be a site route of social sign-in (/user/auth/{network} or
 * /user/add/auth/{network}) on PUBLIC_URL, on the host the request came to, or on localhost.
 * Only the networks the stand-in serves (those without real settings) have a page.
 */
import type { Context } from 'hono';
import { SocialNetwork } from '../../sdk/contract/index.ts';
import { isValidEmail, normalizeEmail } from '../../sdk/forms/index.ts';
import { forms } from '../../sdk/i18n/ru/index.ts';
import { newSecret, sha256 } from '../accounts/secret-token.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp, ApiEnv } from '../http/api-env.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { is } from 'superstruct';
import { STAND_IN_CODE_TTL_MS } from './stand-in-provider.ts';

const networkTitles = { vk: 'ВКонтакте', google: 'Google' } as const;

// The person the consent page offers by default, per network (editable on the page).
const defaultPeople = {
  vk: { name: 'Иван', lastName: 'Соколов', email: 'ivan.sokolov@example.com' },
  google: { name: 'Анна', lastName: 'Смирнова', email: 'anna.smirnova@example.com' },
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `redirectUri` is a social sign-in route of our site for `network`. */
function allowedRedirect(redirectUri: string, network: string, c: Context, deps: AppDeps): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.pathname !== `/user/auth/${network}` && url.pathname !== `/user/add/auth/${network}`) return false;
  const ownOrigins = [deps.publicUrl, new URL(c.req.url).origin].filter((origin) => origin !== undefined);
  return ownOrigins.some((origin) => new URL(origin).origin === url.origin) || LOCAL_HOSTS.has(url.hostname);
}

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // A consent page is never framed (clickjacking); it needs only its inline style.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
};

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;background:#f2f3f5;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:28px;max-width:380px;width:calc(100% - 32px);box-shadow:0 4px 24px #0002}
h1{font-size:20px;margin:0 0 8px}p{color:#555;margin:0 0 16px}label{display:block;margin:0 0 12px;font-size:14px}
input{display:block;width:100%;box-sizing:border-box;padding:8px;margin-top:4px;border:1px solid #bbb;border-radius:6px;font:inherit}
.actions{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:10px;border-radius:6px;border:0;font:inherit;cursor:pointer}
.allow{background:#2a6ef0;color:#fff}.deny{background:#e4e6ea}small{display:block;color:#888;margin-top:16px}
</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: pageHeaders });
}

function refuse(message: string): Response {
  return page('Ошибка авторизации', `<h1>Ошибка авторизации</h1><p>${escapeHtml(message)}</p>`, 400);
}

function withQuery(redirectUri: string, query: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** Mounts GET and POST /oauth/{network}/authorize for the stand-in's `networks`. */
export function mountStandInPages(app: ApiApp, deps: AppDeps, networks: readonly SocialNetwork[]): void {
  const served = (network: string | undefined): network is SocialNetwork => is(network, SocialNetwork) && networks.includes(network);

  app.get('/oauth/:network/authorize', (c: Context<ApiEnv>) => {
    const network = c.req.param('network');
    if (!served(network)) return refuse('Неизвестная соцсеть');
    const redirectUri = c.req.query('redirect_uri') ?? '';
    const state = c.req.query('state') ?? '';
    const nonce = c.req.query('nonce') ?? '';
    const codeChallenge = c.req.query('code_challenge') ?? '';
    if (!allowedRedirect(redirectUri, network, c, deps)) return refuse('Недопустимый адрес возврата (redirect_uri)');
    if (codeChallenge === '' || c.req.query('code_challenge_method') !== 'S256') return refuse('Нужен PKCE: code_challenge с методом S256');
    const person = defaultPeople[network];
    const title = `${networkTitles[network]} — вход`;
    return page(
      title,
      `<h1>${escapeHtml(networkTitles[network])}</h1>
<p>Сайт <b>${escapeHtml(new URL(redirectUri).host)}</b> запрашивает ваше имя и e-mail.</p>
<form method="post">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="nonce" value="${escapeHtml(nonce)}">
<input type="hidden" name="code_challenge" value="${escapeHtml(codeChallenge)}">
<label>Имя<input name="name" value="${escapeHtml(person.name)}" autocomplete="given-name"></label>
<label>Фамилия<input name="last_name" value="${escapeHtml(person.lastName)}" autocomplete="family-name"></label>
<label>E-mail<input name="email" type="email" value="${escapeHtml(person.email)}" autocomplete="email"></label>
<div class="actions"><button class="allow" name="decision" value="allow">Разрешить</button>
<button class="deny" name="decision" value="deny">Отказать</button></div>
</form>
<small>Локальная заглушка провайдера для разработки: настоящий вход через ${escapeHtml(networkTitles[network])} не выполняется.</small>`,
    );
  });

  app.post('/oauth/:network/authorize', async (c: Context<ApiEnv>) => {
    const network = c.req.param('network');
    if (!served(network)) return refuse('Неизвестная соцсеть');
    const form = await c.req.parseBody();
    const text = (key: string) => {
      const value = form[key];
      return typeof value === 'string' ? value.trim() : '';
    };
    const redirectUri = text('redirect_uri');
    const state = text('state');
    if (!allowedRedirect(redirectUri, network, c, deps)) return refuse('Недопустимый адрес возврата (redirect_uri)');
    const codeChallenge = text('code_challenge');
    if (codeChallenge === '') return refuse('Нужен PKCE: code_challenge с методом S256');
    if (text('decision') !== 'allow') return c.redirect(withQuery(redirectUri, { error: 'access_denied', state }), 302);
    const email = normalizeEmail(text('email'));
    if (!isValidEmail(email)) return refuse(forms.emailInvalid);
    // The same e-mail is the same person for the stand-in: a stable subject per network.
    const subject = `stand-in-${sha256(`${network}:${email}`).slice(0, 20)}`;
    const code = newSecret();
    const now = deps.clock.now();
    await deps.db.query(
      `INSERT INTO stand_in_oauth_grant (code_hash, network, subject, email, name, last_name, redirect_uri, expires_at, code_challenge, nonce)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        sha256(code),
        network,
        subject,
        email,
        text('name') || null,
        text('last_name') || null,
        redirectUri,
        new Date(now.getTime() + STAND_IN_CODE_TTL_MS),
        codeChallenge,
        text('nonce') || null,
      ],
    );
    return c.redirect(withQuery(redirectUri, { code, state }), 302);
  });
}
