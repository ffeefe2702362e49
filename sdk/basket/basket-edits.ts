import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { TICKET_COUNT_MAX } from './basket-constants.ts';
import { newBasketItemId, type IdSource } from './basket-item-id.ts';
import { formMessage, type FormMessage } from '../forms/form-message.ts';
import { initialTicketCount, isTeamTicket } from './ticket-count.ts';

/**
 * Pure edits of a basket list (purchase.md §4): each takes the list and answers a new one,
 * leaving the input untouched, so the same rules serve the guest list, the signed-in list and
 * the server.
 *
 * Identity: `unique_id` names a line. A shop line is the same goods as another when both have
 * the same product (`public_id`) and `size`: adding it again adds to its count ("the shop
 * path"). A pre-registration ticket becomes one line per ticket sharing a `groupId`.
 */

export interface AddOptions {
  /** Now (ms): stamped as addTicketToBasketTime on tickets that hold a place (`space`). */
  readonly now: number;
  /** Id source for the extra lines of a pre-registration group. */
  readonly newId?: IdSource;
}

/** Whether two lines are the same shop goods: product and size. */
export function isSameShopGoods(a: BasketItem, b: BasketItem): boolean {
  return a.selector === 'shop' && b.selector === 'shop' && a.public_id === b.public_id && (a.size ?? '') === (b.size ?? '');
}

/** Adds shop goods: summed into the line of the same product and size (capped at 500), or appended. */
export function addShopGoods(items: readonly BasketItem[], goods: BasketItem): BasketItem[] {
  const index = items.findIndex((line) => isSameShopGoods(line, goods));
  if (index < 0) return [...items, goods];
  return items.map((line, at) => (at === index ? { ...line, count: Math.min(TICKET_COUNT_MAX, line.count + goods.count) } : line));
}

/** A participant entry of a pre-registration group: the ticket with count 1 and an empty form. */
export function blankGroupEntry(ticket: BasketItem, uniqueId: string, now: number): BasketItem {
  const {
    info: _info,
    promocode: _promocode,
    insurance: _insurance,
    insurance_cost: _insuranceCost,
    file: _file,
    fileName: _fileName,
    select_field: _select,
    ...rest
  } = ticket;
  return {
    ...rest,
    unique_id: uniqueId,
    count: 1,
    preReg: '',
    isErrorTab: true,
    ...(ticket.space === true ? { addTicketToBasketTime: now } : {}),
  };
}

/**
 * Adds a line. Shop goods take the shop path; a ticket gets its starting count (a fixed
 * team's max_count) and, if it holds a place, the time it was added; a pre-registration
 * ticket of count N becomes N lines of one group (one participant each). A line whose
 * unique_id is already there replaces it.
 */
export function addBasketItem(items: readonly BasketItem[], item: BasketItem, options: AddOptions): BasketItem[] {
  if (item.selector === 'shop') return addShopGoods(items, item);
  const others = items.filter((line) => line.unique_id !== item.unique_id);
  if (item.selector !== 'ticket') return [...others, item];

  const stamped: BasketItem = item.space === true ? { ...item, addTicketToBasketTime: item.addTicketToBasketTime ?? options.now } : item;
  if (stamped.preregistration !== true) {
    const fixedTeam = isTeamTicket(stamped) && stamped.fixed_count !== false;
    const count = fixedTeam ? initialTicketCount(stamped) : Math.max(stamped.count, initialTicketCount(stamped));
    return [...others, { ...stamped, count }];
  }
  const newId = options.newId ?? newBasketItemId;
  const groupId = stamped.groupId ?? stamped.unique_id;
  const first: BasketItem = { ...stamped, groupId, count: 1, preReg: stamped.preReg ?? '', isErrorTab: stamped.isErrorTab ?? true };
  const rest = Array.from({ length: Math.max(0, Math.min(TICKET_COUNT_MAX, item.count) - 1) }, () =>
    blankGroupEntry(first, newId(), options.now),
  );
  return [...others, first, ...rest];
}

/** Applies `patch` to the line `uniqueId` (its identity fields stay). */
export function updateBasketItem(
  items: readonly BasketItem[],
  uniqueId: string,
  patch: Partial<Omit<BasketItem, 'unique_id' | 'selector'>>,
): BasketItem[] {
  return items.map((line) => (line.unique_id === uniqueId ? { ...line, ...patch } : line));
}

/**
 * Removes the line `uniqueId` with the products paired to it (`ticket_unique_id`); the promo
 * codes stored on those lines go with them. Answers what was removed as well.
 */
export function removeBasketItem(items: readonly BasketItem[], uniqueId: string): { items: BasketItem[]; removed: BasketItem[] } {
  const gone = (line: BasketItem) => line.unique_id === uniqueId || line.ticket_unique_id === uniqueId;
  return { items: items.filter((line) => !gone(line)), removed: items.filter(gone) };
}

/** Removes every line of a pre-registration group and the products paired to them. */
export function removeBasketGroup(items: readonly BasketItem[], groupId: string): { items: BasketItem[]; removed: BasketItem[] } {
  const ids = new Set(items.filter((line) => line.groupId === groupId).map((line) => line.unique_id));
  const gone = (line: BasketItem) => ids.has(line.unique_id) || (line.ticket_unique_id != null && ids.has(line.ticket_unique_id));
  return { items: items.filter((line) => !gone(line)), removed: items.filter(gone) };
}

/** The clear action: an empty basket. */
export function clearBasket(): BasketItem[] {
  return [];
}

/**
 * The optional-goods card (purchase.md §4): 'Add' on adds the product with count 1, paired to
 * `ticketUniqueId` when given; a product with sizes needs a size first ('Выберите размер').
 * 'Add' off removes it.
 */
export function toggleOptionalGoods(
  items: readonly BasketItem[],
  product: BasketItem,
  on: boolean,
  options: { size?: string | undefined; ticketUniqueId?: string | undefined } = {},
): { items: BasketItem[]; error: FormMessage | null } {
  const paired = (line: BasketItem) =>
    line.public_id === product.public_id && line.selector === product.selector && (line.ticket_unique_id ?? undefined) === options.ticketUniqueId;
  if (!on) return { items: items.filter((line) => !paired(line)), error: null };
  const size = options.size ?? product.size ?? undefined;
  if ((product.proportions ?? []).length > 0 && (size === undefined || size === '')) {
    return { items: [...items], error: formMessage('chooseSize') };
  }
  const line: BasketItem = {
    ...product,
    count: 1,
    ...(size === undefined ? {} : { size }),
    ...(options.ticketUniqueId === undefined ? {} : { ticket_unique_id: options.ticketUniqueId }),
  };
  return { items: [...items.filter((existing) => !paired(existing)), line], error: null };
}
