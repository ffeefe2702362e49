import { Redirect } from 'wouter';
import { loginPath } from '../../../sdk/config/index.ts';
import { useReturnPath } from './route-guard.tsx';

/**
 * /loginlink (account.md §2 lists it, "purpose not shown"). Decided: the contract has no call
 * that mails a sign-in link, so the route is an alias of the sign-in screen — an old "log in"
 * link lands on /login (replacing itself in history), with the same guard (signed in → /me).
 */
export function LoginLinkPage() {
  return <Redirect to={loginPath('/login', useReturnPath())} replace />;
}
