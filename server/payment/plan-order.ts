/**
 * The server's own pricing of a payment request (docs/architecture.md: "the client's figures
 * are never trusted"), step by step (plan/): everything is read from the database — formats and
 * their stock, shirts, sizes, products, insurance products, sales (order-catalogue.ts); every
 * line is checked with the site's rules (sdk/basket, sdk/forms: ticket-, shop-,
 * insurance-draft.ts); promo codes under a row lock (order-promos.ts), the buyer's vip discount
 * (order-buyer.ts), delivery prices (order-delivery.ts); then priced with
 * sdk/basket/price-basket.ts, the same function the basket shows its totals with.
 *
 * The stock holds are only listed here; create-order.ts takes them.
 */
import type { PaymentRequest } from '../../sdk/contract/schemas/index.ts';
import { priceBasket, vipDiscountLineId } from '../../sdk/basket/index.ts';
import { cleanEmail } from '../../sdk/forms/index.ts';
import type { UserRow } from '../accounts/user-row.ts';
import type { Queryable } from '../db/database.ts';
import { accepted } from '../http/form-rules.ts';
import { badRequest } from '../http/http-error.ts';
import { refuseInsuredTwice } from './insured-once.ts';
import { pricedBuyer } from './plan/order-buyer.ts';
import { loadOrderCatalogue } from './plan/order-catalogue.ts';
import { orderDelivery } from './plan/order-delivery.ts';
import { draftOrder } from './plan/order-drafts.ts';
import type { OrderPlan } from './plan/order-plan.ts';
import { promoStates } from './plan/order-promos.ts';
import { pricedLines, promoHolds } from './plan/priced-lines.ts';
import { serialQueries } from './serial-queries.ts';

/** Checks and prices `request` for `user`; answers the lines, holds and sums of the order. */
export async function planOrder(
  transaction: Queryable,
  request: PaymentRequest,
  user: UserRow | undefined,
  now: Date,
  unsafeNoLocking = false,
): Promise<OrderPlan> {
  const tx = serialQueries(transaction);
  const email = accepted(cleanEmail(request.email), 'email');
  if (request.tickets.length + request.shop.length + request.insurances.length === 0) throw badRequest('server.catalogue.emptyBasket');

  const catalogue = await loadOrderCatalogue(tx, request, now);
  const { drafts, holds, travellingCost } = draftOrder(request, catalogue, now);
  await refuseInsuredTwice(tx, request.insurances);

  const buyer = await pricedBuyer(tx, user, [...catalogue.formats.keys()]);
  const vipLineId = vipDiscountLineId(
    drafts.map((draft) => draft.price),
    buyer.user,
    buyer.ownedFormatIds,
  );
  const states = await promoStates(tx, drafts, vipLineId, now, !unsafeNoLocking);
  const delivery = travellingCost === null ? null : await orderDelivery(tx, request, travellingCost);

  const price = priceBasket({
    lines: drafts.map((draft) => ({ ...draft.price, promocode: states.get(draft.price.id) ?? null })),
    sales: catalogue.sales,
    user: buyer.user,
    ownedFormatIds: buyer.ownedFormatIds,
    deliveryCost: delivery?.cost ?? 0,
    now: now.getTime(),
  });
  const lines = pricedLines(drafts, price);
  return {
    email,
    lines,
    holds: [...holds, ...promoHolds(lines)],
    goodsTotal: price.goodsTotal,
    discount: price.discount,
    deliveryCost: price.deliveryCost,
    amount: price.total,
    delivery: delivery?.delivery ?? null,
  };
}
