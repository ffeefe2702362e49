/**
 * The order keeps who sold it (issue 17), in the order's own transaction: a known partner (an
 * unknown name is ignored, its UTM kept), the first touch's UTM, and — only when the checkout
 * started on one of that partner's origins — the page to go back to with a random key that
 * lets that page confirm the order (GET /api/order/{id}/purchase). A return address outside
 * the partner's origins is refused: no way back is kept, and the thanks page offers none. The
 * price was computed before and without any of this.
 */
import type { Attribution } from '../../sdk/contract/schemas/index.ts';
import { newSecret } from '../accounts/secret-token.ts';
import type { Queryable } from '../db/database.ts';
import { isPartnerPage, partnerByName } from './partners.ts';

/** What an order keeps of the attribution a payment sent. */
export interface OrderAttribution {
  readonly partner: string | null;
  readonly utm: Attribution['utm'] | null;
  readonly returnUrl: string | null;
}

/** Decides what of `attribution` an order keeps. */
export async function orderAttribution(db: Queryable, attribution: Attribution | undefined): Promise<OrderAttribution> {
  const partner = attribution?.partner === undefined ? undefined : await partnerByName(db, attribution.partner);
  const returnUrl = partner !== undefined && attribution?.return_url !== undefined && isPartnerPage(partner, attribution.return_url) ? attribution.return_url : null;
  return { partner: partner?.name ?? null, utm: attribution?.utm ?? null, returnUrl };
}

/** Stores on order `orderId` what it keeps of `attribution` (nothing when there is none). */
export async function attributeOrder(tx: Queryable, orderId: string, attribution: Attribution | undefined): Promise<void> {
  if (attribution === undefined) return;
  const kept = await orderAttribution(tx, attribution);
  if (kept.partner === null && kept.utm === null) return;
  await tx.query('UPDATE payment_order SET partner = $2, utm = $3, return_url = $4, return_key = $5 WHERE public_id = $1', [
    orderId,
    kept.partner,
    kept.utm === null ? null : JSON.stringify(kept.utm),
    kept.returnUrl,
    kept.returnUrl === null ? null : newSecret(),
  ]);
}
