import { type ShellSpec, paintLoading } from '../../sdk/elements/index.ts';
import spinnerCss from '../../sdk/ui/css/spinner.css?inline';

/**
 * The first paint of `<racekit-insurance>`: a busy box while the insurance steps loads (its code is fetched at
 * once: there is nothing to show without it).
 */
export const insuranceShell: ShellSpec = {
  tag: 'racekit-insurance',
  attributes: ['mode', 'event-type', 'city'],
  styles: [spinnerCss],
  fetch: 'now',
  paint: paintLoading,
};
