import { formatsCalls } from '../contract/formats.ts';
import type { TicketAvailability } from '../contract/schemas/event-format.ts';
import { callQuery } from '../queries/call-query.ts';
import { getQueryClient } from '../state/query-client.ts';

/** What is left of format `formatId` right now: GET /api/event_format/availability/{id}, never from cache. */
export function freshAvailability(formatId: string): Promise<TicketAvailability> {
  return getQueryClient().fetchQuery({ ...callQuery(formatsCalls.availability, { params: { id: formatId } }), staleTime: 0 });
}
