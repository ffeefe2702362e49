import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { ParticipantInfo } from '../contract/schemas/participant-info.ts';
import type { InsuranceLine, PaymentRequest, ShopLine, TicketLine } from '../contract/schemas/payment-order.ts';
import type { BasketContacts } from '../forms/basket-contacts.ts';
import { eventDate, formatIsoDate } from '../forms/calendar-date.ts';
import { normalizeEmail } from '../forms/email.ts';
import { phoneDigits } from '../forms/phone.ts';
import { toIsoDate } from '../forms/to-iso-date.ts';
import { paymentAttribution } from './attribution.ts';
import { needsDeliveryAddress } from './delivery-needs.ts';

/**
 * The body of POST /api/payment from the basket (purchase.md §3, §7; decisions in the header of
 * sdk/contract/schemas/payment-order.ts): one ticket line per basket ticket line, shop and
 * certificate lines as shop lines, insurance lines with their insured person. Participant
 * data are flattened into `info` (phone digits only, birth_date in ISO, additional fields by
 * name); the delivery fields travel only when delivery is needed; `register` is true when
 * every ticket carries a complete participant form; `attribution` is the basket's first touch
 * still alive (sdk/basket/attribution.ts).
 */

export interface PaymentPayloadInput {
  readonly items: readonly BasketItem[];
  readonly contacts: BasketContacts;
  readonly idempotencyKey?: string | undefined;
  /** When the payment is made (ms): a line's attribution counts 30 days. */
  readonly now?: number | undefined;
}

const filled = (value: string | null | undefined): value is string => value !== null && value !== undefined && value.trim() !== '';

/** A participant form as the flat `info` of a ticket line; undefined when nothing is filled. */
export function participantInfoPayload(info: ParticipantInfo | null | undefined): Record<string, string> | undefined {
  if (info === null || info === undefined) return undefined;
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(info.extra ?? {})) if (filled(value)) flat[name] = value.trim();
  for (const field of ['first_name', 'last_name', 'second_name', 'region', 'item_size'] as const) {
    const value = info[field];
    if (filled(value)) flat[field] = value.trim();
  }
  if (info.gender !== undefined) flat['gender'] = info.gender;
  if (filled(info.phone)) flat['phone'] = phoneDigits(info.phone);
  if (filled(info.birth_date)) {
    const iso = toIsoDate(info.birth_date);
    if (iso.ok) flat['birth_date'] = iso.iso;
  }
  return Object.keys(flat).length === 0 ? undefined : flat;
}

const appliedCode = (item: BasketItem) => (item.promocode?.status === 'applied' ? item.promocode.code : undefined);

function ticketLine(item: BasketItem): TicketLine {
  const event = item.event?.public_id;
  const city = item.event_city?.public_id;
  if (!filled(event) || !filled(city)) throw new Error(`racekit: basket ticket ${item.unique_id} has no event or event city`);
  const info = participantInfoPayload(item.info);
  const cluster = item.info?.cluster;
  const code = appliedCode(item);
  return {
    event_public_id: event,
    public_id: item.format_public_id ?? item.public_id,
    count: item.count,
    event_city: { public_id: city },
    ...(filled(item.address) ? { address: item.address } : {}),
    ...(item.insurance ? { insurance: item.insurance.public_id } : {}),
    ...(filled(item.delivery_public_id) ? { delivery_public_id: item.delivery_public_id } : {}),
    ...(filled(item.license) ? { license: item.license } : {}),
    ...(item.license_file === true && filled(item.file) ? { license_file: item.file } : {}),
    ...(info === undefined ? {} : { info }),
    ...(cluster === undefined ? {} : { cluster: { name: cluster.name, ...(filled(cluster.document) ? { document: cluster.document } : {}) } }),
    ...(filled(item.select_field) ? { select_field: item.select_field } : {}),
    ...(filled(item.kind) ? { kind: item.kind } : {}),
    ...(item.max_count != null ? { max_count: item.max_count } : {}),
    ...(code === undefined ? {} : { promocode: code }),
  };
}

function shopLine(item: BasketItem): ShopLine {
  const code = item.selector === 'certificate' ? undefined : appliedCode(item);
  return {
    public_id: item.public_id,
    count: item.count,
    ...(filled(item.size) ? { size: item.size } : {}),
    ...(item.proportions ? { proportions: item.proportions.map(({ name, public_id }) => ({ name, public_id })) } : {}),
    ...(filled(item.delivery_public_id) ? { delivery_public_id: item.delivery_public_id } : {}),
    ...(code === undefined ? {} : { promocode: code }),
  };
}

function insuranceLine(item: BasketItem): InsuranceLine {
  const person = item.insured ?? {};
  const birth = filled(person.birth_date) ? toIsoDate(person.birth_date) : undefined;
  const start = item.start_time ? eventDate(item.start_time, item.event_city?.timezone) : undefined;
  const code = appliedCode(item);
  return {
    public_id: item.public_id,
    count: item.count,
    first_name: (person.first_name ?? '').trim(),
    last_name: (person.last_name ?? '').trim(),
    ...(filled(person.second_name) ? { second_name: person.second_name.trim() } : {}),
    birth_date: birth?.ok === true ? birth.iso : '',
    gender: person.gender ?? '',
    phone: phoneDigits(person.phone ?? ''),
    start_date: start === undefined ? '' : formatIsoDate(start),
    ...(code === undefined ? {} : { promocode: code }),
  };
}

/** Builds the payment request of the basket. Throws when a ticket line lacks its event (a corrupt basket). */
export function buildPaymentRequest(input: PaymentPayloadInput): PaymentRequest {
  const tickets = input.items.filter((item) => item.selector === 'ticket');
  const { contacts } = input;
  const delivery = needsDeliveryAddress(input.items);
  const attribution = paymentAttribution(input.items, input.now ?? Date.now());
  return {
    email: normalizeEmail(contacts.email),
    tickets: tickets.map(ticketLine),
    shop: input.items.filter((item) => item.selector === 'shop' || item.selector === 'certificate').map(shopLine),
    insurances: input.items.filter((item) => item.selector === 'insurance').map(insuranceLine),
    register: tickets.length > 0 && tickets.every((item) => item.preReg === 'ok'),
    ...(delivery
      ? {
          phone: phoneDigits(contacts.phone ?? ''),
          ...(contacts.city_id === undefined ? {} : { location_id: contacts.city_id }),
          address: (contacts.address ?? '').trim(),
          first_name: (contacts.first_name ?? '').trim(),
          last_name: (contacts.last_name ?? '').trim(),
        }
      : {}),
    ...(input.idempotencyKey === undefined ? {} : { idempotency_key: input.idempotencyKey }),
    ...(attribution === undefined ? {} : { attribution }),
  };
}
