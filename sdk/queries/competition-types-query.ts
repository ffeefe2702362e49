import { atomWithQuery } from 'jotai-tanstack-query';
import { clubsCalls } from '../contract/clubs.ts';
import { getQueryClient } from '../state/query-client.ts';
import { callQuery } from './call-query.ts';

/** The kinds of club competition (GET /api/list/competition/type) as a query atom of the page's store. */
export const competitionTypesQueryAtom = atomWithQuery(() => callQuery(clubsCalls.competitionTypes, {}), () => getQueryClient());
