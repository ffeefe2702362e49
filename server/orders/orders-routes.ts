/**
 * Orders (purchase.md §4 "After the order check", account.md §7): the order check after the
 * provider returns the buyer, the user's shop orders and the goods of one order. An order is
 * its buyer's only: any other caller gets 404, as for an order that does not exist. The
 * order check is also answered by the order's view key (issue 29 §2, order-view.ts).
 *
 * Decided: the shop list shows orders with goods or certificates that are paid or still
 * being paid (a declined or expired order bought nothing); a good's `price` is what one unit
 * cost after discounts.
 */
import type { Language } from '../../sdk/config/index.ts';
import { orderViewCalls, ordersCalls } from '../../sdk/contract/index.ts';
import type { OrderCheck, OrderLine, SoldGood } from '../../sdk/contract/schemas/index.ts';
import { roundMoney } from '../../sdk/format/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { inLanguage } from '../catalogue/in-language.ts';
import { isoOf, numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { HttpError } from '../http/http-error.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { partnerReturnOf } from '../partners/partner-return.ts';
import { viewKeyOpens } from './order-view.ts';
import { sweepExpiredHolds } from '../payment/settle-order.ts';

interface LineRow {
  readonly order_id: string;
  readonly kind: 'ticket' | 'shop' | 'certificate' | 'insurance' | 'ticket_insurance';
  readonly item_id: string;
  readonly title: string;
  /** The English title of what the line bought, from the catalogue (migration 010). */
  readonly title_en: string | null;
  readonly size: string | null;
  readonly count: number;
  readonly total: unknown;
  readonly picture: string | null;
}

interface OrderHead {
  readonly public_id: string;
  /** The order's human number (Robokassa's InvId, «Заказ № …» in the mail). */
  readonly invoice_number: number;
  readonly email: string;
  readonly status: string;
  readonly amount: unknown;
  readonly created_at: unknown;
}

// A line keeps the Russian title it was bought under (the fiscal receipt's); its English twin is
// the catalogue's, by what the line bought.
const LINES = `SELECT l.order_id, l.kind, l.item_id, l.title, l.size, l.count, l.total, p.picture,
                      COALESCE(p.title_en, f.title_en, i.name_en) AS title_en
                 FROM order_line l
                 LEFT JOIN product p ON p.public_id = l.item_id AND l.kind IN ('shop', 'certificate')
                 LEFT JOIN event_format f ON f.public_id = l.item_id AND l.kind = 'ticket'
                 LEFT JOIN insurance i ON i.public_id = l.item_id AND l.kind IN ('insurance', 'ticket_insurance')`;

const ORDER_HEAD = 'SELECT public_id, invoice_number, email, status, amount, created_at FROM payment_order';

async function anyOrder(db: Queryable, orderId: string): Promise<OrderHead> {
  const [order] = await db.query<OrderHead>(`${ORDER_HEAD} WHERE public_id = $1`, [orderId]);
  if (order === undefined) throw new HttpError(404, 'server.payment.orderNotFound');
  return order;
}

async function ownOrder(db: Queryable, userId: string, orderId: string): Promise<OrderHead> {
  const [order] = await db.query<OrderHead>(
    `${ORDER_HEAD} WHERE public_id = $1 AND user_id = $2`,
    [orderId, userId],
  );
  if (order === undefined) throw new HttpError(404, 'server.payment.orderNotFound');
  return order;
}

const orderLine = (line: LineRow, language: Language): OrderLine => ({
  public_id: line.item_id,
  count: line.count,
  title: inLanguage(line.title, line.title_en, language),
  price: numberOf(line.total),
});

const soldGood = (line: LineRow, language: Language): SoldGood => ({
  public_id: line.item_id,
  title: inLanguage(line.title, line.title_en, language),
  count: line.count,
  price: roundMoney(numberOf(line.total) / line.count),
  picture: line.picture,
  size: line.size,
});

/** Mounts the order calls. */
export function ordersRoutes(app: ApiApp, deps: AppDeps): void {
  const { db } = deps;

  /** The order check of order `order` (the buyer's, or opened by its view key). */
  async function orderCheck(order: OrderHead, language: Language): Promise<OrderCheck> {
    const lines = await db.query<LineRow>(`${LINES} WHERE l.order_id = $1 ORDER BY l.position`, [order.public_id]);
    const tickets = await db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1 ORDER BY ticket_number', [
      order.public_id,
    ]);
    const refunds = await db.query<{ amount: unknown; state: string; finished_at: unknown }>(
      'SELECT amount, state, finished_at FROM provider_refund WHERE order_id = $1 ORDER BY created_at, public_id',
      [order.public_id],
    );
    const of = (...kinds: LineRow['kind'][]) => lines.filter((line) => kinds.includes(line.kind)).map((line) => orderLine(line, language));
    return {
      status: order.status,
      number: order.invoice_number,
      items: {
        tickets: of('ticket'),
        shop: of('shop'),
        certificates: of('certificate'),
        insurances: of('insurance', 'ticket_insurance'),
        email: order.email,
      },
      tickets,
      // a refund past its last attempt waits for a person: to the buyer it is still on its way
      refunds: refunds.map((refund) => ({ amount: numberOf(refund.amount), refunded_at: refund.state === 'done' ? isoOf(refund.finished_at) : null })),
      partner_return: await partnerReturnOf(db, order.public_id),
    };
  }

  route(app, ordersCalls.check, async ({ auth, params, language }) => {
    const { user } = requireAuth(auth);
    await sweepExpiredHolds(db, deps.clock.now());
    return orderCheck(await ownOrder(db, user.public_id, params.id), language);
  });

  // the order's view key opens this one check without a token (issue 29 §2, order-view.ts)
  route(app, orderViewCalls.viewed, async ({ params, query, language }) => {
    const now = deps.clock.now();
    if (!(await viewKeyOpens(db, params.id, query.key, now))) throw new HttpError(404, 'server.payment.orderNotFound');
    await sweepExpiredHolds(db, now);
    return orderCheck(await anyOrder(db, params.id), language);
  });

  route(app, ordersCalls.list, async ({ auth, language }) => {
    const { user } = requireAuth(auth);
    const orders = await db.query<OrderHead>(
      `SELECT public_id, invoice_number, email, status, amount, created_at FROM payment_order o
        WHERE user_id = $1 AND status IN ('pending', 'paid')
          AND EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.public_id AND l.kind IN ('shop', 'certificate'))
        ORDER BY created_at DESC`,
      [user.public_id],
    );
    const lines =
      orders.length === 0
        ? []
        : await db.query<LineRow>(`${LINES} WHERE l.order_id = ANY($1) AND l.kind IN ('shop', 'certificate') ORDER BY l.position`, [
            orders.map((order) => order.public_id),
          ]);
    return {
      values: orders.map((order) => ({
        public_id: order.public_id,
        number: order.invoice_number,
        created: isoOf(order.created_at),
        status: order.status,
        amount: numberOf(order.amount),
        items: { shop: lines.filter((line) => line.order_id === order.public_id).map((line) => soldGood(line, language)) },
      })),
    };
  });

  route(app, ordersCalls.soldGoods, async ({ auth, params, language }) => {
    const { user } = requireAuth(auth);
    const order = await ownOrder(db, user.public_id, params.id);
    const lines = await db.query<LineRow>(`${LINES} WHERE l.order_id = $1 AND l.kind IN ('shop', 'certificate') ORDER BY l.position`, [
      order.public_id,
    ]);
    return { values: lines.map((line) => soldGood(line, language)) };
  });
}
