import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../sdk/config/configure.ts';
import { languages, type Language } from '../../sdk/config/racekit-config.ts';
import { pictureUrl } from '../../sdk/config/site-url.ts';
import { type EventFormat } from '../../sdk/contract/schemas/event-format.ts';
import { type Ticket } from '../../sdk/contract/schemas/ticket.ts';
import { cancelTicketRegistration, confirmTicketTransfer, returnTicket } from '../../sdk/contract/tickets.ts';
import { useWidgetNavigate } from '../../sdk/elements/use-widget-navigate.ts';
import { formatDate, formatDayMonthTime } from '../../sdk/format/date-formats.ts';
import { NBSP, orderAmountDigits } from '../../sdk/format/format-roubles.ts';
import { userAtom } from '../../sdk/state/storage-atoms.ts';
import { Button } from '../../sdk/ui/button.tsx';
import { classNames } from '../../sdk/ui/class-names.ts';
import { Spinner } from '../../sdk/ui/spinner.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { CancelPurchaseDialog } from './cancel-purchase-dialog.tsx';
import { CertificateButton } from './certificate-button.tsx';
import { RegistrationDialog } from './registration-dialog.tsx';
import { reloadTickets } from './ticket-queries.ts';
import { isIncomingTransfer, offersQrCode, ticketActions, ticketStatus, type TicketList, type TicketStatus } from '../../sdk/tickets/ticket-status.ts';
import { TransferDialog } from './transfer-dialog.tsx';
import { useReportError } from '../../sdk/elements/use-report-error.ts';

// qrcode.react loads when a code is first shown, not with the list.
const TicketQr = lazy(() => import('./ticket-qr.tsx'));

type Flow = 'transfer' | 'cancelPurchase' | 'cancelRegistration' | 'confirmTransfer' | 'takeBack' | 'register';

const statusKeys = {
  used: 'tickets.status.used',
  registered: 'tickets.status.registered',
  finished: 'tickets.status.finished',
  register: 'tickets.status.register',
  awaitingRefund: 'tickets.status.awaitingRefund',
  refunded: 'tickets.status.refunded',
} as const satisfies Record<TicketStatus, string>;

const isLanguage = (lang: string): lang is Language => (languages as readonly string[]).includes(lang);

/** The page of one ticket on the organiser's site (account.md §2). */
export const ticketPath = (publicId: string) => `/me/ticket/${encodeURIComponent(publicId)}`;

export interface TicketCardProps {
  ticket: Ticket;
  list: TicketList;
  /** The detail view (/me/ticket/{id}): the QR code shows beside the card and registration opens here. */
  format?: EventFormat | undefined;
}

/**
 * One ticket (account.md §4 "Ticket card"): the event's picture and logo, title, city, start
 * as 'D MMMM / HH:mm' in the event's time zone, format, number, the status label and the
 * actions with their dialogs. With a QR format, the QR button turns the card to the code of
 * the ticket's public_id; pressing the code turns it back.
 */
