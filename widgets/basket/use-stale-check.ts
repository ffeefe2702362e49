import { useEffect, useState } from 'react';
import { removeStaleTickets } from '../../sdk/basket/index.ts';
import type { FormMessage } from '../../sdk/forms/index.ts';
import type { BasketChange } from '../../sdk/checkout/index.ts';

/** How often the basket looks for stale tickets while it is open. */
export const STALE_CHECK_INTERVAL_MS = 30_000;

/**
 * Tickets holding a place leave the basket 10 minutes after they were added (sdk/basket
 * stale-tickets): checked when the basket opens and every 30 s, with the notice to show.
 * The clock is `Date.now` and `setInterval`, which tests replace with fake timers.
 */
export function useStaleCheck(edit: (change: BasketChange) => unknown): { notice: FormMessage | null; dismiss: () => void } {
  const [notice, setNotice] = useState<FormMessage | null>(null);

  useEffect(() => {
    const check = () => {
      const outcome: { notice: FormMessage | null } = { notice: null };
      edit((items) => {
        const result = removeStaleTickets(items, Date.now());
        outcome.notice = result.notice;
        return result.removed.length === 0 ? items : result.items;
      });
      if (outcome.notice !== null) setNotice(outcome.notice);
    };
    check();
    const timer = setInterval(check, STALE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [edit]);

  return { notice, dismiss: () => setNotice(null) };
}
