import { h } from 'preact';
import { type ShellSpec, paintRoot, pluralWords, shellSite, storedPlainText, storedValue } from '../../sdk/elements/index.ts';
import { storageKeys } from '../../sdk/state/index.ts';
import badgeCss from './basket-badge.css?inline';
import { BASKET_PATH, badgeCountText, basketIcon } from './basket-link.ts';

/**
 * The number of lines in the stored basket list in use, as the first paint can tell it (the
 * signed-in user's `basketGoods` when a token is stored, else the guest's `NoAuthBasketGoods`):
 * the entries of a stored list. The widget, once in, counts the entries that pass validation.
 */
function storedBasketCount(): number {
  const token = storedPlainText(storageKeys.token);
  const list = storedValue(typeof token === 'string' && token !== '' ? storageKeys.basket : storageKeys.guestBasket);
  return Array.isArray(list) ? list.length : 0;
}

/** The first paint of `<racekit-basket-badge>`: the link with the stored count, as basket-badge.tsx draws it. */
export const basketBadgeShell: ShellSpec = {
  tag: 'racekit-basket-badge',
  attributes: [],
  styles: [badgeCss],
  fetch: 'idle',
  paint: (state) => {
    const count = storedBasketCount();
    return paintRoot(
      state,
      h(
        'a',
        {
          part: 'base',
          class: 'badge',
          href: `${shellSite()}${BASKET_PATH}`,
          'aria-label': pluralWords(state.words, 'basketCount', state.language, count),
          'aria-busy': state.pending ? 'true' : undefined,
        },
        h(
          'svg',
          { part: 'icon', class: 'badge__icon', viewBox: basketIcon.viewBox, 'aria-hidden': 'true', focusable: 'false' },
          h('path', { d: basketIcon.cart, fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
          ...basketIcon.wheels.map(([cx, cy]) => h('circle', { cx, cy, r: basketIcon.wheelRadius, fill: 'currentColor' })),
        ),
        h('span', { part: 'count', class: count === 0 ? 'badge__count is-empty' : 'badge__count', 'aria-hidden': 'true' }, badgeCountText(count)),
      ),
    );
  },
};
