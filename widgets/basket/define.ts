import { registerWidget, type WidgetJsxProps } from '../../sdk/elements/index.ts';
import { basketWidget, type basketAttributes } from './basket-widget.ts';

/** Registers `<racekit-basket>` (documented in basket.tsx); safe to import twice. */
export const RacekitBasket = registerWidget(basketWidget);

declare global {
  interface HTMLElementTagNameMap {
    'racekit-basket': HTMLElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'racekit-basket': WidgetJsxProps<typeof basketAttributes>;
    }
  }
}
