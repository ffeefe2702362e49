import { registerWidget } from '../../sdk/elements/define-widget.ts';
import { type WidgetJsxProps } from '../../sdk/elements/widget-jsx-props.ts';
import { loginWidget, type loginAttributes } from './login-widget.ts';

/** Registers `<racekit-login>` (documented in login.tsx); safe to import twice. */
export const RacekitLogin = registerWidget(loginWidget);

declare global {
  interface HTMLElementTagNameMap {
    'racekit-login': HTMLElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'racekit-login': WidgetJsxProps<typeof loginAttributes>;
    }
  }
}
