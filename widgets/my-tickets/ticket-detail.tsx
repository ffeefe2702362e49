import { useAtomValue } from 'jotai';
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../sdk/config/index.ts';
import { useWidgetNavigate } from '../../sdk/elements/index.ts';
import { HttpStatusError } from '../../sdk/http/index.ts';
import { userAtom } from '../../sdk/state/index.ts';
import { EmptyState } from '../../sdk/ui/index.ts';
import { QueryState } from './query-state.tsx';
import { TicketIcon } from './sign-in-prompt.tsx';
import { TicketCard } from './ticket-card.tsx';
import { ticketDetailAtom } from './ticket-queries.ts';
import { isPast, isTransferredAway } from '../../sdk/tickets/index.ts';

/**
 * One ticket (/me/ticket/{public_id}, account.md §2): GET /api/user/ticket/online/{id} gives the
 * ticket and its format; the card shows expanded, with the QR code beside it and the actions,
 * and 'Зарегистрироваться' opens the participant form here. An unknown ticket says so.
 */
export function TicketDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useWidgetNavigate();
  const userId = useAtomValue(userAtom)?.public_id;
  const detailAtom = useMemo(() => ticketDetailAtom(id), [id]);
  const detail = useAtomValue(detailAtom);
  const notFound = detail.error instanceof HttpStatusError && detail.error.status === 404;
  const toList = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate('/me');
  };
  return (
    <div className="tickets tickets--detail" part="base">
      <a className="tickets__back" href={`${getConfig().site}/me`} onClick={toList}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('tickets.backToList')}
      </a>
      {notFound ? (
        <EmptyState title={t('tickets.notFound')} headingLevel={2} icon={<TicketIcon />} />
      ) : (
        <QueryState pending={detail.isPending} error={detail.error} onRetry={() => void detail.refetch()}>
          {() => {
            if (detail.data === undefined) return null;
            const { ticket, format } = detail.data;
            const list = isTransferredAway(ticket, userId) ? 'transferred' : isPast(ticket, Date.now()) ? 'past' : 'active';
            return <TicketCard ticket={ticket} list={list} format={format} />;
          }}
        </QueryState>
      )}
    </div>
  );
}
