import { atomWithQuery } from 'jotai-tanstack-query';
import { socialCalls } from '../contract/social.ts';
import { getQueryClient } from '../state/query-client.ts';
import { callQuery } from './call-query.ts';

/**
 * The social networks the server signs in with (GET /api/social/networks) as a query atom of
 * the page's store: the login widget and the site's settings show a button for these only.
 * The answer changes only with the server's settings, so it is kept for the page's life.
 */
export const socialNetworksQueryAtom = atomWithQuery(
  () => ({ ...callQuery(socialCalls.networks, {}), staleTime: Infinity }),
  () => getQueryClient(),
);
