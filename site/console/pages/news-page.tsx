import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { listConsoleNews, type ConsoleNews } from '../../../sdk/contract/console/index.ts';
import { dateTime } from '../console-format.ts';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';

/** On the site or hidden. */
export function NewsStatus({ item }: { readonly item: Pick<ConsoleNews, 'hidden'> }) {
  const { t } = useTranslation();
  return <span className={item.hidden ? 'console-badge' : 'console-badge console-badge--good'}>{item.hidden ? t('console.news.hidden') : t('console.news.shown')}</span>;
}

/** /console/news: every item, hidden ones too, newest first. */
export function NewsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  return (
    <ConsolePage
      title={t('console.news.title')}
      lead={t('console.news.lead')}
      needs="organiser"
      actions={
        <Link className="rk-button rk-button--primary" href="/console/news/new">
          <span className="rk-button__label">{t('console.news.create')}</span>
        </Link>
      }
    >
      <ServerTable<ConsoleNews>
        caption={t('console.news.title')}
        searchLabel={t('console.news.searchLabel')}
        emptyText={t('console.news.empty')}
        load={listConsoleNews}
        rowKey={(item) => item.public_id}
        columns={[
          { key: 'title', label: t('console.news.titleRu'), sort: 'title', cell: (item) => <Link href={`/console/news/${encodeURIComponent(item.public_id)}`}>{item.title}</Link> },
          { key: 'date', label: t('console.news.date'), sort: 'date', cell: (item) => dateTime(item.date, language) },
          { key: 'status', label: t('console.news.status'), cell: (item) => <NewsStatus item={item} /> },
        ]}
      />
    </ConsolePage>
  );
}
