import { attr } from '../../sdk/elements/attr.ts';
import { defineWidget } from '../../sdk/elements/define-widget.ts';
import { type WidgetJsxProps } from '../../sdk/elements/widget-jsx-props.ts';
import { installAuthBridge } from '../../sdk/state/install-auth-bridge.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { uiStyles } from '../../sdk/ui/ui-styles.ts';
import { Login, loginModes } from './login.tsx';
import loginCss from './login.css?inline';

const attributes = {
  mode: attr.oneOf(loginModes, 'login'),
  code: attr.text(),
};

/** Registers `<racekit-login>` (documented in login.tsx); safe to import twice. */
export const RacekitLogin = defineWidget('racekit-login', Login, {
  attributes,
  styles: [...uiStyles, loginCss],
  // The token must reach the HTTP client: signIn loads and merges the user's basket. The
  // query client serves the social networks' list (created before, not during, an atom read).
  startup: [getQueryClient, installAuthBridge],
});

declare global {
  interface HTMLElementTagNameMap {
    'racekit-login': HTMLElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'racekit-login': WidgetJsxProps<typeof attributes>;
    }
  }
}
