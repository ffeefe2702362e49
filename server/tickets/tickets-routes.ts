/**
 * The user's tickets (account.md §7 "Tickets and orders"): the active, transferred and past
 * lists, the registration page's data, online registration and its edit (participant data
 * checked with the site's own rules, sdk/forms), cancelling a registration, transfer to an
 * e-mail, the recipient's accept/decline, the sender's return, and the ticket's result.
 * Every call reads and changes only tickets the caller holds (or sent, for the return):
 * another user's ticket is a 404, never a hint that it exists.
 */
import type { Language } from '../../sdk/config/index.ts';
import { ticketsCalls } from '../../sdk/contract/index.ts';
import type { TicketRegistration, ResultRow } from '../../sdk/contract/schemas/index.ts';
import { cleanEmail } from '../../sdk/forms/index.ts';
import { siteLink } from '../accounts/site-link.ts';
import type { UserRow } from '../accounts/user-row.ts';
import { userByEmail } from '../accounts/users.ts';
import type { AppDeps } from '../app-deps.ts';
import { findFormat } from '../catalogue/format-queries.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { accepted } from '../http/form-rules.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';
import { fillPlaceholders } from '../http/fill-placeholders.ts';
import { composeMail, outboxTexts } from '../outbox/compose-mail.ts';
import { attachUploads, uploadIdsOf } from '../personal/uploads.ts';
import { sendMail } from '../outbox/outbox.ts';
import { serialQueries } from '../payment/serial-queries.ts';
import { insureParticipant } from '../payment/ticket-policy.ts';
import { participantError } from './participant-check.ts';
import { ticketListOf } from '../../sdk/tickets/index.ts';
import { claimTransfers, heldTicket, isPast, loadTicketRows, toTicket, type TicketViewRow } from './ticket-views.ts';

async function formatOf(db: Queryable, formatId: string, language: Language) {
  // called inside transactions too: one statement at a time on their connection
  const format = await findFormat(serialQueries(db), formatId, language);
  if (format === undefined) throw new HttpError(404, 'server.catalogue.formatNotFound');
  return format;
}

/** Checks and writes a registration (new or edited) of a ticket the user holds; answers the ticket. */
async function register(deps: AppDeps, user: UserRow, body: TicketRegistration, editing: boolean, language: Language) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const ticket = await heldTicket(tx, user.public_id, body.public_id, true);
    if (ticket.status !== 'active') throw badRequest('server.tickets.awaitingRefund');
    if (isPast(ticket, now)) throw badRequest('server.payment.eventPassed');
    if (editing && !ticket.registered) throw badRequest('server.tickets.notRegistered');
    if (!editing && ticket.registered) throw badRequest('server.tickets.alreadyRegistered');
    const format = await formatOf(tx, ticket.format_id, language);
    // the shirt this ticket already holds stays on offer to it even at zero stock
    const sizes = (format.sizes ?? []).map((size) =>
      size.public_id === ticket.shirt_size_id ? { ...size, count: (size.count ?? 0) + 1 } : size,
    );
    const data = {
      info: body.info,
      cluster: body.cluster,
      select_field: body.select_field,
      license_file: body.license_file,
    };
    const error = participantError(format, data, now, '', sizes);
    if (error !== undefined) throw error;

    const wanted = body.info['item_size'];
    const shirt = wanted === undefined || format.shirt_unavailable === true ? undefined : sizes.find((size) => size.name === wanted || size.public_id === wanted);
    const shirtId = shirt?.public_id ?? null;
    if (shirtId !== ticket.shirt_size_id) {
      if (shirtId !== null) {
        const taken = await tx.query('UPDATE shirt_size SET count = count - 1 WHERE public_id = $1 AND count >= 1 RETURNING 1', [shirtId]);
        if (taken.length === 0) throw new HttpError(409, 'server.payment.sizeGone', { field: 'item_size' });
      }
      if (ticket.shirt_size_id !== null) await tx.query('UPDATE shirt_size SET count = count + 1 WHERE public_id = $1', [ticket.shirt_size_id]);
    }
    await attachUploads(tx, uploadIdsOf(body), user.public_id, now, 'license_file');
    await tx.query(
      `UPDATE ticket SET registered = true, transfer_accepted = true, info = $2, cluster = $3, select_field = $4, license = $5,
                         license_file = $6, shirt_size_id = $7
        WHERE public_id = $1`,
      [
        ticket.public_id,
        JSON.stringify(body.info),
        body.cluster === undefined ? null : JSON.stringify(body.cluster),
        body.select_field ?? null,
        body.license ?? null,
        body.license_file ?? null,
        shirtId,
      ],
    );
    await insureParticipant(tx, ticket.public_id, body.info);
    return { ticket: toTicket(await heldTicket(tx, user.public_id, ticket.public_id, false, language)) };
  });
}

