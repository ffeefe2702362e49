/**
 * Reading ticket formats in the contract's shape (sdk/contract/schemas/event-format.ts), in the
 * request's language (in-language.ts): stock per kind, the event city's shirts, the regions'
 * names, and the format's sale.
 */
import type { AdditionalField, Cluster, PlaceSelect, EventFormat, Sale, Team } from '../../sdk/contract/schemas/index.ts';
import type { Infer } from 'superstruct';
import type { Language } from '../../sdk/config/index.ts';
import type { Queryable } from '../db/database.ts';
import { inLanguage } from './in-language.ts';
import { isoOf, numberOf } from './sql-values.ts';

interface FormatRow {
  readonly public_id: string;
  readonly event_city_id: string;
  readonly event_id: string;
  readonly title: string;
  readonly title_en: string | null;
  readonly description: string;
  readonly description_en: string | null;
  readonly price: number;
  readonly old_price: number | null;
  readonly start_time: unknown;
  readonly city_start_time: unknown;
  readonly timezone: string;
  readonly address: string;
  readonly address_en: string | null;
  readonly max_count: number;
  readonly min_count: number;
  readonly buy_limit: number | null;
  readonly age_min: number | null;
  readonly age_max: number | null;
  readonly preregistration: boolean;
  readonly region_ids: readonly number[];
  readonly clusters: readonly English<Infer<typeof Cluster>, 'name'>[];
  readonly place_select: English<Infer<typeof PlaceSelect>, 'title'> | null;
  readonly additional_fields: readonly English<Infer<typeof AdditionalField>, 'label'>[];
  readonly license_file: boolean;
  readonly is_team: boolean;
  readonly team_all: boolean;
  readonly fixed_count: boolean;
  readonly qr: boolean;
  readonly insurance_available: boolean;
  readonly hidden: boolean;
  readonly with_shirt: boolean;
  readonly shirt_unavailable: boolean;
  readonly notes: string | null;
  readonly notes_en: string | null;
  readonly space_id: string | null;
}

/** A jsonb entry with the English twin of its text `K` beside it (migration 010): `name` and `name_en`. */
type English<T, K extends keyof T & string> = T & { readonly [E in `${K}_en`]?: string | null };

const cluster = ({ name, name_en, ...rest }: English<Infer<typeof Cluster>, 'name'>, language: Language) => ({ ...rest, name: inLanguage(name, name_en, language) });
const field = ({ label, label_en, ...rest }: English<Infer<typeof AdditionalField>, 'label'>, language: Language) => ({ ...rest, label: inLanguage(label, label_en, language) });
const placeSelect = ({ title, title_en, ...rest }: English<Infer<typeof PlaceSelect>, 'title'>, language: Language) => ({ ...rest, title: inLanguage(title, title_en, language) });

/** A sale as the public format query reads it (also the console's read-back, server/console/sale-writes.ts). */
export interface SaleRow {
  readonly format_id?: string;
  readonly public_id: string;
  readonly active: boolean;
  readonly start_date: unknown;
  readonly end_date: unknown;
  readonly discount: unknown;
  readonly discount_form: 'percent' | 'fixed';
  readonly count: number;
  readonly formats: readonly string[];
}

/** Which formats to read; `drafts` also reads the formats of unpublished events (the console's own reads). */
export type FormatSelection =
  | { readonly by: 'ids'; readonly ids: readonly string[]; readonly drafts?: boolean }
  | { readonly by: 'event city'; readonly eventCityId: string; readonly withHidden: boolean; readonly insuredOnly?: boolean; readonly drafts?: boolean };

