import { registerWidget, type WidgetJsxProps } from '../../sdk/elements/index.ts';
import type { insuranceAttributes } from './insurance-attributes.ts';
import { insuranceWidget } from './insurance-widget.ts';

/** Registers `<racekit-insurance>` (documented in insurance.tsx); safe to import twice. */
export const RacekitInsurance = registerWidget(insuranceWidget);

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
