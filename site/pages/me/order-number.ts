import type { Order } from '../../../sdk/contract/schemas/index.ts';

/**
 * The number an order is shown by: its one human number (issue 27: the mail's «Заказ № …», the
 * thanks page's and Robokassa's InvId). A server that sends none leaves the public_id's first
 * group in capitals (`2e3f27df-…` → `2E3F27DF`).
 */
export function orderNumber(order: Pick<Order, 'public_id' | 'number'>): string {
  if (order.number != null) return String(order.number);
  const uuid = /^([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.exec(order.public_id);
  return uuid?.[1]?.toUpperCase() ?? order.public_id;
}
