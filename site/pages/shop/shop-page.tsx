import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Button, EmptyState, Spinner, TextField } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { LoadProblem } from '../load-problem.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { PageHead } from '../page-head.tsx';
import { ProductCard } from './product-card.tsx';
import { productMatches } from './product-matches.ts';
import { categoriesOf, useShopProducts } from './use-shop-products.ts';

/** The search box of the shop: it opens /shop/search?q=… */
function ShopSearchForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/shop/search?q=${encodeURIComponent(query.trim())}`);
  };
  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <TextField label={t('purchasePages.shop.searchLabel')} type="search" value={query} placeholder={t('shop.searchPlaceholder')} onChange={(event) => setQuery(event.target.value)} />
      <Button type="submit">{t('purchasePages.search.submit')}</Button>
    </form>
  );
}

interface CatalogueProps {
  readonly category?: string | undefined;
  readonly query?: string | undefined;
}

/** The catalogue: category chips, the search box and the product grid. */
function Catalogue({ category, query }: CatalogueProps) {
  const { t } = useTranslation();
  const shop = useShopProducts();
  // The chips come with the grid, all at once: drawn as each of the shop's calls answers, they
  // would move along the row (they are sorted) and wrap onto a second one.
  const known = categoriesOf(shop.products);
  const categories = shop.pending ? [] : known;
  const shown = shop.products.filter(
    (product) => (category === undefined || product.category?.public_id === category) && (query === undefined || productMatches(product, query)),
  );
  const categoryTitle = known.find((each) => each.id === category)?.title;
  // a category none of the goods is in is no page (issue 29 §13; the server answers it 404)
  if (category !== undefined && !shop.pending && !shop.error && categoryTitle === undefined) return <NotFoundPage />;
  const title = query !== undefined ? t('purchasePages.shop.searchTitle') : (categoryTitle ?? t('shop.title'));
  return (
    <div className="page">
      <PageHead title={title} lead={query !== undefined ? t('purchasePages.shop.found', { count: shown.length }) : t('purchasePages.shop.lead')} />
      <div className="catalogue-bar">
        <nav aria-label={t('shop.categories')}>
          <ul className="chips">
            <li>
              <Link className="chip" href="/shop" aria-current={category === undefined && query === undefined ? 'page' : undefined}>
                {t('purchasePages.shop.all')}
              </Link>
            </li>
            {categories.map((each) => (
              <li key={each.id}>
                <Link className="chip" href={`/shop/category/${encodeURIComponent(each.id)}`} aria-current={each.id === category ? 'page' : undefined}>
                  {each.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ShopSearchForm initial={query ?? ''} />
      </div>
      {shop.pending ? (
        <Spinner size="lg" />
      ) : shop.error ? (
        <LoadProblem onRetry={shop.retry} text={t('errors.loadProblem')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('shop.empty')} action={<Link className="rk-button rk-button--secondary" href="/shop">{t('purchasePages.shop.all')}</Link>} />
      ) : (
        <div className="product-grid">
          {shown.map((product) => (
            <ProductCard key={product.public_id} product={product} />
          ))}
        </div>
      )}
    </div>
  );
}

/** /shop */
export function ShopPage() {
  return <Catalogue />;
}

/** /shop/category/{category}: the goods of one category (its public_id). */
export function ShopCategoryPage({ params }: SitePageProps) {
  return <Catalogue category={params['category']} />;
}

/** /shop/search?q=… */
export function ShopSearchPage() {
  const query = new URLSearchParams(useSearch()).get('q') ?? '';
  return <Catalogue query={query} />;
}
