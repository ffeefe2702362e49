import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { heroPictures } from '../../../sdk/catalogue/index.ts';
import type { Event } from '../../../sdk/contract/schemas/index.ts';
import { ArrowIcon, DateIcon, PinIcon } from '../../layout/icons.tsx';
import { useLang } from '../../shell/use-lang.ts';
import { eventSpan } from '../event/event-city-text.ts';

/** A colour from the API, as CSS may take it (a hex colour); anything else is ignored. */
const cssColour = (value: string | null | undefined) => (value != null && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined);

/**
 * One slide of the main page: the event's home-page banner (desktop and mobile pictures, which
 * carry the event's title in their artwork), its dates and places, and 'Подробнее' to its page
 * in the banner's colours. Without a picture the title, logo and type are written out. Colours
 * go in as custom properties through the CSS object model (no style attribute, strict CSP).
 */
export function HeroSlide({ event, lazy }: { event: Event; lazy: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRef<HTMLDivElement>(null);
  const banner = event.banners?.home_page;
  const textColour = cssColour(banner?.text_color);
  const buttonColour = cssColour(banner?.button_color);
  useEffect(() => {
    const element = root.current;
    if (element === null) return;
    if (textColour !== undefined) element.style.setProperty('--slide-text', textColour);
    if (buttonColour !== undefined) element.style.setProperty('--slide-accent', buttonColour);
  }, [textColour, buttonColour]);
  const cities = event.event_city;
  const place = cities.length === 1 ? (cities[0]?.address ?? cities[0]?.city.name_ru) : t('calendar.inRussianCities');
  const { desktop: picture, mobile: mobilePicture, logo } = heroPictures(event);
  return (
    <div ref={root} className={picture === undefined ? 'hero-slide hero-slide--text' : 'hero-slide'}>
      {picture !== undefined && (
        <picture className="hero-slide__picture">
          {mobilePicture !== undefined && <source media="(max-width: 768px)" srcSet={mobilePicture} width={750} height={1000} />}
          {/* The first slide is the page's largest picture: fetched first (the server also preloads it). */}
          <img src={picture} alt="" width={1920} height={800} loading={lazy ? 'lazy' : 'eager'} fetchPriority={lazy ? 'auto' : 'high'} />
        </picture>
      )}
      <div className="hero-slide__inner">
        {picture === undefined && logo !== undefined && <img className="hero-slide__logo" src={logo} alt="" width={72} height={72} />}
        {picture === undefined && event.event_type != null && <p className="hero-slide__kicker">{event.event_type.title}</p>}
        <h2 className={picture === undefined ? 'hero-slide__title' : 'rk-visually-hidden'}>{event.title}</h2>
        <ul className="hero-slide__meta">
          {cities.length > 0 && (
            <li>
              <DateIcon />
              <span className="hero-slide__meta-text">{eventSpan(cities, lang)}</span>
            </li>
          )}
          {place !== undefined && (
            <li>
              <PinIcon />
              <span className="hero-slide__meta-text">{place}</span>
            </li>
          )}
        </ul>
        <Link className="hero-slide__action" href={`/event/${encodeURIComponent(event.public_id)}`} aria-label={`${t('purchasePages.home.details')}: ${event.title}`}>
          {t('purchasePages.home.details')}
          <ArrowIcon />
        </Link>
      </div>
    </div>
  );
}

/**
 * The slide's stand-in while the events load: the same box as a slide with its picture (the
 * picture, the two lines of dates and place, the button), so nothing moves when it arrives.
 */
export function HeroSlideSkeleton() {
  return (
    <div className="hero-slide hero-slide--skeleton" aria-hidden="true">
      <div className="hero-slide__picture">
        <span className="rk-skeleton" />
      </div>
      <div className="hero-slide__inner">
        <ul className="hero-slide__meta">
          <li>
            <span className="rk-skeleton hero-slide__meta-stand-in" />
          </li>
          <li>
            <span className="rk-skeleton hero-slide__meta-stand-in" />
          </li>
        </ul>
        <span className="rk-skeleton rk-skeleton--button hero-slide__action" />
      </div>
    </div>
  );
}
