import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAvailableLimit, checkTicketCount } from '../../sdk/basket/index.ts';
import { addTicket, readBasket } from '../../sdk/checkout/index.ts';
import { getConfig } from '../../sdk/config/index.ts';
import { navigateFrom, pageTouch, mayPrefetch, useRacekitEmit, useWidgetElement } from '../../sdk/elements/index.ts';
import { ApiMessageError, NetworkError, ServerFailureError, UnauthorizedError } from '../../sdk/http/index.ts';
import { existingHandoff } from '../../sdk/runtime/index.ts';
import { globalErrorAtom, basketGoodsAtom, guestBasketGoodsAtom, tokenAtom } from '../../sdk/state/index.ts';
import { BASKET_TAG, checkoutMode, checkoutPath } from './checkout-path.ts';
import { prefetchCardAnswers, prepareInlineCheckout } from './prepare-checkout.ts';
import type { TicketChoice } from './use-ticket-choice.ts';

export interface AddTicketOptions {
  readonly choice: TicketChoice;
  /** The page's attributes `promocode` and `checkout`. */
  readonly promocode: string | undefined;
  readonly checkout: Parameters<typeof checkoutMode>[0];
  readonly onClose: () => void;
  /** Inline checkout: the line joined the basket, the dialog shows it. */
  readonly onAdded: () => void;
}

/**
 * The dialog's button: the chosen line joins the basket (inline checkout) or the visitor goes to
 * the organiser's site with it (redirect). Its state (busy, the problem shown under the steps)
 * and the checks before it (a format chosen, a count the line allows).
 */
export function useAddTicket({ choice, promocode, checkout, onClose, onAdded }: AddTicketOptions) {
  const { t } = useTranslation();
  const host = useWidgetElement();
  const emit = useRacekitEmit();
  const setGlobalError = useSetAtom(globalErrorAtom);
  // Mounted while the dialog is open, the stored lists follow local storage (this tab's other
  // widgets, other tabs): the line is added to the basket as it is now, never to a stale copy.
  useAtomValue(tokenAtom);
  useAtomValue(basketGoodsAtom);
  useAtomValue(guestBasketGoodsAtom);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // The basket is on the page, or the loader (embed) brings it when the dialog renders its tag.
  const basketComes = customElements.get(BASKET_TAG) !== undefined || existingHandoff()?.load !== undefined;
  const mode = checkoutMode(checkout, location.origin, getConfig().site, basketComes);
  // Inline checkout's next step as the dialog opens; for a visitor saving data, once the ticket is added.
  useEffect(() => {
    if (mode === 'inline' && mayPrefetch()) prepareInlineCheckout(host);
  }, [mode, host]);
  // …and the answers the basket's card shows beside the ticket, once one is chosen: the basket
  // then opens on them instead of asking after the press of «Добавить в корзину».
  const chosenItem = choice.item;
  useEffect(() => {
    if (mode === 'inline' && chosenItem !== undefined && mayPrefetch()) prefetchCardAnswers(chosenItem);
  }, [mode, chosenItem]);

  const submit = async () => {
    const { event, eventCity, chosen, item, count } = choice;
    if (event === undefined || eventCity === undefined || chosen === undefined || item === undefined) {
      setProblem(t('event.chooseFormat'));
      return;
    }
    if (checkTicketCount(withAvailableLimit({ ...item, count }), count) !== null) {
      setProblem(t('basket.ticketCount.text'));
      return;
    }
    if (mode === 'redirect') {
      const touch = pageTouch(host);
      navigateFrom(host ?? document.documentElement, checkoutPath({ formatId: chosen.format.public_id, count, eventCityId: eventCity.public_id, promocode, touch }));
      onClose();
      return;
    }
    setBusy(true);
    setProblem(undefined);
    prepareInlineCheckout(host);
    prefetchCardAnswers(item);
    const before = readBasket().length;
    try {
      const placed = await addTicket({ event, eventCity, format: chosen.format, count, promocode, touch: pageTouch(host) });
      if (!placed.added) {
        setBusy(false);
        setProblem(placed.notices.map((notice) => t(notice.key, notice.values ?? {})).join(' '));
        return;
      }
      emit('racekit:basket-change', { count: placed.items.length });
      onAdded();
    } catch (error) {
      setBusy(false);
      // A signed-in visitor's list is stored before it is saved: it changed even if saving failed.
      const after = readBasket().length;
      if (after !== before) emit('racekit:basket-change', { count: after });
      emit('racekit:error', { code: 'api', message: error instanceof Error ? error.message : String(error), tag: host?.localName ?? '' });
      if (error instanceof ApiMessageError) setGlobalError(error.serverMessage);
      else if (error instanceof ServerFailureError) setGlobalError(t('errors.generic'));
      else setProblem(error instanceof NetworkError ? t('errors.network') : error instanceof UnauthorizedError ? t('errors.unauthorized') : t('errors.generic'));
    }
  };

  return {
    mode,
    busy,
    problem,
    /** A new choice (city, format, count) takes the problem away. */
    clearProblem: () => setProblem(undefined),
    submit,
  };
}
