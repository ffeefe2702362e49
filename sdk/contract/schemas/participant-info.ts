import { enums, object, optional, record, string, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/** male or female, as the participant form offers them. */
export const Gender = enums(['male', 'female']);
export type Gender = Infer<typeof Gender>;

/** The cluster chosen in a participant form, with its document when the cluster needs one. */
export const ClusterChoice = object({ name: string(), document: maybe(string()) });

/**
 * Participant data of one ticket, as the basket form keeps it (purchase.md §3 "Participant info").
 * `birth_date` is kept as typed (DD.MM.YYYY) and converted to ISO in the payment payload;
 * `phone` keeps digits only. Additional fields live under `extra` by their name and are
 * flattened into `info` when the order is sent.
 */
export const ParticipantInfo = object({
  first_name: optional(string()),
  last_name: optional(string()),
  second_name: optional(string()),
  phone: optional(string()),
  gender: optional(Gender),
  birth_date: optional(string()),
  region: optional(string()),
  item_size: optional(string()),
  cluster: optional(ClusterChoice),
  extra: optional(record(string(), string())),
});
export type ParticipantInfo = Infer<typeof ParticipantInfo>;

/** The insured person of an insurance line (purchase.md §3 "Insurance line"). */
export const InsuredPerson = object({
  first_name: optional(string()),
  last_name: optional(string()),
  second_name: optional(string()),
  birth_date: optional(string()),
  gender: optional(Gender),
  phone: optional(string()),
});
export type InsuredPerson = Infer<typeof InsuredPerson>;
