/**
 * Start numbers and seating of a format (account.md §7): which start numbers are free and
 * booked, the seating plan by sector and row, and the pictures of the plan. Booking a number
 * is a personal call of the tickets side.
 */
import { seatsCalls } from '../../sdk/contract/index.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { formatNotFound } from './formats-routes.ts';
import { inLanguage } from './in-language.ts';
import { notFound } from './sql-values.ts';

interface FormatSeats {
  readonly number_first: number | null;
  readonly number_last: number | null;
  readonly space_id: string | null;
}

async function formatSeats(db: Queryable, id: string): Promise<FormatSeats> {
  const [row] = await db.query<FormatSeats>('SELECT number_first, number_last, space_id FROM event_format WHERE public_id = $1', [id]);
  if (row === undefined) throw formatNotFound();
  return row;
}

/** Mounts the seat calls. */
export function seatsRoutes(app: ApiApp): void {
  route(app, seatsCalls.numbers, async ({ deps, params }) => {
    const format = await formatSeats(deps.db, params.id);
    if (format.number_first === null || format.number_last === null) return { free_numbers: [], booked_numbers: [] };
    const booked = (
      await deps.db.query<{ number: number }>('SELECT number FROM booked_number WHERE format_id = $1 ORDER BY number', [params.id])
    ).map((row) => row.number);
    const taken = new Set(booked);
    const free: number[] = [];
    for (let number = format.number_first; number <= format.number_last; number += 1) {
      if (!taken.has(number)) free.push(number);
    }
    return { free_numbers: free, booked_numbers: booked };
  });

  route(app, seatsCalls.space, async ({ deps, params, language }) => {
    const format = await formatSeats(deps.db, params.id);
    if (format.space_id === null) throw notFound('server.catalogue.noSeatingPlan');
    const [space] = await deps.db.query<{ public_id: string; title: string; title_en: string | null }>('SELECT public_id, title, title_en FROM space WHERE public_id = $1', [
      format.space_id,
    ]);
    if (space === undefined) throw notFound('server.catalogue.noSeatingPlan');
    const places = await deps.db.query<{ sector: string; row_number: number; place: number; booked: boolean }>(
      'SELECT sector, row_number, place, booked FROM space_place WHERE space_id = $1 ORDER BY sector, row_number, place',
      [space.public_id],
    );
    const sectors: { name: string; rows: { name: string; places: { place: string; free: boolean }[] }[] }[] = [];
    for (const place of places) {
      let sector = sectors.find((candidate) => candidate.name === place.sector);
      if (sector === undefined) {
        sector = { name: place.sector, rows: [] };
        sectors.push(sector);
      }
      let row = sector.rows.find((candidate) => candidate.name === String(place.row_number));
      if (row === undefined) {
        row = { name: String(place.row_number), places: [] };
        sector.rows.push(row);
      }
      row.places.push({ place: String(place.place), free: !place.booked });
    }
    return { public_id: space.public_id, title: inLanguage(space.title, space.title_en, language), sectors };
  });

  route(app, seatsCalls.maps, async ({ deps, params, language }) => {
    const format = await formatSeats(deps.db, params.id);
    if (format.space_id === null) return { values: [] };
    return {
      values: (
        await deps.db.query<{ public_id: string; picture: string; title: string; title_en: string | null }>(
          'SELECT public_id, picture, title, title_en FROM space_map WHERE space_id = $1 ORDER BY sort, public_id',
          [format.space_id],
        )
      ).map(({ title_en, ...map }) => ({ ...map, title: inLanguage(map.title, title_en, language) })),
    };
  });
}
