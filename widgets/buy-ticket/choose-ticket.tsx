import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceAddedLine } from '../../sdk/basket/index.ts';
import { readBasket } from '../../sdk/checkout/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import type { WidgetProps } from '../../sdk/elements/index.ts';
import { HttpStatusError } from '../../sdk/http/index.ts';
import { Button, GlobalErrorPopup, Price, Spinner } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';
import type { buyTicketAttributes } from './buy-ticket-attributes.ts';
import { CityChoice, OnlyCity } from './city-choice.tsx';
import { FormatChoice } from './format-choice.tsx';
import { LoadProblem } from './load-problem.tsx';
import { TicketCount } from './ticket-count.tsx';
import { useAddTicket } from './use-add-ticket.ts';
import { usePromoNote } from './use-promo-note.ts';
import { useTicketChoice } from './use-ticket-choice.ts';

export type ChooseTicketProps = WidgetProps<typeof buyTicketAttributes> & { onClose: () => void; onAdded: () => void };

/**
 * The dialog's first step: the city, the format, the count and the total, then the button that
 * adds the line (or goes to the organiser's site). The view: its data come from
 * use-ticket-choice.ts, use-promo-note.ts and use-add-ticket.ts.
 */
export function ChooseTicket({ event: eventId, format, city, promocode, checkout, count: countAttr, onClose, onAdded }: ChooseTicketProps) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'ru';
  const [now] = useState(() => Date.now());
  const choice = useTicketChoice({ eventId, formatId: format, cityId: city, count: countAttr });
  const { eventQuery, formatsQuery, event, eventCities, cityId, eventCity, options, chosen, formatMissing, item, count, up, down } = choice;
  const promoNote = usePromoNote(promocode, chosen?.format.public_id);
  const adding = useAddTicket({ choice, promocode, checkout, onClose, onAdded });
  // The total: the basket's pricing of the line as it would join the basket (a quantity sale included).
  const price = item === undefined ? undefined : priceAddedLine(readBasket(), { ...item, unique_id: 'racekit-dialog-line', count }, { now });
  const chooseCity = (id: string) => {
    choice.chooseCity(id);
    adding.clearProblem();
  };
  const chooseFormat = (id: string) => {
    choice.chooseFormat(id);
    adding.clearProblem();
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
              <Button part="add" loading={adding.busy} disabled={chosen === undefined} onClick={() => void adding.submit()}>
                {adding.mode === 'redirect' ? t('buyTicket.checkout') : t('event.addToBasket')}
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
              <TicketCount
                item={item}
                count={count}
                up={up}
                down={down}
                promoNote={promoNote}
                onStep={(direction) => {
                  choice.stepCount(direction);
                  adding.clearProblem();
                }}
              />
            )}
            {adding.problem !== undefined && (
              <p className="buy-dialog__problem" role="alert">
                {adding.problem}
              </p>
            )}
          </div>
        )}
      </Dialog>
      <GlobalErrorPopup />
    </>
  );
}
