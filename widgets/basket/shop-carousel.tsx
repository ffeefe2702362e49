import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import swiperCss from 'swiper/swiper.css?inline';
import { useLayoutEffect, useRef } from 'react';
import { siteUrl } from '../../sdk/config/index.ts';
import type { Banner } from '../../sdk/contract/schemas/index.ts';
import { Price } from '../../sdk/ui/index.ts';
import { useExtraStyles } from '../../sdk/elements/index.ts';

/**
 * The carousel settings of purchase.md §9: 4 banners per view, 2 below 768 px and 4 again
 * from 900 px (3 between, where the spec is silent), autoplay every 4700 ms, 1200 ms
 * transitions, looping. Widths are the window's, as the spec measures them.
 */
export const carouselOptions = {
  slidesPerView: 2,
  spaceBetween: 16,
  speed: 1200,
  breakpoints: { 768: { slidesPerView: 3 }, 900: { slidesPerView: 4 } },
  autoplay: { delay: 4700, disableOnInteraction: false, pauseOnMouseEnter: true },
} as const;

function prefersReducedMotion(): boolean {
  return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The external-shop banners on swiper (loaded lazily, with swiper's CSS adopted into the
 * shadow root): picture, title, price and old price, each a link opening in a new tab. Every
 * banner has the same rows (picture, a title of up to three lines, the price line), so the
 * carousel is as tall as its stand-in in shop-promo.tsx.
 * Autoplay stops while a banner has keyboard focus and for visitors who ask for less motion.
 */
export function ShopCarousel({ banners }: { banners: readonly Banner[] }) {
  const container = useRef<HTMLDivElement>(null);
  // swiper's rules first, so the basket's own win.
  useExtraStyles(swiperCss, 'before');

  // Before the first paint: a carousel drawn before swiper sized its slides would be one banner
  // the width of the block (several times its height) for a frame, moving what is under it.
  useLayoutEffect(() => {
    const node = container.current;
    if (node === null) return undefined;
    let swiper: Swiper;
    try {
      swiper = new Swiper(node, {
        ...carouselOptions,
        breakpoints: { ...carouselOptions.breakpoints },
        modules: [Autoplay],
        loop: banners.length > 4,
        autoplay: prefersReducedMotion() ? false : { ...carouselOptions.autoplay },
      });
    } catch (error) {
      console.warn('racekit-basket: the shop carousel could not start; banners show as a list', error);
      return undefined;
    }
    const pause = () => swiper.autoplay.stop();
    const resume = () => {
      if (!prefersReducedMotion()) swiper.autoplay.start();
    };
    node.addEventListener('focusin', pause);
    node.addEventListener('focusout', resume);
    return () => {
      node.removeEventListener('focusin', pause);
      node.removeEventListener('focusout', resume);
      swiper.destroy(true, true);
    };
  }, [banners]);

  return (
    <div className="swiper carousel" ref={container}>
      <ul className="swiper-wrapper carousel__list">
        {banners.map((banner) => (
          <li key={banner.public_id} className="swiper-slide carousel__slide">
            <a className="banner" href={banner.link ?? undefined} target="_blank" rel="noopener noreferrer">
              {banner.picture_main == null ? (
                <span className="banner__picture" />
              ) : (
                <img className="banner__picture" src={siteUrl(banner.picture_main)} alt="" loading="lazy" />
              )}
              <span className="banner__title">{banner.title}</span>
              <span className="banner__price">{banner.price != null && <Price value={banner.price} old={banner.old_price ?? undefined} size="sm" />}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
