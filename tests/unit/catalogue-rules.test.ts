/**
 * What the site shows of an event, read the same way by the site and by the server that
 * writes the page's head and preloads (sdk/catalogue): the main page's slides, the pictures of
 * a slide and of an event's page, its cities soonest first.
 */
import { describe, expect, it } from 'vitest';
import { citiesByStart, heroEvents, heroPictures, landingPictures } from '../../sdk/catalogue/index.ts';
import type { Event } from '../../sdk/contract/schemas/index.ts';

const city = (id: string, start: string) => ({ public_id: id, city: { id: 1, name_ru: id }, start_time: start, address: null, timezone: 'Europe/Moscow' });
const event = (patch: Partial<Event>): Event => ({ public_id: 'e', title: 'Забег', event_city: [city('c1', '2027-01-01T07:00:00Z')], ...patch }) as Event;

describe('sdk/catalogue', () => {
  it.each([
    { name: 'marked and with a city', patch: { slider: true }, shown: true },
    { name: 'marked without a city', patch: { slider: true, event_city: [] }, shown: false },
    { name: 'not marked', patch: { slider: false }, shown: false },
    { name: 'marking unknown', patch: {}, shown: false },
  ])('the main page slides an event $name: $shown', ({ patch, shown }) => {
    expect(heroEvents([event(patch)])).toHaveLength(shown ? 1 : 0);
  });

  it.each([
    {
      name: 'both banners',
      banners: { home_page: { desktop_picture: '/d.svg', mobile_picture: '/hm.svg', slider_logo: '/hl.svg' }, landing_page: { mobile_picture: '/lm.svg', slider_logo: '/ll.svg' } },
      hero: { desktop: '/d.svg', mobile: '/hm.svg', logo: '/hl.svg' },
      landing: { desktop: '/d.svg', mobile: '/lm.svg', logo: '/ll.svg' },
    },
    {
      name: 'only a landing picture',
      banners: { landing_page: { mobile_picture: '/lm.svg' } },
      hero: { desktop: undefined, mobile: undefined, logo: undefined },
      landing: { desktop: '/lm.svg', mobile: '/lm.svg', logo: '/type.svg' },
    },
    {
      name: 'empty names',
      banners: { home_page: { desktop_picture: '', mobile_picture: null } },
      hero: { desktop: undefined, mobile: undefined, logo: undefined },
      landing: { desktop: undefined, mobile: undefined, logo: '/type.svg' },
    },
  ])('pictures with $name', ({ banners, hero, landing }) => {
    const shown = event({ banners, event_type: { public_id: 't', title: 'Тип', logo: '/type.svg' } } as Partial<Event>);
    expect(heroPictures(shown)).toEqual(hero);
    expect(landingPictures(shown)).toEqual(landing);
  });

  it('orders the cities soonest first without touching the event', () => {
    const shown = event({ event_city: [city('late', '2027-03-01T07:00:00Z'), city('soon', '2027-01-01T07:00:00Z')] });
    expect(citiesByStart(shown).map((each) => each.public_id)).toEqual(['soon', 'late']);
    expect(shown.event_city[0]?.public_id).toBe('late');
  });
});
