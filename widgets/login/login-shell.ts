import { type ShellSpec, paintLoading } from '../../sdk/elements/index.ts';
import spinnerCss from '../../sdk/ui/css/spinner.css?inline';

/**
 * The first paint of `<racekit-login>`: a busy box while the sign-in form loads (its code is fetched at
 * once: there is nothing to show without it).
 */
export const loginShell: ShellSpec = {
  tag: 'racekit-login',
  attributes: ['mode', 'code', 'next'],
  styles: [spinnerCss],
  fetch: 'now',
  paint: paintLoading,
};
