/** The benches' printed tables and percentiles (one home: server.bench.ts, rush.bench.ts). */

export interface Row {
  readonly what: string;
  readonly [column: string]: string;
}

/** Prints `rows` as a Markdown table under `title` (the README's benchmarks table takes it as is). */
export function printTable(title: string, rows: readonly Row[]): void {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const width = (column: string) => Math.max(column.length, ...rows.map((row) => (row[column] ?? '').length));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, index) => cell.padEnd(width(columns[index] ?? ''))).join(' | ')} |`;
  console.info(`\n${title}`);
  console.info(line(columns));
  console.info(`|${columns.map((column) => '-'.repeat(width(column) + 2)).join('|')}|`);
  for (const row of rows) console.info(line(columns.map((column) => row[column] ?? '')));
}

/** The p-th percentile of `sorted` (ascending), NaN when empty. */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
