import { type MouseEvent, type ReactNode } from 'react';
import { getConfig } from '../../sdk/config/index.ts';
import { screenPaths, type AccountScreen } from './use-switch-screen.ts';

/**
 * A real link to the login or registration page of the organiser's site; a plain click
 * switches screens through `onSwitch` instead (a new tab or window is the browser's business).
 */
export function ScreenLink({ screen, onSwitch, children }: { screen: AccountScreen; onSwitch: (screen: AccountScreen) => void; children: ReactNode }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSwitch(screen);
  };
  return (
    <a className="login__link" href={`${getConfig().site}${screenPaths[screen]}`} onClick={open}>
      {children}
    </a>
  );
}
