import { atom, useAtomValue } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useMemo } from 'react';
import { eventsCalls, type EventCityFilter, insuranceCalls } from '../../sdk/contract/index.ts';
import { callQuery } from '../../sdk/queries/index.ts';
import { visitorLanguageAtom } from '../../sdk/i18n/index.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { insuredFormats, type InsuredFormat } from './insured-formats.ts';
import { useCallQuery } from '../../sdk/elements/index.ts';

export interface InsuredFormatsState {
  /** idle: nothing to search yet (no type or city); pending: the search or a format list is loading. */
  readonly status: 'idle' | 'pending' | 'error' | 'success';
  readonly formats: readonly InsuredFormat[];
  /** The first failure (the search's, else a format list's). */
  readonly error: Error | null;
  /** Asks again what failed. */
  readonly retry: () => void;
}

/**
 * The third step of the insurance popup (docs/api.md "insurance"): the event search
 * (POST /api/event_city/filtered with the type, the city and the date window), then, for
 * every event city found, its formats that offer insurance
 * (GET /api/insurance/event/city/formats/{id}), all as server state.
 */
export function useInsuredFormats(filter: EventCityFilter | null): InsuredFormatsState {
  const search = useCallQuery(eventsCalls.filtered, filter === null ? null : { body: filter });
  const eventCities = useMemo(() => search.data?.values ?? [], [search.data]);
  const idsKey = eventCities.map((eventCity) => eventCity.public_id).join('\n');
  const listsAtom = useMemo(() => {
    const queries = eventCities.map((eventCity) =>
      atomWithQuery((get) => callQuery(insuranceCalls.cityFormats, { params: { id: eventCity.public_id } }, get(visitorLanguageAtom)), () => getQueryClient()),
    );
    return atom((get) => queries.map((query) => get(query)));
    // One set of queries per set of event cities found.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the cities' ids on purpose (see above).
  }, [idsKey]);
  const lists = useAtomValue(listsAtom);
  const formats = useMemo(
    () => insuredFormats(eventCities, lists.map((list) => list.data?.values ?? [])),
    [eventCities, lists],
  );

  if (filter === null) return { status: 'idle', formats: [], error: null, retry: () => undefined };
  if (search.isError) return { status: 'error', formats: [], error: search.error, retry: () => void search.refetch() };
  if (search.isPending) return { status: 'pending', formats: [], error: null, retry: () => undefined };
  const failed = lists.filter((list) => list.isError);
  if (failed.length > 0) {
    return {
      status: 'error',
      formats: [],
      error: failed[0]?.error ?? null,
      retry: () => {
        for (const list of failed) void list.refetch();
      },
    };
  }
  if (lists.some((list) => list.isPending)) return { status: 'pending', formats: [], error: null, retry: () => undefined };
  return { status: 'success', formats, error: null, retry: () => undefined };
}
