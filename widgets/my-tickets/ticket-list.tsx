import { useAtomValue } from 'jotai';
import { type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../sdk/config/index.ts';
import type { Ticket } from '../../sdk/contract/schemas/index.ts';
import { useWidgetNavigate } from '../../sdk/elements/index.ts';
import { userAtom } from '../../sdk/state/index.ts';
import { EmptyState, LazyDisclosure } from '../../sdk/ui/index.ts';
import { QueryState } from './query-state.tsx';
import { TicketIcon } from './sign-in-prompt.tsx';
import { TicketCard } from './ticket-card.tsx';
import { myTicketsAtom, pastTicketsAtom, transferredTicketsAtom } from './ticket-queries.ts';
import { activeSections, type TicketList as ListName } from '../../sdk/tickets/index.ts';

const collapsible = 'tickets__section tickets__section--collapsible';

/**
 * 'Билеты' (account.md §2, §4): the registered and unregistered tickets, loaded on entry; with
 * none, the empty state with a link to the calendar. Below, once the list has come,
 * 'Прошедшие мероприятия' and 'Переданные билеты', each loaded when first opened, each with
 * its own empty state.
 */
export function TicketList() {
  const { t } = useTranslation();
  const userId = useAtomValue(userAtom)?.public_id;
  const mine = useAtomValue(myTicketsAtom);
  return (
    <div className="tickets" part="base">
      <h2 className="tickets__title">{t('tickets.title')}</h2>
      <QueryState pending={mine.isPending} error={mine.error} onRetry={() => void mine.refetch()}>
        {() => {
          const { registered, unregistered } = activeSections(mine.data?.values ?? [], userId);
          if (registered.length === 0 && unregistered.length === 0) return <NoTickets />;
          return (
            <>
              <Cards title={t('tickets.registered')} tickets={registered} list="active" />
              <Cards title={t('tickets.unregistered')} tickets={unregistered} list="active" />
            </>
          );
        }}
      </QueryState>
      {/* under the list: drawn once it is, so its cards never push them down */}
      {!mine.isPending && (
        <>
          <LazyDisclosure title={t('tickets.past')} className={collapsible}>
            <PastTickets />
          </LazyDisclosure>
          <LazyDisclosure title={t('tickets.transferred')} className={collapsible}>
            <TransferredTickets />
          </LazyDisclosure>
        </>
      )}
    </div>
  );
}

function Cards({ title, tickets, list }: { title?: string; tickets: readonly Ticket[]; list: ListName }) {
  if (tickets.length === 0) return null;
  const cards = (
    // Safari drops the list role of a list without bullets: the role is said again on purpose.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- see above.
    <ul className="tickets__grid" role="list">
      {tickets.map((ticket) => (
        <li key={ticket.public_id}>
          <TicketCard ticket={ticket} list={list} />
        </li>
      ))}
    </ul>
  );
  if (title === undefined) return cards;
  return (
    <section className="tickets__section">
      <h3 className="tickets__section-title">{title}</h3>
      {cards}
    </section>
  );
}

function NoTickets() {
  const { t } = useTranslation();
  const navigate = useWidgetNavigate();
  const toCalendar = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate('/calendar');
  };
  return (
    <EmptyState
      title={t('tickets.empty')}
      headingLevel={3}
      icon={<TicketIcon />}
      action={
        <a className="rk-button rk-button--primary" href={`${getConfig().site}/calendar`} onClick={toCalendar}>
          <span className="rk-button__label">{t('tickets.toCalendar')}</span>
        </a>
      }
    />
  );
}

function PastTickets() {
  const { t } = useTranslation();
  const past = useAtomValue(pastTicketsAtom);
  return (
    <QueryState pending={past.isPending} error={past.error} onRetry={() => void past.refetch()}>
      {() => {
        const tickets = past.data?.values ?? [];
        return tickets.length === 0 ? <p className="tickets__empty">{t('tickets.pastEmpty')}</p> : <Cards tickets={tickets} list="past" />;
      }}
    </QueryState>
  );
}

function TransferredTickets() {
  const { t } = useTranslation();
  const transferred = useAtomValue(transferredTicketsAtom);
  return (
    <QueryState pending={transferred.isPending} error={transferred.error} onRetry={() => void transferred.refetch()}>
      {() => {
        const tickets = transferred.data?.values ?? [];
        return tickets.length === 0 ? <p className="tickets__empty">{t('tickets.transferredEmpty')}</p> : <Cards tickets={tickets} list="transferred" />;
      }}
    </QueryState>
  );
}
