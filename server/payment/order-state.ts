/**
 * The order's state machine (migration 003): pending → paid | declined | expired, and a late
 * success of an expired (or declined) order → paid | refund_required. Every move is a
 * compare-and-set — `UPDATE … WHERE status = <expected>` — so of two requests racing to move
 * one order, exactly one moves it and writes its `order_event`; the other sees no row.
 */
import type { Queryable } from '../db/database.ts';
import type { StockHold } from './stock-holds.ts';

/** Where an order can be. */
export type OrderStatus = 'pending' | 'paid' | 'declined' | 'expired' | 'refund_required';

/** The columns of payment_order the payment code reads. */
export interface OrderRow {
  readonly public_id: string;
  readonly user_id: string;
  readonly email: string;
  readonly status: OrderStatus;
  readonly goods_total: unknown;
  readonly discount: unknown;
  readonly delivery_cost: unknown;
  readonly amount: unknown;
  readonly delivery: unknown;
  readonly register: boolean;
  readonly holds: readonly StockHold[];
  readonly holds_released: boolean;
  readonly hold_until: Date;
  readonly idempotency_key: string | null;
  readonly request_hash: string;
  readonly provider: string;
  readonly provider_payment_id: string | null;
  readonly created_at: Date;
  readonly closed_at: Date | null;
  /** Migration 004: the integer order number, the buyer's address, the places held, what was bought. */
  readonly invoice_number: number;
  readonly client_ip: string | null;
  readonly held_places: number;
  readonly basket_key: string | null;
  /** Migration 005: the visitor's language, for the order's mails. */
  readonly language: string;
  /** Migration 028: the key the thanks page checks the order with, without a token (server/orders/order-view.ts). */
  readonly view_key: string | null;
}

/**
 * Moves order `orderId` from `from` to `to` (and sets `extra` columns) when it is still in
 * `from`; answers the row after the move, or undefined when another request moved it first.
 */
export async function moveOrder(
  tx: Queryable,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  reason: string,
  now: Date,
  extra: { readonly provider_payment_id?: string; readonly holds_released?: boolean } = {},
): Promise<OrderRow | undefined> {
  const [row] = await tx.query<OrderRow>(
    `UPDATE payment_order
        SET status = $3, closed_at = $4,
            provider_payment_id = COALESCE($5, provider_payment_id),
            holds_released = COALESCE($6, holds_released)
      WHERE public_id = $1 AND status = $2
      RETURNING *`,
    [orderId, from, to, now, extra.provider_payment_id ?? null, extra.holds_released ?? null],
  );
  if (row === undefined) return undefined;
  await tx.query('INSERT INTO order_event (order_id, from_status, to_status, reason, at) VALUES ($1, $2, $3, $4, $5)', [
    orderId,
    from,
    to,
    reason,
    now,
  ]);
  return row;
}

/** The order, locked for the rest of the transaction when `lock`. */
export async function findOrder(tx: Queryable, orderId: string, lock = false): Promise<OrderRow | undefined> {
  const [row] = await tx.query<OrderRow>(`SELECT * FROM payment_order WHERE public_id = $1${lock ? ' FOR UPDATE' : ''}`, [orderId]);
  return row;
}
