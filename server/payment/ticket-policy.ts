/**
 * The insured person of a ticket's insurance (issue 13 §4): the ticket's participant. A ticket
 * bought with an insurance but without the participant's data (most formats register later,
 * from the personal area) has a policy waiting for them; registering the ticket — or editing
 * the registration — names them on the policy, cancelling it clears the name until the next
 * registration. The policy stays with the buyer's insurances whoever holds the ticket.
 */
import type { Queryable } from '../db/database.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The policy's `insured` from a participant's data (ticket `info`: names, phone digits, ISO birth date, gender). */
export function insuredOf(info: Readonly<Record<string, unknown>>): Record<string, string | null> {
  return {
    first_name: text(info['first_name']),
    last_name: text(info['last_name']),
    second_name: text(info['second_name']),
    phone: text(info['phone']),
    birth_date: text(info['birth_date']),
    gender: text(info['gender']),
  };
}

/** Names the participant `info` (or nobody, for null) on the insurance policy of ticket `ticketId`, if it has one. */
export async function insureParticipant(tx: Queryable, ticketId: string, info: Readonly<Record<string, unknown>> | null): Promise<void> {
  await tx.query('UPDATE insurance_policy SET insured = $2 WHERE ticket_id = $1', [ticketId, JSON.stringify(info === null ? {} : insuredOf(info))]);
}
