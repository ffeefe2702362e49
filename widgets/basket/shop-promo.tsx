import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { shopCalls } from '../../sdk/contract/shop.ts';
import { Spinner } from '../../sdk/ui/spinner.tsx';
import { useCallQuery } from '../../sdk/elements/use-call-query.ts';

/** swiper (about 26 KB) loads only when there are banners to show. */
const ShopCarousel = lazy(() => import('./shop-carousel.tsx').then((module) => ({ default: module.ShopCarousel })));

/**
 * The shop promo block (purchase.md §2): the external-shop banners of GET /api/page/banner/shop
 * in a carousel. Nothing shows without banners or when they fail to load (it is an offer, not
 * part of the order).
 */
export function ShopPromo() {
  const { t } = useTranslation();
  const banners = (useCallQuery(shopCalls.banners, { params: { type: 'shop' } }).data?.values ?? []).filter(
    (banner) => banner.banner_type === 'external_shop',
  );
  if (banners.length === 0) return null;
  return (
    <section className="shop-promo" part="shop-promo" aria-labelledby="rk-basket-shop-promo">
      <h3 className="section-title" id="rk-basket-shop-promo">
        {t('basket.shopPromo.title')}
      </h3>
      <Suspense fallback={<Spinner />}>
        <ShopCarousel banners={banners} />
      </Suspense>
    </section>
  );
}
