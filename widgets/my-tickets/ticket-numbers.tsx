import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../sdk/contract/schemas/index.ts';

/** The card's numbers: ticket, order, team, the start number and seat, and whether it is insured. */
export function TicketNumbers({ ticket }: { ticket: Ticket }) {
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
