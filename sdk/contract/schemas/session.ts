import { string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/**
 * One sign-in of the user (account.md §3 "Activity session"): `temp` is the ISO time, `method`
 * how they signed in (email, phone, vk, google). Absent city and country show fallback names.
 * `partner` is the partner site's origin of a partner-scoped session (docs/embedding.md), else absent.
 */
export const Session = type({
  temp: string(),
  city: maybe(string()),
  country: maybe(string()),
  os: maybe(string()),
  browser: maybe(string()),
  method: maybe(string()),
  partner: maybe(string()),
});
export type Session = Infer<typeof Session>;
