import type { BasketSelector } from '../contract/schemas/basket-item.ts';
import type { PromocodeState } from '../contract/schemas/promocode-state.ts';
import type { Sale } from '../contract/schemas/sale.ts';
import type { User } from '../contract/schemas/user.ts';
import { roundMoney } from '../format/round-money.ts';
import { promoUnitPrice, promoUnits } from './promo-price.ts';
import { isSaleActive, saleUnitPrice } from './sale-price.ts';
import { vipDiscountLineId, vipUnitPrice } from './vip-discount.ts';

/**
 * The price of a basket (purchase.md §2, §6, §9) from plain inputs, so the browser and the
 * server (with unit prices and promo states from its own database) compute the same figures.
 *
 * Per line: cost = unit price × count. Each unit is sold at the lowest price among those that
 * apply to it — the sale price (any active sale of its format), the promo price (on as many
 * units as the code allows), the vip price (on the vip's one ticket) — discounts never stack.
 * Certificates and the vip's ticket take no promo code.
 * Total = goods total + delivery cost − discount − gift discount, never below 0; every figure
 * is rounded to kopecks.
 */

/** One line to price. */
export interface PriceLine {
  /** The basket line's unique_id (or any id the caller keeps). */
  readonly id: string;
  readonly selector: BasketSelector;
  /** The ticket format (or product) id: what sales and the vip rule look at. */
  readonly formatId?: string | null | undefined;
  readonly unitPrice: number;
  readonly count: number;
  readonly promocode?: PromocodeState | null | undefined;
}

export interface PricingInput {
  readonly lines: readonly PriceLine[];
  readonly sales?: readonly Sale[] | undefined;
  readonly user?: Pick<User, 'role' | 'discount' | 'discount_form'> | null | undefined;
  /** Formats the vip already holds a ticket of (no personal discount on those). */
  readonly ownedFormatIds?: readonly string[] | undefined;
  readonly deliveryCost?: number | undefined;
  readonly giftDiscount?: number | undefined;
  /** The instant (ms) sales are checked against. */
  readonly now: number;
}

export interface PricedLine {
  readonly id: string;
  readonly unitPrice: number;
  readonly count: number;
  /** Unit price × count. */
  readonly cost: number;
  /** What the line costs after its discounts. */
  readonly total: number;
  readonly discount: number;
  /** Units sold at the promo price. */
  readonly promoUnits: number;
  readonly saleApplied: boolean;
  readonly vipApplied: boolean;
}

export interface BasketPrice {
  readonly lines: readonly PricedLine[];
  readonly goodsTotal: number;
  readonly discount: number;
  readonly deliveryCost: number;
  readonly giftDiscount: number;
  readonly total: number;
}

function bestSalePrice(line: PriceLine, activeSales: readonly Sale[]): number {
  return activeSales
    .filter((sale) => line.formatId != null && sale.formats.includes(line.formatId))
    .reduce((best, sale) => Math.min(best, saleUnitPrice(line.unitPrice, sale)), line.unitPrice);
}

/** Prices every line and the whole basket. */
export function priceBasket(input: PricingInput): BasketPrice {
  const activeSales = (input.sales ?? []).filter((sale) => isSaleActive(sale, input.lines, input.now));
  const vipLineId = vipDiscountLineId(input.lines, input.user, input.ownedFormatIds);
  const vipPercent = input.user?.discount ?? 0;

  const lines = input.lines.map((line): PricedLine => {
    const count = Math.max(0, line.count);
    const unit = Math.max(0, line.unitPrice);
    const cost = roundMoney(unit * count);
    const salePrice = bestSalePrice(line, activeSales);
    const vipApplied = line.id === vipLineId && count > 0;
    const promoAllowed = line.selector !== 'certificate' && !vipApplied;
    const promoCount = promoAllowed ? promoUnits(line.promocode, count) : 0;
    const promoPrice = Math.min(promoUnitPrice(unit, line.promocode), salePrice);
    const vipPrice = Math.min(vipUnitPrice(unit, vipPercent), salePrice);
    const vipCount = vipApplied ? 1 : 0;
    const rest = count - vipCount - promoCount;
    const total = roundMoney(vipCount * vipPrice + promoCount * promoPrice + rest * salePrice);
    return {
      id: line.id,
      unitPrice: unit,
      count,
      cost,
      total,
      discount: roundMoney(cost - total),
      promoUnits: promoCount,
      saleApplied: salePrice < unit && count > 0,
      vipApplied,
    };
  });

  const goodsTotal = roundMoney(lines.reduce((sum, line) => sum + line.cost, 0));
  const discount = roundMoney(lines.reduce((sum, line) => sum + line.discount, 0));
  const deliveryCost = roundMoney(Math.max(0, input.deliveryCost ?? 0));
  const giftDiscount = roundMoney(Math.max(0, input.giftDiscount ?? 0));
  const total = roundMoney(Math.max(0, goodsTotal + deliveryCost - discount - giftDiscount));
  return { lines, goodsTotal, discount, deliveryCost, giftDiscount, total };
}
