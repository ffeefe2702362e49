/**
 * One policy of an insurance per person and event (issue 29 item 1): a standalone insurance
 * line whose person already holds a policy of the same insurance for the same start day — or
 * that repeats another line of the same request — is refused with a 409 naming the person,
 * before anything is held or paid. The person is the one the policy names: first and last name
 * (case-insensitively) and birth date. Decided where the spec is silent (docs/spec-map.md).
 */
import type { InsuranceLine } from '../../sdk/contract/schemas/index.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';

const personKey = (line: InsuranceLine) =>
  [line.public_id, line.start_date, line.first_name.trim().toLowerCase(), line.last_name.trim().toLowerCase(), line.birth_date].join('\u0000');

const insuredTwice = (line: InsuranceLine, index: number) =>
  new HttpError(409, { key: 'server.payment.alreadyInsured', values: { name: `${line.first_name.trim()} ${line.last_name.trim()}` } }, {
    field: `insurances.${index}`,
  });

/** Throws the 409 of the first insurance line whose person is insured for its event already. */
export async function refuseInsuredTwice(tx: Queryable, lines: readonly InsuranceLine[]): Promise<void> {
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const key = personKey(line);
    if (seen.has(key)) throw insuredTwice(line, index);
    seen.add(key);
    const [held] = await tx.query<{ found: number }>(
      `SELECT 1 AS found FROM insurance_policy
        WHERE insurance_id = $1 AND (start_date AT TIME ZONE 'UTC')::date = $2::date
          AND lower(insured->>'first_name') = $3 AND lower(insured->>'last_name') = $4 AND insured->>'birth_date' = $5
        LIMIT 1`,
      [line.public_id, line.start_date, line.first_name.trim().toLowerCase(), line.last_name.trim().toLowerCase(), line.birth_date],
    );
    if (held !== undefined) throw insuredTwice(line, index);
  }
}
