import { saveUserBasket } from '../../sdk/contract/basket.ts';
import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import { toServerBasket } from '../../sdk/basket/guest-basket.ts';

/** Saves a signed-in user's basket; one save at a time, the newest list wins. */
export interface BasketSync {
  save(items: readonly BasketItem[]): void;
}

/**
 * POST /api/user/basket after every change of a signed-in user's basket (purchase.md §4).
 * Saves never overlap: while one is under way only the newest list waits, so typing in a
 * participant form sends the last text, not every keystroke in parallel. The server's answer
 * is not written back: the list on screen is the newest one already (sdk/state's
 * commitBasket writes the answer back, which would undo what was typed during the save).
 */
export function createBasketSync(onError: (error: unknown) => void): BasketSync {
  let busy = false;
  let waiting: readonly BasketItem[] | undefined;

  const send = async (items: readonly BasketItem[]): Promise<void> => {
    busy = true;
    try {
      await saveUserBasket(toServerBasket(items));
    } catch (error) {
      onError(error);
    } finally {
      busy = false;
      const next = waiting;
      waiting = undefined;
      if (next !== undefined) void send(next);
    }
  };

  return {
    save(items) {
      if (busy) waiting = items;
      else void send(items);
    },
  };
}
