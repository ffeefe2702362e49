import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { textMessage, type FormMessage } from '../forms/form-message.ts';
import { DEFAULT_TICKET_KIND, TICKET_COUNT_MAX, TICKET_COUNT_MIN } from './basket-constants.ts';

/**
 * How many tickets one basket line may hold (purchase.md §4, §5, §9).
 *
 * Limit: the item's buy_limit, else tickets_left of its kind (athlete by default), else
 * max_count; never more than 500. Team tickets (`team_all` set) step by max_count, or by
 * min_count when the team is not fixed (`fixed_count === false`); a fixed team's count is
 * max_count.
 *
 * Decided (issue 29 item 12, the spec is silent on a line of several teams): a team line is one
 * team — the server makes one team of each line — so its count never passes max_count. A fixed
 * team is exactly max_count; an open one runs from min_count up to max_count in steps of
 * min_count (3, 6, 9 for 3 to 10). team-size.ts words it, the same on the event page, in the
 * buy dialog and in the basket.
 */

const known = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** Whether the line is a team ticket (the format carries `team_all`). */
export function isTeamTicket(item: BasketItem): boolean {
  return item.selector === 'ticket' && item.team_all === true;
}

/** The order's limit of the line's format: buy_limit, else tickets_left of the kind, else max_count, capped at 500 (what other lines of the format share). */
export function ticketOrderLimit(item: BasketItem): number {
  const left = item.tickets_left?.[item.kind ?? DEFAULT_TICKET_KIND];
  const limit = known(item.buy_limit) ? item.buy_limit : known(left) ? left : known(item.max_count) ? item.max_count : TICKET_COUNT_MAX;
  return Math.max(0, Math.min(TICKET_COUNT_MAX, limit));
}

/** The most tickets this line may hold: the order's limit, and a team line one team (max_count). */
export function ticketCountLimit(item: BasketItem): number {
  const team = isTeamTicket(item) && known(item.max_count) && item.max_count > 0 ? item.max_count : TICKET_COUNT_MAX;
  return Math.min(ticketOrderLimit(item), team);
}

/** The plus/minus step: 1, or for a team max_count (min_count when the team is not fixed). */
export function ticketCountStep(item: BasketItem): number {
  if (!isTeamTicket(item)) return 1;
  const step = item.fixed_count === false ? item.min_count : item.max_count;
  return known(step) && step > 0 ? Math.floor(step) : 1;
}

/** The least count of the line: 1, or one team step. */
export function ticketCountMin(item: BasketItem): number {
  return Math.max(TICKET_COUNT_MIN, ticketCountStep(item));
}

/** The count a line starts with: a fixed team's max_count, otherwise its minimum. */
export function initialTicketCount(item: BasketItem): number {
  if (isTeamTicket(item) && item.fixed_count !== false && known(item.max_count) && item.max_count > 0) return item.max_count;
  return ticketCountMin(item);
}

/** 'Указанное количество билетов недоступно' when `count` is below the minimum or above the limit. */
export function checkTicketCount(item: BasketItem, count: number): FormMessage | null {
  const ok = Number.isInteger(count) && count >= ticketCountMin(item) && count <= ticketCountLimit(item);
  return ok ? null : textMessage('basket.ticketCount.text');
}

/**
 * The count after a plus (+1) or minus (−1) press: one step on the team's grid (a count off
 * the step — 4 in teams of 3 — moves to the next multiple: 6 on plus, 3 on minus), never
 * under the minimum nor over the limit; `blocked` when the press changes nothing.
 */
export function stepTicketCount(item: BasketItem, direction: 1 | -1): { count: number; blocked: boolean } {
  const step = ticketCountStep(item);
  const below = Math.floor(item.count / step) * step;
  const next = direction === 1 ? below + step : below === item.count ? below - step : below;
  if (next < ticketCountMin(item) || next > ticketCountLimit(item)) return { count: item.count, blocked: true };
  return { count: next, blocked: false };
}
