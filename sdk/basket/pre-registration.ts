import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { ParticipantInfo } from '../contract/schemas/participant-info.ts';
import { textMessage, type FormMessage } from '../forms/form-message.ts';
import { validateParticipantForm, type ParticipantFormContext } from '../forms/participant-form.ts';
import { blankGroupEntry, removeBasketItem } from './basket-edits.ts';
import { newBasketItemId, type IdSource } from './basket-item-id.ts';
import { ticketCountLimit } from './ticket-count.ts';

/**
 * Pre-registration groups (purchase.md §2, §4): a ticket format with `preregistration` is kept
 * as one line per ticket, all sharing a `groupId`, each with its own participant form and tab
 * 'Билет N' (no tabs when there is one ticket). A line is complete (`preReg: 'ok'`,
 * `isErrorTab: false`) only while its form has no message; it is re-checked on every change.
 */

/** A group after an edit, with the tab that is active now (0-based). */
export interface GroupEdit {
  readonly items: BasketItem[];
  readonly activeIndex: number;
}

/** One tab of a group. */
export interface GroupTab {
  readonly uniqueId: string;
  readonly label: FormMessage;
  readonly hasError: boolean;
}

/** The lines of a group in basket order. */
export function groupLines(items: readonly BasketItem[], groupId: string): BasketItem[] {
  return items.filter((line) => line.selector === 'ticket' && line.groupId === groupId);
}

/** The tabs of a group: 'Билет 1' … 'Билет N', marked when the line is incomplete; none for a single ticket. */
export function groupTabs(items: readonly BasketItem[], groupId: string): GroupTab[] {
  const lines = groupLines(items, groupId);
  if (lines.length < 2) return [];
  return lines.map((line, index) => ({
    uniqueId: line.unique_id,
    label: textMessage('basket.item.ticketTab', { n: index + 1 }),
    hasError: line.isErrorTab !== false,
  }));
}

/** The line with preReg and isErrorTab set from its participant form. */
export function withPreRegStatus(item: BasketItem, context: ParticipantFormContext): BasketItem {
  if (item.selector !== 'ticket' || item.preregistration !== true) return item;
  const { valid } = validateParticipantForm(item, context);
  return { ...item, preReg: valid ? 'ok' : '', isErrorTab: !valid };
}

/** Changes fields of a line's participant form and re-checks it. */
export function updateParticipant(
  items: readonly BasketItem[],
  uniqueId: string,
  patch: Partial<ParticipantInfo>,
  context: ParticipantFormContext,
): BasketItem[] {
  return items.map((line) => (line.unique_id === uniqueId ? withPreRegStatus({ ...line, info: { ...line.info, ...patch } }, context) : line));
}

/** Applies any change to a line (select_field, file …) and re-checks its form. */
export function updateGroupTicket(
  items: readonly BasketItem[],
  uniqueId: string,
  patch: Partial<Omit<BasketItem, 'unique_id' | 'selector'>>,
  context: ParticipantFormContext,
): BasketItem[] {
  return items.map((line) => (line.unique_id === uniqueId ? withPreRegStatus({ ...line, ...patch }, context) : line));
}

/**
 * Plus on a group: a new participant entry after the last one, made active. Refused (the
 * group unchanged, `blocked`) at the ticket limit of the format, or at `options.limit` when
 * given (e.g. availableTicketLimit: no more than are left).
 */
export function addGroupTicket(
  items: readonly BasketItem[],
  groupId: string,
  options: { now: number; newId?: IdSource; context?: Omit<ParticipantFormContext, 'now'>; limit?: number },
): GroupEdit & { blocked: boolean } {
  const lines = groupLines(items, groupId);
  const first = lines[0];
  const last = lines[lines.length - 1];
  if (first === undefined || last === undefined || lines.length + 1 > (options.limit ?? ticketCountLimit(first))) {
    return { items: [...items], activeIndex: Math.max(0, lines.length - 1), blocked: true };
  }
  const entry = withPreRegStatus(blankGroupEntry(first, (options.newId ?? newBasketItemId)(), options.now), {
    ...options.context,
    now: options.now,
  });
  const at = items.indexOf(last) + 1;
  return { items: [...items.slice(0, at), entry, ...items.slice(at)], activeIndex: lines.length, blocked: false };
}

/** Minus on a group: the last entry goes (with its paired products); the first tab becomes active. One entry always stays. */
export function removeLastGroupTicket(items: readonly BasketItem[], groupId: string): GroupEdit & { removed: BasketItem[] } {
  const lines = groupLines(items, groupId);
  const last = lines[lines.length - 1];
  if (lines.length < 2 || last === undefined) return { items: [...items], activeIndex: 0, removed: [] };
  return { ...removeBasketItem(items, last.unique_id), activeIndex: 0 };
}

/** Removes one ticket of a group with its paired products and promo code; the first tab becomes active. */
export function removeGroupTicket(items: readonly BasketItem[], uniqueId: string): GroupEdit & { removed: BasketItem[] } {
  return { ...removeBasketItem(items, uniqueId), activeIndex: 0 };
}

/** Whether every pre-registration ticket in the list is complete. */
export function preRegistrationComplete(items: readonly BasketItem[]): boolean {
  return items.every((line) => line.selector !== 'ticket' || line.preregistration !== true || line.preReg === 'ok');
}
