/**
 * Reading and writing ticket formats for the console and the catalogue import (issue 25 §2–4),
 * inside the caller's transaction: checked through the public read (format-queries.ts against
 * `EventFormat`) and audited.
 *
 * Stock: `tickets_total` is a kind's stock and `tickets_total - tickets_left` what is sold and
 * held (payments take places with a guarded `tickets_left - n`, server/payment/stock-holds.ts).
 * A stock change is one guarded UPDATE that moves both by the same delta under the row's lock —
 * `tickets_left = tickets_left + (new - tickets_total)` only where that stays >= 0 — so a payment
 * racing with the change is counted exactly once, and lowering below sold + held is a 409.
 */
import type { ConsoleFormat, ConsoleTicketKind, FormatCreate, FormatUpdate } from '../../sdk/contract/console/index.ts';
import { EventFormat } from '../../sdk/contract/schemas/index.ts';
import { findFormat, loadFormats } from '../catalogue/format-queries.ts';
import { isoOrNull, notFound } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { serialQueries } from '../payment/serial-queries.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { LANGUAGES, checkWindow, idTaken, mustShow, newPublicId, setClause, unknownReference } from './catalogue-checks.ts';
import { staleVersion } from './edit-version.ts';

/** The kind a format's stock is of when none is named (purchase.md §3: the default kind). */
export const DEFAULT_KIND = 'athlete';
const DEFAULT_KIND_TITLE = 'Участник';

type FormatRecordRow = Omit<ConsoleFormat, 'tickets' | 'start_time'> & { readonly start_time: unknown };

export const FORMAT_COLUMNS = `f.public_id, f.event_city_id, ec.event_id, f.title, f.title_en, f.description, f.description_en, f.notes, f.notes_en,
  f.price, f.old_price, f.start_time, f.max_count, f.min_count, f.buy_limit, f.age_min, f.age_max, f.preregistration, f.region_ids,
  f.clusters, f.place_select, f.additional_fields, f.license_file, f.is_team, f.team_all, f.fixed_count, f.qr, f.insurance_available,
  f.with_shirt, f.hidden, f.sort, f.version`;
export const FORMAT_FROM = 'event_format f JOIN event_city ec ON ec.public_id = f.event_city_id';

/** Formats as the console shows them, with their ticket kinds. */
export async function toConsoleFormats(db: Queryable, rows: readonly FormatRecordRow[]): Promise<ConsoleFormat[]> {
  if (rows.length === 0) return [];
  const kinds = await db.query<ConsoleTicketKind & { format_id: string }>(
    'SELECT format_id, kind, title, tickets_total, tickets_left FROM format_ticket_kind WHERE format_id = ANY($1) ORDER BY sort, kind',
    [rows.map((row) => row.public_id)],
  );
  return rows.map((row) => ({
    ...row,
    region_ids: row.region_ids.map(Number),
    start_time: isoOrNull(row.start_time),
    tickets: kinds
      .filter((kind) => kind.format_id === row.public_id)
      .map(({ kind, title, tickets_total, tickets_left }) => ({ kind, title, tickets_total, tickets_left })),
  }));
}

export async function readConsoleFormat(db: Queryable, id: string): Promise<ConsoleFormat | undefined> {
  const rows = await db.query<FormatRecordRow>(`SELECT ${FORMAT_COLUMNS} FROM ${FORMAT_FROM} WHERE f.public_id = $1`, [id]);
  const [format] = await toConsoleFormats(db, rows);
  return format;
}

export async function requireConsoleFormat(db: Queryable, id: string): Promise<ConsoleFormat> {
  const format = await readConsoleFormat(db, id);
  if (format === undefined) throw notFound('server.catalogue.formatNotFound');
  return format;
}

/** Refuses (400) a format the public site could not show. */
export async function checkFormatShows(tx: Queryable, id: string): Promise<void> {
  for (const language of LANGUAGES) mustShow(await findFormat(serialQueries(tx), id, language, true), EventFormat, 'format');
}

type FormatSettings = Partial<Omit<FormatUpdate, 'version'>>;

/** The rules the database's CHECKs hold, answered as a 400 naming the field instead of a 500. */
function checkSettings(merged: FormatSettings): void {
  checkWindow(merged.min_count, merged.max_count, 'min_count');
  checkWindow(merged.age_min, merged.age_max, 'age_min');
  for (const field of ['max_count', 'min_count', 'buy_limit'] as const) {
    const value = merged[field];
    if (value !== undefined && value !== null && value < 1) throw badRequest({ key: 'server.console.atLeastOne', values: { field } }, { field });
  }
  for (const field of ['age_min', 'age_max'] as const) {
    const value = merged[field];
    if (value !== undefined && value !== null && (value < 0 || value > 150)) throw badRequest('server.http.badField', { field });
  }
}

async function checkRegions(tx: Queryable, regionIds: readonly number[] | undefined): Promise<void> {
  if (regionIds === undefined || regionIds.length === 0) return;
  const found = await tx.query<{ id: number }>('SELECT id FROM location_region WHERE id = ANY($1)', [regionIds]);
  const known = new Set(found.map((row) => Number(row.id)));
  const missing = regionIds.find((id) => !known.has(id));
  if (missing !== undefined) throw unknownReference('region_ids', missing);
}

