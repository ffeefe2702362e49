/**
 * The way to Robokassa, GET /pay/robokassa/{order} (the address POST /api/payment answers):
 * a page of this site holding the order's signed form (robokassaForm), which the buyer's
 * browser POSTs to ROBOKASSA_PAY_URL — Robokassa's «Фискализация» recommends POST for a form
 * with a Receipt, which is too long for a link. A tiny script of this server
 * (/pay/robokassa/submit.js) sends the form at once; without script the buyer presses the
 * visible button. The page's CSP allows that one script, its style by hash, and the form only
 * towards Robokassa's origin.
 *
 * An order no longer pending shows what happened to it instead (paid: a link to the thanks
 * page), so a page opened again from the history never pays a closed order.
 */
import { createHash } from 'node:crypto';
import { thanksPath } from '../../sdk/basket/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { checkoutOrder } from './checkout-order.ts';
import { findOrder } from './order-state.ts';
import type { RobokassaSettings } from './payment-settings.ts';
import { ROBOKASSA_PAY_PAGE_PATH } from './robokassa-pay-path.ts';
import { robokassaForm } from './robokassa-provider.ts';
import { sweepExpiredHolds } from './settle-order.ts';

const SCRIPT_PATH = `${ROBOKASSA_PAY_PAGE_PATH}/submit.js`;
/** Sends the page's form once it is parsed (the script is at the end of the body). */
const SCRIPT = "document.getElementById('robokassa-form').submit();\n";

const STYLE = `
:root{color-scheme:light}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f3f7;
font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b1b1f}
main{width:min(420px,calc(100vw - 32px));background:#fff;border-radius:16px;padding:28px;text-align:center;
box-shadow:0 12px 40px rgba(20,20,40,.12)}
h1{font-size:20px;margin:0 0 8px}
p{margin:0 0 20px;color:#55555f}
button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:12px 20px;cursor:pointer;background:#ff5a1f;color:#fff}
button:focus-visible{outline:3px solid #2b59ff;outline-offset:2px}
a{color:#2b59ff}
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

function page(csp: string, title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}

const closedTexts: Readonly<Record<string, string>> = {
  paid: 'Заказ уже оплачен.',
  declined: 'Платёж по этому заказу отклонён.',
  expired: 'Время на оплату заказа истекло: бронь снята.',
  refund_required: 'Заказ не может быть выполнен: деньги будут возвращены.',
};

async function showForm(deps: AppDeps, settings: RobokassaSettings, orderId: string): Promise<Response> {
  const closedCsp = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`;
  await sweepExpiredHolds(deps.db, deps.clock.now());
  const order = await findOrder(deps.db, orderId);
  if (order === undefined) return page(closedCsp, 'Заказ не найден', '<h1>Заказ не найден</h1><p><a href="/basket">Вернуться в корзину</a></p>', 404);
  if (order.status !== 'pending') {
    const back = order.status === 'paid' ? thanksPath(order.public_id, order.view_key) : '/basket';
    return page(
      closedCsp,
      'Оплата заказа',
      `<h1>Заказ № ${order.invoice_number}</h1><p>${closedTexts[order.status] ?? ''}</p><p><a href="${escapeHtml(back)}">Вернуться на сайт</a></p>`,
    );
  }
  const form = robokassaForm(settings, await checkoutOrder(deps.db, order));
  const fields = Object.entries(form)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const csp =
    `default-src 'none'; script-src 'self'; style-src 'sha256-${STYLE_HASH}'; form-action ${new URL(settings.payUrl).origin}; ` +
    "require-trusted-types-for 'script'; frame-ancestors 'none'; base-uri 'none'";
  return page(
    csp,
    'Переход к оплате',
    `<h1>Заказ № ${order.invoice_number}</h1><p>Переходим на страницу оплаты Robokassa…</p>
<form id="robokassa-form" method="post" action="${escapeHtml(settings.payUrl)}" accept-charset="utf-8">
${fields}
<button type="submit">Перейти к оплате</button>
</form>
<script src="${SCRIPT_PATH}"></script>`,
  );
}

/** Mounts GET /pay/robokassa/{order} and its script. */
export function mountRobokassaPayPage(app: ApiApp, settings: RobokassaSettings): void {
  app.get(SCRIPT_PATH, () =>
    new Response(SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' } }),
  );
  app.get(`${ROBOKASSA_PAY_PAGE_PATH}/:order`, (c) => showForm(c.get('deps'), settings, c.req.param('order')));
}
