/**
 * Promo codes for the console (issue 25 §2): one code, or a batch of unique codes, checked
 * through the public check (promocodes-routes.ts `checkPromocode` against `PromocodeCheck`) and
 * audited, inside the caller's transaction. A code's uses are taken by payments with a guarded
 * `used_count + n <= total_count` (stock-holds.ts), so lowering `total_count` is guarded the
 * same way: never below what is used.
 */
import { randomInt } from 'node:crypto';
import type { ConsolePromocode, PromoItemType, PromocodeBatchCreate, PromocodeCreate, PromocodeUpdate } from '../../sdk/contract/console/index.ts';
import { PromocodeCheck } from '../../sdk/contract/schemas/index.ts';
import { checkPromocode } from '../catalogue/promocodes-routes.ts';
import { isoOf, isoOrNull, notFound, numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { LANGUAGES, mustShow, newPublicId, setClause, unknownReference } from './catalogue-checks.ts';
import { staleVersion } from './edit-version.ts';

type PromoRecordRow = Omit<ConsolePromocode, 'discount' | 'valid_until' | 'created_at'> & {
  readonly discount: unknown;
  readonly valid_until: unknown;
  readonly created_at: unknown;
};

export const PROMOCODE_COLUMNS =
  'public_id, code, item_type, public_ids, discount, discount_form, price, total_count, used_count, active, valid_until, batch_id, created_at, version';

export const toConsolePromocode = (row: PromoRecordRow): ConsolePromocode => ({
  ...row,
  discount: numberOf(row.discount),
  valid_until: isoOrNull(row.valid_until),
  created_at: isoOf(row.created_at),
});

export async function requireConsolePromocode(db: Queryable, id: string): Promise<ConsolePromocode> {
  const [row] = await db.query<PromoRecordRow>(`SELECT ${PROMOCODE_COLUMNS} FROM promocode WHERE public_id = $1`, [id]);
  if (row === undefined) throw notFound('server.console.promocodeNotFound');
  return toConsolePromocode(row);
}

const itemTables: Readonly<Record<PromoItemType, string>> = { ticket: 'event_format', product: 'product', insurance: 'insurance' };

async function checkItems(tx: Queryable, itemType: PromoItemType, ids: readonly string[] | undefined): Promise<void> {
  if (ids === undefined || ids.length === 0) return;
  const found = await tx.query<{ public_id: string }>(`SELECT public_id FROM ${itemTables[itemType]} WHERE public_id = ANY($1)`, [ids]);
  const known = new Set(found.map((row) => row.public_id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw unknownReference('public_ids', missing);
}

function checkDiscount(discount: number | undefined, form: 'percent' | 'fixed' | undefined): void {
  if (form === 'percent' && discount !== undefined && discount > 100) throw badRequest('server.http.badField', { field: 'discount' });
}

/** Refuses (400) a code whose public check could not be shown. */
async function checkPromocodeShows(tx: Queryable, code: ConsolePromocode, now: Date): Promise<void> {
  for (const language of LANGUAGES) {
    mustShow(await checkPromocode(tx, { type: code.item_type, id: code.public_ids[0] ?? '' }, code.code, now, language), PromocodeCheck, 'promocode');
  }
}

const insertSql = `INSERT INTO promocode (public_id, code, item_type, public_ids, discount, discount_form, price, total_count, valid_until, active, batch_id, created_at)
  SELECT t.public_id, t.code, $3::text, $4::text[], $5::numeric, $6::text, $7::integer, $8::integer, $9::timestamptz, $10::boolean, $11::text, $12::timestamptz
    FROM unnest($1::text[], $2::text[]) AS t(public_id, code)`;

type PromoSettings = Omit<PromocodeCreate, 'code'>;
const settingsParams = (input: PromoSettings, batchId: string | null, now: Date): unknown[] => [
  input.item_type,
  input.public_ids ?? [],
  input.discount,
  input.discount_form,
  input.price ?? null,
  input.total_count,
  input.valid_until ?? null,
  input.active ?? true,
  batchId,
  now,
];

/** Creates one code (409 when it exists). */
export async function createPromocode(tx: Queryable, actor: AuditActor, input: PromocodeCreate, now: Date): Promise<ConsolePromocode> {
  const code = input.code.trim().toUpperCase();
  const [taken] = await tx.query('SELECT 1 FROM promocode WHERE code = $1', [code]);
  if (taken !== undefined) throw new HttpError(409, { key: 'server.console.codeTaken', values: { code } }, { field: 'code' });
  checkDiscount(input.discount, input.discount_form);
  await checkItems(tx, input.item_type, input.public_ids);
  const id = newPublicId('pc');
  await tx.query(insertSql, [[id], [code], ...settingsParams(input, null, now)]);
  const after = await requireConsolePromocode(tx, id);
  await checkPromocodeShows(tx, after, now);
  await recordAudit(tx, actor, { action: 'promocode.create', entity: 'promocode', entityId: id, after }, now);
  return after;
}

// no 0/O, 1/I/L: a code read aloud or from paper is typed right
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomCode = (prefix: string): string =>
  `${prefix.toUpperCase()}-${Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)] ?? 'X').join('')}`;

/** Creates `count` unique codes sharing one batch id; one audit entry for the batch. */
export async function createPromocodeBatch(
  tx: Queryable,
  actor: AuditActor,
  input: PromocodeBatchCreate,
  now: Date,
): Promise<{ batch_id: string; count: number; codes: string[] }> {
  const { prefix, count, ...settings } = input;
  checkDiscount(settings.discount, settings.discount_form);
  await checkItems(tx, settings.item_type, settings.public_ids);
  const codes = new Set<string>();
  // 31^8 ≈ 8.5e11 codes per prefix: a clash is rare, and a clashing code is drawn again
  while (codes.size < count) {
    const drawn = Array.from({ length: count - codes.size }, () => randomCode(prefix)).filter((code) => !codes.has(code));
    const taken = new Set((await tx.query<{ code: string }>('SELECT code FROM promocode WHERE code = ANY($1)', [drawn])).map((row) => row.code));
    for (const code of drawn) if (!taken.has(code)) codes.add(code);
  }
  const list = [...codes];
  const batchId = newPublicId('batch');
  await tx.query(insertSql, [list.map(() => newPublicId('pc')), list, ...settingsParams(settings, batchId, now)]);
  const [first] = await tx.query<{ public_id: string }>('SELECT public_id FROM promocode WHERE batch_id = $1 LIMIT 1', [batchId]);
  await checkPromocodeShows(tx, await requireConsolePromocode(tx, first?.public_id ?? ''), now);
  await recordAudit(tx, actor, { action: 'promocode.batch', entity: 'promocode_batch', entityId: batchId, after: { prefix, count, ...settings } }, now);
  return { batch_id: batchId, count: list.length, codes: list };
}

const PROMO_EDITABLE = ['public_ids', 'discount', 'discount_form', 'price', 'total_count', 'valid_until', 'active'] as const;

/** Changes a code read at `version`; never allows fewer uses than are used (409). */
export async function updatePromocode(
  tx: Queryable,
  actor: AuditActor,
  id: string,
  version: number,
  patch: Omit<PromocodeUpdate, 'version'>,
  now: Date,
): Promise<ConsolePromocode> {
  const before = await requireConsolePromocode(tx, id);
  checkDiscount(patch.discount ?? before.discount, patch.discount_form ?? before.discount_form);
  await checkItems(tx, before.item_type, patch.public_ids);
  const set = setClause(patch, PROMO_EDITABLE, 4);
  const updated = await tx.query(
    `UPDATE promocode SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1
      WHERE public_id = $1 AND version = $2 AND used_count <= COALESCE($3::integer, total_count) RETURNING 1`,
    [id, version, patch.total_count ?? null, ...set.values],
  );
  if (updated.length === 0) {
    const current = await requireConsolePromocode(tx, id);
    if (current.version !== version) throw staleVersion();
    throw new HttpError(409, { key: 'server.console.totalBelowUsed', values: { used: String(current.used_count) } }, { field: 'total_count' });
  }
  const after = await requireConsolePromocode(tx, id);
  await checkPromocodeShows(tx, after, now);
  await recordAudit(tx, actor, { action: 'promocode.update', entity: 'promocode', entityId: id, before, after }, now);
  return after;
}