const FORMAT_EDITABLE = [
  'title',
  'title_en',
  'description',
  'description_en',
  'notes',
  'notes_en',
  'price',
  'old_price',
  'start_time',
  'max_count',
  'min_count',
  'buy_limit',
  'age_min',
  'age_max',
  'preregistration',
  'region_ids',
  'clusters',
  'place_select',
  'additional_fields',
  'license_file',
  'is_team',
  'team_all',
  'fixed_count',
  'qr',
  'insurance_available',
  'with_shirt',
  'hidden',
  'sort',
] as const;
const FORMAT_JSON = ['clusters', 'place_select', 'additional_fields'];

/** Runs a check of one of several formats: its refusal names the format (`public_id`), so an import can name its line. */
async function ofRecord(id: string, check: () => unknown): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(error.status, error.said, { ...error.extra, public_id: id });
  }
}

/** Adds a format to an event city, with its ticket kinds (full stock). */
export async function createFormat(tx: Queryable, actor: AuditActor, input: FormatCreate, now: Date): Promise<ConsoleFormat> {
  const [format] = await createFormats(tx, actor, [input], now);
  if (format === undefined) throw new Error('no format made');
  return format;
}

/**
 * Adds formats (the console's one, or an imported event city's all) with their ticket kinds:
 * checked, inserted, read back through the public query once per event city, and audited one
 * by one — the same path for one format and for two hundred.
 */
export async function createFormats(tx: Queryable, actor: AuditActor, inputs: readonly FormatCreate[], now: Date): Promise<ConsoleFormat[]> {
  const ids = inputs.map((input) => input.public_id ?? newPublicId('f'));
  const [taken] = await tx.query<{ public_id: string }>('SELECT public_id FROM event_format WHERE public_id = ANY($1)', [ids]);
  if (taken !== undefined) throw idTaken(taken.public_id);
  const cityIds = [...new Set(inputs.map((input) => input.event_city_id))];
  const known = new Set((await tx.query<{ public_id: string }>('SELECT public_id FROM event_city WHERE public_id = ANY($1)', [cityIds])).map((row) => row.public_id));
  const unknownCity = cityIds.find((id) => !known.has(id));
  if (unknownCity !== undefined) throw unknownReference('event_city_id', unknownCity);
  for (const [index, input] of inputs.entries()) await ofRecord(ids[index] ?? '', () => checkRegions(tx, input.region_ids).then(() => checkSettings(input)));
  for (const [index, input] of inputs.entries()) {
    const { public_id: _id, event_city_id: eventCityId, stock, tickets, ...settings } = input;
    const set = setClause(settings, FORMAT_EDITABLE, 3, FORMAT_JSON);
    await tx.query(
      `INSERT INTO event_format (public_id, event_city_id${set.names.map((name) => `, ${name}`).join('')})
       VALUES ($1, $2${set.placeholders.map((placeholder) => `, ${placeholder}`).join('')})`,
      [ids[index], eventCityId, ...set.values],
    );
    const kinds = tickets ?? [{ kind: DEFAULT_KIND, title: DEFAULT_KIND_TITLE, total: stock ?? 0 }];
    await tx.query(
      `INSERT INTO format_ticket_kind (format_id, kind, title, tickets_total, tickets_left, sort)
       SELECT $1, k.kind, k.title, k.total, k.total, k.sort - 1 FROM unnest($2::text[], $3::text[], $4::integer[]) WITH ORDINALITY AS k(kind, title, total, sort)`,
      [ids[index], kinds.map((kind) => kind.kind), kinds.map((kind) => kind.title), kinds.map((kind) => kind.total)],
    );
  }
  for (const language of LANGUAGES) {
    for (const eventCityId of cityIds) {
      const shown = await loadFormats(serialQueries(tx), { by: 'event city', eventCityId, withHidden: true, drafts: true }, language);
      for (const [index, id] of ids.entries()) {
        if (inputs[index]?.event_city_id === eventCityId) await ofRecord(id, () => mustShow(shown.find((format) => format.public_id === id), EventFormat, 'format'));
      }
    }
  }
  const rows = await tx.query<FormatRecordRow>(`SELECT ${FORMAT_COLUMNS} FROM ${FORMAT_FROM} WHERE f.public_id = ANY($1)`, [ids]);
  const made = await toConsoleFormats(tx, rows);
  const ordered = ids.map((id) => made.find((format) => format.public_id === id)).filter((format) => format !== undefined);
  for (const after of ordered) await recordAudit(tx, actor, { action: 'format.create', entity: 'format', entityId: after.public_id, after }, now);
  return ordered;
}

/**
 * Changes a format's settings. `version` is the version the change was read at (409 when it has
 * moved); null skips the check (a bulk change).
 */
