/**
 * The catalogue import (issue 25 §3), apart from its command line (catalogue-import-command.ts):
 *
 * 1. {@link checkImportText} parses the file with each value's line (located-json.ts) and checks
 *    it whole against the file's shape (catalogue-import-file.ts) — every problem, each with its
 *    line — before anything touches the database;
 * 2. {@link applyImport} writes it in ONE transaction through the console's own writes (so every
 *    record is read back through the public query, checked against the public schema, and
 *    audited), creating what is missing and changing what differs. A write the database refuses
 *    (an unknown event type, a stock below what is sold) stops the whole file with the line of
 *    its record. `dryRun` runs every write and then rolls the transaction back: what it prints is
 *    exactly what a real run would do, and nothing is changed.
 */
import { validate } from 'superstruct';
import type { ConsoleFormat } from '../../sdk/contract/console/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { serverText } from '../http/server-text.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { createEventCity, readConsoleEventCity, updateEventCity } from './event-city-writes.ts';
import { createEvent, readConsoleEvent, updateEvent, type EventPatch } from './event-writes.ts';
import { DEFAULT_KIND, changeStock, createFormats, readConsoleFormat, updateFormat, type createFormat } from './format-writes.ts';
import { CatalogueImportFile, duplicateIds, pathText, type ImportProblem } from './catalogue-import-file.ts';
import { JsonSyntaxError, parseLocated, type JsonPath, type LocatedJson } from './located-json.ts';

/** Who the audit log names for an import. */
export const IMPORT_ACTOR: AuditActor = { user: { public_id: 'command:catalogue-import', email: null } };

export type CheckedImport =
  | { readonly ok: true; readonly file: CatalogueImportFile; readonly located: LocatedJson }
  | { readonly ok: false; readonly problems: readonly ImportProblem[] };

