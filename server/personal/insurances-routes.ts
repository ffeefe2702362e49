/**
 * The user's insurances (account.md §2 "Insurance screen"): the policies issued by their paid
 * orders — one per insured ticket and per count of an insurance line. A policy is valid
 * until its start date plus the product's validity time (seconds); then it is past.
 */
import type { Language } from '../../sdk/config/index.ts';
import { insuranceCalls } from '../../sdk/contract/index.ts';
import type { InsuranceRecord } from '../../sdk/contract/schemas/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { inLanguage } from '../catalogue/in-language.ts';
import { isoOf } from '../catalogue/sql-values.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';

interface PolicyRow {
  readonly public_id: string;
  readonly ticket_id: string | null;
  readonly number: string;
  readonly start_date: unknown;
  readonly insured: Readonly<Record<string, unknown>>;
  readonly name: string;
  readonly name_en: string | null;
  readonly validity_time: number;
  readonly logo: string | null;
  readonly legals: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function toRecord(row: PolicyRow, language: Language): InsuranceRecord {
  return {
    public_id: row.public_id,
    ticket_public_id: row.ticket_id,
    info: {
      number: row.number,
      start_date: isoOf(row.start_date),
      last_name: text(row.insured['last_name']) ?? '',
      first_name: text(row.insured['first_name']) ?? '',
      second_name: text(row.insured['second_name']),
      phone: text(row.insured['phone']),
    },
    insurance: { name: inLanguage(row.name, row.name_en, language), validity_time: row.validity_time, logo: row.logo, legals: row.legals },
  };
}

const POLICIES = `
  SELECT p.public_id, p.ticket_id, p.number, p.start_date, p.insured, i.name, i.name_en, i.validity_time, i.logo, i.legals
    FROM insurance_policy p JOIN insurance i ON i.public_id = p.insurance_id
   WHERE p.user_id = $1 AND`;
const ENDS = "p.start_date + make_interval(secs => i.validity_time)";

/** Mounts the user's insurance lists. */
export function insurancesRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, insuranceCalls.valid, async ({ auth, language }) => {
    const { user } = requireAuth(auth);
    const rows = await deps.db.query<PolicyRow>(`${POLICIES} ${ENDS} >= $2 ORDER BY p.start_date, p.number`, [user.public_id, deps.clock.now()]);
    return { values: rows.map((row) => toRecord(row, language)) };
  });

  route(app, insuranceCalls.past, async ({ auth, language }) => {
    const { user } = requireAuth(auth);
    const rows = await deps.db.query<PolicyRow>(`${POLICIES} ${ENDS} < $2 ORDER BY p.start_date DESC, p.number`, [user.public_id, deps.clock.now()]);
    return { values: rows.map((row) => toRecord(row, language)) };
  });
}
