import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { shopBannersInput } from '../../../sdk/catalogue/index.ts';
import { shopCalls } from '../../../sdk/contract/index.ts';
import type { Banner } from '../../../sdk/contract/schemas/index.ts';
import { Price } from '../../../sdk/ui/index.ts';
import { ArrowIcon } from '../../layout/icons.tsx';
import { useCallQuery } from '../../../sdk/elements/index.ts';

/** How many shop banners the main page shows. */
const PROMO_TILES = 4;

/** A banner's link: a site path through the router, another site in a new tab. */
function BannerLink({ banner }: { banner: Banner }) {
  const title = banner.title ?? '';
  const link = banner.link ?? '/shop';
  const body = (
    <>
      <span className="promo-tile__media">{banner.picture_main != null && <img src={banner.picture_main} alt="" width={640} height={360} loading="lazy" />}</span>
      <span className="promo-tile__title">{title}</span>
      {banner.price != null && <Price value={banner.price} old={banner.old_price ?? undefined} size="sm" />}
    </>
  );
  return link.startsWith('/') ? (
    <Link className="promo-tile" href={link}>
      {body}
    </Link>
  ) : (
    <a className="promo-tile" href={link} target="_blank" rel="noopener">
      {body}
    </a>
  );
}

/** The shop promo of the main page: the pitch, the way to the shop and merch, and the shop banners. */
export function ShopPromo() {
  const { t } = useTranslation();
  const banners = useCallQuery(shopCalls.banners, shopBannersInput);
  return (
    <section className="home-section shop-promo" aria-labelledby="home-shop">
      <div className="shop-promo__pitch">
        <h2 className="section-title section-title--inverse" id="home-shop">
          {t('purchasePages.home.shopTitle')}
        </h2>
        <p className="shop-promo__text">{t('purchasePages.home.shopText')}</p>
        <div className="shop-promo__actions">
          <Link className="rk-button rk-button--primary" href="/shop">
            {t('purchasePages.home.toShop')}
            <ArrowIcon />
          </Link>
          <Link className="shop-promo__link" href="/merch">
            {t('purchasePages.home.merch')}
          </Link>
        </div>
      </div>
      <ul className="shop-promo__tiles">
        {banners.isPending
          ? Array.from({ length: PROMO_TILES }, (_, index) => (
              // Stand-ins while the banners load: the tiles' picture and title.
              <li key={index} aria-hidden="true">
                <span className="promo-tile">
                  <span className="promo-tile__media rk-skeleton" />
                  <span className="rk-skeleton rk-skeleton--line promo-tile__title" />
                </span>
              </li>
            ))
          : (banners.data?.values ?? []).slice(0, PROMO_TILES).map((banner) => (
              <li key={banner.public_id}>
                <BannerLink banner={banner} />
              </li>
            ))}
      </ul>
    </section>
  );
}
