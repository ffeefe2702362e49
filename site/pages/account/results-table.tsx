import { useTranslation } from 'react-i18next';
import type { ResultFormat, ResultRow } from '../../../sdk/contract/schemas/index.ts';
import { EmptyState, TextField } from '../../../sdk/ui/index.ts';
import { resultColumns } from './result-columns.ts';

export interface ResultsTableProps {
  readonly format: ResultFormat;
  readonly rows: readonly ResultRow[];
  /** The columns the format's settings list, in order. */
  readonly listed: readonly string[] | null | undefined;
  readonly query: string;
  readonly onQuery: (query: string) => void;
}

const fold = (value: unknown) => String(value ?? '').toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** The rows a search by last name, first name or start number keeps. */
function matching(rows: readonly ResultRow[], query: string): readonly ResultRow[] {
  const wanted = fold(query.trim());
  if (wanted === '') return rows;
  return rows.filter((row) => [row.last_name, row.first_name, row.start_number].some((cell) => fold(cell).includes(wanted)));
}

/**
 * One format's protocol: a search by last name or start number ('Поиск по фамилии или
 * стартовому номеру') and the table with the listed columns (labels: results.columns.*). The
 * table scrolls sideways inside its own region on a narrow screen.
 */
export function ResultsTable({ format, rows, listed, query, onQuery }: ResultsTableProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return <EmptyState title={t('results.empty')} headingLevel={2} />;
  const columns = resultColumns(listed, rows);
  const shown = matching(rows, query);
  const caption = t('accountPages.results.tableCaption', { format: format.title });
  return (
    <section className="acc-protocol" aria-label={caption}>
      <div className="acc-protocol__bar">
        <TextField className="acc-protocol__search" label={t('results.search')} type="search" value={query} onChange={(event) => onQuery(event.target.value)} />
        <p className="acc-muted" role="status">
          {t('accountPages.results.participants', { count: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="me-empty-line">{t('accountPages.results.noMatch')}</p>
      ) : (
        // A scrolling region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above.
        <div className="acc-table-scroll" role="region" aria-label={caption} tabIndex={0}>
          <table className="acc-table">
            <caption className="rk-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" data-column={column}>
                    {t(`results.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row, index) => (
                <tr key={`${String(row.start_number ?? '')}-${index}`}>
                  {columns.map((column) => (
                    <td key={column} data-column={column}>
                      {row[column] ?? '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
