import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { addBasketItem, newBasketItemId, productLine } from '../../../sdk/basket/index.ts';
import { shopCalls } from '../../../sdk/contract/index.ts';
import type { Product } from '../../../sdk/contract/schemas/index.ts';
import { HttpStatusError } from '../../../sdk/http/index.ts';
import { flushBasketSave, editBasket } from '../../../sdk/checkout/index.ts';
import { getRacekitStore } from '../../../sdk/state/index.ts';
import { Button, Price, RadioGroup } from '../../../sdk/ui/index.ts';
import { DoneIcon } from '../../layout/icons.tsx';
import type { SitePageProps } from '../../routes/site-route.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useReportError } from '../../shell/use-report-error.ts';
import { LoadProblem } from '../load-problem.tsx';
import { PageLoading } from '../../page-loading.tsx';

/** /shop/product/{id}: one product (GET /api/shop/product/{id}) with its sizes and 'В корзину'. */
export function ProductPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const product = useCallQuery(shopCalls.product, { params: { id: params['id'] ?? '' } });
  usePageTitle(product.data?.title);
  if (product.isPending) {
    return <PageLoading shape="product" />;
  }
  if (product.isError) {
    const missing = product.error instanceof HttpStatusError && product.error.status === 404;
    return (
      <div className="page page--narrow">
        {missing ? <h1 className="page__title">{t('purchasePages.shop.notFound')}</h1> : <LoadProblem onRetry={() => void product.refetch()} />}
        <p>
          <Link className="text-link" href="/shop">
            {t('purchasePages.shop.backToShop')}
          </Link>
        </p>
      </div>
    );
  }
  return <ProductView product={product.data} />;
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const reportError = useReportError();
  const sizes = product.sizes ?? [];
  const [size, setSize] = useState<string>();
  const [sizeError, setSizeError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  // an add on its way: a click before its end adds nothing (the state's re-render may come later)
  const adding = useRef(false);

  const add = async () => {
    if (sizes.length > 0 && size === undefined) {
      setSizeError(t('shop.chooseSize'));
      return;
    }
    adding.current = true;
    setBusy(true);
    try {
      const line = { ...productLine(product, newBasketItemId()), ...(size === undefined ? {} : { size }) };
      editBasket((items) => addBasketItem(items, line, { now: Date.now() }));
      await flushBasketSave(getRacekitStore());
      setAdded(true);
    } catch (error) {
      reportError(error);
    } finally {
      adding.current = false;
      setBusy(false);
    }
  };

  return (
    <article className="page product-page">
      <div className="product-page__media">{product.picture != null && <img src={product.picture} alt="" width={800} height={800} />}</div>
      <div className="product-page__info">
        {product.category?.public_id != null && (
          <Link className="product-page__category" href={`/shop/category/${encodeURIComponent(product.category.public_id)}`}>
            {product.category.title}
          </Link>
        )}
        <h1 className="product-page__title">{product.title}</h1>
        <Price value={product.price} old={product.old_price ?? undefined} size="lg" />
        {product.description != null && <p className="product-page__text">{product.description}</p>}
        {sizes.length > 0 && (
          <RadioGroup
            label={t('shop.size')}
            inline
            className="size-picker"
            value={size}
            error={sizeError}
            required
            onChange={(value) => {
              setSize(value);
              setSizeError(undefined);
              setAdded(false);
            }}
            options={sizes.map((each) => ({
              value: each.name,
              label: each.count === 0 ? t('purchasePages.shop.sizeUnavailable', { size: each.name }) : each.name,
              disabled: each.count === 0,
            }))}
          />
        )}
        <div className="product-page__actions">
          <Button
            loading={busy}
            onClick={(event) => {
              // the second click of a double click (detail 2) adds nothing (issue 29 §13); a keyboard press has detail 0
              if (event.detail > 1 || adding.current) return;
              void add();
            }}
          >
            {t('shop.addToBasket')}
          </Button>
          {product.delivery === true && <span className="product-page__delivery">{t('purchasePages.shop.delivery')}</span>}
        </div>
        {added && (
          <p className="product-page__added" role="status">
            <DoneIcon />
            {t('purchasePages.shop.added')}
            <Link className="text-link" href="/basket">
              {t('purchasePages.shop.toBasket')}
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}
