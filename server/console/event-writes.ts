/**
 * Reading and writing events for the console and the catalogue import (issue 25 §2). Every
 * write runs inside the caller's transaction: a guarded statement, the public read-back check
 * (catalogue-checks.ts), and the audit record.
 */
import type { ConsoleEvent, EventCreate, EventUpdate } from '../../sdk/contract/console/index.ts';
import { Event, type EventBanners } from '../../sdk/contract/schemas/index.ts';
import { loadEvents } from '../catalogue/event-queries.ts';
import { isoOrNull, notFound } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { serialQueries } from '../payment/serial-queries.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { LANGUAGES, idTaken, mustShow, newPublicId, setClause, unknownReference } from './catalogue-checks.ts';
import { staleVersion } from './edit-version.ts';

interface EventRecordRow {
  readonly public_id: string;
  readonly event_type_id: string;
  readonly title: string;
  readonly title_en: string | null;
  readonly description: string;
  readonly description_en: string | null;
  readonly external_url: string | null;
  readonly slider: boolean;
  readonly banners: EventBanners;
  readonly volunteer_only: boolean;
  readonly hidden: boolean;
  readonly published: boolean;
  readonly sales_open_at: unknown;
  readonly sort: number;
  readonly city_count: string | number;
  readonly version: number;
}

/** The console's event list: the columns of {@link toConsoleEvent}. */
export const EVENT_COLUMNS = `e.public_id, e.event_type_id, e.title, e.title_en, e.description, e.description_en, e.external_url, e.slider,
  e.banners, e.volunteer_only, e.hidden, e.published, e.sales_open_at, e.sort, e.version,
  (SELECT count(*) FROM event_city x WHERE x.event_id = e.public_id) AS city_count`;

export const toConsoleEvent = (row: EventRecordRow): ConsoleEvent => ({
  ...row,
  sales_open_at: isoOrNull(row.sales_open_at),
  city_count: Number(row.city_count),
});

/** One event as the console shows it, or undefined. */
export async function readConsoleEvent(db: Queryable, id: string): Promise<ConsoleEvent | undefined> {
  const [row] = await db.query<EventRecordRow>(`SELECT ${EVENT_COLUMNS} FROM event e WHERE e.public_id = $1`, [id]);
  return row === undefined ? undefined : toConsoleEvent(row);
}

/** The event, or the 404 of an unknown one. */
export async function requireConsoleEvent(db: Queryable, id: string): Promise<ConsoleEvent> {
  const event = await readConsoleEvent(db, id);
  if (event === undefined) throw notFound('server.catalogue.eventNotFound');
  return event;
}

/** Refuses (400) an event the public site could not show, read as the public call reads it. */
export async function checkEventShows(tx: Queryable, id: string, now: Date): Promise<void> {
  for (const language of LANGUAGES) {
    const [event] = await loadEvents(serialQueries(tx), [id], 'all', now, language, true);
    mustShow(event, Event, 'event');
  }
}

async function checkEventType(tx: Queryable, id: string | undefined): Promise<void> {
  if (id === undefined) return;
  const [type] = await tx.query('SELECT 1 FROM event_type WHERE public_id = $1', [id]);
  if (type === undefined) throw unknownReference('event_type_id', id);
}

/** Creates an event, a draft unless `published`. */
export async function createEvent(tx: Queryable, actor: AuditActor, input: EventCreate, now: Date, published = false): Promise<ConsoleEvent> {
  const id = input.public_id ?? newPublicId('ev');
  if ((await readConsoleEvent(tx, id)) !== undefined) throw idTaken(id);
  await checkEventType(tx, input.event_type_id);
  await tx.query(
    `INSERT INTO event (public_id, event_type_id, title, title_en, description, description_en, external_url, slider, banners,
                        volunteer_only, sort, sales_open_at, published)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13)`,
    [
      id,
      input.event_type_id,
      input.title,
      input.title_en ?? null,
      input.description ?? '',
      input.description_en ?? null,
      input.external_url ?? null,
      input.slider ?? false,
      JSON.stringify(input.banners ?? {}),
      input.volunteer_only ?? false,
      input.sort ?? 0,
      input.sales_open_at ?? null,
      published,
    ],
  );
  await checkEventShows(tx, id, now);
  const after = await requireConsoleEvent(tx, id);
  await recordAudit(tx, actor, { action: 'event.create', entity: 'event', entityId: id, after }, now);
  return after;
}

/** What an event write may change: the editable fields, and the console's own switches. */
export type EventPatch = Omit<EventUpdate, 'version'> & { readonly hidden?: boolean; readonly published?: boolean };

const EVENT_EDITABLE = [
  'event_type_id',
  'title',
  'title_en',
  'description',
  'description_en',
  'external_url',
  'slider',
  'banners',
  'volunteer_only',
  'sort',
  'sales_open_at',
  'hidden',
  'published',
] as const;

/** Changes an event read at `version` (409 when it has moved), recorded as `action`. */
export async function updateEvent(
  tx: Queryable,
  actor: AuditActor,
  id: string,
  version: number,
  patch: EventPatch,
  action: string,
  now: Date,
): Promise<ConsoleEvent> {
  const before = await requireConsoleEvent(tx, id);
  await checkEventType(tx, patch.event_type_id);
  const set = setClause(patch, EVENT_EDITABLE, 3, ['banners']);
  const updated = await tx.query(
    `UPDATE event SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1 WHERE public_id = $1 AND version = $2 RETURNING 1`,
    [id, version, ...set.values],
  );
  if (updated.length === 0) throw staleVersion();
  await checkEventShows(tx, id, now);
  const after = await requireConsoleEvent(tx, id);
  await recordAudit(tx, actor, { action, entity: 'event', entityId: id, before, after }, now);
  return after;
}
