import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';

/**
 * Routes what the widgets ask for: every `racekit:navigate` (from any widget, through any
 * shadow root) is prevented — the widget does not leave the site — and becomes a router
 * navigation. (The HTTP client's "go to login" is followed from the start: follow-auth-required.ts.)
 */
export function useRacekitNavigation(): void {
  useEffect(() => {
    const onNavigate = (event: CustomEvent<{ path: string }>) => {
      event.preventDefault();
      const path = event.detail.path;
      if (path !== `${location.pathname}${location.search}`) navigate(path);
    };
    document.addEventListener('racekit:navigate', onNavigate);
    return () => document.removeEventListener('racekit:navigate', onNavigate);
  }, []);
}
