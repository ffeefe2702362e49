/**
 * Button and spinner styles alone: enough for a first paint that is one button (the buy button
 * on a partner page). A module of its own, so a bundle that imports it carries no other
 * primitive's CSS; the rest is sdk/ui/later-ui-styles.ts.
 */
import buttonCss from './css/button.css?inline';
import spinnerCss from './css/spinner.css?inline';

/** The button's and spinner's CSS texts, in cascade order. */
export const buttonStyles: readonly string[] = [buttonCss, spinnerCss];
