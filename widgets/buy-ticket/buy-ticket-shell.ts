import { h } from 'preact';
import { type ShellSpec, paintRoot, paintSpinner, shellSite } from '../../sdk/elements/index.ts';
import { existingHandoff } from '../../sdk/runtime/index.ts';
import { buttonStyles } from '../../sdk/ui/index.ts';
import buttonCss from './buy-ticket.css?inline';
import { loadDialog, prepareDialog } from './prepare-dialog.ts';

/** Some of the element is inside the window. */
function onScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/**
 * Inline checkout opens `<racekit-basket>` in the dialog (checkout-path.ts checkoutMode): its
 * code comes with the dialog's, after the button's first paint, never before. Inline:
 * `checkout="inline"`, or no `checkout` on the organiser's own site (as configured so far).
 */
export function wantsInlineCheckout(element: HTMLElement): boolean {
  const checkout = element.getAttribute('checkout');
  if (checkout !== null) return checkout === 'inline';
  return new URL(existingHandoff()?.site?.() ?? shellSite()).origin === location.origin;
}

/**
 * The first paint of `<racekit-buy-ticket>` on a partner page: 'Принять участие', as the widget
 * draws it (buy-ticket.tsx), with the button's CSS only. A press before the widget's code is in
 * shows a spinner and `aria-busy`, and opens the dialog once it is (the dialog's code is fetched
 * beside the widget's, and its event too, prepare-dialog.ts).
 */
export const buyTicketShell: ShellSpec = {
  tag: 'racekit-buy-ticket',
  attributes: ['event', 'format', 'city', 'promocode', 'checkout', 'count', 'partner'],
  styles: [...buttonStyles, buttonCss],
  fetch: 'idle',
  // Opening the dialog is why anyone presses it: its code comes with the widget's, and its event
  // on intent, or when the page is idle for a button on screen (not for a list of many below).
  prefetch: (element, reason) => {
    const eventId = element.getAttribute('event');
    const ahead = eventId !== null && eventId !== '' && (reason === 'intent' || onScreen(element)) ? prepareDialog(eventId) : loadDialog();
    void ahead.catch(() => undefined); // the widget asks again itself, and reports
    // The loader's (embed) load of the basket: its failure is reported by the loader.
    if (wantsInlineCheckout(element)) void existingHandoff()?.load?.('racekit-basket').catch(() => undefined);
  },
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
