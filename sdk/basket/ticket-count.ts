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
 * min_count (3, 6, 9 for 3 to 10). teamSizeMessage words it, the same on the event page, in the
 * buy dialog and in the basket.
 */

const known = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** Whether the line is a team ticket (the format carries `team_all`). */
export function isTeamTicket(item: BasketItem): boolean {
  return item.selector === 'ticket' && item.team_all === true;
}

/** The most tickets this line may hold: buy_limit, else tickets_left of the kind, else max_count, capped at 500; a team line, one team. */
export function ticketCountLimit(item: BasketItem): number {
  const left = item.tickets_left?.[item.kind ?? DEFAULT_TICKET_KIND];
  const limit = known(item.buy_limit) ? item.buy_limit : known(left) ? left : known(item.max_count) ? item.max_count : TICKET_COUNT_MAX;
  const team = isTeamTicket(item) && known(item.max_count) && item.max_count > 0 ? item.max_count : TICKET_COUNT_MAX;
  return Math.max(0, Math.min(TICKET_COUNT_MAX, limit, team));
}

/** What a team's size is read from: a format, or a basket line (the same fields). */
export interface TeamFields {
  readonly team_all?: boolean | null | undefined;
  readonly fixed_count?: boolean | null | undefined;
  readonly min_count?: number | null | undefined;
  readonly max_count?: number | null | undefined;
}

/**
 * The one wording of a team's size (issue 29 item 12), or null for a ticket that is not a team's:
 * a fixed team «Участников в команде: 5»; an open one «Участников в команде: от 3 до 9, кратно 3»
 * (the largest count on its step within max_count).
 */
export function teamSizeMessage(team: TeamFields): FormMessage | null {
  if (team.team_all !== true) return null;
  const max = known(team.max_count) && team.max_count > 0 ? Math.floor(team.max_count) : undefined;
  if (team.fixed_count !== false) return max === undefined ? null : textMessage('event.teamSize', { count: max });
  const step = known(team.min_count) && team.min_count > 0 ? Math.floor(team.min_count) : 1;
  const top = max === undefined ? undefined : Math.floor(max / step) * step;
  if (top === undefined) return textMessage('event.teamFrom', { min: step, step });
  if (top <= step) return textMessage('event.teamSize', { count: step });
  return textMessage('event.teamRange', { min: step, max: top, step });
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
