import type { EventCity, EventFormat } from '../../sdk/contract/schemas/index.ts';

/**
 * A format the visitor may insure (account.md §3 "Event format option": public_id,
 * start_time, address), with the event city it belongs to. The start, time zone and address
 * are the format's own, else its event city's.
 */
export interface InsuredFormat {
  readonly format: EventFormat;
  readonly eventCity: EventCity;
  /** ISO start: what the insurance's start_date is taken from. */
  readonly start: string;
  readonly timeZone: string | undefined;
  readonly address: string | undefined;
}

const present = (value: string | null | undefined): string | undefined => (value == null || value.trim() === '' ? undefined : value);

/**
 * The insurable formats of the event cities the search found: `formatsByCity[i]` are the
 * formats of `eventCities[i]` that GET /api/insurance/event/city/formats/{id} answered. A
 * format marked `insurance_available: false` is left out, a format listed twice counts once,
 * and the list runs soonest first.
 */
export function insuredFormats(eventCities: readonly EventCity[], formatsByCity: readonly (readonly EventFormat[])[]): InsuredFormat[] {
  const seen = new Set<string>();
  const found: InsuredFormat[] = [];
  eventCities.forEach((eventCity, index) => {
    for (const format of formatsByCity[index] ?? []) {
      if (format.insurance_available === false || seen.has(format.public_id)) continue;
      seen.add(format.public_id);
      found.push({
        format,
        eventCity,
        start: present(format.start_time) ?? eventCity.start_time,
        timeZone: present(format.timezone) ?? present(eventCity.timezone),
        address: present(format.address) ?? present(eventCity.address),
      });
    }
  });
  return found.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
