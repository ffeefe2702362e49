/**
 * Promo code checks (purchase.md §7): GET /api/promocode/check/{ticket|product|insurance}/{code}/{public_id}.
 * Read-only: it answers whether the code applies to that item now and how many uses remain;
 * payment re-checks and takes a use inside its own transaction. A code that cannot be used
 * answers 200 with `promocode: null` and the reason (shown beside the field); an unknown
 * item is a 404. The rule itself is promocode-rule.ts, shared with the payment.
 */
import type { PromocodeCheck } from '../../sdk/contract/schemas/index.ts';
import { promocodesCalls } from '../../sdk/contract/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import type { ServerTextKey } from '../../sdk/i18n/index.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';
import { promoCodeOf, promoRefusal, readPromocodes, usesLeft, type PromoItem } from './promocode-rule.ts';
import { notFound, numberOf } from './sql-values.ts';

const refused = (key: ServerTextKey, language: Language): PromocodeCheck => ({ promocode: null, available_code_count: 0, message: serverText(key, language) });

/** Whether `code` applies to `item` at `now` (promocode-rule.ts), and how many uses remain. */
export async function checkPromocode(db: Queryable, item: PromoItem, code: string, now: Date, language: Language): Promise<PromocodeCheck> {
  const stored = promoCodeOf(code);
  const row = (await readPromocodes(db, [stored], false)).get(stored);
  const left = row === undefined ? 0 : usesLeft(row);
  const refusal = promoRefusal(row, item, now, left);
  if (refusal !== null || row === undefined) return refused(refusal ?? 'server.promo.unknown', language);
  return {
    promocode: { code: row.code, discount: numberOf(row.discount), discount_form: row.discount_form, price: row.price },
    available_code_count: left,
    message: serverText('server.promo.applied', language),
  };
}

/** Mounts the three promo code checks. */
export function promocodesRoutes(app: ApiApp): void {
  route(app, promocodesCalls.ticket, async ({ deps, params, language }) => {
    const [format] = await deps.db.query('SELECT 1 FROM event_format WHERE public_id = $1', [params.format_public_id]);
    if (format === undefined) throw notFound('server.catalogue.formatNotFound');
    return checkPromocode(deps.db, { type: 'ticket', id: params.format_public_id }, params.code, deps.clock.now(), language);
  });

  route(app, promocodesCalls.product, async ({ deps, params, language }) => {
    const [product] = await deps.db.query<{ kind: string }>('SELECT kind FROM product WHERE public_id = $1', [params.public_id]);
    if (product === undefined) throw notFound('server.catalogue.productNotFound');
    const item = { type: 'product', id: params.public_id, certificate: product.kind === 'certificate' } as const;
    return checkPromocode(deps.db, item, params.code, deps.clock.now(), language);
  });

  route(app, promocodesCalls.insurance, async ({ deps, params, language }) => {
    const [insurance] = await deps.db.query('SELECT 1 FROM insurance WHERE public_id = $1', [params.public_id]);
    if (insurance === undefined) throw notFound('server.catalogue.insuranceNotFound');
    return checkPromocode(deps.db, { type: 'insurance', id: params.public_id }, params.code, deps.clock.now(), language);
  });
}
