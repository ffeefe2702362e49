import { defineWidget } from '../../sdk/elements/define-widget.ts';
import { type WidgetJsxProps } from '../../sdk/elements/widget-jsx-props.ts';
import { installAuthBridge } from '../../sdk/state/install-auth-bridge.ts';
import { uiStyles } from '../../sdk/ui/ui-styles.ts';
import { insuranceAttributes } from './insurance-attributes.ts';
import { Insurance } from './insurance.tsx';
import insuranceCss from './insurance.css?inline';
import { insuranceTexts } from './insurance-texts.ts';

/** Registers `<racekit-insurance>` (documented in insurance.tsx); safe to import twice. */
export const RacekitInsurance = defineWidget('racekit-insurance', Insurance, {
  attributes: insuranceAttributes,
  texts: insuranceTexts,
  styles: [...uiStyles, insuranceCss],
  // A signed-in user's basket is saved with the token.
  startup: [installAuthBridge],
});

declare global {
  interface HTMLElementTagNameMap {
    'racekit-insurance': HTMLElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'racekit-insurance': WidgetJsxProps<typeof insuranceAttributes>;
    }
  }
}
