import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { shopCalls } from '../../sdk/contract/shop.ts';
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
      <Suspense fallback={<CarouselSkeleton count={banners.length} />}>
        <ShopCarousel banners={banners} />
      </Suspense>
    </section>
  );
}

/**
 * The carousel's stand-in while swiper loads: as many banner-shaped tiles as the carousel shows
 * at once (2, 3 from 768 px, 4 from 900 px: the CSS follows shop-carousel.tsx), so the blocks
 * under it stay where they are.
 */
function CarouselSkeleton({ count }: { readonly count: number }) {
  const { t } = useTranslation();
  return (
    <div className="carousel-skeleton">
      <span className="rk-visually-hidden" role="status">
        {t('firstPaint.loading')}
      </span>
      {Array.from({ length: Math.min(count, 4) }, (_, index) => (
        <span key={index} className="banner" aria-hidden="true">
          <span className="rk-skeleton banner__picture" />
          <span className="rk-skeleton rk-skeleton--line" />
          <span className="rk-skeleton rk-skeleton--line rk-skeleton--short" />
          <span className="rk-skeleton rk-skeleton--line rk-skeleton--short" />
        </span>
      ))}
    </div>
  );
}
