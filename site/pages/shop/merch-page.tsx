import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { shopCalls } from '../../../sdk/contract/index.ts';
import { Spinner } from '../../../sdk/ui/index.ts';
import { ArrowIcon } from '../../layout/icons.tsx';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { LoadProblem } from '../load-problem.tsx';
import { PageHead } from '../page-head.tsx';
import { ProductCard } from './product-card.tsx';

const blocks = ['a', 'b', 'c'] as const;

/** /merch: what the merch is, the heroes collection (GET /api/shop/project/heroes) and the way to the catalogue. */
export function MerchPage() {
  const { t } = useTranslation();
  const heroes = useCallQuery(shopCalls.heroes, {});
  return (
    <div className="page">
      <PageHead title={t('sitePages.merch.title')} lead={t('sitePages.merch.lead')}>
        <Link className="rk-button rk-button--primary" href="/shop">
          {t('sitePages.merch.cta')}
          <ArrowIcon />
        </Link>
      </PageHead>
      <ol className="content-blocks">
        {blocks.map((block, index) => (
          <li key={block} className="content-block">
            <span className="content-block__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h2 className="content-block__title">{t(`sitePages.merch.${block}.title`)}</h2>
            <p className="content-block__text">{t(`sitePages.merch.${block}.text`)}</p>
          </li>
        ))}
      </ol>
      {heroes.isPending ? (
        <Spinner size="lg" />
      ) : heroes.isError ? (
        <LoadProblem onRetry={() => void heroes.refetch()} />
      ) : (
        <div className="product-grid">
          {heroes.data.values.map((product) => (
            <ProductCard key={product.public_id} product={product} />
          ))}
        </div>
      )}
    </div>
  );
}
