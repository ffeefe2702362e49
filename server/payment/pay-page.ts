/**
 * The local provider's payment page, GET /pay/{order}: plain server-rendered HTML (no script,
 * no external asset; its one stylesheet is allowed by hash in its own Content-Security-Policy)
 * with the order's amount and lines, 'Оплатить' and 'Отклонить'.
 *
 * Pressing a button posts the form to POST /pay/{order}. The page then does what a real
 * provider does: it notifies the shop with a signed callback (POST /api/payment/notify, sent
 * through the app itself, so no network is involved) and only then returns the browser to
 * the site — /basket/thanks?order=<id>&view=<the order's view key> (server/orders/order-view.ts) after a payment, /basket?payment=failed after a
 * decline. The redirect proves nothing: only the signed notification moves the order.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { thanksPath } from '../../sdk/basket/index.ts';
import { formatOrderAmount } from '../../sdk/format/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { ApiApp, ApiEnv } from '../http/api-env.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { LocalProvider } from './local-provider.ts';
import { providerAmount } from './provider-amount.ts';
import { findOrder, type OrderStatus } from './order-state.ts';

const STYLE = `
:root{color-scheme:light;--accent:#ff5a1f;--ink:#1b1b1f;--muted:#6b6b76;--line:#e6e6ec}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f3f7;
font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:var(--ink)}
main{width:min(440px,calc(100vw - 32px));background:#fff;border-radius:16px;padding:28px 28px 24px;
box-shadow:0 12px 40px rgba(20,20,40,.12)}
.brand{display:flex;align-items:center;gap:10px;font-weight:600;color:var(--muted);font-size:14px}
.brand b{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:8px;background:var(--accent);color:#fff}
h1{font-size:20px;margin:18px 0 4px}
.amount{font-size:34px;font-weight:700;margin:4px 0 16px;letter-spacing:-.5px}
ul{list-style:none;padding:0;margin:0 0 20px;border-top:1px solid var(--line)}
li{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid var(--line);font-size:14px}
li span:last-child{white-space:nowrap;color:var(--muted)}
.card{border:1px dashed var(--line);border-radius:12px;padding:12px 14px;color:var(--muted);font-size:13px;margin-bottom:20px}
form{display:flex;gap:12px}
button{flex:1;font:inherit;font-weight:600;border-radius:10px;padding:12px 16px;cursor:pointer;border:1px solid transparent}
button[value=pay]{background:var(--accent);color:#fff}
button[value=decline]{background:#fff;color:var(--ink);border-color:var(--line)}
button:focus-visible{outline:3px solid #2b59ff;outline-offset:2px}
.note{margin:16px 0 0;font-size:12px;color:var(--muted);text-align:center}
a{color:#2b59ff}
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Never framed, no script, its form posts only to itself, its style only by hash. */
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><div class="brand"><b aria-hidden="true">₽</b>Тестовый платёжный сервис racekit</div>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'cache-control': 'no-store',
    },
  });
}

const closedTexts: Readonly<Record<Exclude<OrderStatus, 'pending'>, string>> = {
  paid: 'Заказ уже оплачен.',
  declined: 'Платёж по этому заказу отклонён.',
  expired: 'Время на оплату заказа истекло: бронь снята.',
  refund_required: 'Заказ не может быть выполнен: деньги будут возвращены.',
};

function notFoundPage(): Response {
  return page('Заказ не найден', '<h1>Заказ не найден</h1><p class="note"><a href="/basket">Вернуться в корзину</a></p>', 404);
}

async function showOrder(deps: AppDeps, orderId: string): Promise<Response> {
  const order = await findOrder(deps.db, orderId);
  if (order === undefined) return notFoundPage();
  const amount = formatOrderAmount(numberOf(order.amount));
  if (order.status !== 'pending') {
    const back = order.status === 'paid' ? thanksPath(order.public_id, order.view_key) : '/basket';
    return page(
      'Оплата заказа',
      `<h1>Оплата заказа</h1><div class="amount">${escapeHtml(amount)}</div><p>${closedTexts[order.status]}</p>
<p class="note"><a href="${escapeHtml(back)}">Вернуться на сайт</a></p>`,
    );
  }
  const lines = await deps.db.query<{ title: string; count: number; total: unknown }>(
    'SELECT title, count, total FROM order_line WHERE order_id = $1 ORDER BY position',
    [order.public_id],
  );
  const items = lines
    .map((line) => `<li><span>${escapeHtml(line.title)} × ${line.count}</span><span>${escapeHtml(formatOrderAmount(numberOf(line.total)))}</span></li>`)
    .join('');
  const delivery = numberOf(order.delivery_cost);
  const deliveryItem = delivery > 0 ? `<li><span>Доставка</span><span>${escapeHtml(formatOrderAmount(delivery))}</span></li>` : '';
  return page(
    'Оплата заказа',
    `<h1>Оплата заказа</h1><div class="amount">${escapeHtml(amount)}</div>
<ul aria-label="Состав заказа">${items}${deliveryItem}</ul>
<div class="card">Это тестовая страница оплаты: карта не нужна, деньги не списываются. Кнопка «Оплатить» ведёт себя как успешный платёж, «Отклонить» — как отказ банка.</div>
<form method="post" action="/pay/${encodeURIComponent(order.public_id)}">
<button type="submit" name="action" value="pay">Оплатить</button>
<button type="submit" name="action" value="decline">Отклонить</button>
</form>
<p class="note">Заказ ${escapeHtml(order.public_id)}</p>`,
  );
}

async function answerButton(app: ApiApp, c: Context<ApiEnv>, provider: LocalProvider, orderId: string): Promise<Response> {
  const deps = c.get('deps');
  const form = await c.req.parseBody();
  const action = form['action'];
  if (action !== 'pay' && action !== 'decline') return page('Оплата заказа', '<h1>Выберите действие</h1>', 400);
  const order = await findOrder(deps.db, orderId);
  if (order === undefined) return notFoundPage();
  const signed = provider.sign({
    order_id: order.public_id,
    status: action === 'pay' ? 'succeeded' : 'declined',
    amount: providerAmount(numberOf(order.amount)),
    payment_id: `local-${randomUUID()}`,
  });
  // the provider's server-to-server callback, delivered through the app itself
  const notified = await app.request('/api/payment/notify', { method: 'POST', body: signed.body, headers: signed.headers });
  if (!notified.ok) return showOrder(deps, orderId);
  const after = await findOrder(deps.db, orderId);
  const target =
    action === 'pay' && after?.status === 'paid' ? thanksPath(after.public_id, after.view_key) : '/basket?payment=failed';
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
}

/** Mounts GET and POST /pay/{order}. */
export function mountPayPage(app: ApiApp, provider: LocalProvider): void {
  app.get('/pay/:order', (c) => showOrder(c.get('deps'), c.req.param('order')));
  app.post('/pay/:order', (c) => answerButton(app, c, provider, c.req.param('order')));
}
