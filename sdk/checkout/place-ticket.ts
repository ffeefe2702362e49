import { addBasketItem, updateBasketItem } from '../basket/basket-edits.ts';
import type { IdSource } from '../basket/basket-item-id.ts';
import { addGroupTicket } from '../basket/pre-registration.ts';
import { availableTicketLimit } from '../basket/ticket-availability.ts';
import { isTeamTicket } from '../basket/ticket-count.ts';
import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { textMessage, type FormMessage } from '../forms/form-message.ts';
import { fitTicketCount } from './fit-ticket-count.ts';

/** The basket after placing a ticket line, and what the buyer must be told. */
export interface Placed {
  readonly items: BasketItem[];
  /** Whether any ticket went in. */
  readonly added: boolean;
  readonly notices: FormMessage[];
}

const formatOf = (line: BasketItem) => line.format_public_id ?? line.public_id;

const sameTicket = (a: BasketItem, b: BasketItem) =>
  a.selector === 'ticket' && formatOf(a) === formatOf(b) && a.event_city?.public_id === b.event_city?.public_id;

/** The tickets of `line`'s format the basket already holds (every line, every group member). */
export function ticketsHeld(items: readonly BasketItem[], line: BasketItem): number {
  return items.filter((item) => item.selector === 'ticket' && formatOf(item) === formatOf(line)).reduce((sum, item) => sum + item.count, 0);
}

/** What a line learns from a newer copy of its format: availability and limits. */
const freshLimits = (line: BasketItem): Partial<BasketItem> => ({
  tickets_left: line.tickets_left ?? null,
  buy_limit: line.buy_limit ?? null,
  max_count: line.max_count ?? null,
});

/** `line` (count already fitted) merged into `items`: into its group, its plain line, or as a new line. */
function mergeTicket(items: readonly BasketItem[], line: BasketItem, options: { now: number; newId?: IdSource }): BasketItem[] {
  if (line.preregistration === true) {
    const group = items.find((item) => sameTicket(item, line) && item.groupId != null)?.groupId;
    if (group == null) return addBasketItem(items, line, options);
    let merged = [...items];
    for (let added = 0; added < line.count; added += 1) {
      const step = addGroupTicket(merged, group, { now: options.now, limit: availableTicketLimit(line), ...(options.newId === undefined ? {} : { newId: options.newId }) });
      if (step.blocked) break;
      merged = step.items;
    }
    return merged;
  }
  const existing = isTeamTicket(line) ? undefined : items.find((item) => sameTicket(item, line) && item.groupId == null);
  if (existing === undefined) return addBasketItem(items, line, options);
  return updateBasketItem(items, existing.unique_id, {
    ...freshLimits(line),
    count: existing.count + line.count,
    ...(line.promocode == null ? {} : { promocode: line.promocode }),
    ...(line.insurance == null ? {} : { insurance: line.insurance, insurance_cost: line.insurance_cost ?? null }),
  });
}

/**
 * Puts `asked` tickets of `line` (which carries its format's availability) into `items` under
 * the one set of limits (fit-ticket-count.ts), merging with what is there: the same plain
 * format of the same city adds to its line, a pre-registration format adds participants to its
 * group, a team is a line of its own. A sold-out format or a full limit adds nothing; every
 * correction is a notice.
 */
export function placeTicket(items: readonly BasketItem[], line: BasketItem, asked: number | undefined, options: { now: number; newId?: IdSource }): Placed {
  const format = line.name ?? line.title ?? '';
  const fit = fitTicketCount(line, asked, ticketsHeld(items, line));
  if (fit.fit === 'sold-out') return { items: [...items], added: false, notices: [textMessage('checkout.notices.soldOut', { format })] };
  if (fit.fit === 'limit-reached') {
    return { items: [...items], added: false, notices: [textMessage('checkout.notices.limitReached', { format, limit: fit.limit })] };
  }
  const notices = fit.corrected ? [textMessage('checkout.notices.countCorrected', { format, count: fit.count })] : [];
  return { items: mergeTicket(items, { ...line, count: fit.count }, options), added: true, notices };
}
