import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { shopCalls } from '../../sdk/contract/index.ts';
import type { Banner } from '../../sdk/contract/schemas/index.ts';
import { useCallQuery } from '../../sdk/elements/index.ts';

/** swiper (about 26 KB) loads only when there are banners to show. */
const ShopCarousel = lazy(() => import('./shop-carousel.tsx').then((module) => ({ default: module.ShopCarousel })));

/** How many banners the carousel shows at once at its widest (shop-carousel.tsx). */
const MOST_PER_VIEW = 4;

export interface ShopBanners {
  /** The external-shop banners (none when there are none or they failed to load). */
  readonly banners: readonly Banner[];
  /** Whether GET /api/page/banner/shop has answered (or failed): the block has its final place. */
  readonly settled: boolean;
}

/** The external-shop banners of GET /api/page/banner/shop (one query, however many ask). */
export function useShopBanners(): ShopBanners {
  const query = useCallQuery(shopCalls.banners, { params: { type: 'shop' } });
  const banners = (query.data?.values ?? []).filter((banner) => banner.banner_type === 'external_shop');
  return { banners, settled: !query.isPending };
}

/**
 * The shop promo block (purchase.md §2): the external-shop banners of GET /api/page/banner/shop
 * in a carousel. While they load, the block holds a carousel's place (its title and banner-shaped
 * tiles), so nothing under it moves when they come; nothing shows without banners or when they
 * fail to load (it is an offer, not part of the order).
 */
export function ShopPromo() {
  const { t } = useTranslation();
  const { banners, settled } = useShopBanners();
  if (settled && banners.length === 0) return null;
  return (
    <section className="shop-promo" part="shop-promo" aria-labelledby="rk-basket-shop-promo">
      <h3 className="section-title" id="rk-basket-shop-promo">
        {t('basket.shopPromo.title')}
      </h3>
      {settled ? (
        <Suspense fallback={<CarouselSkeleton count={banners.length} />}>
          <ShopCarousel banners={banners} />
        </Suspense>
      ) : (
        <CarouselSkeleton count={MOST_PER_VIEW} />
      )}
    </section>
  );
}

/**
 * The carousel's stand-in while its banners or swiper load: as many tiles as the carousel shows
 * at once (2, 3 from 768 px, 4 from 900 px: the CSS follows shop-carousel.tsx), each with a
 * banner's rows (picture, a three-line title, the price line), so the carousel draws over it
 * at the same height and the blocks under it stay where they are.
 */
function CarouselSkeleton({ count }: { readonly count: number }) {
  const { t } = useTranslation();
  return (
    <div className="carousel-skeleton">
      <span className="rk-visually-hidden" role="status">
        {t('firstPaint.loading')}
      </span>
      {Array.from({ length: Math.min(count, MOST_PER_VIEW) }, (_, index) => (
        <span key={index} className="banner" aria-hidden="true">
          <span className="rk-skeleton banner__picture" />
          <span className="banner__title">
            <span className="rk-skeleton rk-skeleton--line" />
            <span className="rk-skeleton rk-skeleton--line rk-skeleton--short" />
          </span>
          <span className="banner__price">
            <span className="rk-skeleton rk-skeleton--line rk-skeleton--short" />
          </span>
        </span>
      ))}
    </div>
  );
}
