import { registerWidget, type WidgetJsxProps } from '../../sdk/elements/index.ts';
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
