/**
 * The participant form of a ticket checked on the server with the site's own rules
 * (sdk/forms/participant-form.ts): the flat `info` of a payment line or a registration
 * (names, phone digits, ISO birth_date, gender, region, item_size, extra fields by name) is
 * turned back into the form the validator reads, against the format as the database holds it.
 */
import type { BasketItem, EventFormat, ParticipantInfo } from '../../sdk/contract/schemas/index.ts';
import { formatRuDate, parseIsoDate, validateParticipantForm, type SizeOption } from '../../sdk/forms/index.ts';
import { badRequest, type HttpError } from '../http/http-error.ts';

/** The participant data of a payment line or a registration. */
export interface ParticipantData {
  readonly info?: Readonly<Record<string, string>> | undefined;
  readonly cluster?: { readonly name: string; readonly document?: string | undefined } | undefined;
  readonly select_field?: string | undefined;
  readonly license_file?: string | undefined;
}

const named = ['first_name', 'last_name', 'second_name', 'phone', 'region', 'item_size'] as const;

/** The flat `info` as the form keeps it: birth date typed DD.MM.YYYY, unknown keys as extra fields. */
export function participantInfoOf(data: ParticipantData): ParticipantInfo {
  const flat = data.info ?? {};
  const extra: Record<string, string> = {};
  const info: { -readonly [K in keyof ParticipantInfo]: ParticipantInfo[K] } = {};
  for (const [key, value] of Object.entries(flat)) {
    if ((named as readonly string[]).includes(key) || key === 'gender' || key === 'birth_date') continue;
    extra[key] = value;
  }
  for (const key of named) {
    const value = flat[key];
    if (value !== undefined) info[key] = value;
  }
  const gender = flat['gender'];
  if (gender === 'male' || gender === 'female') info.gender = gender;
  const birth = flat['birth_date'];
  if (birth !== undefined) {
    const iso = parseIsoDate(birth);
    // an ISO date is shown to the validator as typed; anything else goes as it came and fails there
    info.birth_date = iso === undefined ? birth : formatRuDate(iso);
  }
  if (data.cluster !== undefined) info.cluster = { name: data.cluster.name, document: data.cluster.document ?? null };
  if (Object.keys(extra).length > 0) info.extra = extra;
  return info;
}

/** The format as a basket line of `count` tickets of `kind`, carrying `data`: what the sdk rules read. */
export function formatBasketItem(format: EventFormat, count: number, kind: string, data: ParticipantData = {}): BasketItem {
  return {
    unique_id: format.public_id,
    public_id: format.public_id,
    selector: 'ticket',
    count,
    price: format.price,
    format_public_id: format.public_id,
    kind,
    tickets_left: format.tickets_left ?? null,
    buy_limit: format.buy_limit ?? null,
    max_count: format.max_count ?? null,
    min_count: format.min_count ?? null,
    team_all: format.team === true && format.team_all === true,
    fixed_count: format.fixed_count ?? null,
    start_time: format.start_time ?? null,
    event_city: format.event_city_public_id == null ? null : { public_id: format.event_city_public_id, timezone: format.timezone ?? null },
    age_min: format.age_min ?? null,
    age_max: format.age_max ?? null,
    preregistration: format.preregistration ?? null,
    regions: format.regions ?? null,
    clusters: format.clusters ?? null,
    select: format.select ?? null,
    select_field: data.select_field ?? null,
    additional_fields: format.additional_fields ?? null,
    license_file: format.license_file ?? null,
    file: data.license_file ?? null,
    proportions: format.sizes ?? null,
    shirt_unavailable: format.shirt_unavailable ?? null,
    info: participantInfoOf(data),
  };
}

/**
 * The first message of the participant form for `data`, as a 400 naming the field under
 * `fieldPrefix`, or undefined when the form is complete. `sizes` overrides the format's
 * (a ticket that already holds a shirt may keep it at zero stock).
 */
export function participantError(
  format: EventFormat,
  data: ParticipantData,
  now: Date,
  fieldPrefix = '',
  sizes?: readonly SizeOption[],
): HttpError | undefined {
  const item = formatBasketItem(format, 1, 'athlete', data);
  const check = validateParticipantForm(item, { now: now.getTime(), sizes: sizes ?? format.sizes ?? [] });
  const first = Object.entries(check.errors)[0];
  if (first === undefined) return undefined;
  const [field, message] = first;
  return message === undefined ? undefined : badRequest(message, { field: `${fieldPrefix}${field}` });
}
