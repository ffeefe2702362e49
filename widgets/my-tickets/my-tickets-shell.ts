import { type ShellSpec, paintLoading } from '../../sdk/elements/index.ts';
import spinnerCss from '../../sdk/ui/css/spinner.css?inline';

/**
 * The first paint of `<racekit-my-tickets>`: a busy box while the ticket list loads (its code is fetched at
 * once: there is nothing to show without it).
 */
export const myTicketsShell: ShellSpec = {
  tag: 'racekit-my-tickets',
  attributes: ['ticket'],
  styles: [spinnerCss],
  fetch: 'now',
  paint: paintLoading,
};
