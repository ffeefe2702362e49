import { useAtom, useAtomValue, useStore } from 'jotai';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsDeliveryAddress, payButtonState, priceItems } from '../../sdk/basket/index.ts';
import { checkoutEmailAtom, clearBasketUndoable, CLEAR_UNDO_MS, restoreBasket } from '../../sdk/checkout/index.ts';
import type { BasketItem, User } from '../../sdk/contract/schemas/index.ts';
import type { BasketContacts } from '../../sdk/forms/index.ts';
import { userAtom } from '../../sdk/state/index.ts';
import { EmptyState, GlobalErrorPopup, Spinner } from '../../sdk/ui/index.ts';
import { useFocusFirstInvalid } from '../../sdk/ui/form/index.ts';
import { BasketContext, type BasketActions } from './basket-context.ts';
import { cardUnits } from './card-units.ts';
import { ItemCard } from './item-card.tsx';
import { LazyDeliveryFields } from './lazy-forms.ts';
import { PaySection } from './pay-section.tsx';
import { PaymentErrorPopup } from './payment-error-popup.tsx';
import { useReportError } from '../../sdk/elements/index.ts';
import { SecurityPopup } from './security-popup.tsx';
import { ShopPromo } from './shop-promo.tsx';
import { SimilarEvents } from './similar-events.tsx';
import { SiteLink } from './site-link.tsx';
import { StalePopup } from './stale-popup.tsx';
import { Summary } from './summary.tsx';
import { TicketCountPopup } from './ticket-count-popup.tsx';
import { useBasketList } from './use-basket-list.ts';
import { useDeliveryQuote } from './use-delivery-quote.ts';
import { usePay } from './use-pay.ts';
import { CheckoutNotices } from './checkout-notices.tsx';
import { ClearUndo } from './clear-undo.tsx';
import { useStaleCheck } from './use-stale-check.ts';
import { useCardsReady } from './use-cards-ready.ts';
import { BasketStandIn } from './basket-stand-in.tsx';
import { useVipPricing } from './use-vip-pricing.ts';

/** The buyer's fields (but the e-mail, kept in local storage) as a signed-in user's profile fills them. */
function contactsOf(user: User | null): Omit<BasketContacts, 'email'> {
  return {
    ...(user?.name == null ? {} : { first_name: user.name }),
    ...(user?.last_name == null ? {} : { last_name: user.last_name }),
    ...(user?.phone == null ? {} : { phone: user.phone }),
  };
}

/**
 * @summary The basket and checkout screen (purchase.md §2 "Basket screen", §4): item cards for
 * tickets, insurance, certificates and goods with quantities, insurance, extras, delivery
 * methods, promo codes and the participant forms of pre-registration tickets (a tab 'Билет N'
 * per ticket); the side summary with delivery, contacts and the pay button; the payment
 * popups; the stale-ticket check; the shop promo carousel and similar events. Every purchase
 * rule is sdk/basket's or sdk/forms'. A guest's basket stays in local storage; a signed-in
 * user's is saved to the server after every change. Nothing moves as it loads: the cards draw
 * once what they show beside their lines has answered (use-cards-ready.ts; a stand-in holds
 * their place), the carousel's stand-in is as tall as the carousel, and each block under
 * another draws after it.
 *
 * @tag racekit-basket
 *
 * @attr {'ru' | 'en'} lang - `ru` or `en`; the stored language by default.
 * @attr {'light' | 'dark'} theme - `light` or `dark`; the stored theme by default.
 * @attr {boolean} compact - present: the inline mode of the buy-ticket dialog, without similar events
 *   and the shop carousel.
 *
 * @event racekit:navigate - `{ path }` for the calendar (`/calendar`) and an event
 *   (`/calendar/{id}`); cancelable, otherwise the organiser's site opens there.
 * @event racekit:basket-change - `{ count }` after every change of the basket (the new number of lines).
 * @event racekit:checkout-start - `{ lines, total }`: the buyer goes to pay (the payment is being sent)
 * @event racekit:payment-redirect - `{ url }`: where the buyer pays (the provider's page; for
 *   Robokassa the site's page that POSTs the order's form there), just before the browser goes
 *   there; cancelable, a host that prevents it redirects itself.
 * @event racekit:error - a bad attribute, a render error, or a failed call (`code: 'api'`).
 *
 * @csspart base - the whole screen.
 * @csspart title - the heading.
 * @csspart items - the list of cards.
 * @csspart item - one card.
 * @csspart count - the quantity with its minus and plus.
 * @csspart promo - a line's promo-code field.
 * @csspart participant-form - a ticket's participant form.
 * @csspart insurance-form - an insurance line's insured person.
 * @csspart extra - a product that can be added to a ticket.
 * @csspart summary - the side summary with its totals.
 * @csspart delivery - the delivery address block.
 * @csspart pay - the e-mail, pay button and documents.
 * @csspart shop-promo - the shop banners carousel.
 * @csspart similar-events - the similar events block.
 *
 * @cssproperty --racekit-accent - the pay button, active tabs, focus rings.
 * @cssproperty --racekit-accent-text - discounted prices and the links of similar events.
 * @cssproperty --racekit-on-accent - text on the accent colour.
 * @cssproperty --racekit-surface - cards and the summary.
 * @cssproperty --racekit-background - behind the cards.
 * @cssproperty --racekit-radius - corner radius of the cards.
 * @cssproperty --racekit-font - the font family.
 * @cssproperty --racekit-basket-sticky-top - how far below the top of the window the summary
 *   sticks on wide screens (16px).
 */
