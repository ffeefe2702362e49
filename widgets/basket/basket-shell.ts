import { type ShellSpec, paintLoading } from '../../sdk/elements/index.ts';
import spinnerCss from '../../sdk/ui/css/spinner.css?inline';

/**
 * The first paint of `<racekit-basket>`: a busy box while the basket loads (its code is fetched at
 * once: there is nothing to show without it).
 */
export const basketShell: ShellSpec = {
  tag: 'racekit-basket',
  attributes: ['compact'],
  styles: [spinnerCss],
  fetch: 'now',
  paint: paintLoading,
};
