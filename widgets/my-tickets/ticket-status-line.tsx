import { useTranslation } from 'react-i18next';
import type { Language } from '../../sdk/config/index.ts';
import type { Ticket } from '../../sdk/contract/schemas/index.ts';
import { formatDate, NBSP, orderAmountDigits } from '../../sdk/format/index.ts';
import type { TicketList, TicketStatus } from '../../sdk/tickets/index.ts';
import { Button } from '../../sdk/ui/index.ts';
import { useTicketLink } from './ticket-link.ts';

const statusKeys = {
  used: 'tickets.status.used',
  registered: 'tickets.status.registered',
  finished: 'tickets.status.finished',
  register: 'tickets.status.register',
  awaitingRefund: 'tickets.status.awaitingRefund',
  refunded: 'tickets.status.refunded',
} as const satisfies Record<TicketStatus, string>;

export interface TicketStatusLineProps {
  ticket: Ticket;
  list: TicketList;
  status: TicketStatus;
  lang: Language;
  /** The detail view: 'Зарегистрироваться' opens the registration here rather than the ticket's page. */
  onRegister: (() => void) | undefined;
}

/**
 * The card's status (account.md §4): its label; 'Зарегистрироваться' as the way to register;
 * a refunded ticket's sum and date; in the transferred list, whom it went to and whether they
 * registered it.
 */
export function TicketStatusLine({ ticket, list, status, lang, onRegister }: TicketStatusLineProps) {
  const { t } = useTranslation();
  const link = useTicketLink(ticket.public_id);
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
  if (onRegister !== undefined) {
    return (
      <Button className="ticket__register" onClick={onRegister}>
        {t(statusKeys.register)}
      </Button>
    );
  }
  return (
    <a className="rk-button rk-button--primary ticket__register" href={link.href} onClick={link.onClick}>
      <span className="rk-button__label">{t(statusKeys.register)}</span>
    </a>
  );
}
