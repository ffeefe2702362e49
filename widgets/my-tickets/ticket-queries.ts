import { atomWithQuery } from 'jotai-tanstack-query';
import { ticketsCalls } from '../../sdk/contract/index.ts';
import { callQuery, invalidateCall } from '../../sdk/queries/index.ts';
import { visitorLanguageAtom } from '../../sdk/i18n/index.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';

/**
 * The three ticket lists of the personal area (account.md §4): the active tickets load on
 * entry; the past and transferred lists load when their section first opens (their atoms are
 * read only by the section's content, which mounts on the first opening).
 */
export const myTicketsAtom = atomWithQuery((get) => callQuery(ticketsCalls.my, {}, get(visitorLanguageAtom)));
export const pastTicketsAtom = atomWithQuery((get) => callQuery(ticketsCalls.old, {}, get(visitorLanguageAtom)));
export const transferredTicketsAtom = atomWithQuery((get) => callQuery(ticketsCalls.transferred, {}, get(visitorLanguageAtom)));

/** One ticket with its format (GET /api/user/ticket/online/{id}), for the detail view. */
export const ticketDetailAtom = (id: string) => atomWithQuery((get) => callQuery(ticketsCalls.online, { params: { id } }, get(visitorLanguageAtom)));

/** After a change to a ticket: every list, and the detail, load again. */
export async function reloadTickets(): Promise<void> {
  const client = getQueryClient();
  await Promise.all([ticketsCalls.my, ticketsCalls.old, ticketsCalls.transferred, ticketsCalls.online].map((spec) => invalidateCall(client, spec)));
}
