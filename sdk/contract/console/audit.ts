/**
 * The console's audit log (issue 25 §8): every console write, who made it, when, and the
 * record's fields before and after. Read-only; organisers only.
 */
import { integer, nullable, object, optional, string, type, unknown, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { Page, PageQueryFields } from './paging.ts';

export const AuditEntry = type({
  id: integer(),
  at: string(),
  actor_id: string(),
  actor_email: nullable(string()),
  action: string(),
  entity: string(),
  entity_id: string(),
  before: unknown(),
  after: unknown(),
});
export type AuditEntry = Infer<typeof AuditEntry>;

/** Newest first by default; `entity` and `entity_id` narrow to one record's history, `q` searches actor and action. */
export const AuditQuery = object({
  ...PageQueryFields,
  entity: optional(limitedText(TEXT_MAX.id)),
  entity_id: optional(limitedText(TEXT_MAX.id)),
});

export const consoleAuditCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/audit',
    role: 'organiser',
    summary: 'The audit log of console writes, newest first, paged on the server.',
    query: AuditQuery,
    response: Page(AuditEntry),
  }),
};

/** A page of the audit log. */
export const listAuditLog = (query: Infer<typeof AuditQuery>) => invoke(consoleAuditCalls.list, { query });