/** Gives the ticket back to its sender: no holder but the buyer, registration cleared. */
async function backToSender(tx: Queryable, ticket: TicketViewRow): Promise<void> {
  await tx.query(
    `UPDATE ticket SET user_id = original_user_id, original_user_id = NULL, transfer_email = NULL, transfer_accepted = false
      WHERE public_id = $1`,
    [ticket.public_id],
  );
}

async function clearRegistration(tx: Queryable, ticket: Pick<TicketViewRow, 'public_id' | 'shirt_size_id'>): Promise<void> {
  if (ticket.shirt_size_id !== null) await tx.query('UPDATE shirt_size SET count = count + 1 WHERE public_id = $1', [ticket.shirt_size_id]);
  await tx.query(
    `UPDATE ticket SET registered = false, info = '{}', cluster = NULL, select_field = NULL, license = NULL, license_file = NULL,
                       shirt_size_id = NULL
      WHERE public_id = $1`,
    [ticket.public_id],
  );
  await insureParticipant(tx, ticket.public_id, null);
}

/** Mounts the ticket calls. */
export function ticketsRoutes(app: ApiApp, deps: AppDeps): void {
  const { db, clock } = deps;

  /** The user's tickets of `list`, as the sdk's one rule places them (sdk/tickets/ticket-status.ts). */
  const ticketsOf = async (user: UserRow, list: 'active' | 'past', language: Language) => {
    const now = clock.now().getTime();
    const all = (await loadTicketRows(db, 't.user_id = $1', [user.public_id], language)).map(toTicket);
    return all.filter((ticket) => ticketListOf(ticket, now) === list);
  };

  route(app, ticketsCalls.my, async ({ auth, language }) => {
    const { user } = requireAuth(auth);
    await claimTransfers(db, user);
    // a returned ticket whose money is back leaves the active list for the past one ('Возвращено')
    return { values: await ticketsOf(user, 'active', language) };
  });

  route(app, ticketsCalls.transferred, async ({ auth, language }) => {
    const { user } = requireAuth(auth);
    return { values: (await loadTicketRows(db, 't.original_user_id = $1', [user.public_id], language)).map(toTicket) };
  });

  route(app, ticketsCalls.old, async ({ auth, language }) => ({ values: await ticketsOf(requireAuth(auth).user, 'past', language) }));

  route(app, ticketsCalls.online, async ({ auth, params, language }) => {
    const { user } = requireAuth(auth);
    const ticket = await heldTicket(db, user.public_id, params.id, false, language);
    return { ticket: toTicket(ticket), format: await formatOf(db, ticket.format_id, language) };
  });

  route(app, ticketsCalls.register, ({ auth, body, language }) => register(deps, requireAuth(auth).user, body, false, language));
  route(app, ticketsCalls.update, ({ auth, body, language }) => register(deps, requireAuth(auth).user, body, true, language));

  route(app, ticketsCalls.disable, async ({ auth, body, language }) => {
    const { user } = requireAuth(auth);
    await db.transaction(async (tx) => {
      const ticket = await heldTicket(tx, user.public_id, body.public_id, true);
      if (!ticket.registered) throw badRequest('server.tickets.notRegistered');
      if (ticket.offline_registered) throw badRequest('server.tickets.usedOffline');
      await clearRegistration(tx, ticket);
    });
    return { message: serverText('server.tickets.registrationCancelled', language) };
  });

  route(app, ticketsCalls.transfer, async ({ auth, body, c, language }) => {
    const { user } = requireAuth(auth);
    const email = accepted(cleanEmail(body.email), 'email');
    if (email === user.email) throw badRequest('server.tickets.transferToSelf', { field: 'email' });
    const now = clock.now();
    await db.transaction(async (tx) => {
      const ticket = await heldTicket(tx, user.public_id, body.public_id, true, language);
      if (ticket.original_user_id !== null) throw badRequest('server.tickets.notYours');
      if (ticket.status !== 'active') throw badRequest('server.tickets.awaitingRefund');
      if (isPast(ticket, now)) throw badRequest('server.payment.eventPassed');
      if (ticket.offline_registered) throw badRequest('server.tickets.usedOffline');
      const recipient = await userByEmail(tx, email);
      if (recipient?.public_id === user.public_id) throw badRequest('server.tickets.transferToSelf', { field: 'email' });
      // the buyer's registration is theirs: the recipient registers anew
      await clearRegistration(tx, ticket);
      await tx.query(
        `UPDATE ticket SET user_id = $2, original_user_id = $3, transfer_email = $4, transfer_accepted = false WHERE public_id = $1`,
        [ticket.public_id, recipient?.public_id ?? null, user.public_id, email],
      );
      const link = siteLink(c, deps, '/me');
      const texts = outboxTexts(language).ticketTransfer;
      const mail = composeMail({
        language,
        organiser: deps.outbox.organiser,
        subject: texts.subject,
        lines: [{ text: fillPlaceholders(texts.text, { event: ticket.event_title, format: ticket.format_title }) }],
        action: { label: texts.action, url: link },
      });
      await sendMail(tx, deps, { to: email, ...mail, link });
    });
    return { message: serverText('server.tickets.transferred', language) };
  });

  route(app, ticketsCalls.confirmTransfer, async ({ auth, body, language }) => {
    const { user } = requireAuth(auth);
    return db.transaction(async (tx) => {
      const ticket = await heldTicket(tx, user.public_id, body.public_id, true);
      if (ticket.original_user_id === null) throw badRequest('server.tickets.noTransfer');
      if (body.transfer_confirm) {
        await tx.query('UPDATE ticket SET transfer_accepted = true WHERE public_id = $1', [ticket.public_id]);
        return { message: serverText('server.tickets.transferAccepted', language) };
      }
      await clearRegistration(tx, ticket);
      await backToSender(tx, ticket);
      return { message: serverText('server.tickets.transferDeclined', language) };
    });
  });

  route(app, ticketsCalls.return, async ({ auth, body, language }) => {
    const { user } = requireAuth(auth);
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM ticket WHERE public_id = $1 AND original_user_id = $2 FOR UPDATE', [body.public_id, user.public_id]);
      const [ticket] = await loadTicketRows(tx, 't.public_id = $1 AND t.original_user_id = $2', [body.public_id, user.public_id], language);
      if (ticket === undefined) throw new HttpError(404, 'server.tickets.ticketNotFound');
      if (ticket.registered) throw badRequest('server.tickets.recipientRegistered');
      await backToSender(tx, ticket);
    });
    return { message: serverText('server.tickets.returned', language) };
  });

  route(app, ticketsCalls.result, async ({ auth, params }) => {
    const { user } = requireAuth(auth);
    const ticket = await heldTicket(db, user.public_id, params.id);
    return { result: (await ticketResult(db, ticket)) ?? null };
  });
}

