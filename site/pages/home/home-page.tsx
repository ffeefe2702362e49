import { lazy, Suspense, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { heroEvents } from '../../../sdk/catalogue/index.ts';
import { eventsCalls } from '../../../sdk/contract/index.ts';
import { ArrowIcon } from '../../layout/icons.tsx';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { HeroSlide, HeroSlideSkeleton } from './hero-slide.tsx';
import { NewsPreview } from './news-preview.tsx';
import { ShopPromo } from './shop-promo.tsx';

/** swiper arrives only when the slides must move: the visitor reaches for them, or the first autoplay step is due. */
const HeroSlider = lazy(async () => ({ default: (await import('./hero-slider.tsx')).HeroSlider }));

/** purchase.md §9: the carousel's autoplay delay, also when the slider's code is first needed. */
const FIRST_MOVE_MS = 4_700;

/** How many upcoming events the main page's calendar shows. */
const UPCOMING_LIMIT = 4;

/**
 * The main page (purchase.md §2): a slider of upcoming events from their home-page banners, the
 * calendar widget limited to a few events, the news preview and the shop promo.
 */
export function HomePage() {
  const { t } = useTranslation();
  const events = useCallQuery(eventsCalls.list, {});
  const slides = heroEvents(events.data?.values ?? []);
  const first = slides[0];
  const calendarDrawn = useLateCalendar();
  const [sliderWanted, setSliderWanted] = useState(false);
  const focusInside = useRef(false);
  const several = slides.length > 1;
  useEffect(() => {
    if (!several) return undefined;
    const timer = setTimeout(() => setSliderWanted(true), FIRST_MOVE_MS);
    return () => clearTimeout(timer);
  }, [several]);
  const wantSlider = (event: SyntheticEvent) => {
    if (event.type === 'focus') focusInside.current = true;
    if (several) setSliderWanted(true);
  };
  return (
    <div className="home">
      <h1 className="rk-visually-hidden">{t('purchasePages.home.title')}</h1>
      <section
        className="home-hero"
        aria-label={t('purchasePages.home.slider')}
        aria-roledescription="carousel"
        onPointerEnter={wantSlider}
        onTouchStart={wantSlider}
        onFocus={wantSlider}
      >
        {events.isPending ? (
          <HeroSlideSkeleton />
        ) : first === undefined ? (
          <div className="hero-slide hero-slide--placeholder">
            <div className="hero-slide__inner">
              <p className="hero-slide__kicker">{t('site.brandTagline')}</p>
              <p className="hero-slide__title" aria-hidden="true">
                {t('purchasePages.home.title')}
              </p>
            </div>
          </div>
        ) : sliderWanted ? (
          <Suspense fallback={<HeroSlide event={first} lazy={false} />}>
            <HeroSlider events={slides} takeFocus={focusInside.current} />
          </Suspense>
        ) : (
          <HeroSlide event={first} lazy={false} />
        )}
      </section>
      <div className="page">
        <section className="home-section" aria-labelledby="home-upcoming">
          <div className="home-section__head">
            <h2 className="section-title" id="home-upcoming">
              {t('purchasePages.home.upcoming')}
            </h2>
            <Link className="text-link" href="/calendar">
              {t('purchasePages.home.allEvents')}
              <ArrowIcon />
            </Link>
          </div>
          <racekit-calendar ref={calendarDrawn.ref} className={calendarDrawn.drawn ? '' : 'is-arriving'} limit={String(UPCOMING_LIMIT)} />
        </section>
        <NewsPreview />
        <ShopPromo />
      </div>
    </div>
  );
}

/**
 * The calendar sits under the slide: its code is fetched once the first screen has been painted
 * (two frames on), so the slide never waits for it. Until the widget has drawn into its shadow
 * root (a frame after its code arrives), the element holds a screen's height (site/css/home.css
 * `.is-arriving`), so what follows it stays off screen and nothing in view moves.
 */
function useLateCalendar(): { readonly ref: RefObject<HTMLElement | null>; readonly drawn: boolean } {
  const ref = useRef<HTMLElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let observer: MutationObserver | undefined;
    const load = async () => {
      await import('../../../widgets/calendar/define.ts');
      const shadow = ref.current?.shadowRoot;
      if (cancelled || shadow === null || shadow === undefined) return;
      const check = () => {
        if (shadow.childElementCount === 0) return;
        observer?.disconnect();
        setDrawn(true);
      };
      observer = new MutationObserver(check);
      observer.observe(shadow, { childList: true });
      check();
    };
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => void load());
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, []);
  return { ref, drawn };
}
