import { number, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/** An insurance product (account.md §3 "Insurance product"); `legals` links to the terms. */
export const InsuranceProduct = type({
  public_id: string(),
  name: string(),
  price: number(),
  title: maybe(string()),
  subtitle: maybe(string()),
  description: maybe(string()),
  footnote: maybe(string()),
  legals: maybe(string()),
  logo: maybe(string()),
});
export type InsuranceProduct = Infer<typeof InsuranceProduct>;

/**
 * An insurance the user bought (account.md §3 "Insurance record"): `start_date` ISO,
 * `validity_time` in seconds (shown as days, seconds / 86400 rounded down), phone digits.
 */
export const InsuranceRecord = type({
  public_id: maybe(string()),
  /** Ours: the ticket a ticket's insurance belongs to; its participant is the insured person. */
  ticket_public_id: maybe(string()),
  info: type({
    number: string(),
    start_date: string(),
    last_name: string(),
    first_name: string(),
    second_name: maybe(string()),
    phone: maybe(string()),
  }),
  insurance: type({
    name: string(),
    validity_time: number(),
    logo: maybe(string()),
    legals: maybe(string()),
  }),
});
export type InsuranceRecord = Infer<typeof InsuranceRecord>;
