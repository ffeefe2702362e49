/**
 * The payment calls: POST /api/payment (create the order, answer where to pay), the provider's
 * notification (POST /api/payment/notify for the local provider, POST
 * /api/payment/robokassa/result for Robokassa; not calls of the spec, documented in docs/api.md),
 * POST /api/payment/cancel (refund one ticket), the page that POSTs Robokassa's form
 * (/pay/robokassa/{order}), and — for the local provider only, never in production — its page
 * at /pay/{order}. Settings: payment-settings.ts.
 */
import { paymentCalls } from '../../sdk/contract/index.ts';
import { siteOrigin } from '../accounts/site-link.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { HttpError } from '../http/http-error.ts';
import { requireAuth, sessionOrigin } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { clientIp, ipSubject } from '../limits/client-ip.ts';
import { defineLimit, requireLimit } from '../limits/rate-limit.ts';
import { chooseProvider } from './choose-provider.ts';
import { createOrder } from './create-order.ts';
import { mountPayPage } from './pay-page.ts';
import { requestLanguage } from '../http/request-language.ts';
import { mountRobokassaPayPage } from './robokassa-pay-page.ts';
import { refundTicket } from './refund-ticket.ts';
import { settleOrder, sweepExpiredHolds } from './settle-order.ts';
import { sweepOnTimer } from './sweep-on-timer.ts';

/** Mounts the payment calls, the provider's notification and (local provider only) its page. */
export function paymentRoutes(app: ApiApp, deps: AppDeps): void {
  const { provider, local } = chooseProvider(deps.payment);
  sweepOnTimer(deps);
  // every payment attempt counts, so one address cannot flood the shop with orders (ORDER_LIMIT_IP)
  const ordersPerAddress = defineLimit('orders-ip', deps.payment.ipOrdersPerHour, 3_600_000);

  route(app, paymentCalls.pay, async ({ body, auth, c }) => {
    const address = ipSubject(clientIp(c));
    await requireLimit(deps.db, ordersPerAddress, address, deps.clock.now(), 'limits.ordersPerAddress');
    await sweepExpiredHolds(deps.db, deps.clock.now());
    return createOrder(
      {
        deps,
        provider,
        auth,
        siteOrigin: siteOrigin(c, deps),
        sessionOrigin: sessionOrigin(c),
        clientIp: address,
        language: requestLanguage(c),
      },
      body,
    );
  });

  app.post(provider.notification.path, async (c) => {
    const raw = await c.req.text();
    const check = provider.notification.read(raw, c.req.raw.headers);
    const now = deps.clock.now();
    if (!check.ok) {
      await deps.db.query('INSERT INTO payment_notification (order_id, body, signature_ok, applied, received_at) VALUES (NULL, $1, $2, false, $3)', [
        raw.slice(0, 4_000),
        check.reason !== 'signature',
        now,
      ]);
      if (check.reason === 'signature') throw new HttpError(401, 'server.payment.badSignature');
      throw new HttpError(400, 'server.payment.badNotification');
    }
    const outcome = await settleOrder(deps, check.notification, now);
    await deps.db.query(
      'INSERT INTO payment_notification (order_id, body, signature_ok, applied, received_at) VALUES ($1, $2, true, $3, $4)',
      [check.notification.order_id, raw.slice(0, 4_000), outcome !== 'unchanged', now],
    );
    return provider.notification.accepted(check.notification, outcome);
  });

  route(app, paymentCalls.cancel, async ({ body, auth }) => {
    const { user } = requireAuth(auth);
    const sum = await refundTicket(deps, provider, user.public_id, body.public_id, deps.clock.now());
    return { sum };
  });

  if (local !== undefined && deps.mode !== 'production') mountPayPage(app, local);
  if (provider.name === 'robokassa' && deps.payment.robokassa !== undefined) mountRobokassaPayPage(app, deps.payment.robokassa);
}
