import { checkTicketPromocode } from '../contract/promocodes.ts';
import { ApiMessageError } from '../http/api-errors.ts';

/** A link's promo code after the server's check. */
export type LinkPromocode =
  /** Good for the format `formatId` (the first of those asked that takes it). */
  | { readonly status: 'valid'; readonly formatId: string }
  /** No format takes it: the server's reason (of the first format asked). */
  | { readonly status: 'refused'; readonly message: string | null };

/**
 * A promo code that came with a link (/calendar/{event}/{promocode}), checked against the
 * event's formats before the page promises it (GET /api/promocode/check/ticket/{code}/{format},
 * one format after another until one takes it).
 */
export async function checkLinkPromocode(code: string, formatIds: readonly string[]): Promise<LinkPromocode> {
  let message: string | null | undefined;
  for (const formatId of formatIds) {
    try {
      const answer = await checkTicketPromocode(code.trim(), formatId);
      if (answer.promocode !== null) return { status: 'valid', formatId };
      message ??= answer.message ?? null;
    } catch (error) {
      if (!(error instanceof ApiMessageError)) throw error;
      message ??= error.serverMessage;
    }
  }
  return { status: 'refused', message: message ?? null };
}
