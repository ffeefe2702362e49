import { integer, object } from 'superstruct';
import { defineJobKind } from '../jobs/job-kind.ts';

/** Delivers outbox message `message` by mail: 8 tries over about an hour. */
export const mailJob = defineJobKind('mail', object({ message: integer() }), { maxAttempts: 8, firstBackoffMs: 30_000 });

/**
 * Delivers outbox message `message` by SMS: 4 tries within about two minutes (15, 30, 60 s
 * apart) — a sign-in code is useless later, and the visitor can ask for a new one.
 */
export const smsJob = defineJobKind('sms', object({ message: integer() }), { maxAttempts: 4, firstBackoffMs: 15_000 });
