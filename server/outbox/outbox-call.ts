/**
 * GET /api/dev/outbox — not a call of the spec: the development outbox, newest first,
 * optionally only the messages to one address or phone (`?to=`). Answers 404 in production.
 */
import { enums, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../../sdk/contract/index.ts';
import { maybe, valuesOf } from '../../sdk/contract/schemas/index.ts';

export const OutboxMessage = type({
  id: number(),
  channel: enums(['mail', 'sms']),
  to: string(),
  subject: maybe(string()),
  text: string(),
  /** The site link of a mail (account.md §2 verification routes). */
  link: maybe(string()),
  /** The code of an SMS, or the code inside a mail's link. */
  code: maybe(string()),
  /** ISO time. */
  created: string(),
  /** ISO time the transport confirmed it; null while it waits (or after it failed). */
  sent: maybe(string()),
});
export type OutboxMessage = Infer<typeof OutboxMessage>;

/** The outbox call. */
export const outboxCall = defineCall({
  method: 'GET',
  path: '/api/dev/outbox',
  summary: 'Development only: the mails and SMS the server sent, newest first.',
  query: object({ to: optional(string()) }),
  response: valuesOf(OutboxMessage),
});
