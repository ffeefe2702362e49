import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { PAGE_SIZE_DEFAULT, type PageOf, type PageQuery } from '../../sdk/contract/console/index.ts';
import { Button, classNames, Spinner, TextField } from '../../sdk/ui/index.ts';
import { Select } from '../../sdk/ui/form/index.ts';
import { consoleErrorText } from './console-errors.ts';
import { useCall } from './use-call.ts';

/** One column: its header, its cell, and the server's name for sorting by it (sortable when set). */
export interface TableColumn<T> {
  readonly key: string;
  readonly label: string;
  readonly cell: (row: T) => ReactNode;
  readonly sort?: string;
  readonly numeric?: boolean;
}

/** The rows' selection, for actions on many at once (bulk price change). */
export interface TableSelection {
  readonly selected: ReadonlySet<string>;
  readonly onChange: (selected: ReadonlySet<string>) => void;
  /** How a row is named to a screen reader ("Select: 10 km"). */
  readonly name: (key: string) => string;
}

export interface ServerTableProps<T> {
  /** The table's accessible name (its caption). */
  readonly caption: string;
  readonly columns: readonly TableColumn<T>[];
  /** Asks the server for one page; `filters` are the screen's own query fields besides paging. */
  readonly load: (query: PageQuery) => Promise<PageOf<T>>;
  readonly rowKey: (row: T) => string;
  /** The search field's label; no search field without it. */
  readonly searchLabel?: string;
  /** The screen's filters (part of what is asked): a change starts again at page 1. */
  readonly filters?: Readonly<Record<string, string>>;
  readonly selection?: TableSelection;
  /** Bump to ask again (after a write). */
  readonly version?: number;
  /** What to say when there are no rows at all. */
  readonly emptyText?: string;
  /** Prefix of the URL query names, when a page shows two tables. */
  readonly prefix?: string;
}

const SIZES = [20, 50, 100, 200];

/**
 * The console's one table (issue 25 §9): paged, sorted and searched on the server through the
 * PageQuery convention (sdk/contract/console/paging.ts), its state in the address (`?page=2&sort=…`,
 * so the back button and a shared link keep it). Everything is a native control — sort buttons
 * in the headers with `aria-sort`, a search form, the pager's buttons, row links in cells — so
 * it is operable by keyboard alone. While a page loads the old rows stay (marked busy); a failure
 * shows the server's words with a retry; no rows shows an empty state.
 */
