import { atomWithQuery } from 'jotai-tanstack-query';
import { eventsCalls } from '../contract/events.ts';
import { getQueryClient } from '../state/query-client.ts';
import { callQuery } from './call-query.ts';
import { visitorLanguageAtom } from '../i18n/visitor-language.ts';

/** Every event type (GET /api/event_type/list) as a query atom of the page's store. */
export const eventTypesQueryAtom = atomWithQuery((get) => callQuery(eventsCalls.types, {}, get(visitorLanguageAtom)), () => getQueryClient());