/** Formats in catalogue order with everything the participant form needs (a draft event's: none, unless `drafts`). */
export async function loadFormats(db: Queryable, selection: FormatSelection, language: Language): Promise<EventFormat[]> {
  const where =
    selection.by === 'ids'
      ? 'f.public_id = ANY($1)'
      : `f.event_city_id = $1${selection.withHidden ? '' : ' AND NOT f.hidden'}${
          selection.insuredOnly === true
            ? ' AND f.insurance_available AND EXISTS (SELECT 1 FROM insurance_format i JOIN insurance p ON p.public_id = i.insurance_id WHERE i.format_id = f.public_id AND p.active)'
            : ''
        }`;
  const rows = await db.query<FormatRow>(
    `SELECT f.*, ec.event_id, ec.start_time AS city_start_time, ec.timezone, ec.address, ec.address_en
       FROM event_format f JOIN event_city ec ON ec.public_id = f.event_city_id JOIN event e ON e.public_id = ec.event_id
      WHERE ${where}${selection.drafts === true ? '' : ' AND e.published'}
      ORDER BY f.sort, f.public_id`,
    [selection.by === 'ids' ? selection.ids : selection.eventCityId],
  );
  if (rows.length === 0) return [];
  const formatIds = rows.map((row) => row.public_id);
  const cityIds = [...new Set(rows.filter((row) => row.with_shirt).map((row) => row.event_city_id))];
  const regionIds = [...new Set(rows.flatMap((row) => row.region_ids))];
  const [kinds, shirts, regions, sales] = await Promise.all([
    db.query<{ format_id: string; kind: string; tickets_left: number }>(
      'SELECT format_id, kind, tickets_left FROM format_ticket_kind WHERE format_id = ANY($1) ORDER BY sort, kind',
      [formatIds],
    ),
    cityIds.length === 0
      ? Promise.resolve([])
      : db.query<{ event_city_id: string; public_id: string; name: string; count: number }>(
          'SELECT event_city_id, public_id, name, count FROM shirt_size WHERE event_city_id = ANY($1) ORDER BY sort, name',
          [cityIds],
        ),
    regionIds.length === 0
      ? Promise.resolve([])
      : db.query<{ id: number; name_ru: string; name_en: string }>('SELECT id, name_ru, name_en FROM location_region WHERE id = ANY($1)', [regionIds]),
    db.query<SaleRow>(
      `SELECT sf.format_id, s.*, ARRAY(SELECT format_id FROM sale_format x WHERE x.sale_id = s.public_id ORDER BY format_id) AS formats
         FROM sale_format sf JOIN sale s ON s.public_id = sf.sale_id
        WHERE sf.format_id = ANY($1) AND s.active
        -- a format shows one sale: the first to end of those not over yet (an ended one only when none is left)
        ORDER BY s.end_date < now(), s.end_date, s.public_id`,
      [formatIds],
    ),
  ]);
  const regionName = new Map(regions.map((region) => [region.id, inLanguage(region.name_ru, region.name_en, language)]));
  return rows.map((row) => {
    const sizes = row.with_shirt
      ? shirts.filter((shirt) => shirt.event_city_id === row.event_city_id).map(({ name, public_id, count }) => ({ name, public_id, count }))
      : [];
    const sale = sales.find((candidate) => candidate.format_id === row.public_id);
    return {
      public_id: row.public_id,
      title: inLanguage(row.title, row.title_en, language),
      price: row.price,
      old_price: row.old_price,
      start_time: isoOf(row.start_time ?? row.city_start_time),
      timezone: row.timezone,
      address: inLanguage(row.address, row.address_en, language),
      description: inLanguage(row.description, row.description_en, language),
      notes: inLanguage(row.notes, row.notes_en, language),
      event_public_id: row.event_id,
      event_city_public_id: row.event_city_id,
      max_count: row.max_count,
      min_count: row.min_count,
      tickets_left: Object.fromEntries(kinds.filter((kind) => kind.format_id === row.public_id).map((kind) => [kind.kind, kind.tickets_left])),
      buy_limit: row.buy_limit,
      age_min: row.age_min,
      age_max: row.age_max,
      preregistration: row.preregistration,
      regions: row.region_ids.map((id) => ({ id, name: regionName.get(id) ?? String(id) })),
      clusters: row.clusters.map((entry) => cluster(entry, language)),
      select: row.place_select === null ? null : placeSelect(row.place_select, language),
      additional_fields: row.additional_fields.map((entry) => field(entry, language)),
      team: row.is_team,
      team_all: row.team_all,
      fixed_count: row.fixed_count,
      sizes,
      // no shirt can be promised: the format says so, or every size is gone
      shirt_unavailable: row.with_shirt && (row.shirt_unavailable || sizes.every((size) => size.count === 0)),
      license_file: row.license_file,
      qr: row.qr,
      insurance_available: row.insurance_available,
      hidden: row.hidden,
      sale: sale === undefined ? null : toSale(sale),
      // a seat of a seating plan is held: the basket keeps the ticket 10 minutes only
      space: row.space_id !== null,
    };
  });
}

export function toSale(row: SaleRow): Sale {
  return {
    public_id: row.public_id,
    active: row.active,
    start_date: isoOf(row.start_date),
    end_date: isoOf(row.end_date),
    discount: numberOf(row.discount),
    discount_form: row.discount_form,
    count: row.count,
    formats: [...row.formats],
  };
}

/**
 * What GET /api/event_format/availability/{id} answers, in one statement: the places left per
 * kind (in the catalogue's order of kinds), max_count and buy_limit of a format of a published
 * event — the rule of loadFormats — or undefined. Read on every step of a purchase, so it skips
 * what the whole format needs (sizes, regions, sales: four more statements).
 */
export async function findAvailability(
  db: Queryable,
  id: string,
): Promise<{ tickets_left: Record<string, number>; max_count: number; buy_limit: number | null } | undefined> {
  const [row] = await db.query<{ max_count: number; buy_limit: number | null; kinds: { kind: string; left: number }[] }>(
    `SELECT f.max_count, f.buy_limit,
            COALESCE((SELECT json_agg(json_build_object('kind', k.kind, 'left', k.tickets_left) ORDER BY k.sort, k.kind)
                        FROM format_ticket_kind k WHERE k.format_id = f.public_id), '[]') AS kinds
       FROM event_format f JOIN event_city ec ON ec.public_id = f.event_city_id JOIN event e ON e.public_id = ec.event_id
      WHERE f.public_id = $1 AND e.published`,
    [id],
  );
  if (row === undefined) return undefined;
  return { tickets_left: Object.fromEntries(row.kinds.map((kind) => [kind.kind, kind.left])), max_count: row.max_count, buy_limit: row.buy_limit };
}

/** One format, or undefined. */
export async function findFormat(db: Queryable, id: string, language: Language, drafts = false): Promise<EventFormat | undefined> {
  const [format] = await loadFormats(db, { by: 'ids', ids: [id], drafts }, language);
  return format;
}

/**
 * The team settings of a format (purchase.md §3 "Team"). A team takes `max_count` places
 * (`min_count` when the count is not fixed); `full` when fewer athlete places than that remain.
 */
export function teamOf(format: EventFormat): Team {
  const isTeam = format.team === true;
  const step = (format.fixed_count === false ? format.min_count : format.max_count) ?? 1;
  const left = format.tickets_left?.['athlete'] ?? Object.values(format.tickets_left ?? {}).reduce((sum, value) => sum + value, 0);
  return {
    public_id: format.public_id,
    team_all: isTeam && format.team_all === true,
    fixed_count: format.fixed_count !== false,
    full: isTeam && left < step,
    isTeam,
    max_count: format.max_count ?? 1,
    min_count: format.min_count ?? 1,
  };
}