export function ServerTable<T>({ caption, columns, load, rowKey, searchLabel, filters, selection, version = 0, emptyText, prefix = '' }: ServerTableProps<T>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const name = (key: string) => `${prefix}${key}`;
  const page = Math.max(1, Number(params.get(name('page')) ?? '1') || 1);
  const sizeParam = Number(params.get(name('size')) ?? '');
  const size = SIZES.includes(sizeParam) ? sizeParam : PAGE_SIZE_DEFAULT;
  const sort = params.get(name('sort')) ?? undefined;
  const dirParam = params.get(name('dir'));
  const dir = dirParam === 'asc' || dirParam === 'desc' ? dirParam : undefined;
  const q = params.get(name('q')) ?? '';
  const [typed, setTyped] = useState(q);
  const statusId = useId();

  const query: PageQuery = { page, size, ...(sort === undefined ? {} : { sort }), ...(dir === undefined ? {} : { dir }), ...(q === '' ? {} : { q }) };
  const key = JSON.stringify([query, filters ?? {}, version]);
  const { state, reload } = useCall(key, () => load(query));

  const change = (next: Readonly<Record<string, string | undefined>>) =>
    setParams((before) => {
      const after = new URLSearchParams(before);
      for (const [field, value] of Object.entries(next)) {
        if (value === undefined || value === '') after.delete(name(field));
        else after.set(name(field), value);
      }
      return after;
    });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ q: typed.trim(), page: undefined });
  };

  const data = state.data;
  const rows = data?.items ?? [];
  const pages = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / data.size));
  const keys = rows.map(rowKey);
  const allSelected = selection !== undefined && keys.length > 0 && keys.every((each) => selection.selected.has(each));

  const toggle = (each: string, on: boolean) => {
    if (selection === undefined) return;
    const next = new Set(selection.selected);
    if (on) next.add(each);
    else next.delete(each);
    selection.onChange(next);
  };
  const toggleAll = (on: boolean) => {
    if (selection === undefined) return;
    const next = new Set(selection.selected);
    for (const each of keys) if (on) next.add(each);
    else next.delete(each);
    selection.onChange(next);
  };

  return (
    <div className="console-table">
      {searchLabel !== undefined && (
        <form className="console-table__search" role="search" onSubmit={onSearch}>
          <TextField label={searchLabel} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
          <Button type="submit" variant="secondary">
            {t('console.table.searchAction')}
          </Button>
          {q !== '' && (
            <Button
              variant="ghost"
              onClick={() => {
                setTyped('');
                change({ q: undefined, page: undefined });
              }}
            >
              {t('console.table.clear')}
            </Button>
          )}
        </form>
      )}
      <p className="console-table__status" id={statusId} role="status">
        {state.status === 'loading' ? t('console.table.loading') : data !== undefined ? t('console.table.found', { count: data.total }) : ''}
        {selection !== undefined && selection.selected.size > 0 && ` · ${t('console.table.selected', { count: selection.selected.size })}`}
      </p>
      {state.status === 'error' && (
        <div className="console-problem" role="alert">
          <p>
            {t('console.table.failed')}: {consoleErrorText(state.error, t)}
          </p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t('console.common.retry')}
          </Button>
        </div>
      )}
      {data === undefined && state.status === 'loading' && <Spinner />}
      {data !== undefined && rows.length === 0 && state.status !== 'loading' && (
        <div className="console-empty">
          <p className="console-empty__title">{emptyText ?? t('console.table.empty')}</p>
          {q !== '' && <p>{t('console.table.emptyFiltered')}</p>}
        </div>
      )}
      {rows.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that scrolls sideways is reached by keyboard (axe: scrollable-region-focusable)
        <div className="console-table__scroll" role="region" aria-label={caption} tabIndex={0}>
          <table className={classNames('console-grid', state.status === 'loading' && 'is-busy')} aria-busy={state.status === 'loading'} aria-describedby={statusId}>
            <caption className="rk-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {selection !== undefined && (
                  <th scope="col" className="console-grid__pick">
                    <input type="checkbox" aria-label={t('console.table.selectAll')} checked={allSelected} onChange={(event) => toggleAll(event.target.checked)} />
                  </th>
                )}
                {columns.map((column) => {
                  const sorted = column.sort !== undefined && column.sort === sort;
                  const ariaSort = sorted ? (dir === 'desc' ? 'descending' : 'ascending') : undefined;
                  return (
                    <th key={column.key} scope="col" aria-sort={ariaSort} className={classNames(column.numeric === true && 'is-numeric')}>
                      {column.sort === undefined ? (
                        column.label
                      ) : (
                        <button
                          type="button"
                          className="console-grid__sort"
                          title={t('console.table.sortBy', { column: column.label })}
                          onClick={() => change({ sort: column.sort, dir: sorted && dir !== 'desc' ? 'desc' : 'asc', page: undefined })}
                        >
                          {column.label}
                          <span className="console-grid__arrow" aria-hidden="true">
                            {sorted ? (dir === 'desc' ? '↓' : '↑') : '↕'}
                          </span>
                        </button>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const each = keys[index] ?? String(index);
                return (
                  <tr key={each} className={classNames(selection?.selected.has(each) === true && 'is-selected')}>
                    {selection !== undefined && (
                      <td className="console-grid__pick">
                        <input type="checkbox" aria-label={t('console.table.select', { name: selection.name(each) })} checked={selection.selected.has(each)} onChange={(event) => toggle(each, event.target.checked)} />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td key={column.key} className={classNames(column.numeric === true && 'is-numeric')}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {data !== undefined && data.total > 0 && (
        <nav className="console-pager" aria-label={t('console.table.pages')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => change({ page: String(page - 1) })}>
            {t('console.table.previous')}
          </Button>
          <span className="console-pager__at">{t('console.table.pageOf', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => change({ page: String(page + 1) })}>
            {t('console.table.next')}
          </Button>
          <Select
            className="console-pager__size"
            label={t('console.table.pageSize')}
            value={String(size)}
            options={SIZES.map((each) => ({ value: String(each), label: String(each) }))}
            onChange={(event) => change({ size: event.target.value, page: undefined })}
          />
        </nav>
      )}
    </div>
  );
}
