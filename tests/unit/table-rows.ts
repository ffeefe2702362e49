/** Helpers of the table-driven unit tests. */

/** Each row with its full title first (vitest truncates `$n` but never `%s`). */
export const titled = <R extends readonly unknown[]>(rows: readonly R[], title: (row: R) => string): (readonly [string, R])[] =>
  rows.map((row) => [title(row), row] as const);

/** A message for a row's title: quoted, or 'no message'. */
export const says = (message: unknown): string => (message === null || message === undefined ? 'no message' : `'${String(message)}'`);
