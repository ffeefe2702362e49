import type { BasketItem } from '../../sdk/contract/schemas/index.ts';

/**
 * The cards of the basket: a pre-registration ticket group is one card (one tab per ticket),
 * any other line a card of its own, in the order the lines were added.
 */
export interface CardUnit {
  /** The group id, or the line's unique_id. */
  readonly key: string;
  readonly lines: readonly BasketItem[];
  /** A pre-registration group: count = number of lines, a participant form per line. */
  readonly group: boolean;
}

/** The group a pre-registration ticket belongs to (its own id when it has none yet). */
export function groupKeyOf(line: BasketItem): string | undefined {
  return line.selector === 'ticket' && line.preregistration === true ? (line.groupId ?? line.unique_id) : undefined;
}

/** Splits the basket into cards. */
export function cardUnits(items: readonly BasketItem[]): CardUnit[] {
  const units: CardUnit[] = [];
  const groups = new Map<string, BasketItem[]>();
  for (const line of items) {
    const groupKey = groupKeyOf(line);
    if (groupKey === undefined) {
      units.push({ key: line.unique_id, lines: [line], group: false });
      continue;
    }
    const known = groups.get(groupKey);
    if (known !== undefined) {
      known.push(line);
      continue;
    }
    const lines = [line];
    groups.set(groupKey, lines);
    units.push({ key: groupKey, lines, group: true });
  }
  return units;
}
