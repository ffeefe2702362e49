/**
 * Cancelling an event city (issue 25 §5): POST /api/console/event-cities/{id}/cancel writes the
 * city's `city_cancellation` row (its primary key: a second press, from any process, finds it
 * and starts nothing), takes the city's formats off sale and enqueues one `city-cancel` job of
 * the durable queue (server/jobs), all in one transaction with its audit record.
 *
 * The job returns the city's paid tickets in batches, each batch one transaction over locked
 * rows, each ticket the one way every ticket goes back (server/payment/return-ticket.ts, with
 * its insurance): the refund jobs then ask the provider, in whichever process takes them. A
 * ticket already returned (by its buyer, by a refund of its order, by a job that ran before a
 * crash) is skipped by the compare-and-set, so each ticket is refunded once. When none is left
 * each buyer is mailed once (the mail's dedupe key is the city and the address) and the
 * cancellation is `done`. GET …/cancellation reads the progress.
 */
import { object, string } from 'superstruct';
import type { CityCancellation } from '../../sdk/contract/console/index.ts';
import { roundMoney } from '../../sdk/format/index.ts';
import type { Auth } from '../accounts/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import { isoOf, isoOrNull, numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { defineJobKind, PermanentJobError } from '../jobs/job-kind.ts';
import type { JobModule } from '../jobs/job-registry.ts';
import { lockTicketsForReturn, returnTicket, ticketWithInsurance } from '../payment/return-ticket.ts';
import { recordAudit } from './audit-log.ts';
import { mailCityCancel } from './refund-notices.ts';

/** Tickets returned per transaction: short locks, and progress readable as it goes. */
const BATCH = 50;

/** Returns the paid tickets of event city `city`, then mails their buyers. */
export const cityCancelJob = defineJobKind('city-cancel', object({ city: string() }), { maxAttempts: 10, firstBackoffMs: 10_000 });

/** A paid ticket of the city not yet returned (over `t`, `o`, `f` of lockTicketsForReturn). */
const RETURNABLE = "f.event_city_id = $1 AND t.status = 'active' AND o.status = 'paid'";

interface CancellationRow {
  readonly event_city_id: string;
  readonly state: 'running' | 'done';
  readonly tickets_total: number;
  readonly created_at: Date;
  readonly finished_at: Date | null;
}

/** The progress of city `cityId`'s cancellation, or undefined when it was never cancelled. */
export async function cityCancellation(db: Queryable, cityId: string): Promise<CityCancellation | undefined> {
  const [row] = await db.query<CancellationRow>('SELECT * FROM city_cancellation WHERE event_city_id = $1', [cityId]);
  if (row === undefined) return undefined;
  const states = await db.query<{ state: string; n: unknown }>(
    'SELECT state, count(*) AS n FROM provider_refund WHERE event_city_id = $1 GROUP BY state',
    [cityId],
  );
  const count = (...names: string[]) => states.filter((state) => names.includes(state.state)).reduce((sum, state) => sum + numberOf(state.n), 0);
  const [returned] = await db.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM refund r JOIN ticket t ON t.public_id = r.ticket_id JOIN event_format f ON f.public_id = t.format_id
      WHERE f.event_city_id = $1 AND r.created_at >= $2`,
    [cityId, row.created_at],
  );
  return {
    event_city_id: row.event_city_id,
    state: row.state,
    tickets_total: row.tickets_total,
    tickets_refunded: numberOf(returned?.n ?? 0),
    refunds_done: count('done'),
    refunds_pending: count('due', 'requested'),
    refunds_failed: count('failed'),
    created_at: isoOf(row.created_at),
    finished_at: isoOrNull(row.finished_at),
  };
}

/** Cancels event city `cityId` once; answers its progress (the running one on a second press). */
export async function cancelCity(deps: AppDeps, auth: Auth, cityId: string, now: Date): Promise<CityCancellation> {
  await deps.db.transaction(async (tx) => {
    const [city] = await tx.query<{ public_id: string }>('SELECT public_id FROM event_city WHERE public_id = $1 FOR UPDATE', [cityId]);
    if (city === undefined) throw new HttpError(404, 'server.console.eventCityNotFound');
    const [paid] = await tx.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ticket t JOIN payment_order o ON o.public_id = t.order_id JOIN event_format f ON f.public_id = t.format_id
        WHERE ${RETURNABLE}`,
      [cityId],
    );
    const total = numberOf(paid?.n ?? 0);
    const started = await tx.query(
      `INSERT INTO city_cancellation (event_city_id, state, tickets_total, actor_id, created_at) VALUES ($1, 'running', $2, $3, $4)
       ON CONFLICT (event_city_id) DO NOTHING RETURNING 1`,
      [cityId, total, auth.user.public_id, now],
    );
    if (started.length === 0) return; // cancelled already: nothing twice
    const formats = await tx.query<{ public_id: string; hidden: boolean }>(
      'SELECT public_id, hidden FROM event_format WHERE event_city_id = $1 ORDER BY public_id FOR UPDATE',
      [cityId],
    );
    await tx.query('UPDATE event_format SET hidden = true WHERE event_city_id = $1', [cityId]);
    await enqueueJob(tx, cityCancelJob, { city: cityId }, now);
    await recordAudit(
      tx,
      auth,
      {
        action: 'eventCity.cancel',
        entity: 'eventCity',
        entityId: cityId,
        before: { cancelled: false, formats: formats.map((format) => ({ public_id: format.public_id, hidden: format.hidden })) },
        after: { cancelled: true, paid_tickets: total, formats: formats.map((format) => ({ public_id: format.public_id, hidden: true })) },
      },
      now,
    );
  });
  const progress = await cityCancellation(deps.db, cityId);
  if (progress === undefined) throw new Error(`the cancellation of ${cityId} is gone`);
  return progress;
}

