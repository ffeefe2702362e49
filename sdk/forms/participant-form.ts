import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { eventDate, isPlausibleBirthDate, parseRuDate, utcDate, wholeYears } from './calendar-date.ts';
import { formCheck, formMessage, type FieldErrors, type FormCheck } from './form-message.ts';
import { validatePhone } from './phone.ts';

/**
 * The participant form of a ticket (purchase.md §5), checked against the ticket's own rules:
 * its sizes, regions, place select, clusters, licence, additional fields and age window.
 * The form re-validates on every change; the item is complete ('ok') only with no message.
 */

/** A size on offer; `count` is the stock left when known (unknown stock counts as available). */
export interface SizeOption {
  readonly name: string;
  readonly public_id?: string | null | undefined;
  readonly count?: number | null | undefined;
}

export interface ParticipantFormContext {
  /** The instant of the check (ms): a birth date after that day is not valid. */
  readonly now: number;
  /** Shirt sizes loaded for the event; defaults to the item's `proportions`. */
  readonly sizes?: readonly SizeOption[] | null | undefined;
}

export type ParticipantField =
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'birth_date'
  | 'gender'
  | 'item_size'
  | 'region'
  | 'select_field'
  | 'cluster'
  | 'cluster_document'
  | 'license_file'
  | `extra.${string}`;

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** Whether the size select is shown and required: sizes exist, one is in stock, and the shirt is available. */
export function sizeRequired(item: BasketItem, sizes: readonly SizeOption[] | null | undefined): boolean {
  const list = sizes ?? item.proportions ?? [];
  return list.some((size) => (size.count ?? 1) > 0) && item.shirt_unavailable !== true;
}

function checkBirthDate(item: BasketItem, text: string | undefined, now: number): ReturnType<typeof formMessage> | undefined {
  if (blank(text)) return formMessage('fillField');
  const birth = parseRuDate(text ?? '');
  if (birth === undefined || !isPlausibleBirthDate(birth, utcDate(now))) return formMessage('dateIncorrect');
  const on = item.start_time ? eventDate(item.start_time, item.event_city?.timezone) : undefined;
  if (on === undefined) return undefined;
  const age = wholeYears(birth, on);
  if (item.age_min !== null && item.age_min !== undefined && age < item.age_min) return formMessage('ageAbove', { age: item.age_min });
  if (item.age_max !== null && item.age_max !== undefined && age > item.age_max) return formMessage('ageBelow', { age: item.age_max });
  return undefined;
}

/** Every message of a ticket's participant form, by field. */
export function validateParticipantForm(item: BasketItem, context: ParticipantFormContext): FormCheck<ParticipantField> {
  const info = item.info ?? {};
  const errors: FieldErrors<ParticipantField> = {};

  if (blank(info.first_name)) errors.first_name = formMessage('fillField');
  if (blank(info.last_name)) errors.last_name = formMessage('fillField');

  const phone = validatePhone(info.phone);
  if (phone !== null) errors.phone = phone;

  const birth = checkBirthDate(item, info.birth_date, context.now);
  if (birth !== undefined) errors.birth_date = birth;

  if (info.gender === undefined) errors.gender = formMessage('chooseOne');

  const sizes = context.sizes ?? item.proportions ?? [];
  if (sizeRequired(item, sizes)) {
    const chosen = info.item_size ?? '';
    const offered = sizes.some((size) => (size.count ?? 1) > 0 && (size.name === chosen || size.public_id === chosen));
    if (!offered) errors.item_size = formMessage('chooseSize');
  }

  const regions = item.regions ?? [];
  if (regions.length > 0 && !regions.some((region) => String(region.id) === info.region)) {
    errors.region = formMessage('chooseRegion');
  }

  const options = item.select?.values ?? [];
  if (options.length > 0 && !options.includes(item.select_field ?? '')) errors.select_field = formMessage('chooseOption');

  const clusters = item.clusters ?? [];
  if (clusters.length > 0) {
    const picked = info.cluster;
    const cluster = picked === undefined ? undefined : clusters.find((entry) => entry.value === picked.name || entry.name === picked.name);
    if (cluster === undefined) errors.cluster = formMessage('chooseCluster');
    else if (cluster.file === true && blank(picked?.document)) errors.cluster_document = formMessage('chooseFile');
  }

  if (item.license_file === true && blank(item.file)) errors.license_file = formMessage('chooseFile');

  for (const field of item.additional_fields ?? []) {
    if (field.required === true && blank(info.extra?.[field.name])) errors[`extra.${field.name}`] = formMessage('fillField');
  }

  return formCheck(errors);
}
