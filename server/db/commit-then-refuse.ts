import { HttpError } from '../http/http-error.ts';
import type { Database, Queryable } from './database.ts';

/**
 * Runs `work` in one transaction that commits even when its answer is a refusal: `work`
 * returns an {@link HttpError} instead of throwing it, the transaction commits (so a wrong
 * code's attempt or a failed login still counts), and the error is thrown afterwards.
 * Throwing inside `work` still rolls everything back.
 */
export async function commitThenRefuse<T>(db: Database, work: (tx: Queryable) => Promise<T | HttpError>): Promise<T> {
  const result = await db.transaction(work);
  if (result instanceof HttpError) throw result;
  return result;
}
