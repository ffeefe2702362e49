import type { User } from '../contract/schemas/user.ts';
import { roundMoney } from '../format/round-money.ts';

/**
 * The vip's personal ticket discount (purchase.md §6): a user whose role list holds 'vip'
 * gets one ticket — the first ticket line whose format they do not already hold — at
 * `discount` percent off, when discount_form is percent and the discount is not 100. That
 * ticket takes no promo code; further tickets are full price.
 */

/** Whether the user has a usable personal discount. */
export function hasVipDiscount(user: Pick<User, 'role' | 'discount' | 'discount_form'> | null | undefined): boolean {
  if (user === null || user === undefined || !(user.role ?? []).includes('vip')) return false;
  const discount = user.discount ?? 0;
  return user.discount_form === 'percent' && discount > 0 && discount !== 100;
}

/** A line as the vip rule sees it. */
export interface VipLine {
  readonly id: string;
  readonly selector: string;
  readonly formatId?: string | null | undefined;
  readonly count: number;
}

/** The id of the line whose first ticket gets the personal discount, if any. */
export function vipDiscountLineId(
  lines: readonly VipLine[],
  user: Pick<User, 'role' | 'discount' | 'discount_form'> | null | undefined,
  ownedFormatIds: readonly string[] = [],
): string | undefined {
  if (!hasVipDiscount(user)) return undefined;
  return lines.find((line) => line.selector === 'ticket' && line.count > 0 && !(line.formatId != null && ownedFormatIds.includes(line.formatId)))?.id;
}

/** The unit price of the discounted ticket. */
export function vipUnitPrice(unitPrice: number, discountPercent: number): number {
  return roundMoney(Math.max(0, unitPrice * (1 - discountPercent / 100)));
}
