import { array, boolean, number, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/** Start numbers of a format (GET /api/booked/numbers/{id}). */
export const BookedNumbers = type({ free_numbers: array(number()), booked_numbers: array(number()) });
export type BookedNumbers = Infer<typeof BookedNumbers>;

/** One seat of a seating plan; `free` is false once a ticket holds it. */
export const SpacePlace = type({ place: string(), free: boolean() });
export type SpacePlace = Infer<typeof SpacePlace>;
/** The seating plan of a format (GET /api/space/{id}): sectors of rows of places. */
export const Space = type({
  public_id: string(),
  title: maybe(string()),
  sectors: array(type({ name: string(), rows: array(type({ name: string(), places: array(SpacePlace) })) })),
});
export type Space = Infer<typeof Space>;

/** A picture of the seating plan (GET /api/space/map/list/{id}). */
export const SpaceMap = type({ public_id: string(), picture: string(), title: maybe(string()) });
export type SpaceMap = Infer<typeof SpaceMap>;