export async function updateFormat(
  tx: Queryable,
  actor: AuditActor,
  id: string,
  version: number | null,
  patch: FormatSettings,
  action: string,
  now: Date,
): Promise<ConsoleFormat> {
  const before = await requireConsoleFormat(tx, id);
  checkSettings({ ...before, ...patch });
  await checkRegions(tx, patch.region_ids);
  const set = setClause(patch, FORMAT_EDITABLE, 3, FORMAT_JSON);
  const updated = await tx.query(
    `UPDATE event_format SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1
      WHERE public_id = $1 AND ($2::integer IS NULL OR version = $2) RETURNING 1`,
    [id, version, ...set.values],
  );
  if (updated.length === 0) throw staleVersion();
  await checkFormatShows(tx, id);
  const after = await requireConsoleFormat(tx, id);
  await recordAudit(tx, actor, { action, entity: 'format', entityId: id, before, after }, now);
  return after;
}

/**
 * Sets the stock of `kind` to `total`: tickets left move by the same delta, never below zero
 * (409 naming how many are sold and held). Runs under the kind's row lock.
 */
async function moveStock(tx: Queryable, id: string, kind: string, total: number): Promise<void> {
  const moved = await tx.query(
    `UPDATE format_ticket_kind SET tickets_left = tickets_left + ($3 - tickets_total), tickets_total = $3
      WHERE format_id = $1 AND kind = $2 AND tickets_left + ($3 - tickets_total) >= 0
      RETURNING 1`,
    [id, kind, total],
  );
  if (moved.length > 0) return;
  const [row] = await tx.query<{ taken: number }>('SELECT tickets_total - tickets_left AS taken FROM format_ticket_kind WHERE format_id = $1 AND kind = $2', [id, kind]);
  if (row === undefined) throw badRequest({ key: 'server.console.unknownKind', values: { kind } }, { field: 'kind' });
  throw new HttpError(409, { key: 'server.console.stockBelowTaken', values: { taken: String(row.taken) } }, { field: 'total' });
}

/** Sets a kind's stock of a format read at `version` (null: a bulk change, unchecked). */
export async function changeStock(
  tx: Queryable,
  actor: AuditActor,
  id: string,
  version: number | null,
  kind: string,
  total: number,
  action: string,
  now: Date,
): Promise<ConsoleFormat> {
  const before = await requireConsoleFormat(tx, id);
  const bumped = await tx.query('UPDATE event_format SET version = version + 1 WHERE public_id = $1 AND ($2::integer IS NULL OR version = $2) RETURNING 1', [
    id,
    version,
  ]);
  if (bumped.length === 0) throw staleVersion();
  await moveStock(tx, id, kind, total);
  await checkFormatShows(tx, id);
  const after = await requireConsoleFormat(tx, id);
  await recordAudit(tx, actor, { action, entity: 'format', entityId: id, before: { tickets: before.tickets }, after: { tickets: after.tickets } }, now);
  return after;
}

/**
 * Copies format `id` into event city `eventCityId`: its settings, ticket kinds (full stock),
 * insurance products and sales; a wave's own start moves by `shiftMs` with the city.
 */
export async function copyFormat(tx: Queryable, actor: AuditActor, id: string, eventCityId: string, shiftMs: number, now: Date): Promise<ConsoleFormat> {
  const copyId = newPublicId('f');
  await tx.query(
    `INSERT INTO event_format (public_id, event_city_id, title, title_en, description, description_en, notes, notes_en, price, old_price,
       start_time, max_count, min_count, buy_limit, age_min, age_max, preregistration, region_ids, clusters, place_select, additional_fields,
       license_file, is_team, team_all, fixed_count, qr, insurance_available, hidden, with_shirt, shirt_unavailable, number_first, number_last, sort)
     SELECT $2, $3, title, title_en, description, description_en, notes, notes_en, price, old_price,
       start_time + make_interval(secs => $4::double precision / 1000), max_count, min_count, buy_limit, age_min, age_max, preregistration,
       region_ids, clusters, place_select, additional_fields, license_file, is_team, team_all, fixed_count, qr, insurance_available, hidden,
       with_shirt, shirt_unavailable, number_first, number_last, sort
       FROM event_format WHERE public_id = $1`,
    [id, copyId, eventCityId, shiftMs],
  );
  await tx.query(
    `INSERT INTO format_ticket_kind (format_id, kind, title, tickets_total, tickets_left, sort)
     SELECT $2, kind, title, tickets_total, tickets_total, sort FROM format_ticket_kind WHERE format_id = $1`,
    [id, copyId],
  );
  await tx.query('INSERT INTO insurance_format (insurance_id, format_id) SELECT insurance_id, $2 FROM insurance_format WHERE format_id = $1', [id, copyId]);
  await tx.query('INSERT INTO sale_format (sale_id, format_id) SELECT sale_id, $2 FROM sale_format WHERE format_id = $1', [id, copyId]);
  await checkFormatShows(tx, copyId);
  const after = await requireConsoleFormat(tx, copyId);
  await recordAudit(tx, actor, { action: 'format.copy', entity: 'format', entityId: copyId, before: { copied_from: id }, after }, now);
  return after;
}
