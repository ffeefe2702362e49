import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { listConsoleEvents, type ConsoleEvent } from '../../../sdk/contract/console/index.ts';
import { dateTime } from '../console-format.ts';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';
import { EventStatus } from './event-status.tsx';

/** /console/events: every event, drafts and hidden ones too, paged on the server. */
export function EventsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  return (
    <ConsolePage
      title={t('console.events.title')}
      lead={t('console.events.lead')}
      needs="organiser"
      actions={
        <Link className="rk-button rk-button--primary" href="/console/events/new">
          <span className="rk-button__label">{t('console.events.create')}</span>
        </Link>
      }
    >
      <ServerTable<ConsoleEvent>
        caption={t('console.events.title')}
        searchLabel={t('console.events.searchLabel')}
        emptyText={t('console.events.empty')}
        load={listConsoleEvents}
        rowKey={(event) => event.public_id}
        columns={[
          { key: 'title', label: t('console.events.name'), sort: 'title', cell: (event) => <Link href={`/console/events/${encodeURIComponent(event.public_id)}`}>{event.title}</Link> },
          { key: 'id', label: 'ID', cell: (event) => <code>{event.public_id}</code> },
          { key: 'status', label: t('console.events.status'), cell: (event) => <EventStatus event={event} /> },
          { key: 'sales', label: t('console.events.salesOpen'), cell: (event) => dateTime(event.sales_open_at, language) },
          { key: 'cities', label: t('console.events.cities'), numeric: true, cell: (event) => event.city_count },
        ]}
      />
    </ConsolePage>
  );
}
