import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { loginPath } from '../../sdk/config/return-path.ts';
import { onAuthRequired } from '../../sdk/http/auth-bridge.ts';

/**
 * Routes what the widgets ask for: every `racekit:navigate` (from any widget, through any
 * shadow root) is prevented — the widget does not leave the site — and becomes a router
 * navigation. The HTTP client's "go to login" (401, 403) opens /login the same way, carrying the
 * page as `?next=` to come back to.
 */
export function useRacekitNavigation(): void {
  useEffect(() => {
    const onNavigate = (event: CustomEvent<{ path: string }>) => {
      event.preventDefault();
      const path = event.detail.path;
      if (path !== `${location.pathname}${location.search}`) navigate(path);
    };
    document.addEventListener('racekit:navigate', onNavigate);
    const stopAuth = onAuthRequired(() => {
      if (location.pathname !== '/login') navigate(loginPath('/login', `${location.pathname}${location.search}`));
    });
    return () => {
      document.removeEventListener('racekit:navigate', onNavigate);
      stopAuth();
    };
  }, []);
}
