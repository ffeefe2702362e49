/**
 * What the real providers (Google, VK ID) share: the server's clock and log, how long a
 * request to a provider may take, and whether a provider endpoint may be plain http (a test's
 * stand-in on 127.0.0.1; never in production).
 */
import * as oauth from 'oauth4webapi';
import type { SocialNetwork } from '../../sdk/contract/index.ts';
import type { Clock } from '../clock.ts';

/** A provider request that takes longer is given up (the sign-in answers "try again"). */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderContext {
  readonly clock: Clock;
  readonly log: (line: string) => void;
  /** From OAuthSettings.allowHttp. */
  readonly allowHttp: boolean;
}

/** The request options of every oauth4webapi call, and the clock skew of its time checks. */
export function providerRequests(context: ProviderContext) {
  return {
    options: () => ({
      signal: () => AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      // Marked deprecated in oauth4webapi only to stand out: true only outside production.
      [oauth.allowInsecureRequests]: context.allowHttp,
    }),
    /** Seconds between the server's clock and the machine's (0 but in tests). */
    clockSkew: () => Math.round((context.clock.now().getTime() - Date.now()) / 1000),
  };
}

/**
 * A refused exchange: the provider said no, or its answer failed a check. The reason goes to
 * the server log (never a token); the visitor is told to try again.
 */
export function refused(context: ProviderContext, network: SocialNetwork, reason: unknown): undefined {
  // A provider's own refusal names its OAuth error code (invalid_grant, access_denied…).
  const code =
    reason instanceof oauth.ResponseBodyError || reason instanceof oauth.AuthorizationResponseError
      ? ` (${reason.error}${reason.error_description === undefined ? '' : `: ${reason.error_description}`})`
      : '';
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}${code}` : String(reason);
  context.log(`social sign-in: ${network} refused: ${text}`);
  return undefined;
}
