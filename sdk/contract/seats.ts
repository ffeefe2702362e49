/**
 * Start numbers and seating (account.md §7 "Results and seats").
 *
 * Decided where the spec is silent:
 * - GET /api/booked/numbers/{id}, GET /api/space/{id}, GET /api/space/map/list/{id}: `id` is
 *   a ticket format's public_id.
 * - POST /api/booked/number (signed in) takes `{ ticket, number }` — the user's ticket and a
 *   free start number of its format — and answers `{ number, message? }`; a taken number
 *   answers 400 with a message.
 */
import { number, object, string, type } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { IdParams, maybe, valuesOf } from './schemas/common.ts';
import { BookedNumbers, Space, SpaceMap } from './schemas/seat-booking.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

export const seatsCalls = {
  numbers: defineCall({
    method: 'GET',
    path: '/api/booked/numbers/{id}',
    summary: 'Free and booked start numbers of a format.',
    params: IdParams,
    response: BookedNumbers,
  }),
  book: defineCall({
    method: 'POST',
    path: '/api/booked/number',
    auth: 'required',
    summary: 'Books a start number for a ticket of the user.',
    body: object({ ticket: limitedText(TEXT_MAX.id), number: number() }),
    response: type({ number: number(), message: maybe(string()) }),
  }),
  space: defineCall({
    method: 'GET',
    path: '/api/space/{id}',
    summary: 'The seating plan of a format.',
    params: IdParams,
    response: Space,
  }),
  maps: defineCall({
    method: 'GET',
    path: '/api/space/map/list/{id}',
    summary: 'Pictures of the seating plan of a format.',
    params: IdParams,
    response: valuesOf(SpaceMap),
  }),
};

/** Free and booked start numbers of format `formatId`. */
export const getBookedNumbers = (formatId: string) => invoke(seatsCalls.numbers, { params: { id: formatId } });
/** Books start `number` for the user's ticket `ticket`. */
export const bookNumber = (ticket: string, number: number) => invoke(seatsCalls.book, { body: { ticket, number } });
/** The seating plan of format `formatId`. */
export const getSpace = (formatId: string) => invoke(seatsCalls.space, { params: { id: formatId } });
/** Pictures of the seating plan of format `formatId`. */
export const listSpaceMaps = (formatId: string) => invoke(seatsCalls.maps, { params: { id: formatId } });
