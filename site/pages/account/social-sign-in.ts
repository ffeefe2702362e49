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
import { is, object, string } from 'superstruct';
import { SocialMode, startSocialSignIn } from '../../../sdk/contract/social.ts';
import { SocialNetwork, socialNetworks } from '../../../sdk/contract/user.ts';

const STATE_KEY = 'racekit:social-state';
const Pending = object({ state: string(), network: SocialNetwork, mode: SocialMode });

/** Whether a route's `{id}` names a network we sign in with. */
export function isSocialNetwork(value: string | undefined): value is SocialNetwork {
  return value !== undefined && (socialNetworks as readonly string[]).includes(value);
}

/** Starts the provider's flow: answers where to send the browser, with the state remembered for this tab. */
export async function leaveForProvider(network: SocialNetwork, mode: SocialMode): Promise<string> {
  const { url, state } = await startSocialSignIn(network, mode);
  sessionStorage.setItem(STATE_KEY, JSON.stringify({ state, network, mode }));
  return url;
}

/** True once for the state this tab started with for `network` and `mode`; the state is spent either way. */
export function takeSocialState(state: string | null, network: SocialNetwork, mode: SocialMode): boolean {
  const raw = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (raw === null || state === null) return false;
  let pending: unknown;
  try {
    pending = JSON.parse(raw);
  } catch {
    return false;
  }
  return is(pending, Pending) && pending.state === state && pending.network === network && pending.mode === mode;
}
