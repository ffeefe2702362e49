import { useTranslation } from 'react-i18next';
import { pickSimilarEvents } from '../../sdk/catalogue/index.ts';
import { siteUrl } from '../../sdk/config/index.ts';
import { eventsCalls } from '../../sdk/contract/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { SiteLink } from './site-link.tsx';
import { useCallQuery } from '../../sdk/elements/index.ts';
import { SectionHead } from '../../sdk/ui/index.ts';
import { useShopBanners } from './shop-promo.tsx';

/**
 * 'Похожие мероприятия' (purchase.md §2), picked by sdk/catalogue/similar-events.ts (the
 * basket's own events left out): cards with the event's logo, title, type and where it is ('В городах России' for several cities), each opening the event in the calendar, a
 * 'Принять участие' link to that event's own page, and a link to the calendar. Issue 29 §13:
 * the link went to the event type's project page, which is another event's (the Командный
 * кубок card opened Стальной рубеж. Летний сезон), and resolved against a partner's origin.
 * It shows once the shop promo above it has its final place (its banners answered): shown
 * before, it would move down when the carousel comes or up when there is none.
 */
export function SimilarEvents({ items }: { items: readonly BasketItem[] }) {
  const { t } = useTranslation();
  const events = useCallQuery(eventsCalls.list, {}).data?.values ?? [];
  const shopPromoPlaced = useShopBanners().settled;
  const similar = pickSimilarEvents(events, items.map((line) => line.event?.public_id));
  if (!shopPromoPlaced || similar.length === 0) return null;
  return (
    <section className="similar" part="similar-events" aria-labelledby="rk-basket-similar">
      <SectionHead id="rk-basket-similar" title={t('basket.similarEvents')} headingLevel={3} titleClassName="section-title" action={<SiteLink path="/calendar" className="similar__all">{t('calendar.toCalendar')}</SiteLink>} />
      <ul className="similar__list">
        {similar.map((event) => {
          const only = event.event_city.length === 1 ? event.event_city[0] : undefined;
          const where = only === undefined ? t('calendar.inRussianCities') : (only.address ?? only.city.name_ru);
          const logo = event.event_type?.logo ?? event.banners?.landing_page?.slider_logo ?? undefined;
          return (
            <li key={event.public_id} className="event-card">
              {logo !== undefined && <img className="event-card__logo" src={siteUrl(logo)} alt="" loading="lazy" />}
              <SiteLink path={`/calendar/${encodeURIComponent(event.public_id)}`} className="event-card__title">
                {event.title}
              </SiteLink>
              {event.event_type?.description != null && <p className="event-card__type">{event.event_type.description}</p>}
              <p className="event-card__where">{where}</p>
              <SiteLink path={`/event/${encodeURIComponent(event.public_id)}`} className="event-card__cta">
                {t('firstPaint.takePart')}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
