/**
 * schema.org `Event` data of an event page (JSON-LD in its head, for search engines): one Event
 * per city of the event (each has its own date and place), with the city's formats as offers
 * (price in roubles, in stock while tickets of the default kind are left).
 */
import { DEFAULT_TICKET_KIND } from '../../sdk/basket/index.ts';
import type { EventCity, EventFormat, Event } from '../../sdk/contract/schemas/index.ts';
import { siteUrl } from './head-tags.ts';

/** One city of the event with the formats to offer there. */
export interface CityOffers {
  readonly city: EventCity;
  readonly formats: readonly EventFormat[];
}

const schema = (name: string) => `https://schema.org/${name}`;

function availability(format: EventFormat): string {
  const left = format.tickets_left?.[DEFAULT_TICKET_KIND];
  return left !== undefined && left !== null && left <= 0 ? schema('SoldOut') : schema('InStock');
}

/** The Event objects of `event` (absolute links on `origin`, PUBLIC_URL, when set). */
export function eventStructuredData(event: Event, cities: readonly CityOffers[], origin: string | undefined, image: string | undefined, description: string): object[] {
  const page = siteUrl(origin, `/event/${encodeURIComponent(event.public_id)}`);
  return cities.map(({ city, formats }) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description,
    startDate: city.start_time,
    eventStatus: schema('EventScheduled'),
    eventAttendanceMode: schema('OfflineEventAttendanceMode'),
    url: page,
    ...(image === undefined ? {} : { image: [siteUrl(origin, image)] }),
    location: {
      '@type': 'Place',
      name: city.address ?? city.city.name_ru,
      address: {
        '@type': 'PostalAddress',
        ...(city.address == null ? {} : { streetAddress: city.address }),
        addressLocality: city.city.name_ru,
        addressCountry: 'RU',
      },
    },
    offers: formats.map((format) => ({
      '@type': 'Offer',
      name: format.title,
      price: format.price,
      priceCurrency: 'RUB',
      availability: availability(format),
      url: siteUrl(origin, `/event/${encodeURIComponent(event.public_id)}/${encodeURIComponent(format.public_id)}`),
    })),
  }));
}
