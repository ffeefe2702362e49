import { enums, is, object } from 'superstruct';
import type { SocialNetwork } from '../../../sdk/contract/index.ts';

/** What /user/add/auth/{network} leaves in the history entry of /me/setting: the network just linked. */
const SocialLinkedState = object({ linkedNetwork: enums(['vk', 'google']) });

/** The history state for /me/setting after linking `network`. */
export function socialLinkedState(network: SocialNetwork): { linkedNetwork: SocialNetwork } {
  return { linkedNetwork: network };
}

/** The network a history state says was just linked, if it is one of ours. */
export function linkedNetworkOf(state: unknown): SocialNetwork | undefined {
  return is(state, SocialLinkedState) ? state.linkedNetwork : undefined;
}
