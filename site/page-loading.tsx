import { useTranslation } from 'react-i18next';
import { classNames } from '../sdk/ui/index.ts';

/** Which page a loading state stands in for: each keeps the proportions of its page. */
export type PageLoadingShape = 'page' | 'event' | 'article' | 'product';

/**
 * What the main area shows while a page's code or data load: grey stand-ins with the page's
 * own proportions (its head, banner, picture, lines of text), so the page draws over them
 * without moving what is around. Announced once as a status ('Загрузка…', firstPaint.loading).
 */
export function PageLoading({ shape = 'page' }: { readonly shape?: PageLoadingShape }) {
  const { t } = useTranslation();
  return (
    <div className={classNames('page-loading', `page-loading--${shape}`)}>
      <span className="rk-visually-hidden" role="status">
        {t('firstPaint.loading')}
      </span>
      <div aria-hidden="true">
        {shape === 'event' ? <EventStandIn /> : shape === 'article' ? <ArticleStandIn /> : shape === 'product' ? <ProductStandIn /> : <PageStandIn />}
      </div>
    </div>
  );
}

const Lines = ({ count }: { readonly count: number }) => (
  <>
    {Array.from({ length: count }, (_, index) => (
      <span key={index} className={classNames('rk-skeleton rk-skeleton--line page-loading__line', index === count - 1 && 'rk-skeleton--short')} />
    ))}
  </>
);

/** A page with its head (PageHead: stripe, title, lead) and a few blocks of content. */
function PageStandIn() {
  return (
    <div className="page">
      <div className="page-head">
        <span className="page-head__stripe" />
        <span className="rk-skeleton page-loading__title" />
        <span className="rk-skeleton rk-skeleton--line page-loading__lead" />
      </div>
      <div className="page-loading__blocks">
        {[0, 1, 2].map((index) => (
          <span key={index} className="rk-skeleton page-loading__block" />
        ))}
      </div>
    </div>
  );
}

/** An event's landing: its banner, its head (logo, kind, title, dates) and two columns. */
function EventStandIn() {
  return (
    <>
      <div className="event-banner">
        <span className="rk-skeleton page-loading__banner" />
      </div>
      <div className="event-head">
        <span className="rk-skeleton event-head__logo" />
        <div className="event-head__text page-loading__grow">
          <span className="rk-skeleton rk-skeleton--line rk-skeleton--short" />
          <span className="rk-skeleton page-loading__title" />
          <span className="rk-skeleton rk-skeleton--line" />
        </div>
      </div>
      <div className="page event-layout">
        <span className="rk-skeleton page-loading__block page-loading__buy" />
        <div className="page-loading__grow page-loading__main">
          <Lines count={4} />
        </div>
      </div>
    </>
  );
}

/** A news item: date, title, picture (16:9) and paragraphs. */
function ArticleStandIn() {
  return (
    <div className="page page--narrow">
      <span className="rk-skeleton rk-skeleton--line rk-skeleton--short" />
      <span className="rk-skeleton page-loading__title" />
      <span className="rk-skeleton article__picture" />
      <Lines count={5} />
    </div>
  );
}

/** A product: its square picture beside its title, price and sizes. */
function ProductStandIn() {
  return (
    <div className="page product-page">
      <span className="rk-skeleton product-page__media" />
      <div className="page-loading__grow">
        <span className="rk-skeleton page-loading__title" />
        <Lines count={3} />
        <span className="rk-skeleton rk-skeleton--button page-loading__button" />
      </div>
    </div>
  );
}
