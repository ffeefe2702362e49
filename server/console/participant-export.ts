/**
 * The start list as a file for the timing company (issue 25 §6): CSV in UTF-8 with a
 * byte-order mark (Excel then reads Cyrillic) or XLSX (write-excel-file), the same columns in
 * both, headed in the organiser's language, the format's additional fields after the form's own.
 * Every text cell goes through safeCell (server/exports/safe-cell.ts): a name such as "=cmd"
 * or one starting with a tab is shown as text, never run as a formula.
 */
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import type { Language } from '../../sdk/config/index.ts';
import type { Participant } from '../../sdk/contract/console/index.ts';
import { server as serverEn } from '../../sdk/i18n/en/index.ts';
import { server as serverRu } from '../../sdk/i18n/ru/index.ts';
import { CSV_BOM, csvLine, safeCell } from '../exports/safe-cell.ts';

type Cell = string | number | null;

const COLUMNS = [
  'ticket_number',
  'order_number',
  'format',
  'kind',
  'number',
  'team_number',
  'status',
  'registered',
  'last_name',
  'first_name',
  'second_name',
  'gender',
  'birth_date',
  'phone',
  'email',
  'region',
  'item_size',
  'cluster',
  'select_field',
  'license',
  'insurance_number',
  'created_at',
] as const;

type Column = (typeof COLUMNS)[number];

/** The headers and values of the file in `language` (server.console.columns and .values). */
const wordsOf = (language: Language) => (language === 'en' ? serverEn : serverRu).console;

function cellOf(participant: Participant, column: Column, language: Language): Cell {
  switch (column) {
    case 'format':
      return participant.format_title;
    case 'status':
      return wordsOf(language).values[participant.status];
    case 'registered':
      return wordsOf(language).values[participant.registered ? 'yes' : 'no'];
    default:
      return participant[column];
  }
}

/** The table of a start list: a header row, then one row per participant. */
export function startListTable(participants: readonly Participant[], fields: readonly { name: string; label: string }[], language: Language): Cell[][] {
  const header: Cell[] = [...COLUMNS.map((column) => wordsOf(language).columns[column]), ...fields.map((field) => field.label)];
  const rows = participants.map((participant) => [
    ...COLUMNS.map((column) => cellOf(participant, column, language)),
    ...fields.map((field) => participant.extra[field.name] ?? null),
  ]);
  return [header, ...rows];
}

/** The table as CSV: BOM, CRLF lines, every field made safe and quoted as needed. */
export const startListCsv = (table: readonly Cell[][]): string => CSV_BOM + table.map((row) => csvLine(row)).join('');

/** The table as an XLSX workbook of one sheet. */
export async function startListXlsx(table: readonly Cell[][]): Promise<Buffer> {
  const data: Row[] = table.map((row, index) =>
    row.map((cell) =>
      cell === null
        ? null
        : typeof cell === 'number'
          ? { value: cell, type: Number }
          : { value: safeCell(cell), type: String, ...(index === 0 ? { fontWeight: 'bold' as const } : {}) },
    ),
  );
  return writeXlsxFile(data, { sheet: 'Start list' }).toBuffer();
}
