/**
 * Insurance products for the console (issue 25 §2; sdk/contract/console/insurance.ts), written
 * inside the caller's transaction: one guarded UPDATE per edit (`version` as read), the formats
 * that offer it replaced as a set, the record read back through the public query
 * (insurance-routes.ts) and checked against `InsuranceProduct`, and an audit entry.
 * `hidden` is the stored `active` turned round: a hidden product is offered nowhere.
 */
import type { ConsoleInsurance, InsuranceCreate, InsuranceUpdate } from '../../sdk/contract/console/index.ts';
import { InsuranceProduct } from '../../sdk/contract/schemas/index.ts';
import { insuranceProducts } from '../catalogue/insurance-routes.ts';
import { notFound, numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { LANGUAGES, idTaken, mustShow, newPublicId, setClause } from './catalogue-checks.ts';
import { staleVersion } from './edit-version.ts';
import { requireIds, withEnglishOrNull } from './goods-values.ts';

type InsuranceRow = Omit<ConsoleInsurance, 'policies' | 'hidden'> & { readonly active: boolean; readonly policies: unknown };

export const INSURANCE_COLUMNS = `i.public_id, i.name, i.name_en, i.title, i.title_en, i.subtitle, i.subtitle_en, i.description, i.description_en,
  i.footnote, i.footnote_en, i.legals, i.logo, i.price, i.validity_time, i.active, i.sort, i.version,
  ARRAY(SELECT f.format_id FROM insurance_format f WHERE f.insurance_id = i.public_id ORDER BY f.format_id) AS format_ids,
  (SELECT count(*) FROM insurance_policy p WHERE p.insurance_id = i.public_id) AS policies`;

export const toConsoleInsurance = ({ active, policies, ...row }: InsuranceRow): ConsoleInsurance => ({
  ...row,
  hidden: !active,
  policies: numberOf(policies),
});

export async function requireConsoleInsurance(db: Queryable, id: string): Promise<ConsoleInsurance> {
  const [row] = await db.query<InsuranceRow>(`SELECT ${INSURANCE_COLUMNS} FROM insurance i WHERE i.public_id = $1`, [id]);
  if (row === undefined) throw notFound('server.console.insuranceNotFound');
  return toConsoleInsurance(row);
}

/** The product's formats become `formatIds` (when given) plus every format of the events of `eventTypeIds`. */
async function setFormats(tx: Queryable, id: string, formatIds: readonly string[] | undefined, eventTypeIds: readonly string[] | undefined): Promise<void> {
  if (formatIds === undefined && (eventTypeIds === undefined || eventTypeIds.length === 0)) return;
  await requireIds(tx, 'event_format', formatIds ?? [], 'format_ids');
  await requireIds(tx, 'event_type', eventTypeIds ?? [], 'event_type_ids');
  if (formatIds !== undefined) await tx.query('DELETE FROM insurance_format WHERE insurance_id = $1 AND NOT (format_id = ANY($2))', [id, formatIds]);
  await tx.query(
    `INSERT INTO insurance_format (insurance_id, format_id)
       SELECT $1, f.public_id FROM event_format f
        WHERE f.public_id = ANY($2)
           OR EXISTS (SELECT 1 FROM event_city c JOIN event e ON e.public_id = c.event_id WHERE c.public_id = f.event_city_id AND e.event_type_id = ANY($3))
     ON CONFLICT DO NOTHING`,
    [id, formatIds ?? [], eventTypeIds ?? []],
  );
}

/** Refuses (400 naming the field) a product the public insurance calls could not show. */
async function checkInsuranceShows(tx: Queryable, id: string): Promise<void> {
  for (const language of LANGUAGES) {
    const [product] = await insuranceProducts(tx, 'p.public_id = $1', [id], language);
    mustShow(product, InsuranceProduct, 'insurance');
  }
}

const INSURANCE_EDITABLE = [
  'name',
  'name_en',
  'title',
  'title_en',
  'subtitle',
  'subtitle_en',
  'description',
  'description_en',
  'footnote',
  'footnote_en',
  'legals',
  'logo',
  'price',
  'validity_time',
  'active',
  'sort',
] as const;

/** Adds an insurance product (409 for a public_id taken). */
export async function createInsurance(tx: Queryable, actor: AuditActor, input: InsuranceCreate, now: Date): Promise<ConsoleInsurance> {
  const { public_id: wanted, format_ids: formatIds, event_type_ids: eventTypeIds, hidden, ...fields } = withEnglishOrNull(input);
  const id = wanted ?? newPublicId('ins');
  const [taken] = await tx.query('SELECT 1 FROM insurance WHERE public_id = $1', [id]);
  if (taken !== undefined) throw idTaken(id);
  const values = { ...fields, active: hidden !== true };
  const set = setClause(values, INSURANCE_EDITABLE, 2);
  await tx.query(`INSERT INTO insurance (public_id, ${set.names.join(', ')}) VALUES ($1, ${set.placeholders.join(', ')})`, [id, ...set.values]);
  await setFormats(tx, id, formatIds, eventTypeIds);
  await checkInsuranceShows(tx, id);
  const after = await requireConsoleInsurance(tx, id);
  await recordAudit(tx, actor, { action: 'insurance.create', entity: 'insurance', entityId: id, after }, now);
  return after;
}

/** Edits a product read at `version` (409 when another write came first). */
export async function updateInsurance(tx: Queryable, actor: AuditActor, id: string, input: InsuranceUpdate, now: Date): Promise<ConsoleInsurance> {
  const { version, format_ids: formatIds, event_type_ids: eventTypeIds, hidden, ...fields } = withEnglishOrNull(input);
  const before = await requireConsoleInsurance(tx, id);
  const set = setClause({ ...fields, active: hidden === undefined ? undefined : !hidden }, INSURANCE_EDITABLE, 3);
  const updated = await tx.query(
    `UPDATE insurance SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1 WHERE public_id = $1 AND version = $2 RETURNING 1`,
    [id, version, ...set.values],
  );
  if (updated.length === 0) throw staleVersion();
  await setFormats(tx, id, formatIds, eventTypeIds);
  await checkInsuranceShows(tx, id);
  const after = await requireConsoleInsurance(tx, id);
  await recordAudit(tx, actor, { action: 'insurance.update', entity: 'insurance', entityId: id, before, after }, now);
  return after;
}
