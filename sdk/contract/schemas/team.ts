import { boolean, number, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/**
 * The team settings of a ticket format (purchase.md §3 "Team"). With `team_all` the count
 * steps by `max_count` (by `min_count` when `fixed_count` is false); `full`: no team places left.
 */
export const Team = type({
  public_id: string(),
  team_all: boolean(),
  fixed_count: boolean(),
  full: boolean(),
  isTeam: boolean(),
  max_count: maybe(number()),
  min_count: maybe(number()),
});
export type Team = Infer<typeof Team>;
