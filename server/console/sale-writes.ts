/**
 * Sales for the console (issue 25 §2; sdk/contract/console/sales.ts), inside the caller's
 * transaction: the checks that keep a sale usable by the public format answer and sdk/basket
 * (percent 1–99, a fixed amount above 0 and below the cheapest covered price, the end after the
 * start, known formats), the read-back against the public `Sale` schema, and the audit record.
 */
import type { ConsoleSale, SaleCreate, SaleUpdate } from '../../sdk/contract/console/index.ts';
import { Sale } from '../../sdk/contract/schemas/index.ts';
import { toSale, type SaleRow } from '../catalogue/format-queries.ts';
import { isoOf, notFound, numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest } from '../http/http-error.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { mustShow, newPublicId, unknownReference } from './catalogue-checks.ts';
import { staleVersion } from './edit-version.ts';

type SaleRecordRow = SaleRow & { readonly timezone: string; readonly created_at: unknown; readonly version: number };

export const SALE_COLUMNS = `s.public_id, s.active, s.start_date, s.end_date, s.timezone, s.discount, s.discount_form, s.count, s.created_at, s.version,
  ARRAY(SELECT format_id FROM sale_format x WHERE x.sale_id = s.public_id ORDER BY format_id) AS formats`;

export const toConsoleSale = (row: SaleRecordRow): ConsoleSale => ({
  public_id: row.public_id,
  active: row.active,
  start_date: isoOf(row.start_date),
  end_date: isoOf(row.end_date),
  timezone: row.timezone,
  discount: numberOf(row.discount),
  discount_form: row.discount_form,
  count: row.count,
  formats: [...row.formats],
  created_at: isoOf(row.created_at),
  version: row.version,
});

async function readSaleRow(db: Queryable, id: string): Promise<SaleRecordRow | undefined> {
  const [row] = await db.query<SaleRecordRow>(`SELECT ${SALE_COLUMNS} FROM sale s WHERE s.public_id = $1`, [id]);
  return row;
}

export async function requireConsoleSale(db: Queryable, id: string): Promise<ConsoleSale> {
  const row = await readSaleRow(db, id);
  if (row === undefined) throw notFound('server.console.saleNotFound');
  return toConsoleSale(row);
}

interface SaleTerms {
  readonly discount: number;
  readonly discount_form: 'percent' | 'fixed';
  readonly start_date: string;
  readonly end_date: string;
  readonly formats: readonly string[];
}

/** 400 with a clear message for a sale the basket could not price with. */
async function checkTerms(tx: Queryable, terms: SaleTerms): Promise<void> {
  if (terms.formats.length === 0) throw badRequest('server.console.saleNoFormats', { field: 'formats' });
  const found = await tx.query<{ public_id: string; price: number }>('SELECT public_id, price FROM event_format WHERE public_id = ANY($1)', [terms.formats]);
  const known = new Set(found.map((row) => row.public_id));
  const missing = terms.formats.find((id) => !known.has(id));
  if (missing !== undefined) throw unknownReference('formats', missing);
  if (terms.discount_form === 'percent' && (terms.discount < 1 || terms.discount > 99)) throw badRequest('server.console.salePercent', { field: 'discount' });
  if (terms.discount_form === 'fixed') {
    if (terms.discount <= 0) throw badRequest('server.console.saleFixedPositive', { field: 'discount' });
    const cheapest = Math.min(...found.map((row) => row.price));
    if (terms.discount >= cheapest) {
      throw badRequest({ key: 'server.console.saleFixedTooHigh', values: { discount: String(terms.discount), price: String(cheapest) } }, { field: 'discount' });
    }
  }
  if (Date.parse(terms.end_date) <= Date.parse(terms.start_date)) throw badRequest('server.console.saleWindow', { field: 'end_date' });
}

async function writeFormats(tx: Queryable, id: string, formats: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM sale_format WHERE sale_id = $1', [id]);
  await tx.query('INSERT INTO sale_format (sale_id, format_id) SELECT $1, unnest($2::text[])', [id, [...new Set(formats)]]);
}

/** The sale read back as the public format answer carries it, checked against `Sale`. */
async function checkSaleShows(tx: Queryable, id: string): Promise<ConsoleSale> {
  const row = await readSaleRow(tx, id);
  if (row === undefined) throw notFound('server.console.saleNotFound');
  mustShow(toSale(row), Sale, 'sale');
  return toConsoleSale(row);
}

export async function createSale(tx: Queryable, actor: AuditActor, input: SaleCreate, now: Date): Promise<ConsoleSale> {
  await checkTerms(tx, input);
  const id = newPublicId('sale');
  await tx.query(
    `INSERT INTO sale (public_id, active, start_date, end_date, timezone, discount, discount_form, count, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, input.active ?? true, input.start_date, input.end_date, input.timezone, input.discount, input.discount_form, input.count, now],
  );
  await writeFormats(tx, id, input.formats);
  const after = await checkSaleShows(tx, id);
  await recordAudit(tx, actor, { action: 'sale.create', entity: 'sale', entityId: id, after }, now);
  return after;
}

/** Changes a sale read at `version` (409 when someone changed it since). */
export async function updateSale(tx: Queryable, actor: AuditActor, id: string, version: number, patch: Omit<SaleUpdate, 'version'>, now: Date): Promise<ConsoleSale> {
  const before = await requireConsoleSale(tx, id);
  const terms = {
    discount: patch.discount ?? before.discount,
    discount_form: patch.discount_form ?? before.discount_form,
    start_date: patch.start_date ?? before.start_date,
    end_date: patch.end_date ?? before.end_date,
    formats: patch.formats ?? before.formats,
  };
  await checkTerms(tx, terms);
  const updated = await tx.query(
    `UPDATE sale SET discount = $3, discount_form = $4, start_date = $5, end_date = $6, timezone = $7, count = $8, active = $9, version = version + 1
      WHERE public_id = $1 AND version = $2 RETURNING 1`,
    [id, version, terms.discount, terms.discount_form, terms.start_date, terms.end_date, patch.timezone ?? before.timezone, patch.count ?? before.count, patch.active ?? before.active],
  );
  if (updated.length === 0) throw staleVersion();
  if (patch.formats !== undefined) await writeFormats(tx, id, patch.formats);
  const after = await checkSaleShows(tx, id);
  await recordAudit(tx, actor, { action: 'sale.update', entity: 'sale', entityId: id, before, after }, now);
  return after;
}

/** Ends a sale at `now`: switched off, its window closed (a sale not begun yet closes at once). */
export async function endSale(tx: Queryable, actor: AuditActor, id: string, version: number, now: Date): Promise<ConsoleSale> {
  const before = await requireConsoleSale(tx, id);
  const updated = await tx.query(
    `UPDATE sale SET active = false, start_date = LEAST(start_date, $3), end_date = LEAST(end_date, $3), version = version + 1
      WHERE public_id = $1 AND version = $2 RETURNING 1`,
    [id, version, now],
  );
  if (updated.length === 0) throw staleVersion();
  const after = await checkSaleShows(tx, id);
  await recordAudit(tx, actor, { action: 'sale.end', entity: 'sale', entityId: id, before, after }, now);
  return after;
}
