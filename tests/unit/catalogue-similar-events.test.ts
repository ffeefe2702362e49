/**
 * 'Похожие мероприятия' (sdk/catalogue/similar-events.ts): one rule for the basket and the
 * personal area, the stricter of the two they had (issue 31 item 2) — no event without a date
 * and place, none the visitor holds, the held types first, catalogue order, four at most.
 */
import { describe, expect, it } from 'vitest';
import { pickSimilarEvents, SIMILAR_EVENTS } from '../../sdk/catalogue/index.ts';
import type { Event } from '../../sdk/contract/schemas/index.ts';
import { titled } from './table-rows.ts';

const place = { public_id: 'ec', city: { id: 1, name_ru: 'Москва' }, start_time: '2030-07-01T06:00:00Z' };

/** `id` with a type after ':' ('e1:run') and '-' for an event with no date and place ('e2-'). */
function event(spec: string): Event {
  const placeless = spec.endsWith('-');
  const [id = '', type] = spec.replace(/-$/, '').split(':');
  return { public_id: id, title: id, event_city: placeless ? [] : [place], event_type: type === undefined ? null : { public_id: type, title: type } };
}

type Row = readonly [name: string, catalogue: string[], held: (string | undefined)[], picked: string[]];

const rows: readonly Row[] = [
  ['nothing held: the first four in catalogue order', ['a', 'b', 'c', 'd', 'e', 'f'], [], ['a', 'b', 'c', 'd']],
  ['fewer than four to show: all of them', ['a', 'b'], [], ['a', 'b']],
  ['an empty catalogue: none', [], ['a'], []],
  ['an event with no date and place is left out (the site had it)', ['a', 'b-', 'c', 'd', 'e'], [], ['a', 'c', 'd', 'e']],
  ['only placeless events: none', ['a-', 'b-'], [], []],
  ['the held events are left out (the basket had it)', ['a', 'b', 'c', 'd', 'e'], ['b', 'd'], ['a', 'c', 'e']],
  ['held and placeless at once: both rules hold', ['a:run', 'b:run-', 'c:run', 'd', 'e', 'f', 'g'], ['a'], ['c', 'd', 'e', 'f']],
  ['the held types first, then the rest, each in catalogue order', ['a:run', 'b:swim', 'c:ride', 'd:swim', 'e:run', 'f:swim'], ['b'], ['d', 'f', 'a', 'c']],
  ['two held types mix in catalogue order', ['a:run', 'b:swim', 'c:ride', 'd:swim', 'e:run', 'f:ride'], ['a', 'c'], ['e', 'f', 'b', 'd']],
  ['a held type with only placeless events: the rest as they come', ['a:run', 'b:run-', 'c:swim', 'd:swim'], ['a'], ['c', 'd']],
  ['a held event the catalogue does not list: no type to prefer', ['a:run', 'b:swim', 'c:run'], ['x'], ['a', 'b', 'c']],
  ['a line without an event holds nothing', ['a', 'b'], [undefined], ['a', 'b']],
];

describe('similar events', () => {
  it.each(titled(rows, ([name]) => name))('%s', (_title, [, catalogue, held, picked]) => {
    expect(pickSimilarEvents(catalogue.map(event), held).map((shown) => shown.public_id)).toEqual(picked);
  });

  it('shows four at most however many are related', () => {
    const catalogue = ['h:run', ...Array.from({ length: 9 }, (_, n) => `r${n}:run`)].map(event);
    expect(pickSimilarEvents(catalogue, ['h'])).toHaveLength(SIMILAR_EVENTS);
    expect(SIMILAR_EVENTS).toBe(4);
  });
});
