import { h } from 'preact';
import { type ShellSpec, paintRoot } from '../../sdk/elements/index.ts';
import calendarCss from './calendar.css?inline';
import { skeletonCount } from './skeleton-cards.ts';

/** event-card-skeleton.tsx, on Preact's core: a grey stand-in for an event card. */
const skeletonCard = () =>
  h(
    'div',
    { class: 'card card--skeleton' },
    h('div', { class: 'card__media skeleton' }),
    h(
      'div',
      { class: 'card__body' },
      h('span', { class: 'skeleton skeleton--line skeleton--short' }),
      h('span', { class: 'skeleton skeleton--title' }),
      h('span', { class: 'skeleton skeleton--line' }),
      h('span', { class: 'skeleton skeleton--line skeleton--short' }),
      h('span', { class: 'skeleton skeleton--button' }),
    ),
  );

/**
 * The first paint of `<racekit-calendar>`: the skeleton of the list, as calendar.tsx draws it
 * while the events load (its code is fetched at once: the visitor is waiting for the list).
 */
export const calendarShell: ShellSpec = {
  tag: 'racekit-calendar',
  attributes: ['city', 'type', 'limit'],
  styles: [calendarCss],
  fetch: 'now',
  paint: (state) => {
    const limit = Number(state.element.getAttribute('limit') ?? Number.NaN);
    const cards = skeletonCount(Number.isInteger(limit) && limit >= 1 ? limit : undefined);
    return paintRoot(
      state,
      h(
        'div',
        { class: 'calendar' },
        h(
          'div',
          { class: 'calendar__loading', 'aria-busy': 'true' },
          h('p', { class: 'rk-visually-hidden', role: 'status' }, state.words.loading),
          h('ul', { class: 'grid', part: 'list', 'aria-hidden': 'true' }, ...Array.from({ length: cards }, () => h('li', null, skeletonCard()))),
        ),
      ),
    );
  },
};
