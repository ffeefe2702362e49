import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceAddedLine } from '../../sdk/basket/basket-price.ts';
import { availableTicketLimit, isFixedTeam, isTicketSoldOut, startingTicketCount, withAvailableLimit } from '../../sdk/basket/ticket-availability.ts';
import { checkTicketCount, isTeamTicket, stepTicketCount } from '../../sdk/basket/ticket-count.ts';
import { ticketLine } from '../../sdk/basket/ticket-line.ts';
import { addTicket } from '../../sdk/checkout/add-ticket.ts';
import { readBasket } from '../../sdk/checkout/basket-in-use.ts';
import { promocodesCalls } from '../../sdk/contract/promocodes.ts';
import { getConfig } from '../../sdk/config/configure.ts';
import type { Language } from '../../sdk/config/racekit-config.ts';
import { eventsCalls } from '../../sdk/contract/events.ts';
import { formatsCalls } from '../../sdk/contract/formats.ts';
import type { WidgetProps } from '../../sdk/elements/attribute-props.ts';
import { navigateFrom } from '../../sdk/elements/navigate-from.ts';
import { pageTouch } from '../../sdk/elements/page-touch.ts';
import { useRacekitEmit } from '../../sdk/elements/use-racekit-emit.ts';
import { useWidgetElement } from '../../sdk/elements/widget-context.ts';
import { ApiMessageError, HttpStatusError, NetworkError, ServerFailureError, UnauthorizedError } from '../../sdk/http/api-errors.ts';
import { globalErrorAtom } from '../../sdk/state/global-error-atom.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { basketGoodsAtom, guestBasketGoodsAtom, tokenAtom } from '../../sdk/state/storage-atoms.ts';
import { Button } from '../../sdk/ui/button.tsx';
import { Dialog } from '../../sdk/ui/dialog.tsx';
import { GlobalErrorPopup } from '../../sdk/ui/global-error-popup.tsx';
import { Price } from '../../sdk/ui/price.tsx';
import { Spinner } from '../../sdk/ui/spinner.tsx';
import { BasketSheet } from './basket-sheet.tsx';
import type { buyTicketAttributes } from './buy-ticket-attributes.ts';
import dialogCss from './buy-ticket-dialog.css?inline';
import { BASKET_TAG, checkoutMode, checkoutPath } from './checkout-path.ts';
import { CityChoice, OnlyCity } from './city-choice.tsx';
import { CountStepper } from './count-stepper.tsx';
import { FormatChoice, type FormatOption } from './format-choice.tsx';
import { useCallQuery } from '../../sdk/elements/use-call-query.ts';
import { prepareExtraStyles, useExtraStyles } from '../../sdk/elements/use-extra-styles.ts';
import { prefetchCall } from '../../sdk/elements/prefetch-call.ts';
import { laterUiStyles } from '../../sdk/ui/later-ui-styles.ts';
import { useLoadErrorReport } from '../../sdk/elements/use-load-error-report.ts';
import { mayPrefetch } from '../../sdk/elements/prefetch-policy.ts';
import { existingHandoff } from '../../sdk/runtime/loader-handoff.ts';
import { prefetchCardAnswers, prepareInlineCheckout } from './prepare-checkout.ts';

/**
 * The buy dialog of `<racekit-buy-ticket>`, loaded only when the button is pressed: the
 * event's cities (GET /api/event/id/{id}), the chosen city's formats
 * (GET /api/event_format/event/{event city id}), the count, then the basket (inline) or the
 * organiser's site (redirect). Everything heavy of the widget lives in this chunk.
 */

/** Page services the dialog needs, started before its first render (not during an atom read). */
export function startDialogServices(): void {
  getQueryClient();
}

/** The primitives' styles the button's first paint left out, then the dialog's own. */
const dialogStyles = [...laterUiStyles, dialogCss];
// Parsed as soon as this chunk arrives (on intent or idle), not on the press.
prepareExtraStyles(dialogStyles);

/** On the visitor's intent (pointer over the button, focus, the press): the event the dialog opens with, asked for before it renders. */
export function prefetchDialog(eventId: string): void {
  prefetchCall(eventsCalls.byId, { params: { id: eventId } });
}

export type BuyTicketDialogProps = WidgetProps<typeof buyTicketAttributes> & { onClose: () => void };

/** The dialog: choose a ticket, then (inline checkout) the basket. */
export function BuyTicketDialog(props: BuyTicketDialogProps) {
  // Before any query atom below is read (the lazy chunk loads once, the page may start afresh).
  useState(startDialogServices);
  useExtraStyles(dialogStyles);
  const { i18n } = useTranslation();
  const host = useWidgetElement();
  const [phase, setPhase] = useState<'choose' | 'basket'>('choose');
  if (phase === 'basket') return <BasketSheet onClose={props.onClose} lang={i18n.language} theme={host?.getAttribute('theme') ?? null} />;
  return <ChooseTicket {...props} onAdded={() => setPhase('basket')} />;
}

