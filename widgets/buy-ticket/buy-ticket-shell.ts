import { h } from 'preact';
import type { ShellSpec } from '../../sdk/elements/define-shell.ts';
import { paintRoot, paintSpinner } from '../../sdk/elements/first-paint-parts.ts';
import { buttonStyles } from '../../sdk/ui/button-styles.ts';
import buttonCss from './buy-ticket.css?inline';

/**
 * The first paint of `<racekit-buy-ticket>` on a partner page: 'Принять участие', as the widget
 * draws it (buy-ticket.tsx), with the button's CSS only. A press before the widget's code is in
 * shows a spinner and `aria-busy`, and opens the dialog once it is (the dialog's code is fetched
 * beside the widget's).
 */
export const buyTicketShell: ShellSpec = {
  tag: 'racekit-buy-ticket',
  attributes: ['event', 'format', 'city', 'promocode', 'checkout', 'count', 'partner'],
  styles: [...buttonStyles, buttonCss],
  fetch: 'idle',
  // Opening the dialog is why anyone presses it: it comes with the widget.
  prefetch: () => import('./buy-ticket-dialog.tsx'),
  paint: (state) =>
    paintRoot(
      state,
      h(
        'button',
        {
          type: 'button',
          part: 'button',
          class: 'rk-button rk-button--primary buy-button',
          'aria-haspopup': 'dialog',
          'aria-expanded': 'false',
          'aria-busy': state.pending ? 'true' : undefined,
        },
        h('span', { class: 'rk-button__label' }, state.words.takePart),
      ),
      state.pending ? paintSpinner(state.words.loading, 'sm', 'buy-pending') : null,
    ),
};
