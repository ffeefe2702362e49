import { useAtomValue } from 'jotai';
import { basketGoodsAtom, guestBasketGoodsAtom, tokenAtom } from '../../sdk/state/index.ts';

/**
 * Keeps the token and both basket lists subscribed while the widget is on the page, so what
 * sdk/state's readBasket answers at 'Купить' is the newest: a stored atom follows local
 * storage (another widget, another tab) only while something subscribes to it. Answers how
 * many lines the list in use holds.
 */
export function useBasketInUse(): number {
  const token = useAtomValue(tokenAtom);
  const userGoods = useAtomValue(basketGoodsAtom);
  const guestGoods = useAtomValue(guestBasketGoodsAtom);
  return (token === null || token === '' ? guestGoods : userGoods).length;
}
