/**
 * The browser's part of social sign-in (docs/server.md "Stand-in OAuth provider"): the site's
 * /user/auth/{network} (or /user/add/auth/{network}) sends the browser to the provider's
 * authorisation page with `redirect_uri` back to that same route and a random `state`; the
 * provider returns there with `?code&state` (or `?error`), and the page posts the code.
 *
 * The provider is the API server's (the stand-in at /oauth/{network}/authorize outside
 * production; a real provider is plugged in on the server behind the same address). `state`
 * is kept in sessionStorage for this tab and must come back unchanged and only once: a
 * forged or replayed return is refused.
 */
import { enums, is, object, string } from 'superstruct';
import { getConfig } from '../../../sdk/config/configure.ts';
import type { SocialNetwork } from '../../../sdk/contract/user.ts';

export type SocialMode = 'signIn' | 'link';

const STATE_KEY = 'racekit:social-state';
const Pending = object({ state: string(), network: enums(['vk', 'google']), mode: enums(['signIn', 'link']) });

/** The networks of account.md §2. */
export const socialNetworks: readonly SocialNetwork[] = ['vk', 'google'];

/** Whether a route's `{id}` names a network we sign in with. */
export function isSocialNetwork(value: string | undefined): value is SocialNetwork {
  return value !== undefined && (socialNetworks as readonly string[]).includes(value);
}

/** The site's route for a network: /user/auth/{network}, or /user/add/auth/{network} for linking. */
export function socialRoute(network: SocialNetwork, mode: SocialMode): string {
  return mode === 'link' ? `/user/add/auth/${network}` : `/user/auth/${network}`;
}

/** The `redirect_uri` the provider returns to: this site's route, absolute. */
export function socialRedirectUri(network: SocialNetwork, mode: SocialMode): string {
  return `${location.origin}${socialRoute(network, mode)}`;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where to send the browser to start: the provider's page, with a fresh state remembered for this tab. */
export function startSocialSignIn(network: SocialNetwork, mode: SocialMode): string {
  const state = randomState();
  sessionStorage.setItem(STATE_KEY, JSON.stringify({ state, network, mode }));
  const origin = new URL(getConfig().apiBase).origin;
  const query = new URLSearchParams({ redirect_uri: socialRedirectUri(network, mode), state });
  return `${origin}/oauth/${network}/authorize?${query.toString()}`;
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
