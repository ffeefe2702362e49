import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { User } from '../contract/schemas/user.ts';
import { priceLinesOf, salesOf } from './basket-price-lines.ts';
import { roundMoney } from '../format/round-money.ts';
import { priceBasket, type BasketPrice, type PricedLine } from './price-basket.ts';

/**
 * One pricing of basket lines for every place that shows a price of them (issue 29 item 7): the
 * basket's summary and the buy dialog's «Итого» both come from priceBasket over the lines, the
 * sales they carry (a quantity sale counts every line of its formats, so the dialog's line
 * reaches a threshold with what the basket already holds), the vip's discount and delivery.
 */
export interface BasketPriceContext {
  readonly user?: Pick<User, 'role' | 'discount' | 'discount_form'> | null | undefined;
  readonly ownedFormatIds?: readonly string[] | undefined;
  readonly deliveryCost?: number | undefined;
  /** The instant (ms) sales are checked against. */
  readonly now: number;
}

/** The price of basket lines: every line and the totals. */
export function priceItems(items: readonly BasketItem[], context: BasketPriceContext): BasketPrice {
  return priceBasket({
    lines: priceLinesOf(items),
    sales: salesOf(items),
    user: context.user,
    ownedFormatIds: context.ownedFormatIds,
    deliveryCost: context.deliveryCost,
    now: context.now,
  });
}

/** What `line` costs once added to `basket` (the buy dialog's total): its priced line, insurance included. */
export function priceAddedLine(basket: readonly BasketItem[], line: BasketItem, context: BasketPriceContext): Pick<PricedLine, 'cost' | 'total'> {
  const priced = priceItems([...basket, line], context).lines.filter((each) => each.id === line.unique_id || each.id === `${line.unique_id}#insurance`);
  return {
    cost: roundMoney(priced.reduce((sum, each) => sum + each.cost, 0)),
    total: roundMoney(priced.reduce((sum, each) => sum + each.total, 0)),
  };
}
