import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { PromocodeCheck } from '../../sdk/contract/schemas/promocode-check.ts';
import { checkInsurancePromocode, checkProductPromocode, checkTicketPromocode } from '../../sdk/contract/promocodes.ts';
import { promocodeCheckTarget, type PromocodeCheckAnswer } from '../../sdk/basket/promocode-field.ts';

/**
 * The contract's answer in the shape sdk/basket reads. (The contract's optional `price` may be
 * undefined, which sdk/basket's PromocodeCheckAnswer does not admit under
 * exactOptionalPropertyTypes; mapped here until they agree.)
 */
function asAnswer(check: PromocodeCheck): PromocodeCheckAnswer {
  const terms = check.promocode;
  return {
    promocode: terms === null ? null : { discount: terms.discount, discount_form: terms.discount_form, price: terms.price ?? null },
    available_code_count: check.available_code_count,
    message: check.message ?? null,
  };
}

/**
 * Asks the server about `code` for a line: GET /api/promocode/check/{ticket|product|insurance}/{code}/{id}
 * (the target from sdk/basket). Undefined for a line that takes no code (a certificate).
 */
export async function checkPromocode(line: BasketItem, code: string): Promise<PromocodeCheckAnswer | undefined> {
  const target = promocodeCheckTarget(line);
  if (target === null) return undefined;
  const trimmed = code.trim();
  switch (target.kind) {
    case 'ticket':
      return asAnswer(await checkTicketPromocode(trimmed, target.id));
    case 'product':
      return asAnswer(await checkProductPromocode(trimmed, target.id));
    case 'insurance':
      return asAnswer(await checkInsurancePromocode(trimmed, target.id));
  }
}
