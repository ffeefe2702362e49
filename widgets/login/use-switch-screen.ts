import { useCallback } from 'react';
import { loginPath } from '../../sdk/config/index.ts';
import { useRacekitEmit } from '../../sdk/elements/index.ts';

/** The two screens a visitor moves between inside the widget, with the site's routes for them. */
export type AccountScreen = 'login' | 'registration';

export const screenPaths: Readonly<Record<AccountScreen, string>> = { login: '/login', registration: '/registration' };

/**
 * Going from login to registration and back: `racekit:navigate` { path } first, so the site can
 * route to its own page; when nobody prevents it (a partner page), the widget switches screens
 * in place instead of leaving the page. The path keeps `next` (the page to continue on).
 */
export function useSwitchScreen(show: (screen: AccountScreen) => void, next?: string | undefined): (screen: AccountScreen) => void {
  const emit = useRacekitEmit();
  return useCallback(
    (screen: AccountScreen) => {
      if (emit('racekit:navigate', { path: loginPath(screenPaths[screen], next) })) show(screen);
    },
    [emit, show, next],
  );
}
