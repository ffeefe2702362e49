import { useTranslation } from 'react-i18next';
import { newsCalls } from '../../../sdk/contract/index.ts';
import { EmptyState, Spinner } from '../../../sdk/ui/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { LoadProblem } from '../load-problem.tsx';
import { PageHead } from '../page-head.tsx';
import { NewsCard } from './news-card.tsx';

/** /news: every news item, newest first (GET /api/news). */
export function NewsPage() {
  const { t } = useTranslation();
  const news = useCallQuery(newsCalls.list, {});
  return (
    <div className="page">
      <PageHead title={t('news.title')} />
      {news.isPending ? (
        <Spinner size="lg" />
      ) : news.isError ? (
        <LoadProblem onRetry={() => void news.refetch()} />
      ) : news.data.values.length === 0 ? (
        <EmptyState title={t('news.empty')} />
      ) : (
        <div className="news-grid">
          {news.data.values.map((item) => (
            <NewsCard key={item.public_id} item={item} />
          ))}
        </div>
      )}
    </div>
  );
}
