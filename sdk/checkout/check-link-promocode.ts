import { checkTicketPromocode } from '../contract/promocodes.ts';
import { ApiMessageError } from '../http/api-errors.ts';

/** A link's promo code after the server's check. */
export type LinkPromocode =
  /**
   * Good for the format `formatId` (the first of those asked that takes it); `formatIds`: every
   * format asked that takes it, so the page names them when not all do (issue 29 item 9).
   */
  | { readonly status: 'valid'; readonly formatId: string; readonly formatIds: readonly string[] }
  /** No format takes it: the server's reason (of the first format asked). */
  | { readonly status: 'refused'; readonly message: string | null };

/**
 * A promo code that came with a link (/calendar/{event}/{promocode}), checked against the
 * event's formats before the page promises it (GET /api/promocode/check/ticket/{code}/{format},
 * every format, so a code that takes only some is promised for those only).
 */
export async function checkLinkPromocode(code: string, formatIds: readonly string[]): Promise<LinkPromocode> {
  let message: string | null | undefined;
  const taking: string[] = [];
  for (const formatId of formatIds) {
    try {
      const answer = await checkTicketPromocode(code.trim(), formatId);
      if (answer.promocode !== null) taking.push(formatId);
      else message ??= answer.message ?? null;
    } catch (error) {
      if (!(error instanceof ApiMessageError)) throw error;
      message ??= error.serverMessage;
    }
  }
  const [first] = taking;
  return first === undefined ? { status: 'refused', message: message ?? null } : { status: 'valid', formatId: first, formatIds: taking };
}