const byStart = <T extends { start_time: string }>(list: readonly T[]) => [...list].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));

function ChooseTicket({ event: eventId, format: formatAttr, city: cityAttr, promocode, checkout, count: countAttr, onClose, onAdded }: BuyTicketDialogProps & { onAdded: () => void }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'ru';
  const host = useWidgetElement();
  const emit = useRacekitEmit();
  const setGlobalError = useSetAtom(globalErrorAtom);
  const [now] = useState(() => Date.now());
  // Mounted while the dialog is open, the stored lists follow local storage (this tab's other
  // widgets, other tabs): the line is added to the basket as it is now, never to a stale copy.
  useAtomValue(tokenAtom);
  useAtomValue(basketGoodsAtom);
  useAtomValue(guestBasketGoodsAtom);

  // ── The event and its cities ──
  // Asked for on intent (prefetchDialog): a prefetch that failed as the dialog opened is not asked again.
  const eventQuery = useCallQuery(eventsCalls.byId, { params: { id: eventId } }, undefined, { retryOnMount: false });
  // A format preselected without its city: its own answer says which city it belongs to.
  const formatQuery = useCallQuery(formatsCalls.byId, formatAttr !== undefined && cityAttr === undefined ? { params: { id: formatAttr } } : null);
  useLoadErrorReport(eventQuery.error);
  const event = eventQuery.data;
  const eventCities = useMemo(() => byStart(event?.event_city ?? []), [event]);
  const [cityChoice, setCityChoice] = useState<string>();
  const known = (id: string | null | undefined) => (eventCities.some((each) => each.public_id === id) ? (id ?? undefined) : undefined);
  const cityId =
    cityChoice ?? known(cityAttr) ?? known(formatQuery.data?.event_city_public_id) ?? (eventCities.length === 1 ? eventCities[0]?.public_id : undefined);
  const eventCity = eventCities.find((each) => each.public_id === cityId);

  // ── The formats of the chosen city ──
  const formatsQuery = useCallQuery(
    formatsCalls.byEventCity,
    // Hidden formats are sold through links: one named by the page is offered too.
    cityId === undefined || eventCity === undefined ? null : { params: { id: cityId }, query: formatAttr === undefined ? {} : { hidden: true } },
  );
  useLoadErrorReport(formatsQuery.error);
  const options = useMemo<FormatOption[]>(() => {
    if (event === undefined || eventCity === undefined) return [];
    return (formatsQuery.data?.values ?? [])
      .filter((format) => format.hidden !== true || format.public_id === formatAttr)
      .map((format) => ({ format, item: ticketLine({ event, eventCity, format, count: 1, uniqueId: '' }) }));
  }, [event, eventCity, formatsQuery.data, formatAttr]);
  const available = options.filter((option) => !isTicketSoldOut(option.item));
  const [formatChoice, setFormatChoice] = useState<string>();
  const preferred = available.find((option) => option.format.public_id === formatAttr) ?? (available.length === 1 && options.length === 1 ? available[0] : undefined);
  const chosen = options.find((option) => option.format.public_id === (formatChoice ?? preferred?.format.public_id));
  const formatMissing = formatAttr !== undefined && cityChoice === undefined && formatsQuery.isSuccess && preferred?.format.public_id !== formatAttr;

  // ── Count ──
  const [countChoice, setCountChoice] = useState<number>();
  const item = chosen?.item;
  const count = item === undefined ? 0 : (countChoice ?? startingTicketCount(item, countAttr));
  // Plus and minus within what is left (sdk/basket's availability cap on the spec's limit).
  const up = item === undefined ? undefined : stepTicketCount(withAvailableLimit({ ...item, count }), 1);
  const down = item === undefined ? undefined : stepTicketCount(withAvailableLimit({ ...item, count }), -1);

  // ── The page's promo code, checked for the chosen format before the dialog promises it ──
  const code = promocode?.trim() ?? '';
  const promoQuery = useCallQuery(
    promocodesCalls.ticket,
    code === '' || chosen === undefined ? null : { params: { code, format_public_id: chosen.format.public_id } },
  );
  const promoNote =
    promoQuery.data === undefined
      ? undefined
      : promoQuery.data.promocode === null
        ? t('buyTicket.promocodeRefused', { code, message: promoQuery.data.message ?? t('errors.generic') })
        : t('buyTicket.promocode', { code });

  // ── The total: the basket's pricing of the line as it would join the basket (a quantity sale included) ──
  const price = item === undefined ? undefined : priceAddedLine(readBasket(), { ...item, unique_id: 'racekit-dialog-line', count }, { now });

  // ── Adding ──
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
  useEffect(() => {
    if (mode === 'inline' && item !== undefined && mayPrefetch()) prefetchCardAnswers(item);
  }, [mode, item]);

  const chooseCity = (id: string) => {
    setCityChoice(id);
    setFormatChoice(undefined);
    setCountChoice(undefined);
    setProblem(undefined);
  };
  const chooseFormat = (id: string) => {
    setFormatChoice(id);
    setCountChoice(undefined);
    setProblem(undefined);
  };

  const submit = async () => {
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

  const title = event?.title ?? t('firstPaint.takePart');
  const ready = event !== undefined && eventCities.length > 0;

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        title={title}
        size="lg"
        className="buy-dialog"
        actions={
          ready && eventCity !== undefined && formatsQuery.isSuccess && options.length > 0 ? (
            <div className="buy-footer" part="footer">
              <div className="buy-footer__total">
                {price !== undefined && (
                  <>
                    <span className="buy-footer__label">{t('buyTicket.total')}</span>
                    <Price size="lg" value={price.total} old={price.cost} />
                  </>
                )}
              </div>
              <Button part="add" loading={busy} disabled={chosen === undefined} onClick={() => void submit()}>
                {mode === 'redirect' ? t('buyTicket.checkout') : t('event.addToBasket')}
              </Button>
            </div>
          ) : undefined
        }
      >
        {event?.event_type?.title != null && <p className="buy-dialog__type">{event.event_type.title}</p>}
        {eventQuery.isPending ? (
          <div className="buy-dialog__loading">
            <Spinner label={t('buyTicket.loading')} />
          </div>
        ) : eventQuery.isError ? (
          <LoadProblem notFound={eventQuery.error instanceof HttpStatusError && eventQuery.error.status === 404} onRetry={() => void eventQuery.refetch()} />
        ) : eventCities.length === 0 ? (
          <p className="buy-dialog__note">{t('buyTicket.noCities')}</p>
        ) : (
          <div className="buy-dialog__steps">
            {eventCities.length === 1 && eventCity !== undefined ? (
              <OnlyCity eventCity={eventCity} lang={lang} />
            ) : (
              <CityChoice eventCities={eventCities} chosen={cityId} onChoose={chooseCity} lang={lang} />
            )}
            {eventCity === undefined ? null : formatsQuery.isPending ? (
              <div className="buy-dialog__loading">
                <Spinner />
              </div>
            ) : formatsQuery.isError ? (
              <LoadProblem notFound={false} onRetry={() => void formatsQuery.refetch()} />
            ) : options.length === 0 ? (
              <p className="buy-dialog__note">{t('buyTicket.noFormats')}</p>
            ) : (
              <>
                {formatMissing && (
                  <p className="buy-dialog__note" role="status">
                    {t('buyTicket.formatUnavailable')}
                  </p>
                )}
                <FormatChoice options={options} chosen={chosen?.format.public_id} onChoose={chooseFormat} lang={lang} now={now} />
              </>
            )}
            {item !== undefined && up !== undefined && down !== undefined && (
              <div className="buy-dialog__count">
                <div className="count-row">
                  <span className="choices__legend">{t('basket.item.count')}</span>
                  {isFixedTeam(item) ? (
                    <span className="count-row__fixed" part="count">
                      {t('event.teamSize', { count })}
                    </span>
                  ) : (
                    <CountStepper
                      value={count}
                      canDecrease={!down.blocked}
                      canIncrease={!up.blocked}
                      onStep={(direction) => {
                        setCountChoice((direction === 1 ? up : down).count);
                        setProblem(undefined);
                      }}
                    />
                  )}
                </div>
                <ul className="notes">
                  {/* a team's limit is its size, worded on its card (sdk teamSizeMessage) */}
                  {!isTeamTicket(item) && up.blocked && <li>{t('buyTicket.maxCount', { count: availableTicketLimit(item) })}</li>}
                  {item.preregistration === true && <li>{t('buyTicket.preregistration')}</li>}
                  {item.space === true && <li>{t('buyTicket.space')}</li>}
                  {promoNote !== undefined && <li>{promoNote}</li>}
                </ul>
              </div>
            )}
            {problem !== undefined && (
              <p className="buy-dialog__problem" role="alert">
                {problem}
              </p>
            )}
          </div>
        )}
      </Dialog>
      <GlobalErrorPopup />
    </>
  );
}

function LoadProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="buy-dialog__error" role="alert">
      <p>{notFound ? t('event.notFound') : t('errors.loadProblem')}</p>
      {!notFound && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>
      )}
    </div>
  );
}
