import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { citiesByStart, landingPictures, eventFormatsInput } from '../../../sdk/catalogue/index.ts';
import { eventsCalls, formatsCalls } from '../../../sdk/contract/index.ts';
import type { Event } from '../../../sdk/contract/schemas/index.ts';
import { checkLinkPromocode, type LinkPromocode } from '../../../sdk/checkout/index.ts';
import { formatRoubles } from '../../../sdk/format/index.ts';
import { HttpStatusError } from '../../../sdk/http/index.ts';
import { classNames, Spinner } from '../../../sdk/ui/index.ts';
import '../../../widgets/buy-ticket/define.ts';
import { ArrowIcon, DateIcon, PinIcon } from '../../layout/icons.tsx';
import type { SitePageProps } from '../../routes/site-route.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { useLang } from '../../shell/use-lang.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { LoadProblem } from '../load-problem.tsx';
import { cityStart, eventSpan } from './event-city-text.ts';
import { FormatList } from './format-list.tsx';
import { PageLoading } from '../../page-loading.tsx';

interface EventViewProps {
  readonly eventId: string;
  readonly formatId: string | undefined;
  readonly promocode: string | undefined;
  /** The calendar's event page: a lower banner. */
  readonly compact: boolean;
}

/** /calendar/{event_id}[/{promocode}]: the event with its formats; the promo code goes to the buy button. */
export function CalendarEventPage({ params }: SitePageProps) {
  return <EventView eventId={params['event_id'] ?? ''} formatId={undefined} promocode={params['promocode']} compact />;
}

/** /event/{id}[/{format_public_id}]: the event's landing; the format is preselected in the buy button. */
export function EventLandingPage({ params }: SitePageProps) {
  return <EventView eventId={params['id'] ?? ''} formatId={params['format']} promocode={undefined} compact={false} />;
}

/**
 * An event (purchase.md §2, §3): its banner, title and dates, description, cities with dates
 * and addresses, and the formats of the chosen city with prices. One `<racekit-buy-ticket>`
 * ('Принять участие') buys: on this site its checkout goes through /basket-fill-outside to
 * /basket (the router takes its `racekit:navigate`).
 */
function EventView({ eventId, formatId, promocode, compact }: EventViewProps) {
  const { t } = useTranslation();
  const event = useCallQuery(eventsCalls.byId, { params: { id: eventId } });
  if (event.isPending) {
    return <PageLoading shape="event" />;
  }
  if (event.isError) {
    if (event.error instanceof HttpStatusError && event.error.status === 404) {
      return (
        <section className="page page--narrow status-page">
          <h1 className="page__title">{t('event.notFound')}</h1>
          <div className="status-page__actions">
            <Link className="rk-button rk-button--primary" href="/calendar">
              {t('notfound.toCalendar')}
            </Link>
          </div>
        </section>
      );
    }
    return (
      <div className="page">
        <LoadProblem onRetry={() => void event.refetch()} />
      </div>
    );
  }
  return <EventContent event={event.data} formatId={formatId} promocode={promocode} compact={compact} />;
}

