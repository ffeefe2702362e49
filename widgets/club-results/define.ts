import { defineWidget } from '../../sdk/elements/define-widget.ts';
import { type WidgetJsxProps } from '../../sdk/elements/widget-jsx-props.ts';
import { installAuthBridge } from '../../sdk/state/install-auth-bridge.ts';
import { uiStyles } from '../../sdk/ui/ui-styles.ts';
import { clubResultsAttributes } from './club-results-attributes.ts';
import { ClubResults } from './club-results.tsx';
import clubResultsCss from './club-results.css?inline';
import { clubResultsTexts } from './club-results-texts.ts';

/** Registers `<racekit-club-results>` (documented in club-results.tsx); safe to import twice. */
export const RacekitClubResults = defineWidget('racekit-club-results', ClubResults, {
  attributes: clubResultsAttributes,
  texts: clubResultsTexts,
  styles: [...uiStyles, clubResultsCss],
  // Creating and attaching a result are personal calls: they carry the stored token.
  startup: [installAuthBridge],
});

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
