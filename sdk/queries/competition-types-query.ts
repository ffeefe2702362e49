import { atomWithQuery } from 'jotai-tanstack-query';
import { clubsCalls } from '../contract/clubs.ts';
import { getQueryClient } from '../state/query-client.ts';
import { callQuery } from './call-query.ts';
import { visitorLanguageAtom } from '../i18n/visitor-language.ts';

/** The kinds of club competition (GET /api/list/competition/type) as a query atom of the page's store. */
export const competitionTypesQueryAtom = atomWithQuery((get) => callQuery(clubsCalls.competitionTypes, {}, get(visitorLanguageAtom)), () => getQueryClient());
