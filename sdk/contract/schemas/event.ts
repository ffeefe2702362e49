import { array, boolean, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';
import { EventCity } from './event-city.ts';
import { EventType } from './event-type.ts';

/** Pictures and colours of an event on the main page slider and on its landing page. */
export const EventBanners = type({
  home_page: maybe(
    type({
      desktop_picture: maybe(string()),
      mobile_picture: maybe(string()),
      text_color: maybe(string()),
      slider_logo: maybe(string()),
      button_color: maybe(string()),
    }),
  ),
  landing_page: maybe(
    type({ slider_logo: maybe(string()), button_color: maybe(string()), mobile_picture: maybe(string()) }),
  ),
});
export type EventBanners = Infer<typeof EventBanners>;

/**
 * An event (purchase.md §3 "Event"). `slider`: shown in the main page slider. The card shows
 * the address when `event_city` has one entry and 'В городах России' when it has several.
 */
export const Event = type({
  public_id: string(),
  title: string(),
  description: maybe(string()),
  external_url: maybe(string()),
  slider: maybe(boolean()),
  event_city: array(EventCity),
  banners: maybe(EventBanners),
  event_type: maybe(EventType),
});
export type Event = Infer<typeof Event>;
