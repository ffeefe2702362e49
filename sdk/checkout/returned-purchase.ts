import { is } from 'superstruct';
import { readPurchaseReturn } from '../basket/purchase-return.ts';
import { getReturnedPurchase } from '../contract/partners.ts';
import { ReturnKey, type PurchaseLine } from '../contract/schemas/partner-answers.ts';

/** `racekit:purchase`'s detail: the paid order, what was paid (roubles) and its lines. */
export interface PurchaseDetail {
  readonly order_id: string;
  readonly total: number;
  readonly lines: PurchaseLine[];
}

/**
 * The paid order a partner page's address names (issue 17): the thanks page's way back marks
 * the page with `#racekit-order=…&racekit-key=…` (sdk/basket/purchase-return.ts). The API is
 * asked first (GET /api/order/{id}/purchase); only a paid order with that key answers, so a
 * forged or edited address gives undefined, as does a failed call (nothing is fired on doubt).
 */
export async function returnedPurchase(hash: string): Promise<PurchaseDetail | undefined> {
  const mark = readPurchaseReturn(hash);
  if (mark === undefined || !is(mark.key, ReturnKey)) return undefined;
  try {
    const order = await getReturnedPurchase(mark.orderId, mark.key);
    if (order.status !== 'paid' || order.order_id !== mark.orderId) return undefined;
    return { order_id: order.order_id, total: order.total, lines: order.lines };
  } catch {
    return undefined;
  }
}
