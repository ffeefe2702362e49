import { atomWithQuery } from 'jotai-tanstack-query';
import { eventsCalls } from '../contract/events.ts';
import { getQueryClient } from '../state/query-client.ts';
import { callQuery } from './call-query.ts';
import { visitorLanguageAtom } from '../i18n/visitor-language.ts';

/** The cities that have events (GET /api/event/cities) as a query atom of the page's store. */
export const eventCitiesQueryAtom = atomWithQuery((get) => callQuery(eventsCalls.cities, {}, get(visitorLanguageAtom)), () => getQueryClient());
