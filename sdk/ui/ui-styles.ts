/**
 * The primitives' styles as CSS texts for `defineWidget({ styles })`, in cascade order. A
 * widget whose first paint is one button adopts sdk/ui/button-styles.ts instead and brings
 * sdk/ui/later-ui-styles.ts with the code that loads after the first press.
 */
import { buttonStyles } from './button-styles.ts';
import { laterUiStyles } from './later-ui-styles.ts';

/** Every primitive's CSS text, in cascade order. */
export const uiStyles: readonly string[] = [...buttonStyles, ...laterUiStyles];
