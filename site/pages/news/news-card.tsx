import { Link } from 'wouter';
import type { NewsItem } from '../../../sdk/contract/index.ts';
import { formatLongDate } from '../../../sdk/format/index.ts';
import { useLang } from '../../shell/use-lang.ts';

/** A news item in a list: picture (16:9), date, title (the link) and the preview text. */
export function NewsCard({ item }: { item: NewsItem }) {
  const lang = useLang();
  return (
    <article className="news-card">
      {item.picture != null && <img className="news-card__picture" src={item.picture} alt="" width={640} height={360} loading="lazy" />}
      <div className="news-card__body">
        <time className="news-card__date" dateTime={item.date}>
          {formatLongDate(item.date, { lang })}
        </time>
        <h3 className="news-card__title">
          <Link className="news-card__link" href={`/news/${encodeURIComponent(item.public_id)}`}>
            {item.title}
          </Link>
        </h3>
        {item.preview != null && <p className="news-card__text">{item.preview}</p>}
      </div>
    </article>
  );
}

/** A news card's stand-in while the list loads: its picture, date, title and text lines. */
export function NewsCardSkeleton() {
  return (
    <div className="news-card" aria-hidden="true">
      <span className="rk-skeleton news-card__picture" />
      <div className="news-card__body">
        <span className="rk-skeleton rk-skeleton--line rk-skeleton--short" />
        <span className="rk-skeleton rk-skeleton--title" />
        <span className="rk-skeleton rk-skeleton--line" />
        <span className="rk-skeleton rk-skeleton--line" />
      </div>
    </div>
  );
}
