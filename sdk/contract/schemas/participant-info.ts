import { enums, object, optional, record, type Infer } from 'superstruct';
import { maybe } from './common.ts';
import { TEXT_MAX, limitedText } from './text-limits.ts';

/** male or female, as the participant form offers them. */
export const Gender = enums(['male', 'female']);
export type Gender = Infer<typeof Gender>;

/** The cluster chosen in a participant form, with its document when the cluster needs one. */
export const ClusterChoice = object({ name: limitedText(TEXT_MAX.title), document: maybe(limitedText(TEXT_MAX.id)) });

/**
 * Participant data of one ticket, as the basket form keeps it (purchase.md §3 "Participant info").
 * `birth_date` is kept as typed (DD.MM.YYYY) and converted to ISO in the payment payload;
 * `phone` keeps digits only. Additional fields live under `extra` by their name and are
 * flattened into `info` when the order is sent.
 */
export const ParticipantInfo = object({
  first_name: optional(limitedText(TEXT_MAX.name)),
  last_name: optional(limitedText(TEXT_MAX.name)),
  second_name: optional(limitedText(TEXT_MAX.name)),
  phone: optional(limitedText(TEXT_MAX.phone)),
  gender: optional(Gender),
  birth_date: optional(limitedText(TEXT_MAX.date)),
  region: optional(limitedText(TEXT_MAX.id)),
  item_size: optional(limitedText(TEXT_MAX.id)),
  cluster: optional(ClusterChoice),
  extra: optional(record(limitedText(TEXT_MAX.id), limitedText(TEXT_MAX.title))),
});
export type ParticipantInfo = Infer<typeof ParticipantInfo>;

/** The insured person of an insurance line (purchase.md §3 "Insurance line"). */
export const InsuredPerson = object({
  first_name: optional(limitedText(TEXT_MAX.name)),
  last_name: optional(limitedText(TEXT_MAX.name)),
  second_name: optional(limitedText(TEXT_MAX.name)),
  birth_date: optional(limitedText(TEXT_MAX.date)),
  gender: optional(Gender),
  phone: optional(limitedText(TEXT_MAX.phone)),
});
export type InsuredPerson = Infer<typeof InsuredPerson>;
