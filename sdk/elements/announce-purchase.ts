import { readPurchaseReturn } from '../basket/purchase-return.ts';
import { pageSingleton } from '../runtime/page-singleton.ts';
import { dispatchRacekitEvent } from './racekit-events.ts';

/**
 * `racekit:purchase` on a partner's page (issue 17): the first widget connected on a page whose
 * address carries the way back's mark takes the mark off the address (a reload or a shared
 * link fires nothing again), has sdk/checkout confirm the order with the API — its code loads
 * only then — and fires the event from that widget (from `document` once it is gone). Once
 * per page, however many widgets and bundles are on it.
 */
export function announceReturnedPurchase(element: HTMLElement): void {
  const { location, history } = globalThis;
  const hash = location.hash;
  if (readPurchaseReturn(hash) === undefined) return;
  const state = pageSingleton('purchaseReturn', () => ({ taken: false }));
  if (state.taken) return;
  state.taken = true;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  void import('../checkout/returned-purchase.ts')
    .then(({ returnedPurchase }) => returnedPurchase(hash))
    .then((detail) => {
      if (detail !== undefined) dispatchRacekitEvent(element.isConnected ? element : document, 'racekit:purchase', detail);
    });
}
