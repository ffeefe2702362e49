import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig, siteUrl, type Language } from '../../sdk/config/index.ts';
import type { Event } from '../../sdk/contract/schemas/index.ts';
import { useWidgetNavigate } from '../../sdk/elements/index.ts';
import { eventPicture } from '../../sdk/catalogue/index.ts';
import { cardTarget } from './event-card-view.ts';
import { eventDates } from './event-dates.ts';

/** A plain left click: Ctrl/Cmd/Shift/middle clicks (new tab, new window) stay the browser's. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One event of the calendar (purchase.md §1): picture, title, the event type's description,
 * the date(s), the address for one city or 'В городах России' for several, and
 * 'Принять участие' to the project page, else to the event's page through `racekit:navigate`.
 */
export function EventCard({ event, lang }: { event: Event; lang: Language }) {
  const { t } = useTranslation();
  const navigate = useWidgetNavigate();
  const titleId = `rk-event${useId()}`;
  const [pictureFailed, setPictureFailed] = useState(false);
  const site = getConfig().site;
  const picture = eventPicture(event);
  const dates = eventDates(event.event_city, lang);
  const only = event.event_city.length === 1 ? event.event_city[0] : undefined;
  const cityName = only === undefined ? '' : only.city.name_ru;
  const place = only === undefined ? t('calendar.inRussianCities') : only.address?.trim() || cityName;
  const target = cardTarget(event);
  const href = target.kind === 'external' ? target.href : `${site}${target.path}`;

  const follow = (click: MouseEvent<HTMLAnchorElement>) => {
    if (target.kind !== 'site' || !isPlainClick(click)) return;
    click.preventDefault();
    navigate(target.path);
  };

  return (
    <article className="card" part="card" aria-labelledby={titleId}>
      <div className="card__media" part="card-image">
        {picture !== undefined && !pictureFailed ? (
          <picture>
            <source media="(max-width: 767px)" srcSet={siteUrl(picture.narrow)} />
            <img
              className="card__picture"
              src={siteUrl(picture.wide)}
              alt=""
              loading="lazy"
              decoding="async"
              onError={() => setPictureFailed(true)}
            />
          </picture>
        ) : (
          <span className="card__placeholder" aria-hidden="true">
            {event.event_type?.title ?? event.title}
          </span>
        )}
        {event.event_type != null && <span className="card__type">{event.event_type.title}</span>}
      </div>
      <div className="card__body">
        {dates.kind !== 'none' && (
          <p className="card__date" part="card-date">
            <time dateTime={dates.dateTime}>
              {dates.kind === 'one' ? dates.text : t('calendarWidget.dateRange', { from: dates.from, to: dates.to })}
            </time>
          </p>
        )}
        <h3 className="card__title" id={titleId}>
          {event.title}
        </h3>
        {event.event_type?.description != null && event.event_type.description !== '' && (
          <p className="card__description">{event.event_type.description}</p>
        )}
        <p className="card__place">
          <svg className="card__pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="10" r="2.3" fill="currentColor" />
          </svg>
          <span>{place}</span>
        </p>
        <a className="rk-button rk-button--primary card__action" part="card-action" href={href} aria-describedby={titleId} onClick={follow}>
          {t('firstPaint.takePart')}
        </a>
      </div>
    </article>
  );
}