/**
 * The ticket's row of its event city's results: by start number, else by the participant's
 * names; undefined when the timing system has none.
 */
export async function ticketResult(db: Queryable, ticket: TicketViewRow): Promise<ResultRow | undefined> {
  const first = typeof ticket.info['first_name'] === 'string' ? ticket.info['first_name'] : null;
  const last = typeof ticket.info['last_name'] === 'string' ? ticket.info['last_name'] : null;
  if (ticket.number === null && (first === null || last === null)) return undefined;
  const [row] = await db.query<ResultRow>(
    `SELECT r.distance, r.comments, r.status, r.time_start, r.time_finish, r.position_absolute, r.position_gen_absolute,
            r.position_cat_absolute, r.last_name, r.category, r.gender, r.first_name, r.start_number, r.absolute_time_result,
            r.individual_time_result, r.fine_time_result, r.time_result, r.position, r.position_gen, r.position_age,
            r.position_cat, r.position_gen_age, r.overall_place AS "overallPlace"
       FROM event_result r JOIN external_format xf ON xf.public_id = r.external_format_id
      WHERE xf.event_city_id = $1
        AND ((r.start_number IS NOT NULL AND r.start_number = $2)
             OR (lower(r.first_name) = lower($3) AND lower(r.last_name) = lower($4)))
      ORDER BY (r.start_number = $2) DESC NULLS LAST, r.id
      LIMIT 1`,
    [ticket.event_city_id, ticket.number === null ? null : String(ticket.number), first, last],
  );
  return row;
}
