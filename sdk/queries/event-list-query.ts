import { atomWithQuery } from 'jotai-tanstack-query';
import { eventsCalls } from '../contract/events.ts';
import { getQueryClient } from '../state/query-client.ts';
import { callQuery } from './call-query.ts';
import { visitorLanguageAtom } from '../i18n/visitor-language.ts';

/**
 * The event catalogue (GET /api/event/list) as a query atom of the page's store, shared by
 * every widget that lists events (the calendar, similar events). It always uses the page's
 * one QueryClient; a widget starts it (`getQueryClient` in its startup) before the first read,
 * so that creating it never happens inside an atom read.
 */
export const eventListQueryAtom = atomWithQuery((get) => callQuery(eventsCalls.list, {}, get(visitorLanguageAtom)), () => getQueryClient());
