import { Link } from 'wouter';
import type { NewsItem } from '../../../sdk/contract/news.ts';
import { formatLongDate } from '../../../sdk/format/date-formats.ts';
import { useLang } from '../../shell/use-lang.ts';

/** A news item in a list: picture, date, title (the link) and the preview text. */
export function NewsCard({ item }: { item: NewsItem }) {
  const lang = useLang();
  return (
    <article className="news-card">
      {item.picture != null && <img className="news-card__picture" src={item.picture} alt="" loading="lazy" />}
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
