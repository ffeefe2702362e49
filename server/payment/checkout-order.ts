/**
 * An order as the provider sees it (payment-provider.ts CheckoutOrder), read from its row and
 * lines: the same for the first answer, a retried request and a refund, so the provider
 * always signs the same figures.
 */
import { numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import type { OrderRow } from './order-state.ts';
import type { CheckoutOrder, PaidLine } from './payment-provider.ts';

type LineKind = Exclude<PaidLine['kind'], 'delivery'>;

/** The provider's view of order `order`. */
export async function checkoutOrder(tx: Queryable, order: OrderRow): Promise<CheckoutOrder> {
  const rows = await tx.query<{ kind: LineKind; title: string; count: number; total: unknown }>(
    'SELECT kind, title, count, total FROM order_line WHERE order_id = $1 ORDER BY position',
    [order.public_id],
  );
  const lines: PaidLine[] = rows.map((row) => ({ kind: row.kind, title: row.title, count: row.count, total: numberOf(row.total) }));
  const delivery = numberOf(order.delivery_cost);
  if (delivery > 0) lines.push({ kind: 'delivery', title: 'Доставка', count: 1, total: delivery });
  return {
    public_id: order.public_id,
    invoice_number: order.invoice_number,
    amount: numberOf(order.amount),
    email: order.email,
    lines,
    view_key: order.view_key,
  };
}
