/**
 * The shape of a catalogue import file (`npm run catalogue:import -- file.json`, docs/console.md):
 * the reference data a fresh database lacks (event types, regions, cities) and the events with
 * their cities and formats nested, each field as the console's own calls take it
 * (sdk/contract/console/*), every record named by its `public_id` (or `id` for locations) so a
 * second load of the same file changes only what changed. Checked whole before anything is
 * written: every problem with its line.
 */
import { array, assign, boolean, integer, min, nullable, object, omit, optional, size, type Infer } from 'superstruct';
import { CataloguePublicId, TimeZone, Title, EventCityCreate, EventCreate, FormatCreate } from '../../sdk/contract/console/index.ts';
import { TEXT_MAX, limitedText } from '../../sdk/contract/schemas/index.ts';
import type { JsonPath, LocatedJson } from './located-json.ts';

const GeonamesId = min(integer(), 1);

export const ImportEventType = object({
  public_id: CataloguePublicId,
  title: Title,
  title_en: optional(nullable(limitedText(TEXT_MAX.title))),
  description: optional(limitedText(TEXT_MAX.text)),
  sort: optional(integer()),
});
export const ImportRegion = object({ id: GeonamesId, name_ru: Title, name_en: Title });
export const ImportLocationCity = object({ id: GeonamesId, region_id: GeonamesId, name_ru: Title, name_en: Title, timezone: optional(TimeZone) });

export const ImportFormat = assign(omit(FormatCreate, ['public_id', 'event_city_id']), object({ public_id: CataloguePublicId }));
export const ImportEventCity = assign(
  omit(EventCityCreate, ['public_id', 'event_id']),
  object({ public_id: CataloguePublicId, formats: optional(size(array(ImportFormat), 0, 1000)) }),
);
export const ImportEvent = assign(
  omit(EventCreate, ['public_id']),
  object({ public_id: CataloguePublicId, published: optional(boolean()), cities: optional(size(array(ImportEventCity), 0, 1000)) }),
);

export const CatalogueImportFile = object({
  event_types: optional(array(ImportEventType)),
  regions: optional(array(ImportRegion)),
  cities: optional(array(ImportLocationCity)),
  events: optional(array(ImportEvent)),
});
export type CatalogueImportFile = Infer<typeof CatalogueImportFile>;

/** A problem of the file at a line. */
export interface ImportProblem {
  readonly line: number;
  readonly path: string;
  readonly message: string;
}

export const describeProblem = (problem: ImportProblem): string => `line ${problem.line}: ${problem.path === '' ? '' : `${problem.path}: `}${problem.message}`;

/** `events.0.cities.3` for a path. */
export const pathText = (path: JsonPath): string => path.map(String).join('.');

/** The same public_id twice in the file (two records would fight over one row). */
export function duplicateIds(file: CatalogueImportFile, located: LocatedJson): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const seen = new Map<string, string>();
  const see = (kind: string, id: string | number, path: JsonPath) => {
    const key = `${kind}\u0000${String(id)}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, pathText(path));
    else problems.push({ line: located.lineOf(path), path: pathText(path), message: `${kind} "${String(id)}" is also at ${first}` });
  };
  file.event_types?.forEach((type, index) => see('event type', type.public_id, ['event_types', index]));
  file.regions?.forEach((region, index) => see('region', region.id, ['regions', index]));
  file.cities?.forEach((city, index) => see('city', city.id, ['cities', index]));
  file.events?.forEach((event, e) => {
    see('event', event.public_id, ['events', e]);
    event.cities?.forEach((city, c) => {
      see('event city', city.public_id, ['events', e, 'cities', c]);
      city.formats?.forEach((format, f) => see('format', format.public_id, ['events', e, 'cities', c, 'formats', f]));
    });
  });
  return problems;
}
