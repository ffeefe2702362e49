import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { checkInsurancePromocode, checkProductPromocode, checkTicketPromocode } from '../../sdk/contract/index.ts';
import { promocodeCheckTarget, type PromocodeCheckAnswer } from '../../sdk/basket/index.ts';

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
      return checkTicketPromocode(trimmed, target.id);
    case 'product':
      return checkProductPromocode(trimmed, target.id);
    case 'insurance':
      return checkInsurancePromocode(trimmed, target.id);
  }
}
