/** Every line of a payment request checked and drafted, in the request's order: tickets, shop, insurance. */
import type { PaymentRequest } from '../../../sdk/contract/schemas/index.ts';
import { HttpError } from '../../http/http-error.ts';
import type { StockHold } from '../stock-holds.ts';
import { insuranceDraft } from './insurance-draft.ts';
import type { Draft } from './line-draft.ts';
import type { OrderCatalogue } from './order-catalogue.ts';
import { shopDraft } from './shop-draft.ts';
import { ticketDraft } from './ticket-draft.ts';

export interface OrderDrafts {
  readonly drafts: readonly Draft[];
  readonly holds: readonly StockHold[];
  /** The cost of the goods delivered to an address (what free delivery is measured on); null when none travel. */
  readonly travellingCost: number | null;
}

/** Drafts the lines of `request` against `catalogue`; the first line that breaks a rule throws. */
export function draftOrder(request: PaymentRequest, catalogue: OrderCatalogue, now: Date): OrderDrafts {
  const drafts: Draft[] = [];
  const holds: StockHold[] = [];
  const perFormat = new Map<string, number>();
  request.tickets.forEach((line, index) => {
    const planned = ticketDraft(line, index, catalogue, request, now);
    drafts.push(...planned.drafts);
    holds.push(...planned.holds);
    // the format's buy limit caps the order, not just each line: two lines of 6 pass no limit of 10
    const count = (perFormat.get(line.public_id) ?? 0) + line.count;
    perFormat.set(line.public_id, count);
    const limit = catalogue.formats.get(line.public_id)?.buy_limit;
    if (limit != null && count > limit) throw new HttpError(409, 'basket.ticketCount.text', { field: `tickets.${index}.count` });
  });
  let travellingCost: number | null = null;
  request.shop.forEach((line, index) => {
    const planned = shopDraft(line, index, catalogue);
    drafts.push(planned.draft);
    holds.push(...planned.holds);
    if (planned.travels) travellingCost = (travellingCost ?? 0) + planned.draft.price.unitPrice * planned.draft.price.count;
  });
  request.insurances.forEach((line, index) => drafts.push(insuranceDraft(line, index, catalogue.insurances.get(line.public_id), now)));
  return { drafts, holds, travellingCost };
}
