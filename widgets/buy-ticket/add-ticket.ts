import { addBasketItem } from '../../sdk/basket/basket-edits.ts';
import { applyPromocode } from '../../sdk/basket/promocode-field.ts';
import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import { checkTicketPromocode } from '../../sdk/contract/promocodes.ts';
import { ApiMessageError } from '../../sdk/http/api-errors.ts';
import { commitBasket, readBasket } from '../../sdk/state/session-start.ts';

/**
 * Puts a ticket line into the basket list in use (purchase.md §4): the guest's
 * `NoAuthBasketGoods`, or the signed-in user's `basketGoods`, which is then saved on the
 * server (POST /api/user/basket). sdk/basket shapes the lines: a pre-registration ticket of
 * count N becomes N lines of one group, a fixed team one team, a place-holding ticket is
 * stamped with the time it was added.
 *
 * A promo code from the page (the `promocode` attribute) is checked for the format first and
 * stored on the line as the basket keeps it: applied, or failed with the server's reason. A
 * check that could not be made (no answer) leaves the code on the line unapplied, for the
 * visitor to apply in the basket.
 */
export async function addTicketToBasket(line: BasketItem, options: { promocode?: string | undefined; now: number }): Promise<BasketItem[]> {
  const code = options.promocode?.trim() ?? '';
  const withCode = code === '' ? line : await withPromocode(line, code);
  return commitBasket(addBasketItem(readBasket(), withCode, { now: options.now }));
}

async function withPromocode(line: BasketItem, code: string): Promise<BasketItem> {
  try {
    return applyPromocode(line, code, await checkTicketPromocode(code, line.format_public_id ?? line.public_id));
  } catch (error) {
    if (error instanceof ApiMessageError) return applyPromocode(line, code, { promocode: null, message: error.serverMessage });
    return { ...line, promocode: { code, status: 'error', message: null } };
  }
}
