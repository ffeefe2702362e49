/**
 * The payment calls: POST /api/payment (create the order, answer where to pay), POST
 * /api/payment/notify (the provider's signed callback; not a call of the spec, documented
 * in docs and the report), POST /api/payment/cancel (refund one ticket), and the local
 * provider's page at /pay/{order}.
 *
 * Settings: PAYMENT_SECRET (the HMAC secret shared with the provider; a development default
 * otherwise), PAYMENT_SWEEP_MS (how often unpaid holds are swept, default 60 s; never in
 * test mode, where each payment sweeps). RACEKIT_UNSAFE_NO_LOCKING=1 switches stock locking
 * off for the concurrency suite's negative control, and is ignored in production.
 */
import { paymentCalls } from '../../sdk/contract/payment.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { HttpError } from '../http/http-error.ts';
import { jsonResponse } from '../http/json-response.ts';
import { requireAuth, sessionOrigin } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { createOrder } from './create-order.ts';
import { DEV_PAYMENT_SECRET, localProvider, type LocalProvider } from './local-provider.ts';
import { mountPayPage } from './pay-page.ts';
import { requestLanguage } from '../outbox/request-language.ts';
import { paymentMessages } from './payment-messages.ts';
import { refundTicket } from './refund-ticket.ts';
import { settleOrder, sweepExpiredHolds } from './settle-order.ts';

const DEFAULT_SWEEP_MS = 60_000;

/** The provider of this process: the local one, with PAYMENT_SECRET. */
export function paymentProvider(deps: AppDeps): LocalProvider {
  const secret = process.env['PAYMENT_SECRET']?.trim();
  if ((secret === undefined || secret === '') && deps.mode === 'production') {
    deps.log('payment: PAYMENT_SECRET is not set; the local provider signs with the development secret');
  }
  return localProvider(secret === undefined || secret === '' ? DEV_PAYMENT_SECRET : secret);
}

/** Whether this request runs the concurrency suite's negative control (never in production). */
const unsafeNoLocking = (deps: AppDeps) => deps.mode !== 'production' && process.env['RACEKIT_UNSAFE_NO_LOCKING'] === '1';

function sweepOnTimer(deps: AppDeps): void {
  if (deps.mode === 'test') return;
  const every = Number(process.env['PAYMENT_SWEEP_MS'] ?? DEFAULT_SWEEP_MS);
  const timer = setInterval(
    () => {
      sweepExpiredHolds(deps.db, deps.clock.now()).then(
        (count) => {
          if (count > 0) deps.log(`payment: released the holds of ${count} unpaid order(s)`);
        },
        (error: unknown) => deps.log(`payment: sweep failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    },
    Number.isFinite(every) && every >= 1_000 ? every : DEFAULT_SWEEP_MS,
  );
  // the sweep never keeps the process alive
  timer.unref();
}

/** Mounts the payment calls and the local provider's page. */
export function paymentRoutes(app: ApiApp, deps: AppDeps): void {
  const provider = paymentProvider(deps);
  sweepOnTimer(deps);

  route(app, paymentCalls.pay, async ({ body, auth, c }) => {
    await sweepExpiredHolds(deps.db, deps.clock.now());
    return createOrder(
      {
        deps,
        provider,
        auth,
        origin: deps.publicUrl ?? new URL(c.req.url).origin,
        sessionOrigin: sessionOrigin(c),
        unsafeNoLocking: unsafeNoLocking(deps),
        language: requestLanguage(c),
      },
      body,
    );
  });

  app.post('/api/payment/notify', async (c) => {
    const raw = await c.req.text();
    const check = provider.readNotification(raw, c.req.raw.headers);
    const now = deps.clock.now();
    if (!check.ok) {
      await deps.db.query('INSERT INTO payment_notification (order_id, body, signature_ok, applied, received_at) VALUES (NULL, $1, $2, false, $3)', [
        raw.slice(0, 4_000),
        check.reason !== 'signature',
        now,
      ]);
      if (check.reason === 'signature') throw new HttpError(401, paymentMessages.badSignature);
      throw new HttpError(400, paymentMessages.badNotification);
    }
    const outcome = await settleOrder(deps.db, provider, check.notification, now);
    await deps.db.query(
      'INSERT INTO payment_notification (order_id, body, signature_ok, applied, received_at) VALUES ($1, $2, true, $3, $4)',
      [check.notification.order_id, raw.slice(0, 4_000), outcome !== 'unchanged', now],
    );
    // a provider retries until it hears 200: a replay is answered 200 and changes nothing
    return jsonResponse({ ok: true, outcome });
  });

  route(app, paymentCalls.cancel, async ({ body, auth }) => {
    const { user } = requireAuth(auth);
    const sum = await refundTicket(deps.db, provider, user.public_id, body.public_id, deps.clock.now());
    return { sum };
  });

  mountPayPage(app, provider);
}
