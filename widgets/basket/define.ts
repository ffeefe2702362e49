import { defineWidget } from '../../sdk/elements/define-widget.ts';
import { attr } from '../../sdk/elements/attr.ts';
import { type WidgetJsxProps } from '../../sdk/elements/widget-jsx-props.ts';
import { installAuthBridge } from '../../sdk/state/install-auth-bridge.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { uiStyles } from '../../sdk/ui/ui-styles.ts';
import { Basket } from './basket.tsx';
import basketCss from './basket.css?inline';
import { basketTexts } from './basket-texts.ts';

const attributes = { compact: attr.flag() };

/** Registers `<racekit-basket>` (documented in basket.tsx); safe to import twice. */
export const RacekitBasket = defineWidget('racekit-basket', Basket, {
  attributes,
  texts: basketTexts,
  styles: [...uiStyles, basketCss],
  startup: [getQueryClient, installAuthBridge],
});

declare global {
  interface HTMLElementTagNameMap {
    'racekit-basket': HTMLElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'racekit-basket': WidgetJsxProps<typeof attributes>;
    }
  }
}
