import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pickSimilarEvents } from '../../../sdk/catalogue/index.ts';
import { eventsCalls } from '../../../sdk/contract/index.ts';
import type { Event } from '../../../sdk/contract/schemas/index.ts';
import { formatDayMonth } from '../../../sdk/format/index.ts';
import { SectionHead, Spinner } from '../../../sdk/ui/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { useLang } from '../../shell/use-lang.ts';

/** The share of the block on screen that starts the load (account.md §9 "visibility threshold 60%"). */
const VISIBLE_SHARE = 0.6;

/**
 * 'Похожие мероприятия' under the tickets and orders sections (account.md §2): the events load
 * only when the block is 60 % on screen (IntersectionObserver, threshold 0.6); until then it
 * holds its place. The events are the catalogue's (GET /api/event/list, the query the calendar
 * shares) as sdk/catalogue/similar-events.ts picks them; the area holds no basket to leave out.
 */
export function SimilarEvents() {
  const { t } = useTranslation();
  const block = useRef<HTMLElement>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = block.current;
    if (seen || element === null) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= VISIBLE_SHARE)) setSeen(true);
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  const list = useCallQuery(eventsCalls.list, seen ? {} : null);
  const events = pickSimilarEvents(list.data?.values ?? []);
  const loading = !seen || list.isPending;
  if (seen && !loading && events.length === 0) return null;

  return (
    <section ref={block} className="me-similar" aria-labelledby="me-similar-title" aria-busy={loading} data-loaded={seen && !loading ? 'true' : undefined}>
      <SectionHead id="me-similar-title" title={t('basket.similarEvents')} className="me-similar__head" titleClassName="me-similar__title" action={<Link className="me-link" href="/calendar">{t('accountPages.me.toCalendar')}</Link>} />
      {loading ? (
        <div className="me-similar__placeholder">{seen && <Spinner label={t('accountPages.me.similarLoading')} />}</div>
      ) : (
        <ul className="me-similar__list">
          {events.map((event) => (
            <li key={event.public_id}>
              <SimilarEventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SimilarEventCard({ event }: { event: Event }) {
  const { t } = useTranslation();
  const lang = useLang();
  const first = event.event_city[0];
  const picture = event.banners?.landing_page?.mobile_picture ?? event.banners?.home_page?.mobile_picture ?? undefined;
  const where = event.event_city.length > 1 ? t('calendar.inRussianCities') : (first?.city.name_ru ?? '');
  const when = first === undefined ? '' : formatDayMonth(first.start_time, first.timezone == null ? { lang } : { lang, timeZone: first.timezone });
  return (
    <article className="me-event">
      <div className="me-event__media">{picture !== undefined && <img src={picture} alt="" loading="lazy" />}</div>
      <div className="me-event__body">
        <p className="me-event__meta">
          {when}
          {when !== '' && where !== '' && ' · '}
          {where}
        </p>
        <h3 className="me-event__title">
          <Link href={`/event/${encodeURIComponent(event.public_id)}`}>{event.title}</Link>
        </h3>
        {event.event_type?.title != null && <p className="me-event__type">{event.event_type.title}</p>}
      </div>
    </article>
  );
}
