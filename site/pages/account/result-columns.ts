import type { ResultColumn, ResultRow } from '../../../sdk/contract/schemas/index.ts';
import { results } from '../../../sdk/i18n/ru/index.ts';

const known = new Set<string>(Object.keys(results.columns));

/** Whether a column named by the server is one of account.md §2's (it has a label). */
export function isResultColumn(name: string): name is ResultColumn {
  return known.has(name);
}

/**
 * The columns of a results table: the ones the format's settings list, in their order, that we
 * know; without a list, every known column some row has a value in.
 */
export function resultColumns(listed: readonly string[] | null | undefined, rows: readonly ResultRow[]): ResultColumn[] {
  if (listed != null && listed.length > 0) return listed.filter(isResultColumn);
  return Object.keys(results.columns).filter(isResultColumn).filter((column) => rows.some((row) => row[column] != null && row[column] !== ''));
}
