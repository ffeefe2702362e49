/**
 * The server's half of optimistic locking (sdk/contract/console/edit-version.ts): a guarded
 * UPDATE that matched no row because the version moved answers this 409.
 */
import { HttpError } from '../http/http-error.ts';

/** Someone else changed the record since it was read. */
export const staleVersion = () => new HttpError(409, 'server.console.staleVersion');
