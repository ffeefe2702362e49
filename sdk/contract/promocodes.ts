/**
 * Promo code checks (purchase.md §7), one per item type; certificates take no promo codes.
 *
 * Decided where the spec is silent:
 * - "Apply promo code (code plus item)" (named, no path) is the check of the item's type: the
 *   client stores the answer on the basket line; the server prices the order again at payment.
 * - The answer is `{ promocode: { code, discount, discount_form, price? } | null,
 *   available_code_count, message }`; a code that cannot be used answers 200 with
 *   `promocode: null` and the reason in `message` (see schemas/promocode-check.ts).
 */
import { object } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { PromocodeCheck } from './schemas/promocode-check.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

const CodeAndItem = object({ code: limitedText(TEXT_MAX.code), public_id: limitedText(TEXT_MAX.id) });

export const promocodesCalls = {
  product: defineCall({
    method: 'GET',
    path: '/api/promocode/check/product/{code}/{public_id}',
    summary: 'Checks a promo code for a shop product.',
    params: CodeAndItem,
    response: PromocodeCheck,
  }),
  insurance: defineCall({
    method: 'GET',
    path: '/api/promocode/check/insurance/{code}/{public_id}',
    summary: 'Checks a promo code for an insurance product.',
    params: CodeAndItem,
    response: PromocodeCheck,
  }),
  ticket: defineCall({
    method: 'GET',
    path: '/api/promocode/check/ticket/{code}/{format_public_id}',
    summary: 'Checks a promo code for a ticket format.',
    params: object({ code: limitedText(TEXT_MAX.code), format_public_id: limitedText(TEXT_MAX.id) }),
    response: PromocodeCheck,
  }),
};

/** Checks `code` for product `publicId`. */
export const checkProductPromocode = (code: string, publicId: string) =>
  invoke(promocodesCalls.product, { params: { code, public_id: publicId } });
/** Checks `code` for insurance product `publicId`. */
export const checkInsurancePromocode = (code: string, publicId: string) =>
  invoke(promocodesCalls.insurance, { params: { code, public_id: publicId } });
/** Checks `code` for ticket format `formatPublicId`. */
export const checkTicketPromocode = (code: string, formatPublicId: string) =>
  invoke(promocodesCalls.ticket, { params: { code, format_public_id: formatPublicId } });
