/**
 * Social sign-in's own calls and routes (account.md §2 "Social sign-in routes"). The spec
 * names the site's routes and POST /api/user/{network} (user.ts), not how a client learns
 * which networks are on or how the provider's flow starts.
 *
 * Decided:
 * - GET /api/social/networks answers `{ networks }`: the networks this server signs in with.
 *   A network without settings is off, and clients hide its button.
 * - POST /api/social/{network}/start `{ mode }` answers `{ url, state }`: the provider's
 *   authorisation page to send the browser to, and the `state` it comes back with. The server
 *   keeps the PKCE verifier and the nonce under that state (single-use, 10 minutes); the
 *   browser keeps the state for its tab, so a return it did not start is refused. Auth
 *   'optional': `mode: 'link'` needs the signed-in user (401 without). A network that is off
 *   answers 404.
 */
import { array, enums, object, string, type, type Infer } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { SocialNetwork } from './user.ts';

/** Signing in (or up) with a network, or linking it to the signed-in user. */
export const SocialMode = enums(['signIn', 'link']);
export type SocialMode = Infer<typeof SocialMode>;

/** The answer of POST /api/social/{network}/start. */
export const SocialStart = type({ url: string(), state: string() });
export type SocialStart = Infer<typeof SocialStart>;

export const socialCalls = {
  networks: defineCall({
    method: 'GET',
    path: '/api/social/networks',
    summary: 'The social networks this server signs in with.',
    response: type({ networks: array(SocialNetwork) }),
  }),
  start: defineCall({
    method: 'POST',
    path: '/api/social/{network}/start',
    auth: 'optional',
    summary: "Starts a social sign-in or link: the provider's page and the state it returns with.",
    params: object({ network: SocialNetwork }),
    body: object({ mode: SocialMode }),
    response: SocialStart,
  }),
};

/** The networks this server signs in with. */
export const listSocialNetworks = () => invoke(socialCalls.networks, {});
/** Starts signing in with (or linking, `mode: 'link'`) `network`. */
export const startSocialSignIn = (network: SocialNetwork, mode: SocialMode) =>
  invoke(socialCalls.start, { params: { network }, body: { mode } });

/**
 * The site's route of a network, where the provider sends the browser back:
 * /user/auth/{network}, or /user/add/auth/{network} for linking (account.md §2).
 */
export function socialRoute(network: SocialNetwork, mode: SocialMode): string {
  return mode === 'link' ? `/user/add/auth/${network}` : `/user/auth/${network}`;
}