function EventContent({ event, formatId, promocode, compact }: { event: Event } & Omit<EventViewProps, 'eventId'>) {
  const { t } = useTranslation();
  const lang = useLang();
  const cities = citiesByStart(event);
  const format = useCallQuery(formatsCalls.byId, formatId === undefined ? null : { params: { id: formatId } });
  usePageTitle(format.data === undefined ? event.title : t('site.head.formatTitle', { format: format.data.title, event: event.title }));
  const [cityChoice, setCityChoice] = useState<string>();
  const cityId = cityChoice ?? format.data?.event_city_public_id ?? cities[0]?.public_id;
  const city = cities.find((each) => each.public_id === cityId) ?? cities[0];
  const formats = useCallQuery(formatsCalls.byEventCity, city === undefined ? null : eventFormatsInput(city.public_id, formatId));
  const shown = (formats.data?.values ?? []).filter((each) => each.hidden !== true || each.public_id === formatId);
  const cheapest = shown.reduce<number | undefined>((least, each) => (least === undefined || each.price < least ? each.price : least), undefined);
  const { desktop: desktopPicture, mobile: mobilePicture, logo } = landingPictures(event);
  const project = event.event_type?.project?.link;
  const buyCity = cityChoice ?? (formatId === undefined ? undefined : format.data?.event_city_public_id) ?? undefined;
  const promo = useLinkPromocode(promocode, shown.map((each) => each.public_id));

  return (
    <article className="event-page">
      {desktopPicture !== undefined && (
        <div className={classNames('event-banner', compact && 'event-banner--compact')}>
          <picture>
            {mobilePicture !== undefined && <source media="(max-width: 768px)" srcSet={mobilePicture} width={750} height={1000} />}
            <img src={desktopPicture} alt="" width={1920} height={800} fetchPriority="high" />
          </picture>
        </div>
      )}
      <header className="event-head">
        {logo !== undefined && <img className="event-head__logo" src={logo} alt="" width={72} height={72} />}
        <div className="event-head__text">
          {event.event_type != null && <p className="event-head__kicker">{event.event_type.title}</p>}
          <h1 className="event-head__title">{event.title}</h1>
          <ul className="event-head__meta">
            {cities.length > 0 && (
              <li>
                <DateIcon />
                {eventSpan(cities, lang)}
              </li>
            )}
            {cities.length > 0 && (
              <li>
                <PinIcon />
                {cities.length === 1 && cities[0] !== undefined ? (cities[0].address ?? cities[0].city.name_ru) : t('calendar.inRussianCities')}
              </li>
            )}
          </ul>
        </div>
      </header>

      <div className="page event-layout">
        <aside className="buy-card" aria-labelledby="buy-card-title">
          <h2 className="buy-card__title" id="buy-card-title">
            {t('purchasePages.event.ticketsFrom')}
          </h2>
          {cheapest !== undefined && <p className="buy-card__price">{t('event.priceFrom', { price: formatRoubles(cheapest, lang) })}</p>}
          <p className="buy-card__text">{cities.length === 0 ? t('purchasePages.event.noCities') : t('purchasePages.event.chooseAndBuy')}</p>
          {cities.length > 0 && (
            <racekit-buy-ticket
              className="buy-card__button"
              event={event.public_id}
              checkout="redirect"
              {...(formatId === undefined ? {} : { format: formatId })}
              {...(buyCity === undefined ? {} : { city: buyCity })}
              {...(promocode === undefined || promo?.status !== 'valid' ? {} : { promocode })}
            />
          )}
          {format.data !== undefined && <p className="buy-card__note">{t('purchasePages.event.formatFocus', { title: format.data.title })}</p>}
          {promocode !== undefined && (
            <p className="buy-card__note" role="status">
              {promo === undefined
                ? t('purchasePages.event.promocodeChecking', { code: promocode })
                : promo.status === 'valid'
                  ? promo.formatIds.length < shown.length
                    ? t('purchasePages.event.promocodeFor', { code: promocode, formats: shown.filter((each) => promo.formatIds.includes(each.public_id)).map((each) => `«${each.title}»`).join(', ') })
                    : t('purchasePages.event.promocode', { code: promocode })
                  : t('purchasePages.event.promocodeRefused', { code: promocode, message: promo.message ?? t('errors.generic') })}
            </p>
          )}
        </aside>

        <div className="event-layout__main">
          <section className="event-section" aria-labelledby="event-about">
            <h2 className="section-title" id="event-about">
              {t('purchasePages.event.about')}
            </h2>
            {event.description != null && <p className="event-section__lead">{event.description}</p>}
            {event.event_type?.description != null && <p className="event-section__text">{event.event_type.description}</p>}
            {project != null && project !== '' && project !== `/event/${event.public_id}` && (
              <p>
                {project.startsWith('/') ? (
                  <Link className="text-link" href={project}>
                    {t('purchasePages.event.projectSite')}
                    <ArrowIcon />
                  </Link>
                ) : (
                  <a className="text-link" href={project} target="_blank" rel="noopener">
                    {t('purchasePages.event.projectSite')}
                    <ArrowIcon />
                  </a>
                )}
              </p>
            )}
          </section>

          {cities.length > 0 && (
            <section className="event-section" aria-labelledby="event-cities">
              <h2 className="section-title" id="event-cities">
                {t('purchasePages.event.citiesTitle')}
              </h2>
              <ul className="city-list">
                {cities.map((each) => (
                  <li key={each.public_id}>
                    <button
                      type="button"
                      className={classNames('city-card', each.public_id === city?.public_id && 'is-chosen')}
                      aria-pressed={each.public_id === city?.public_id}
                      onClick={() => setCityChoice(each.public_id)}
                    >
                      <span className="city-card__name">{each.city.name_ru}</span>
                      <span className="city-card__date">
                        <DateIcon />
                        <time dateTime={each.start_time}>{cityStart(each, lang)}</time>
                      </span>
                      {each.address != null && (
                        <span className="city-card__address">
                          <PinIcon />
                          {each.address}
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {city !== undefined && (
            <section className="event-section" aria-labelledby="event-formats">
              <h2 className="section-title" id="event-formats">
                {t('purchasePages.event.formatsTitle')}
                {cities.length > 1 && <span className="section-title__note"> · {city.city.name_ru}</span>}
              </h2>
              {formats.isPending ? (
                <Spinner />
              ) : formats.isError ? (
                <LoadProblem onRetry={() => void formats.refetch()} />
              ) : shown.length === 0 ? (
                <p className="event-section__text">{t('buyTicket.noFormats')}</p>
              ) : (
                <FormatList eventId={event.public_id} formats={shown} chosen={formatId} />
              )}
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * The link's promo code checked against the shown formats (sdk/checkout checkLinkPromocode)
 * before the page promises it; undefined while the check runs (or no code).
 */
function useLinkPromocode(code: string | undefined, formatIds: readonly string[]): LinkPromocode | undefined {
  const [checked, setChecked] = useState<{ key: string; result: LinkPromocode }>();
  const key = code === undefined || formatIds.length === 0 ? '' : `${code}\u0000${formatIds.join(',')}`;
  useEffect(() => {
    if (code === undefined || key === '') return undefined;
    let current = true;
    checkLinkPromocode(code, key.split('\u0000')[1]?.split(',') ?? []).then(
      (result) => {
        if (current) setChecked({ key, result });
      },
      () => {
        if (current) setChecked({ key, result: { status: 'refused', message: null } });
      },
    );
    return () => {
      current = false;
    };
  }, [code, key]);
  return checked?.key === key && key !== '' ? checked.result : undefined;
}
