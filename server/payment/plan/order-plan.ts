/** What the server's pricing of a payment answers (plan-order.ts): the order's lines, holds and sums. */
import type { StockHold } from '../stock-holds.ts';

/** What an order line is. */
export type LineKind = 'ticket' | 'shop' | 'certificate' | 'insurance' | 'ticket_insurance';

/** One priced line of the order, ready to be stored. */
export interface PlannedLine {
  readonly position: number;
  readonly kind: LineKind;
  /** The position of the ticket line an attached insurance belongs to. */
  readonly lineOf: number | null;
  readonly itemId: string;
  readonly title: string;
  readonly ticketKind: string | null;
  readonly size: string | null;
  readonly count: number;
  readonly unitPrice: number;
  readonly total: number;
  readonly promocode: string | null;
  readonly promoUnits: number;
  readonly details: Readonly<Record<string, unknown>>;
}

/** The delivery details of an order whose goods travel. */
export interface OrderDelivery {
  readonly phone: string;
  readonly location_id: number;
  readonly address: string;
  readonly first_name: string;
  readonly last_name: string;
}

/** The order as the server prices it. */
export interface OrderPlan {
  readonly email: string;
  readonly lines: readonly PlannedLine[];
  readonly holds: readonly StockHold[];
  readonly goodsTotal: number;
  readonly discount: number;
  readonly deliveryCost: number;
  readonly amount: number;
  readonly delivery: OrderDelivery | null;
}
