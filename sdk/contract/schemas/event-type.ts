import { string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/** The project page of an event type (its "Принять участие" link). */
export const EventProject = type({ link: maybe(string()), picture_main: maybe(string()) });
export type EventProject = Infer<typeof EventProject>;

/** An event type (purchase.md §3 "event_type", account.md §3 "Event type"). */
export const EventType = type({
  public_id: string(),
  title: string(),
  logo: maybe(string()),
  description: maybe(string()),
  video_promo: maybe(string()),
  project: maybe(EventProject),
});
export type EventType = Infer<typeof EventType>;
