import { socialNetworks, type SocialNetwork } from '../../sdk/contract/index.ts';
import type { SocialProvider } from '../accounts/social-provider.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { googleProvider } from './google-provider.ts';
import type { OAuthSettings } from './oauth-settings.ts';
import { standInProvider } from './stand-in-provider.ts';
import { vkProvider } from './vk-provider.ts';

/** The provider of each network that is on; a network absent here is off (its button hidden). */
export type SocialProviders = Readonly<Partial<Record<SocialNetwork, SocialProvider>>>;

/**
 * Each network's provider by the settings: the real one when its app is configured, else the
 * local stand-in when it is allowed (never in production), else none. `standIn` lists the
 * networks the stand-in serves (their consent pages are mounted).
 */
export function socialProvidersOf(
  settings: OAuthSettings,
  deps: { readonly db: Database; readonly clock: Clock; readonly log: (line: string) => void },
): { readonly providers: SocialProviders; readonly standIn: readonly SocialNetwork[] } {
  const context = { clock: deps.clock, log: deps.log, allowHttp: settings.allowHttp };
  const real: SocialProviders = {
    ...(settings.vk === undefined ? {} : { vk: vkProvider(settings.vk, context) }),
    ...(settings.google === undefined ? {} : { google: googleProvider(settings.google, context) }),
  };
  const standIn = settings.standIn ? socialNetworks.filter((network) => real[network] === undefined) : [];
  const providers: Partial<Record<SocialNetwork, SocialProvider>> = { ...real };
  for (const network of standIn) providers[network] = standInProvider(network, deps.db, deps.clock);
  return { providers, standIn };
}
