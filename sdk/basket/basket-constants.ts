/** The business constants of the basket (purchase.md §9). */

/** The smallest count of a ticket line. */
export const TICKET_COUNT_MIN = 1;
/** The largest count of a ticket line. */
export const TICKET_COUNT_MAX = 500;
/** The kind whose tickets_left counts when an item names none. */
export const DEFAULT_TICKET_KIND = 'athlete';
/** How long a ticket with a reserved place (`space`) stays in the basket: 10 minutes. */
export const TICKET_HOLD_MS = 600_000;
/** The pay button's loading flag resets after this long. */
export const PAYMENT_FLAG_RESET_MS = 3_000;
