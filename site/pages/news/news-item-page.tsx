import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { newsCalls } from '../../../sdk/contract/index.ts';
import { formatLongDate } from '../../../sdk/format/index.ts';
import { HttpStatusError } from '../../../sdk/http/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { useLang } from '../../shell/use-lang.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { LoadProblem } from '../load-problem.tsx';
import { PageLoading } from '../../page-loading.tsx';

/** /news/{id}: one news item (GET /api/news/one/{id}); its text is paragraphs split by blank lines. */
export function NewsItemPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = params['id'] ?? '';
  const item = useCallQuery(newsCalls.one, { params: { id } });
  usePageTitle(item.data?.title);
  if (item.isPending) {
    return <PageLoading shape="article" />;
  }
  if (item.isError) {
    const missing = item.error instanceof HttpStatusError && item.error.status === 404;
    return (
      <div className="page page--narrow">
        {missing ? <h1 className="page__title">{t('purchasePages.news.notFound')}</h1> : <LoadProblem onRetry={() => void item.refetch()} />}
        <p>
          <Link className="text-link" href="/news">
            {t('purchasePages.news.back')}
          </Link>
        </p>
      </div>
    );
  }
  const news = item.data;
  const paragraphs = (news.text ?? news.preview ?? '').split(/\n\s*\n/).filter((text) => text.trim() !== '');
  return (
    <article className="page page--narrow article">
      <time className="article__date" dateTime={news.date}>
        {formatLongDate(news.date, { lang })}
      </time>
      <h1 className="article__title">{news.title}</h1>
      {news.picture != null && <img className="article__picture" src={news.picture} alt="" width={1280} height={720} />}
      {paragraphs.map((text, index) => (
        <p key={index} className="article__text">
          {text}
        </p>
      ))}
      <p>
        <Link className="text-link" href="/news">
          {t('purchasePages.news.back')}
        </Link>
      </p>
    </article>
  );
}
