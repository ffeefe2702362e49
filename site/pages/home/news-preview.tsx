import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { homeNewsInput } from '../../../sdk/catalogue/index.ts';
import { newsCalls } from '../../../sdk/contract/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { ArrowIcon } from '../../layout/icons.tsx';
import { NewsCard, NewsCardSkeleton } from '../news/news-card.tsx';

/**
 * The newest news on the main page (GET /api/news/preview?limit=3): card-shaped stand-ins while
 * they load (the section holds its place), nothing when there are none.
 */
export function NewsPreview() {
  const { t } = useTranslation();
  const news = useCallQuery(newsCalls.preview, homeNewsInput);
  const items = news.data?.values ?? [];
  if (!news.isPending && items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-news">
      <div className="home-section__head">
        <h2 className="section-title" id="home-news">
          {t('purchasePages.home.news')}
        </h2>
        <Link className="text-link" href="/news">
          {t('purchasePages.home.allNews')}
          <ArrowIcon />
        </Link>
      </div>
      <div className="news-grid">
        {news.isPending
          ? Array.from({ length: homeNewsInput.query.limit }, (_, index) => <NewsCardSkeleton key={index} />)
          : items.map((item) => <NewsCard key={item.public_id} item={item} />)}
      </div>
    </section>
  );
}