export function TicketCard({ ticket, list, format }: TicketCardProps) {
  const { t, i18n } = useTranslation();
  const navigate = useWidgetNavigate();
  const reportError = useReportError();
  const userId = useAtomValue(userAtom)?.public_id;
  const titleId = `ticket${useId()}`;
  const [flow, setFlow] = useState<Flow | null>(null);
  const [qrShown, setQrShown] = useState(false);
  const qrButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  const now = Date.now();
  const detail = format !== undefined;
  const lang = isLanguage(i18n.language) ? i18n.language : 'ru';
  const status = ticketStatus(ticket, now);
  const actions = ticketActions(ticket, list, userId, now);
  const incoming = list === 'active' && isIncomingTransfer(ticket, userId);
  // a cancelled purchase admits no one: its code is never shown (issue 29 item 14)
  const hasQr = offersQrCode(ticket, list);

  useEffect(() => {
    // Focus follows the turn of the card, never on first render.
    if (!toggled.current) return;
    (qrShown ? backButton : qrButton).current?.focus();
  }, [qrShown]);

  const turn = (show: boolean) => {
    toggled.current = true;
    setQrShown(show);
  };
  const close = () => setFlow(null);
  const changed = () => void reloadTickets();
  const openTicket = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(ticketPath(ticket.public_id));
  };

  const picture = pictureUrl(ticket.event.banners?.landing_page?.mobile_picture);
  const logo = pictureUrl(ticket.event.event_type?.logo);
  const brand = ticket.event.event_type?.title ?? undefined;
  const title = ticket.event.title ?? brand ?? ticket.event_format.title;
  const timeZone = ticket.event_format.timezone ?? undefined;
  const start = formatDayMonthTime(ticket.event_format.start_time, timeZone === undefined ? { lang } : { lang, timeZone });
  const qrLabel = t('tickets.card.qr');

  const statusElement = () => {
    if (list === 'transferred') {
      return (
        <>
          {ticket.info.email ? <p className="ticket__transferred">{t('tickets.transferredTo', { email: ticket.info.email })}</p> : null}
          {ticket.info.registered === true && <p className="ticket__status ticket__status--registered">{t('tickets.transfer.recipientRegistered')}</p>}
        </>
      );
    }
    if (status === 'refunded') {
      const refund = ticket.refund;
      const date = refund?.refunded_at == null ? '' : formatDate(refund.refunded_at, { lang });
      return (
        <p className="ticket__status ticket__status--refunded">
          {/* the word from the widget's own texts: format-order-amount.ts would bring both languages' into its chunk */}
          {t(statusKeys.refunded, { amount: `${orderAmountDigits(refund?.amount ?? 0, lang)}${NBSP}${t('common.roublesShort')}`, date })}
        </p>
      );
    }
    if (status !== 'register') return <p className={`ticket__status ticket__status--${status}`}>{t(statusKeys[status])}</p>;
    if (detail) {
      return (
        <Button className="ticket__register" onClick={() => setFlow('register')}>
          {t(statusKeys.register)}
        </Button>
      );
    }
    return (
      <a className="rk-button rk-button--primary ticket__register" href={`${getConfig().site}${ticketPath(ticket.public_id)}`} onClick={openTicket}>
        <span className="rk-button__label">{t(statusKeys.register)}</span>
      </a>
    );
  };

  return (
    <article className={classNames('ticket', detail && 'ticket--detail', `ticket--${list}`)} part="ticket" aria-labelledby={titleId}>
      {qrShown && !detail ? (
        <button ref={backButton} type="button" className="ticket__qr-face" aria-label={t('tickets.card.backToCard')} onClick={() => turn(false)}>
          <Suspense fallback={<Spinner />}>
            <TicketQr value={ticket.public_id} label={qrLabel} />
          </Suspense>
          <span className="ticket__qr-caption" id={titleId}>
            {title}
          </span>
          <span className="ticket__qr-back" aria-hidden="true">
            {t('tickets.card.backToCard')}
          </span>
        </button>
      ) : (
        <>
          <div className="ticket__media" part="ticket-media">
            {picture !== undefined && <img className="ticket__picture" src={picture} alt="" loading="lazy" />}
            {logo !== undefined && <img className="ticket__logo" src={logo} alt={brand ?? ''} loading="lazy" />}
          </div>
          <div className="ticket__body">
            {brand !== undefined && brand !== title && <p className="ticket__brand">{brand}</p>}
            <h3 className="ticket__title" id={titleId}>
              {detail ? (
                title
              ) : (
                <a href={`${getConfig().site}${ticketPath(ticket.public_id)}`} onClick={openTicket}>
                  {title}
                </a>
              )}
            </h3>
            <ul className="ticket__facts">
              {ticket.city?.name_ru && <li className="ticket__fact ticket__fact--city">{ticket.city.name_ru}</li>}
              {start !== '' && (
                <li className="ticket__fact ticket__fact--date">
                  <time dateTime={ticket.event_format.start_time}>{start}</time>
                </li>
              )}
              <li className="ticket__fact ticket__fact--format">{ticket.event_format.title}</li>
            </ul>
            <TicketNumbers ticket={ticket} />
            {incoming && <p className="ticket__incoming">{t('tickets.incoming')}</p>}
            <div className="ticket__footer">
              {statusElement()}
              {hasQr && !detail && (
                <button ref={qrButton} type="button" className="ticket__qr-button" aria-label={t('tickets.card.showQr')} onClick={() => turn(true)}>
                  <QrIcon />
                </button>
              )}
            </div>
            <TicketActionBar
              actions={actions}
              ticketId={ticket.public_id}
              onFlow={setFlow}
            />
          </div>
          {hasQr && detail && (
            <div className="ticket__qr-panel">
              <Suspense fallback={<Spinner />}>
                <TicketQr value={ticket.public_id} label={qrLabel} />
              </Suspense>
            </div>
          )}
        </>
      )}

      {flow === 'transfer' && (
        <TransferDialog
          ticketId={ticket.public_id}
          onClose={close}
          onError={reportError}
          onDone={() => {
            close();
            changed();
          }}
        />
      )}
      {flow === 'cancelPurchase' && <CancelPurchaseDialog ticketId={ticket.public_id} onRefunded={changed} onClose={close} />}
      {flow === 'cancelRegistration' && (
        <ActionDialog
          title={t('tickets.registration.cancelTitle')}
          confirmLabel={t('tickets.registration.cancel')}
          onClose={close}
          onError={reportError}
          onConfirm={async () => {
            await cancelTicketRegistration(ticket.public_id);
            changed();
          }}
        >
          {t('tickets.registration.cancelText')}
        </ActionDialog>
      )}
      {flow === 'confirmTransfer' && (
        <ActionDialog
          title={t('tickets.transfer.title')}
          confirmLabel={t('tickets.transfer.confirm')}
          onClose={close}
          onError={reportError}
          onConfirm={async () => {
            await confirmTicketTransfer(ticket.public_id, true);
            changed();
          }}
          secondary={{
            label: t('tickets.transfer.decline'),
            run: async () => {
              await confirmTicketTransfer(ticket.public_id, false);
              changed();
            },
          }}
        >
          {t('tickets.transfer.confirmText')}
        </ActionDialog>
      )}
      {flow === 'takeBack' && (
        <ActionDialog
          title={t('tickets.transfer.returnTitle')}
          confirmLabel={t('tickets.transfer.return')}
          onClose={close}
          onError={reportError}
          onConfirm={async () => {
            await returnTicket(ticket.public_id);
            changed();
          }}
        >
          {t('tickets.transfer.returnText')}
        </ActionDialog>
      )}
      {flow === 'register' && format !== undefined && (
        <RegistrationDialog
          ticket={ticket}
          format={format}
          onClose={close}
          onError={reportError}
          onDone={() => {
            close();
            changed();
            navigate('/me');
          }}
        />
      )}
    </article>
  );
}

