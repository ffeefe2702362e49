/**
 * Optimistic locking for the console's edits: every editable record answers its `version`, and
 * every write of it sends back the version it was read at. The server changes the record only
 * when the version still matches (one guarded UPDATE … WHERE version = $n), and bumps it;
 * otherwise it answers 409 `server.console.staleVersion`, so two members of staff editing one
 * format can never overwrite each other silently: the second is told to reload.
 */
import { integer, min } from 'superstruct';

export const EditVersion = min(integer(), 0);
