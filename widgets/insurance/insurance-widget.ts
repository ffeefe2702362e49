import { widget } from '../../sdk/elements/index.ts';
import { installAuthBridge } from '../../sdk/state/index.ts';
import { uiStyles } from '../../sdk/ui/index.ts';
import { insuranceAttributes } from './insurance-attributes.ts';
import { Insurance } from './insurance.tsx';
import insuranceCss from './insurance.css?inline';
import { insuranceTexts } from './insurance-texts.ts';

/**
 * `<racekit-insurance>` (documented in insurance.tsx) as a widget: registered as a tag by define.ts
 * (the site, the tests, a React host), mounted by its first paint (insurance-shell.ts) in the embed bundle.
 */
export const insuranceWidget = widget('racekit-insurance', Insurance, {
  attributes: insuranceAttributes,
  texts: insuranceTexts,
  styles: [...uiStyles, insuranceCss],
  // A signed-in user's basket is saved with the token.
  startup: [installAuthBridge],
});
