import { boolean, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/**
 * One sign-in of the user (account.md §3 "Activity session"): `temp` is the ISO time, `method`
 * how they signed in (email, phone, vk, google). Absent city and country show fallback names.
 * `partner` is the partner site's origin of a partner-scoped session (docs/embedding.md), else absent;
 * `current` marks the asking session, `ended_at` one that no longer signs in.
 */
export const Session = type({
  temp: string(),
  city: maybe(string()),
  country: maybe(string()),
  os: maybe(string()),
  browser: maybe(string()),
  method: maybe(string()),
  partner: maybe(string()),
  /** Ours (issue 29 item 18): the session of the token that asked. */
  current: maybe(boolean()),
  /** Ours: when the session ended (signed out, ended from another session, or expired); absent or null while it lives. */
  ended_at: maybe(string()),
});
export type Session = Infer<typeof Session>;
