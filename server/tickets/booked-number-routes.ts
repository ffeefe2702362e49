/**
 * POST /api/booked/number `{ ticket, number }`: the holder of a ticket books a free start
 * number of its format (account.md §7 "Results and seats"). The booking is an INSERT into
 * booked_number, whose primary key (format, number) lets exactly one of any number of
 * concurrent bookings win; the losers answer 400 'Этот номер уже занят'. The ticket row is
 * locked, so one ticket never ends up with two numbers; its previous number is freed.
 */
import { seatsCalls } from '../../sdk/contract/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { badRequest } from '../http/http-error.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';
import { heldTicket, isPast } from './ticket-views.ts';

/** Mounts the start-number booking. */
export function bookedNumberRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, seatsCalls.book, async ({ auth, body, language }) => {
    const { user } = requireAuth(auth);
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const ticket = await heldTicket(tx, user.public_id, body.ticket, true);
      if (ticket.status !== 'active') throw badRequest('server.tickets.awaitingRefund');
      if (isPast(ticket, now)) throw badRequest('server.payment.eventPassed');
      const [range] = await tx.query<{ number_first: number | null; number_last: number | null }>(
        'SELECT number_first, number_last FROM event_format WHERE public_id = $1',
        [ticket.format_id],
      );
      if (range === undefined || range.number_first === null || range.number_last === null) throw badRequest('server.tickets.noNumbers');
      if (!Number.isInteger(body.number) || body.number < range.number_first || body.number > range.number_last) {
        throw badRequest('server.tickets.numberOutOfRange', { field: 'number' });
      }
      if (ticket.number === body.number) return { number: body.number, message: serverText('server.tickets.numberBooked', language) };
      const booked = await tx.query(
        'INSERT INTO booked_number (format_id, number, user_public_id, booked_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING number',
        [ticket.format_id, body.number, user.public_id, now],
      );
      if (booked.length === 0) throw badRequest('server.tickets.numberTaken', { field: 'number' });
      if (ticket.number !== null) {
        await tx.query('DELETE FROM booked_number WHERE format_id = $1 AND number = $2', [ticket.format_id, ticket.number]);
      }
      await tx.query('UPDATE ticket SET number = $2 WHERE public_id = $1', [ticket.public_id, body.number]);
      return { number: body.number, message: serverText('server.tickets.numberBooked', language) };
    });
  });
}
