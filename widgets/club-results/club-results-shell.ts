import { type ShellSpec, paintLoading } from '../../sdk/elements/index.ts';
import spinnerCss from '../../sdk/ui/css/spinner.css?inline';

/**
 * The first paint of `<racekit-club-results>`: a busy box while the club result form loads (its code is fetched at
 * once: there is nothing to show without it).
 */
export const clubResultsShell: ShellSpec = {
  tag: 'racekit-club-results',
  attributes: ['club'],
  styles: [spinnerCss],
  fetch: 'now',
  paint: paintLoading,
};
