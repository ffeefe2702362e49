import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { eventsCalls, newsCalls } from '../../sdk/contract/index.ts';
import type { Event } from '../../sdk/contract/schemas/index.ts';
import { Button, EmptyState, Spinner, TextField } from '../../sdk/ui/index.ts';
import { useCallQuery } from '../../sdk/elements/index.ts';
import { useLang } from '../shell/use-lang.ts';
import { eventSpan } from './event/event-city-text.ts';
import { NewsCard } from './news/news-card.tsx';
import { PageHead } from './page-head.tsx';
import { ProductCard } from './shop/product-card.tsx';
import { productMatches } from './shop/product-matches.ts';
import { useShopProducts } from './shop/use-shop-products.ts';

const words = (query: string) => query.toLowerCase().split(/\s+/).filter((word) => word !== '');
const matches = (text: string, query: string) => words(query).every((word) => text.toLowerCase().includes(word));

function eventText(event: Event): string {
  return [event.title, event.description, event.event_type?.title, ...event.event_city.flatMap((city) => [city.city.name_ru, city.address])].join(' ');
}

/** /search?q=…: events, news and goods whose words match the query. */
export function SearchPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(query);
  const events = useCallQuery(eventsCalls.list, {});
  const news = useCallQuery(newsCalls.list, {});
  const shop = useShopProducts();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/search?q=${encodeURIComponent(typed.trim())}`);
  };

  const loading = events.isPending || news.isPending || shop.pending;
  // The results show together, once all three lists are in: nothing moves under the reader.
  const searching = query !== '' && !loading;
  const foundEvents = searching ? (events.data?.values ?? []).filter((event) => matches(eventText(event), query)) : [];
  const foundNews = searching ? (news.data?.values ?? []).filter((item) => matches(`${item.title} ${item.preview ?? ''}`, query)) : [];
  const foundGoods = searching ? shop.products.filter((product) => productMatches(product, query)) : [];
  const total = foundEvents.length + foundNews.length + foundGoods.length;

  return (
    <div className="page">
      <PageHead title={t('purchasePages.search.title')} lead={query === '' ? t('purchasePages.search.hint') : t('purchasePages.search.found', { count: total })} />
      <form className="search-form search-form--wide" role="search" onSubmit={submit}>
        <TextField label={t('purchasePages.search.label')} type="search" value={typed} placeholder={t('purchasePages.search.placeholder')} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">{t('purchasePages.search.submit')}</Button>
      </form>
      {query !== '' && loading && <Spinner size="lg" />}
      {query !== '' && !loading && total === 0 && <EmptyState title={t('purchasePages.search.nothing', { query })} action={<Link className="rk-button rk-button--secondary" href="/calendar">{t('calendar.title')}</Link>} />}
      {foundEvents.length > 0 && (
        <section className="search-section" aria-labelledby="found-events">
          <h2 className="section-title" id="found-events">
            {t('purchasePages.search.events')}
          </h2>
          <ul className="search-events">
            {foundEvents.map((event) => (
              <li key={event.public_id} className="search-event">
                <Link className="search-event__link" href={`/event/${encodeURIComponent(event.public_id)}`}>
                  {event.title}
                </Link>
                <span className="search-event__meta">
                  {eventSpan(event.event_city, lang)}
                  {event.event_type != null && ` · ${event.event_type.title}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {foundNews.length > 0 && (
        <section className="search-section" aria-labelledby="found-news">
          <h2 className="section-title" id="found-news">
            {t('purchasePages.search.news')}
          </h2>
          <div className="news-grid">
            {foundNews.map((item) => (
              <NewsCard key={item.public_id} item={item} />
            ))}
          </div>
        </section>
      )}
      {foundGoods.length > 0 && (
        <section className="search-section" aria-labelledby="found-goods">
          <h2 className="section-title" id="found-goods">
            {t('purchasePages.search.goods')}
          </h2>
          <div className="product-grid">
            {foundGoods.map((product) => (
              <ProductCard key={product.public_id} product={product} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
