import { withAvailability, withAvailableLimit } from '../../sdk/basket/ticket-availability.ts';
import { checkTicketCount } from '../../sdk/basket/ticket-count.ts';
import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { TicketAvailability } from '../../sdk/contract/schemas/event-format.ts';
import type { FormMessage } from '../../sdk/forms/form-message.ts';

/**
 * Before payment (purchase.md §4): the tickets of each format in the basket (every line of a
 * group counts) against what is left of that format now (sdk/basket's limit with its
 * availability cap). Answers the ticket-count message for the first format that cannot be sold, or null.
 */
export async function ticketCountProblem(
  items: readonly BasketItem[],
  load: (formatId: string) => Promise<TicketAvailability>,
): Promise<FormMessage | null> {
  const formats = new Map<string, { line: BasketItem; count: number }>();
  for (const line of items) {
    if (line.selector !== 'ticket') continue;
    const id = line.format_public_id ?? line.public_id;
    const known = formats.get(id);
    formats.set(id, { line: known?.line ?? line, count: (known?.count ?? 0) + line.count });
  }
  const checks = await Promise.all(
    [...formats].map(async ([id, { line, count }]) => checkTicketCount(withAvailableLimit(withAvailability(line, await load(id))), count)),
  );
  return checks.find((problem) => problem !== null) ?? null;
}
