import { useMemo, useState } from 'react';
import { isTicketSoldOut, startingTicketCount, withAvailableLimit, stepTicketCount, ticketLine } from '../../sdk/basket/index.ts';
import { eventsCalls, formatsCalls } from '../../sdk/contract/index.ts';
import { useCallQuery, useLoadErrorReport } from '../../sdk/elements/index.ts';
import type { FormatOption } from './format-choice.tsx';

export interface TicketChoiceOptions {
  readonly eventId: string;
  /** The page's preselections (attributes `format`, `city`, `count`). */
  readonly formatId: string | undefined;
  readonly cityId: string | undefined;
  readonly count: number | undefined;
}

const byStart = <T extends { start_time: string }>(list: readonly T[]) => [...list].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));

/**
 * What the buy dialog offers and what the visitor chose: the event's cities
 * (GET /api/event/id/{id}), the chosen city's formats (GET /api/event_format/event/{id}), the
 * format and the count, with the page's preselections where they still hold. Data only; the
 * dialog (choose-ticket.tsx) shows it.
 */
export function useTicketChoice({ eventId, formatId: formatAttr, cityId: cityAttr, count: countAttr }: TicketChoiceOptions) {
  // ── The event and its cities ──
  // Asked for on intent (prefetchDialog): a prefetch that failed as the dialog opened is not asked again.
  const eventQuery = useCallQuery(eventsCalls.byId, { params: { id: eventId } }, undefined, { retryOnMount: false });
  // A format preselected without its city: its own answer says which city it belongs to.
  const formatQuery = useCallQuery(formatsCalls.byId, formatAttr !== undefined && cityAttr === undefined ? { params: { id: formatAttr } } : null);
  useLoadErrorReport(eventQuery.error);
  const event = eventQuery.data;
  const eventCities = useMemo(() => byStart(event?.event_city ?? []), [event]);
  const [cityChoice, setCityChoice] = useState<string>();
  const known = (id: string | null | undefined) => (eventCities.some((each) => each.public_id === id) ? (id ?? undefined) : undefined);
  const cityId =
    cityChoice ?? known(cityAttr) ?? known(formatQuery.data?.event_city_public_id) ?? (eventCities.length === 1 ? eventCities[0]?.public_id : undefined);
  const eventCity = eventCities.find((each) => each.public_id === cityId);

  // ── The formats of the chosen city ──
  const formatsQuery = useCallQuery(
    formatsCalls.byEventCity,
    // Hidden formats are sold through links: one named by the page is offered too.
    cityId === undefined || eventCity === undefined ? null : { params: { id: cityId }, query: formatAttr === undefined ? {} : { hidden: true } },
  );
  useLoadErrorReport(formatsQuery.error);
  const options = useMemo<FormatOption[]>(() => {
    if (event === undefined || eventCity === undefined) return [];
    return (formatsQuery.data?.values ?? [])
      .filter((format) => format.hidden !== true || format.public_id === formatAttr)
      .map((format) => ({ format, item: ticketLine({ event, eventCity, format, count: 1, uniqueId: '' }) }));
  }, [event, eventCity, formatsQuery.data, formatAttr]);
  const available = options.filter((option) => !isTicketSoldOut(option.item));
  const [formatChoice, setFormatChoice] = useState<string>();
  const preferred = available.find((option) => option.format.public_id === formatAttr) ?? (available.length === 1 && options.length === 1 ? available[0] : undefined);
  const chosen = options.find((option) => option.format.public_id === (formatChoice ?? preferred?.format.public_id));
  const formatMissing = formatAttr !== undefined && cityChoice === undefined && formatsQuery.isSuccess && preferred?.format.public_id !== formatAttr;

  // ── Count ──
  const [countChoice, setCountChoice] = useState<number>();
  const item = chosen?.item;
  const count = item === undefined ? 0 : (countChoice ?? startingTicketCount(item, countAttr));
  // Plus and minus within what is left (sdk/basket's availability cap on the spec's limit).
  const up = item === undefined ? undefined : stepTicketCount(withAvailableLimit({ ...item, count }), 1);
  const down = item === undefined ? undefined : stepTicketCount(withAvailableLimit({ ...item, count }), -1);

  return {
    eventQuery,
    formatsQuery,
    event,
    eventCities,
    cityId,
    eventCity,
    options,
    chosen,
    formatMissing,
    item,
    count,
    up,
    down,
    /** Another city: its formats and count start afresh. */
    chooseCity: (id: string) => {
      setCityChoice(id);
      setFormatChoice(undefined);
      setCountChoice(undefined);
    },
    /** Another format: its count starts afresh. */
    chooseFormat: (id: string) => {
      setFormatChoice(id);
      setCountChoice(undefined);
    },
    stepCount: (direction: 1 | -1) => {
      const next = direction === 1 ? up : down;
      if (next !== undefined) setCountChoice(next.count);
    },
  };
}

export type TicketChoice = ReturnType<typeof useTicketChoice>;