function TicketNumbers({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const { info } = ticket;
  const facts: [string, string][] = [];
  if (info.number !== null && info.number !== undefined) facts.push([t('tickets.card.startNumber'), String(info.number)]);
  if (info.sector) facts.push([t('tickets.card.sector'), info.sector]);
  if (info.row) facts.push([t('tickets.card.row'), info.row]);
  if (info.place) facts.push([t('tickets.card.place'), info.place]);
  const team = ticket.team?.number;
  return (
    <div className="ticket__numbers">
      {ticket.ticketNumber && <p className="ticket__number">{t('tickets.card.number', { number: ticket.ticketNumber })}</p>}
      {ticket.order_number != null && <p className="ticket__number ticket__number--order">{t('tickets.card.order', { number: ticket.order_number })}</p>}
      {team !== null && team !== undefined && <p className="ticket__number">{t('tickets.card.team', { number: team })}</p>}
      {facts.length > 0 && (
        <dl className="ticket__seat">
          {facts.map(([term, value]) => (
            <div key={term} className="ticket__seat-item">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {info.insurance && <p className="ticket__insurance">{t('tickets.card.insurance')}</p>}
    </div>
  );
}

function TicketActionBar({ actions, ticketId, onFlow }: { actions: ReturnType<typeof ticketActions>; ticketId: string; onFlow: (flow: Flow) => void }) {
  const { t } = useTranslation();
  const buttons: [Flow, string][] = [];
  if (actions.confirmTransfer) buttons.push(['confirmTransfer', t('tickets.transfer.confirm')]);
  if (actions.transfer) buttons.push(['transfer', t('tickets.transfer.action')]);
  if (actions.cancelRegistration) buttons.push(['cancelRegistration', t('tickets.registration.cancel')]);
  if (actions.cancelPurchase) buttons.push(['cancelPurchase', t('tickets.cancelPurchase.action')]);
  if (actions.takeBack) buttons.push(['takeBack', t('tickets.transfer.return')]);
  if (buttons.length === 0 && !actions.certificate) return null;
  return (
    <div className="ticket__actions" role="group" aria-label={t('tickets.card.actions')}>
      {buttons.map(([flow, label]) => (
        <Button key={flow} variant="secondary" size="sm" onClick={() => onFlow(flow)}>
          {label}
        </Button>
      ))}
      {actions.certificate && <CertificateButton ticketId={ticketId} />}
    </div>
  );
}

function QrIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2v2h-2zM16 16h2v2h-2zM14 18h2v2h-2zM18 18h2v2h-2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M6.5 6.5h1v1h-1zM16.5 6.5h1v1h-1zM6.5 16.5h1v1h-1z" fill="currentColor" />
    </svg>
  );
}
