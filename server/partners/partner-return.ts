import type { PartnerReturn } from '../../sdk/contract/schemas/index.ts';
import { purchaseReturnUrl } from '../../sdk/basket/index.ts';
import type { Queryable } from '../db/database.ts';

/**
 * The way back an order offers (issue 17; GET /api/order/{id} `partner_return`): its partner's
 * title and the page the checkout started on, marked with the order and its way-back key
 * (sdk/basket/purchase-return.ts). Only an order whose return address was kept (an allowed
 * origin of its partner, attribute-order.ts) has one.
 */
export async function partnerReturnOf(db: Queryable, orderId: string): Promise<PartnerReturn | null> {
  const [row] = await db.query<{ return_url: string; return_key: string; title: string }>(
    `SELECT o.return_url, o.return_key, p.title FROM payment_order o JOIN partner p ON p.name = o.partner
      WHERE o.public_id = $1 AND o.return_url IS NOT NULL AND o.return_key IS NOT NULL`,
    [orderId],
  );
  return row === undefined ? null : { title: row.title, url: purchaseReturnUrl(row.return_url, orderId, row.return_key) };
}
