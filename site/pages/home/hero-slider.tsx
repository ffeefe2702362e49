import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import type { Event } from '../../../sdk/contract/schemas/index.ts';
import { classNames } from '../../../sdk/ui/index.ts';
import { ArrowIcon } from '../../layout/icons.tsx';
import { HeroSlide } from './hero-slide.tsx';

/** purchase.md §9: autoplay delay 4700 ms, speed 1200 ms, loop on. */
const AUTOPLAY_DELAY_MS = 4_700;
const SPEED_MS = 1_200;

/**
 * The main page's slider of upcoming events (swiper, loaded only when the slides must move): the
 * previous and next buttons, a dot per slide and a pause button, all by keyboard; autoplay
 * stops while the pointer or focus is on it and for visitors who prefer less motion.
 */
export function HeroSlider({ events, takeFocus }: { events: readonly Event[]; takeFocus: boolean }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  // The slider replaces the first slide the visitor may have focused: focus moves onto its twin.
  useEffect(() => {
    if (takeFocus && (document.activeElement === null || document.activeElement === document.body)) {
      root.current?.querySelector<HTMLElement>('.swiper-slide-active a')?.focus();
    }
  }, [takeFocus]);
  const [swiper, setSwiper] = useState<SwiperInstance>();
  const [active, setActive] = useState(0);
  const [autoplay] = useState(() => events.length > 1 && !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches));
  const [playing, setPlaying] = useState(autoplay);
  const toggle = () => {
    if (swiper === undefined) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };
  return (
    <div
      ref={root}
      className="hero-slider"
      onFocus={() => swiper?.autoplay.pause()}
      onBlur={() => {
        if (playing) swiper?.autoplay.resume();
      }}
    >
      <Swiper
        modules={[Autoplay]}
        loop={events.length > 1}
        speed={SPEED_MS}
        autoplay={autoplay ? { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.realIndex)}
        watchSlidesProgress
      >
        {events.map((event, index) => (
          <SwiperSlide key={event.public_id} role="group" aria-roledescription="slide" aria-label={t('purchasePages.home.slide', { index: index + 1, count: events.length })} inert={index !== active}>
            <HeroSlide event={event} lazy={index > 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {events.length > 1 && (
        <div className="hero-slider__controls">
          <button type="button" className="hero-slider__arrow hero-slider__arrow--prev" aria-label={t('purchasePages.home.previous')} onClick={() => swiper?.slidePrev()}>
            <ArrowIcon />
          </button>
          <ul className="hero-slider__dots">
            {events.map((event, index) => (
              <li key={event.public_id}>
                <button
                  type="button"
                  className={classNames('hero-slider__dot', index === active && 'is-active')}
                  aria-label={t('purchasePages.home.slide', { index: index + 1, count: events.length })}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => swiper?.slideToLoop(index)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="hero-slider__arrow" aria-label={t('purchasePages.home.next')} onClick={() => swiper?.slideNext()}>
            <ArrowIcon />
          </button>
          <button type="button" className="hero-slider__pause" aria-label={playing ? t('purchasePages.home.pause') : t('purchasePages.home.play')} aria-pressed={!playing} onClick={toggle}>
            <span className={playing ? 'hero-slider__pause-icon' : 'hero-slider__play-icon'} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