export function Basket({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const reportError = useReportError();
  const store = useStore();
  const { items, signedIn, edit, announce } = useBasketList(reportError);
  const storedUser = useAtomValue(userAtom);
  const user = signedIn ? storedUser : null;
  // the ticket-count popup: closed, or open with the limit the refused press found (when known)
  const [ticketCount, setTicketCount] = useState<{ limit: number | undefined } | null>(null);
  const [securityOpen, setSecurityOpen] = useState(false);
  const [email, setEmail] = useAtom(checkoutEmailAtom);
  const [otherContacts, setContacts] = useState<Omit<BasketContacts, 'email'>>(() => contactsOf(user));
  const contacts = useMemo<BasketContacts>(() => ({ ...otherContacts, email }), [otherContacts, email]);
  // «Очистить корзину»: the removed lines, for «Вернуть» within CLEAR_UNDO_MS
  const [cleared, setCleared] = useState<readonly BasketItem[]>([]);
  const undoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(undoTimer.current), []);
  // Presses of «Оплатить» while it cannot proceed: every message shows, the first wrong field takes focus.
  const [revealCount, setRevealCount] = useState(0);
  const firstInvalid = useFocusFirstInvalid<HTMLDivElement>();
  const showTicketCountError = useCallback((limit?: number) => setTicketCount({ limit }), []);
  const stale = useStaleCheck(edit);
  const vip = useVipPricing(items, user);
  const cardsReady = useCardsReady(items);

  const userEmail = user?.email;
  useEffect(() => {
    if (userEmail != null && userEmail !== '' && store.get(checkoutEmailAtom) === '') setEmail(userEmail);
  }, [userEmail, store, setEmail]);

  const deliveryNeeded = needsDeliveryAddress(items);
  const deliveryCost = useDeliveryQuote(items, contacts, deliveryNeeded, reportError);
  const now = Date.now();
  const price = priceItems(items, { user, ownedFormatIds: vip.ownedFormatIds, deliveryCost, now });
  const payment = usePay({ contacts, price, reportError, showTicketCountError });
  const payState = payButtonState({ items, contacts, loading: payment.paying, now });

  const actions = useMemo<BasketActions>(
    () => ({ edit, announce, reportError, showTicketCountError, user, vipLineId: vip.vipLineId, ticketPriceKnown: vip.ticketPriceKnown, revealCount }),
    [edit, announce, reportError, showTicketCountError, user, vip.vipLineId, vip.ticketPriceKnown, revealCount],
  );
  const changeContacts = useCallback(
    ({ email: changedEmail, ...patch }: Partial<BasketContacts>) => {
      if (changedEmail !== undefined) setEmail(changedEmail);
      setContacts((before) => ({ ...before, ...patch }));
    },
    [setEmail],
  );
  const clear = () => {
    const removed = clearBasketUndoable({ store });
    announce();
    setCleared(removed);
    clearTimeout(undoTimer.current);
    undoTimer.current = setTimeout(() => setCleared([]), CLEAR_UNDO_MS);
  };
  const undoClear = () => {
    clearTimeout(undoTimer.current);
    restoreBasket(cleared, { store });
    announce();
    setCleared([]);
  };

  return (
    <BasketContext.Provider value={actions}>
      <div className={compact ? 'basket basket--compact' : 'basket'} part="base">
        <header className="basket__head">
          <h2 className="basket__title" part="title">
            {t('basket.title')}
          </h2>
          <p className="basket__subtitle">{t('basket.subtitle')}</p>
        </header>
        <CheckoutNotices />
        {cleared.length > 0 && <ClearUndo onUndo={undoClear} />}
        {items.length === 0 ? (
          <EmptyState
            title={t('basket.empty')}
            text={t('basket.emptyHint')}
            headingLevel={3}
            action={
              <SiteLink path="/calendar" className="rk-button rk-button--primary">
                {t('basket.toCalendar')}
              </SiteLink>
            }
          />
        ) : !cardsReady ? (
          <BasketStandIn cards={cardUnits(items).length} />
        ) : (
          <div className="basket__layout" ref={firstInvalid.ref}>
            <section className="basket__items" part="items" aria-label={t('basket.title')}>
              {cardUnits(items).map((unit) => (
                <ItemCard key={unit.key} unit={unit} items={items} />
              ))}
            </section>
            <aside className="basket__aside">
              <Summary items={items} price={price} deliveryQuoted={deliveryCost !== undefined} onClear={clear} />
              {deliveryNeeded && (
                <Suspense fallback={<Spinner />}>
                  <LazyDeliveryFields contacts={contacts} onChange={changeContacts} />
                </Suspense>
              )}
              <PaySection
                email={contacts.email}
                onEmailChange={(email) => changeContacts({ email })}
                blocks={payState.blocks}
                paying={payment.paying}
                revealed={revealCount > 0}
                onPay={payment.pay}
                onReveal={() => {
                  setRevealCount((count) => count + 1);
                  firstInvalid.request();
                }}
                onSecurity={() => setSecurityOpen(true)}
              />
              <SiteLink path="/calendar" className="basket__calendar">
                {t('basket.toCalendar')}
              </SiteLink>
            </aside>
          </div>
        )}
        {/* under the cards: drawn once they are, so the cards never push them down */}
        {!compact && cardsReady && <ShopPromo />}
        {!compact && cardsReady && <SimilarEvents items={items} />}
      </div>
      <TicketCountPopup open={ticketCount !== null} limit={ticketCount?.limit} onClose={() => setTicketCount(null)} />
      <PaymentErrorPopup open={payment.failed} onClose={payment.clearFailure} guestLimit={payment.guestLimit} message={payment.message} />
      <SecurityPopup open={securityOpen} onClose={() => setSecurityOpen(false)} />
      <StalePopup notice={stale.notice} onClose={stale.dismiss} />
      <GlobalErrorPopup />
    </BasketContext.Provider>
  );
}
