/**
 * The browser's part of social sign-in (docs/server.md "Social sign-in"): the site's
 * /user/auth/{network} (or /user/add/auth/{network}) asks the server to start —
 * POST /api/social/{network}/start answers the provider's authorisation page and a `state`;
 * the server keeps the PKCE verifier and the nonce — remembers the state for this tab and
 * sends the browser to the provider. The provider returns to the same route with
 * `?code&state` (VK ID adds `&device_id`) or `?error`, and the page posts them.
 *
 * The state must come back unchanged and only once in the tab that started: a return this tab
 * did not start (someone else's code slipped into a link: login CSRF) is refused before
 * anything is posted; the server refuses a replayed or expired state on its side too.
 */
import { is, object, optional, string } from 'superstruct';
import { returnPath } from '../../../sdk/config/index.ts';
import { SocialMode, startSocialSignIn, SocialNetwork, socialNetworks } from '../../../sdk/contract/index.ts';

const STATE_KEY = 'racekit:social-state';
const Pending = object({ state: string(), network: SocialNetwork, mode: SocialMode, next: optional(string()) });

/** Whether a route's `{id}` names a network we sign in with. */
export function isSocialNetwork(value: string | undefined): value is SocialNetwork {
  return value !== undefined && (socialNetworks as readonly string[]).includes(value);
}

/**
 * Starts the provider's flow: answers where to send the browser, with the state remembered for
 * this tab — and `next`, the page to continue on after signing in, when it is a safe one.
 */
export async function leaveForProvider(network: SocialNetwork, mode: SocialMode, next?: string | undefined): Promise<string> {
  const { url, state } = await startSocialSignIn(network, mode);
  const path = returnPath(next);
  sessionStorage.setItem(STATE_KEY, JSON.stringify({ state, network, mode, ...(path === undefined ? {} : { next: path }) }));
  return url;
}

/**
 * For the state this tab started with for `network` and `mode`: `{ next }` (the page to continue
 * on, if one was kept), once; anything else answers undefined. The state is spent either way.
 */
export function takeSocialState(state: string | null, network: SocialNetwork, mode: SocialMode): { next: string | undefined } | undefined {
  const raw = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (raw === null || state === null) return undefined;
  let pending: unknown;
  try {
    pending = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!is(pending, Pending) || pending.state !== state || pending.network !== network || pending.mode !== mode) return undefined;
  return { next: returnPath(pending.next) };
}
