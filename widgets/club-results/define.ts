import { registerWidget, type WidgetJsxProps } from '../../sdk/elements/index.ts';
import type { clubResultsAttributes } from './club-results-attributes.ts';
import { clubResultsWidget } from './club-results-widget.ts';

/** Registers `<racekit-club-results>` (documented in club-results.tsx); safe to import twice. */
export const RacekitClubResults = registerWidget(clubResultsWidget);

declare global {
  interface HTMLElementTagNameMap {
    'racekit-club-results': HTMLElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'racekit-club-results': WidgetJsxProps<typeof clubResultsAttributes>;
    }
  }
}
