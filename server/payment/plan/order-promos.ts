/**
 * The promo codes of an order's lines, read under a row lock (FOR UPDATE) inside the payment's
 * transaction, so the uses a price counts on are still there when stock-holds.ts takes them.
 */
import type { PromocodeState } from '../../../sdk/contract/schemas/index.ts';
import { promoRefusal, readPromocodes, usesLeft } from '../../catalogue/promocode-rule.ts';
import { numberOf } from '../../catalogue/sql-values.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Draft } from './line-draft.ts';

/**
 * The promo states of the drafts, by price line id. A code's uses left are shared by the lines
 * that carry it, in order; a code that cannot apply to its line (promocode-rule.ts: unknown,
 * expired, another item, a certificate) is a 400, a code with no use left a 409 (another buyer
 * took it). The vip's discounted ticket (`vipLineId`) takes no promo code (purchase.md §6): it uses none.
 */
export async function promoStates(
  tx: Queryable,
  drafts: readonly Draft[],
  vipLineId: string | undefined,
  now: Date,
  lock: boolean,
): Promise<Map<string, PromocodeState>> {
  const codes = [...new Set(drafts.flatMap((draft) => (draft.promo === null ? [] : [draft.promo.code])))].sort();
  const rows = await readPromocodes(tx, codes, lock);
  const left = new Map([...rows.values()].map((row) => [row.code, usesLeft(row)]));
  const states = new Map<string, PromocodeState>();
  for (const { promo, price } of drafts) {
    if (promo === null) continue;
    const row = rows.get(promo.code);
    const vip = price.id === vipLineId;
    const available = left.get(promo.code) ?? 0;
    const refusal = promoRefusal(row, promo.item, now, vip ? null : available);
    if (refusal !== null) throw new HttpError(refusal === 'server.promo.spent' ? 409 : 400, refusal, { field: promo.field });
    if (vip || row === undefined) continue;
    left.set(promo.code, available - Math.min(available, price.count));
    states.set(price.id, {
      code: promo.code,
      status: 'applied',
      discount: numberOf(row.discount),
      discount_form: row.discount_form,
      code_count: available,
      price: row.price,
    });
  }
  return states;
}
