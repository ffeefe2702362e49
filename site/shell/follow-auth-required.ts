import { navigate } from 'wouter/use-browser-location';
import { loginPath } from '../../sdk/config/index.ts';
import { onAuthRequired } from '../../sdk/http/index.ts';

/**
 * The HTTP client's "go to login" (a 401, or a 403 that removed the stored token: purchase.md
 * and account.md §8) opens /login, carrying the page as `?next=` to come back to. Subscribed in
 * site/main.tsx before the session starts: the start-up's own call (the basket of a session
 * that has ended) answers before the first render, and heard only from a component's effect it
 * dropped the token silently on any public page (issue 29 §8).
 */
export function followAuthRequired(): () => void {
  return onAuthRequired(() => {
    if (location.pathname !== '/login') navigate(loginPath('/login', `${location.pathname}${location.search}`));
  });
}