/** Returns one batch of the city's tickets; answers how many were returned. */
async function returnBatch(deps: AppDeps, cityId: string): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const tickets = await lockTicketsForReturn(tx, RETURNABLE, [cityId], BATCH);
    for (const ticket of tickets) {
      await returnTicket(tx, ticket, { reason: 'city_cancel', amount: ticketWithInsurance(ticket), eventCityId: cityId, mail: false }, now);
    }
    return tickets.length;
  });
}

/** Mails each buyer of the city once, and marks the cancellation done. */
async function finish(deps: AppDeps, cityId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [cancellation] = await tx.query<CancellationRow>('SELECT * FROM city_cancellation WHERE event_city_id = $1 FOR UPDATE', [cityId]);
    if (cancellation === undefined) throw new PermanentJobError(`event city ${cityId} was never cancelled`);
    if (cancellation.state === 'done') return;
    const [city] = await tx.query<{ event: string; city: string; event_en: string | null; city_en: string | null }>(
      `SELECT e.title AS event, e.title_en AS event_en, lc.name_ru AS city, lc.name_en AS city_en
         FROM event_city ec JOIN event e ON e.public_id = ec.event_id JOIN location_city lc ON lc.id = ec.city_id
        WHERE ec.public_id = $1`,
      [cityId],
    );
    const refunds = await tx.query<{ email: string; language: string; order_id: string; ticket_number: string; amount: unknown }>(
      `SELECT o.email, o.language, o.public_id AS order_id, t.ticket_number, r.amount
         FROM refund r JOIN ticket t ON t.public_id = r.ticket_id JOIN event_format f ON f.public_id = t.format_id
         JOIN payment_order o ON o.public_id = r.order_id
        WHERE f.event_city_id = $1 AND r.created_at >= $2
        ORDER BY o.email, t.ticket_number`,
      [cityId, cancellation.created_at],
    );
    const buyers = new Map<string, typeof refunds>();
    for (const refund of refunds) buyers.set(refund.email, [...(buyers.get(refund.email) ?? []), refund]);
    for (const [email, tickets] of buyers) {
      const first = tickets[0];
      if (first === undefined) continue;
      const english = first.language === 'en';
      await mailCityCancel(
        tx,
        deps,
        { email, language: first.language, orderId: first.order_id },
        { id: cityId, event: (english ? city?.event_en : null) ?? city?.event ?? '', city: (english ? city?.city_en : null) ?? city?.city ?? '' },
        tickets.map((ticket) => ({ number: ticket.ticket_number, amount: roundMoney(numberOf(ticket.amount)) })),
      );
    }
    await tx.query("UPDATE city_cancellation SET state = 'done', finished_at = $2 WHERE event_city_id = $1", [cityId, now]);
  });
}

/** Registers the handler of the city-cancel job (server/job-list.ts). */
export const cityCancelJobs: JobModule = (jobs, deps) => {
  jobs.handle(cityCancelJob, async ({ city }) => {
    let returned = 0;
    for (let batch = await returnBatch(deps, city); batch > 0; batch = await returnBatch(deps, city)) returned += batch;
    await finish(deps, city);
    return `${returned} tickets returned`;
  });
};