/** Parses and checks a whole import file; every problem is reported, each with its line. */
export function checkImportText(text: string): CheckedImport {
  let located: LocatedJson;
  try {
    located = parseLocated(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { ok: false, problems: [{ line: error.line, path: '', message: error.message.replace(/^line \d+: /, '') }] };
    throw error;
  }
  const [error, file] = validate(located.value, CatalogueImportFile);
  if (error !== undefined) {
    const problems = error.failures().map((failure) => ({ line: located.lineOf(failure.path), path: pathText(failure.path), message: failure.message }));
    return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  }
  const duplicates = duplicateIds(file, located);
  return duplicates.length > 0 ? { ok: false, problems: duplicates } : { ok: true, file, located };
}

/** One thing an import does. */
export interface ImportStep {
  readonly line: number;
  readonly verb: 'create' | 'change' | 'keep';
  readonly entity: string;
  readonly id: string;
  /** The fields a change changes. */
  readonly fields: readonly string[];
}

/** A write refused while importing: the line of its record and why. */
export class ImportRefused extends Error {
  constructor(readonly problem: ImportProblem) {
    super(`line ${problem.line}: ${problem.path}: ${problem.message}`);
    this.name = 'ImportRefused';
  }
}

class DryRunDone extends Error {}

/**
 * A value as compared with the stored one: an instant as the instant (the file's +03:00, the
 * database's Z), an object with its keys sorted (jsonb keeps its own key order).
 */
function normal(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  if (Array.isArray(value)) return `[${value.map(normal).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, inner]) => inner !== undefined && inner !== null);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, inner]) => `${JSON.stringify(key)}:${normal(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fields of `wanted` (those the file sets) that differ from `current`. */
function changed(wanted: object, current: object, skip: readonly string[]): string[] {
  const now = new Map<string, unknown>(Object.entries(current));
  return Object.entries(wanted)
    .filter(([key, value]) => !skip.includes(key) && value !== undefined && normal(value) !== normal(now.get(key) ?? null))
    .map(([key]) => key);
}

const pick = (source: object, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(source).filter(([key]) => keys.includes(key)));

async function upsertReference(tx: Queryable, table: string, key: string, row: Record<string, unknown>, now: Date, steps: ImportStep[], line: number): Promise<void> {
  const columns = Object.keys(row).filter((column) => row[column] !== undefined);
  const [current] = await tx.query<Record<string, unknown>>(`SELECT ${columns.join(', ')} FROM ${table} WHERE ${key} = $1`, [row[key]]);
  const fields = current === undefined ? [] : changed(pick(row, columns), current, [key]);
  const id = String(row[key]);
  if (current !== undefined && fields.length === 0) {
    steps.push({ line, verb: 'keep', entity: table, id, fields });
    return;
  }
  const values = columns.map((column) => row[column]);
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})
     ON CONFLICT (${key}) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
    values,
  );
  await recordAudit(tx, IMPORT_ACTOR, { action: `${table}.import`, entity: table, entityId: id, before: current, after: pick(row, columns) }, now);
  steps.push({ line, verb: current === undefined ? 'create' : 'change', entity: table, id, fields });
}

/** The formats of one event city of the file: the new ones made together, the others changed where they differ. */
async function importFormats(
  tx: Queryable,
  eventCityId: string,
  formats: readonly (Parameters<typeof createFormat>[2] & { readonly public_id: string })[],
  located: LocatedJson,
  path: JsonPath,
  now: Date,
  steps: ImportStep[],
): Promise<void> {
  const existing = new Set(
    (await tx.query<{ public_id: string }>('SELECT public_id FROM event_format WHERE public_id = ANY($1)', [formats.map((format) => format.public_id)])).map(
      (row) => row.public_id,
    ),
  );
  const fresh = formats.filter((format) => !existing.has(format.public_id));
  if (fresh.length > 0) {
    try {
      await createFormats(tx, IMPORT_ACTOR, fresh, now);
    } catch (error) {
      // the refusal of one of them names it: its line (else the first new one's)
      const named = error instanceof HttpError ? formats.findIndex((format) => format.public_id === error.extra['public_id']) : -1;
      const firstFresh = formats.findIndex((format) => !existing.has(format.public_id));
      await at(located, [...path, named >= 0 ? named : firstFresh], () => Promise.reject(error));
    }
  }
  for (const [index, input] of formats.entries()) {
    const recordPath = [...path, index];
    if (!existing.has(input.public_id)) {
      steps.push({ line: located.lineOf(recordPath), verb: 'create', entity: 'format', id: input.public_id, fields: [] });
      continue;
    }
    await at(located, recordPath, async (line) => {
      const current = await readConsoleFormat(tx, input.public_id);
      if (current === undefined) return;
      if (current.event_city_id !== eventCityId) throw new HttpError(409, { key: 'server.console.idTaken', values: { id: current.public_id } }, { field: 'public_id' });
      const { stock, tickets, public_id: _id, event_city_id: _city, ...settings } = input;
      const fields = changed(settings, current, []);
      let format: ConsoleFormat = current;
      if (fields.length > 0) format = await updateFormat(tx, IMPORT_ACTOR, current.public_id, format.version, pick(settings, fields), 'format.import', now);
      const wantedStock = tickets ?? (stock === undefined ? [] : [{ kind: DEFAULT_KIND, total: stock }]);
      for (const kind of wantedStock) {
        if (format.tickets.find((held) => held.kind === kind.kind)?.tickets_total === kind.total) continue;
        format = await changeStock(tx, IMPORT_ACTOR, current.public_id, format.version, kind.kind, kind.total, 'format.import', now);
        fields.push(`stock ${kind.kind}`);
      }
      steps.push({ line, verb: fields.length > 0 ? 'change' : 'keep', entity: 'format', id: current.public_id, fields });
    });
  }
}

async function importEvents(tx: Queryable, file: CatalogueImportFile, located: LocatedJson, now: Date, steps: ImportStep[]): Promise<void> {
  for (const [e, event] of (file.events ?? []).entries()) {
    const { cities, published, public_id: id, ...fields } = event;
    await at(located, ['events', e], async (line) => {
      const current = await readConsoleEvent(tx, id);
      if (current === undefined) {
        await createEvent(tx, IMPORT_ACTOR, { public_id: id, ...fields }, now, published ?? false);
        steps.push({ line, verb: 'create', entity: 'event', id, fields: [] });
        return;
      }
      const differing = changed({ ...fields, published }, current, []);
      if (differing.length > 0) {
        const patch: EventPatch = pick({ ...fields, published }, differing);
        await updateEvent(tx, IMPORT_ACTOR, id, current.version, patch, 'event.import', now);
      }
      steps.push({ line, verb: differing.length > 0 ? 'change' : 'keep', entity: 'event', id, fields: differing });
    });
    for (const [c, city] of (cities ?? []).entries()) {
      const { formats, public_id: cityId, ...cityFields } = city;
      await at(located, ['events', e, 'cities', c], async (line) => {
        const current = await readConsoleEventCity(tx, cityId);
        if (current === undefined) {
          await createEventCity(tx, IMPORT_ACTOR, { public_id: cityId, event_id: id, ...cityFields }, now, 'eventCity.import');
          steps.push({ line, verb: 'create', entity: 'event city', id: cityId, fields: [] });
          return;
        }
        if (current.event_id !== id) throw new HttpError(409, { key: 'server.console.idTaken', values: { id: cityId } }, { field: 'public_id' });
        const differing = changed(cityFields, current, []);
        if (differing.length > 0) await updateEventCity(tx, IMPORT_ACTOR, cityId, current.version, pick(cityFields, differing), now);
        steps.push({ line, verb: differing.length > 0 ? 'change' : 'keep', entity: 'event city', id: cityId, fields: differing });
      });
      const inputs = (formats ?? []).map((format) => ({ ...format, event_city_id: cityId }));
      await importFormats(tx, cityId, inputs, located, ['events', e, 'cities', c, 'formats'], now, steps);
    }
  }
}

/** Runs one record's writes; a refusal becomes an {@link ImportRefused} at the record's line (in English, for the operator). */
async function at(located: LocatedJson, path: JsonPath, work: (line: number) => Promise<void>): Promise<void> {
  const line = located.lineOf(path);
  try {
    await work(line);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const field = typeof error.extra['field'] === 'string' ? `.${error.extra['field']}` : '';
    throw new ImportRefused({ line, path: `${pathText(path)}${field}`, message: serverText(error.said, 'en') });
  }
}

/** Writes a checked file in one transaction (rolled back when `dryRun`); answers what it did, or would do. */
export async function applyImport(db: Database, checked: Extract<CheckedImport, { ok: true }>, options: { readonly dryRun: boolean; readonly now: Date }): Promise<ImportStep[]> {
  const { file, located } = checked;
  const steps: ImportStep[] = [];
  const { now } = options;
  try {
    await db.transaction(async (tx) => {
      for (const [index, type] of (file.event_types ?? []).entries()) {
        const row = { public_id: type.public_id, title: type.title, title_en: type.title_en, description: type.description, sort: type.sort };
        await upsertReference(tx, 'event_type', 'public_id', row, now, steps, located.lineOf(['event_types', index]));
      }
      for (const [index, region] of (file.regions ?? []).entries()) {
        await upsertReference(tx, 'location_region', 'id', { ...region }, now, steps, located.lineOf(['regions', index]));
      }
      for (const [index, city] of (file.cities ?? []).entries()) {
        await at(located, ['cities', index], async (line) => {
          const [region] = await tx.query('SELECT 1 FROM location_region WHERE id = $1', [city.region_id]);
          if (region === undefined) throw new HttpError(400, { key: 'server.console.unknownReference', values: { field: 'region_id', id: String(city.region_id) } }, { field: 'region_id' });
          await upsertReference(tx, 'location_city', 'id', { ...city }, now, steps, line);
        });
      }
      await importEvents(tx, file, located, now, steps);
      if (options.dryRun) throw new DryRunDone();
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
  }
  return steps;
}

/** One line of the plan: `create format f-10k (line 41)`, `change event ev-x (line 3): title, price`. */
export const describeStep = (step: ImportStep): string =>
  `${step.verb} ${step.entity} ${step.id} (line ${step.line})${step.fields.length > 0 ? `: ${step.fields.join(', ')}` : ''}`;
