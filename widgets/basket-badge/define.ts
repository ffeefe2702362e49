import { registerWidget, type WidgetJsxProps } from '../../sdk/elements/index.ts';
import { basketBadgeWidget } from './basket-badge-widget.ts';

/** Registers `<racekit-basket-badge>` (documented in basket-badge.tsx); safe to import twice. */
export const RacekitBasketBadge = registerWidget(basketBadgeWidget);

declare global {
  interface HTMLElementTagNameMap {
    'racekit-basket-badge': HTMLElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'racekit-basket-badge': WidgetJsxProps;
    }
  }
}
