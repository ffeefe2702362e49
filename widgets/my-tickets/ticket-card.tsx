import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFormat, Ticket } from '../../sdk/contract/schemas/index.ts';
import type { TicketList } from '../../sdk/tickets/index.ts';
import { classNames, Spinner } from '../../sdk/ui/index.ts';
import { TicketActionBar } from './ticket-action-bar.tsx';
import { TicketFlowDialog, type TicketFlow } from './ticket-flow-dialog.tsx';
import { useTicketLink } from './ticket-link.ts';
import { TicketNumbers } from './ticket-numbers.tsx';
import { TicketStatusLine } from './ticket-status-line.tsx';
import { useCardTurn } from './use-card-turn.ts';
import { useTicketCard } from './use-ticket-card.ts';

// qrcode.react loads when a code is first shown, not with the list.
const TicketQr = lazy(() => import('./ticket-qr.tsx'));

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
 * the ticket's public_id; pressing the code turns it back. Its data: use-ticket-card.ts; its
 * dialogs and the changes they make: ticket-flow-dialog.tsx.
 */
export function TicketCard({ ticket, list, format }: TicketCardProps) {
  const { t } = useTranslation();
  const card = useTicketCard(ticket, list);
  const { qrShown, turn, qrButton, backButton } = useCardTurn();
  const link = useTicketLink(ticket.public_id);
  const titleId = `ticket${useId()}`;
  const [flow, setFlow] = useState<TicketFlow | null>(null);
  const detail = format !== undefined;
  const qrCode = (
    <Suspense fallback={<Spinner />}>
      <TicketQr value={ticket.public_id} label={t('tickets.card.qr')} />
    </Suspense>
  );

  return (
    <article className={classNames('ticket', detail && 'ticket--detail', `ticket--${list}`)} part="ticket" aria-labelledby={titleId}>
      {qrShown && !detail ? (
        <button ref={backButton} type="button" className="ticket__qr-face" aria-label={t('tickets.card.backToCard')} onClick={() => turn(false)}>
          {qrCode}
          <span className="ticket__qr-caption" id={titleId}>
            {card.title}
          </span>
          <span className="ticket__qr-back" aria-hidden="true">
            {t('tickets.card.backToCard')}
          </span>
        </button>
      ) : (
        <>
          <div className="ticket__media" part="ticket-media">
            {card.picture !== undefined && <img className="ticket__picture" src={card.picture} alt="" loading="lazy" />}
            {card.logo !== undefined && <img className="ticket__logo" src={card.logo} alt={card.brand ?? ''} loading="lazy" />}
          </div>
          <div className="ticket__body">
            {card.brand !== undefined && card.brand !== card.title && <p className="ticket__brand">{card.brand}</p>}
            <h3 className="ticket__title" id={titleId}>
              {detail ? (
                card.title
              ) : (
                <a href={link.href} onClick={link.onClick}>
                  {card.title}
                </a>
              )}
            </h3>
            <ul className="ticket__facts">
              {ticket.city?.name_ru && <li className="ticket__fact ticket__fact--city">{ticket.city.name_ru}</li>}
              {card.start !== '' && (
                <li className="ticket__fact ticket__fact--date">
                  <time dateTime={ticket.event_format.start_time}>{card.start}</time>
                </li>
              )}
              <li className="ticket__fact ticket__fact--format">{ticket.event_format.title}</li>
            </ul>
            <TicketNumbers ticket={ticket} />
            {card.incoming && <p className="ticket__incoming">{t('tickets.incoming')}</p>}
            <div className="ticket__footer">
              <TicketStatusLine ticket={ticket} list={list} status={card.status} lang={card.lang} onRegister={detail ? () => setFlow('register') : undefined} />
              {card.hasQr && !detail && (
                <button ref={qrButton} type="button" className="ticket__qr-button" aria-label={t('tickets.card.showQr')} onClick={() => turn(true)}>
                  <QrIcon />
                </button>
              )}
            </div>
            <TicketActionBar actions={card.actions} ticketId={ticket.public_id} onFlow={setFlow} />
          </div>
          {card.hasQr && detail && <div className="ticket__qr-panel">{qrCode}</div>}
        </>
      )}
      {flow !== null && <TicketFlowDialog flow={flow} ticket={ticket} format={format} onClose={() => setFlow(null)} />}
    </article>
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
