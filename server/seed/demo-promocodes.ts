/**
 * Promo codes of every kind the check must answer: percent, fixed, 100 %, a special price,
 * a code limited to 3 uses, a spent one, an expired one, and codes per item type (tickets,
 * products, insurance), some limited to given public_ids.
 */
import { daysFrom, type DemoPart } from './demo-part.ts';
import type { Row } from './insert-rows.ts';

interface PromoSeed {
  readonly code: string;
  readonly item_type: 'ticket' | 'product' | 'insurance';
  readonly discount: number;
  readonly discount_form: 'percent' | 'fixed';
  readonly total: number;
  readonly used?: number;
  readonly public_ids?: readonly string[];
  readonly price?: number;
  readonly validDays?: number;
}

const promos: readonly PromoSeed[] = [
  { code: 'RUBEZH10', item_type: 'ticket', discount: 10, discount_form: 'percent', total: 500, used: 37 },
  { code: 'MINUS500', item_type: 'ticket', discount: 500, discount_form: 'fixed', total: 200, used: 12 },
  { code: 'FREESTART', item_type: 'ticket', discount: 100, discount_form: 'percent', total: 10, used: 2, public_ids: ['f-rl-msk-sprint'] },
  { code: 'TRIO', item_type: 'ticket', discount: 15, discount_form: 'percent', total: 3 },
  { code: 'SPECIAL1990', item_type: 'ticket', discount: 0, discount_form: 'fixed', total: 50, price: 1990, public_ids: ['f-rl-msk-sprint', 'f-rl-spb-sprint'] },
  { code: 'SPENT', item_type: 'ticket', discount: 20, discount_form: 'percent', total: 5, used: 5 },
  { code: 'OLDSEASON', item_type: 'ticket', discount: 30, discount_form: 'percent', total: 100, validDays: -1 },
  { code: 'MERCH15', item_type: 'product', discount: 15, discount_form: 'percent', total: 300, used: 40 },
  { code: 'HOODIE700', item_type: 'product', discount: 700, discount_form: 'fixed', total: 20, public_ids: ['p-hoodie-rubezh'] },
  { code: 'SAFE50', item_type: 'insurance', discount: 50, discount_form: 'percent', total: 100, used: 9 },
];

/** The demo's promo codes. */
export function promocodesPart(now: Date): DemoPart {
  const rows: Row[] = promos.map((promo) => ({
    public_id: `promo-${promo.code.toLowerCase()}`,
    code: promo.code,
    item_type: promo.item_type,
    public_ids: promo.public_ids ?? [],
    discount: promo.discount,
    discount_form: promo.discount_form,
    price: promo.price ?? null,
    total_count: promo.total,
    used_count: promo.used ?? 0,
    active: true,
    valid_until: promo.validDays === undefined ? null : daysFrom(now, promo.validDays, 23),
  }));
  return { tables: [['promocode', rows]], pictures: [] };
}
