import { string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/** A club (account.md §3 "Club"); its page is /clubs/{public_name}; `created_date` is ISO. */
export const Club = type({
  public_id: string(),
  public_name: string(),
  title: string(),
  created_date: string(),
  description: maybe(string()),
  picture: maybe(string()),
});
export type Club = Infer<typeof Club>;
