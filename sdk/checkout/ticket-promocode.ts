import { promocodeFromAnswer } from '../basket/promocode-field.ts';
import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { PromocodeState } from '../contract/schemas/promocode-state.ts';
import { checkTicketPromocode } from '../contract/promocodes.ts';
import { ApiMessageError } from '../http/api-errors.ts';

/**
 * A promo code for a ticket of format `formatId`, checked with the server before anything
 * promises it (GET /api/promocode/check/ticket/{code}/{format}): applied, or failed with the
 * server's reason; undefined when there is no code. A check that got no answer leaves the code
 * failed without a reason, for the buyer to apply again in the basket.
 */
export async function ticketPromocodeState(code: string, formatId: string): Promise<PromocodeState | undefined> {
  const trimmed = code.trim();
  if (trimmed === '') return undefined;
  try {
    return promocodeFromAnswer(trimmed, await checkTicketPromocode(trimmed, formatId));
  } catch (error) {
    if (error instanceof ApiMessageError) return promocodeFromAnswer(trimmed, { promocode: null, message: error.serverMessage });
    return { code: trimmed, status: 'error', message: null };
  }
}

/** `line` with promo code `code` checked (ticketPromocodeState) and stored on it; no code, the line as it is. */
export async function withTicketPromocode(line: BasketItem, code: string): Promise<BasketItem> {
  const promocode = await ticketPromocodeState(code, line.format_public_id ?? line.public_id);
  return promocode === undefined ? line : { ...line, promocode };
}
