import { applyPromocode } from '../basket/promocode-field.ts';
import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { checkTicketPromocode } from '../contract/promocodes.ts';
import { ApiMessageError } from '../http/api-errors.ts';

/**
 * A promo code for a ticket line, checked with the server before anything promises it
 * (GET /api/promocode/check/ticket/{code}/{format}): the line with the code applied, or
 * failed with the server's reason. A check that got no answer leaves the code failed without
 * a reason, for the buyer to apply again in the basket.
 */
export async function withTicketPromocode(line: BasketItem, code: string): Promise<BasketItem> {
  const trimmed = code.trim();
  if (trimmed === '') return line;
  try {
    return applyPromocode(line, trimmed, await checkTicketPromocode(trimmed, line.format_public_id ?? line.public_id));
  } catch (error) {
    if (error instanceof ApiMessageError) return applyPromocode(line, trimmed, { promocode: null, message: error.serverMessage });
    return { ...line, promocode: { code: trimmed, status: 'error', message: null } };
  }
}
