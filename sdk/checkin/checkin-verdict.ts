/**
 * Race-day check-in (issue 26): what a scanned code means. One rule for the server, which decides
 * online scans, and for the check-in page, which decides offline from its copy of the event city
 * (docs/checkin.md). Precedence, first match wins:
 *
 * | the ticket                                        | result        |
 * |---------------------------------------------------|---------------|
 * | no ticket has this code                           | `unknown`     |
 * | of another event city than the one checked in     | `wrong_event` |
 * | its event city was cancelled                      | `cancelled`   |
 * | returned (a return asked for, or refunded)        | `returned`    |
 * | transferred away, the new holder not yet accepted | `transferred` |
 * | checked in already                                | `already`     |
 * | otherwise                                         | `valid`       |
 *
 * A cancelled, returned or transferred-away ticket is never `valid`. A transfer the new holder
 * accepted (or registered) makes the ticket the new holder's: it is `valid` for them.
 */

export const CHECKIN_RESULTS = ['valid', 'already', 'cancelled', 'returned', 'transferred', 'wrong_event', 'unknown'] as const;
export type CheckinResult = (typeof CHECKIN_RESULTS)[number];

/** What the rule needs to know of a ticket. */
export interface CheckinFacts {
  readonly eventCityId: string;
  readonly cancelled: boolean;
  readonly returned: boolean;
  readonly transferPending: boolean;
  readonly checkedIn: boolean;
}

/**
 * The result of scanning a ticket with `facts` (undefined: no such ticket) at a device checking
 * in `eventCityIds` (undefined: every event city the member of staff may see).
 */
export function checkinVerdict(facts: CheckinFacts | undefined, eventCityIds?: readonly string[]): CheckinResult {
  if (facts === undefined) return 'unknown';
  if (eventCityIds !== undefined && !eventCityIds.includes(facts.eventCityId)) return 'wrong_event';
  if (facts.cancelled) return 'cancelled';
  if (facts.returned) return 'returned';
  if (facts.transferPending) return 'transferred';
  if (facts.checkedIn) return 'already';
  return 'valid';
}

/** Whether a result lets the participant through (and records a check-in). */
export const admits = (result: CheckinResult): boolean => result === 'valid';
