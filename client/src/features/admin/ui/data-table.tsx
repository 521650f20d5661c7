import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useColumnChoice } from './use-column-choice';

/**
 * A back-office table: server-sorted headers (`aria-sort`), optional columns a clerk can hide (remembered per list),
 * row selection for bulk actions, and its loading, empty and failed states. Pagination is `<Pagination>` below it.
 */
export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The API's sort key for this column (`?sort=<key>` / `-<key>`); sortable only when set. */
  sortKey?: string;
  /** The clerk may hide it (column choice); `hidden`: hidden until chosen. */
  optional?: boolean;
  hidden?: boolean;
  /** Numbers and money: aligned to the end. */
  numeric?: boolean;
}

export interface Selection {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

export interface DataTableProps<T> {
  /** Remembers the column choice under this name. */
  listId: string;
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** The list's current sort (`key` or `-key`) and what a header click does. */
  sort?: string;
  onSort?: (key: string) => void;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** What an empty list says (default: "Nothing matches these filters"). */
  empty?: ReactNode;
  selection?: Selection;
  /** The label of a row's selection checkbox (its stock id, its name…). */
  rowLabel?: (row: T) => string;
}

const SKELETON_ROWS = 8;

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  const d = direction === 'ascending' ? 'M7 14l5-5 5 5z' : direction === 'descending' ? 'M7 10l5 5 5-5z' : 'M7 10l5-5 5 5zM7 14l5 5 5-5z';
  return (
    <svg className="data-table__sort-icon" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

export function DataTable<T>({
  listId,
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  loading = false,
  error,
  onRetry,
  empty,
  selection,
  rowLabel,
}: DataTableProps<T>) {
  const { t } = useTranslation('admin');
  const { hidden, toggle } = useColumnChoice(
    listId,
    columns.filter((c) => c.hidden).map((c) => c.id),
  );
  const shown = columns.filter((c) => !(c.optional || c.hidden) || !hidden.includes(c.id));
  const optional = columns.filter((c) => c.optional || c.hidden);
  const keys = rows?.map(rowKey) ?? [];
  const allSelected = selection !== undefined && keys.length > 0 && keys.every((k) => selection.selected.has(k));

  const directionOf = (column: Column<T>): 'ascending' | 'descending' | 'none' => {
    if (!column.sortKey || !sort) return 'none';
    if (sort === column.sortKey) return 'ascending';
    if (sort === `-${column.sortKey}`) return 'descending';
    return 'none';
  };

  return (
    <div className="data-table">
      {optional.length > 0 && (
        <details className="data-table__columns">
          <summary>{t('table.columns')}</summary>
          <fieldset className="data-table__columns-list">
            <legend className="visually-hidden">{t('table.columnsLegend')}</legend>
            {optional.map((column) => (
              <Checkbox key={column.id} label={column.header} checked={!hidden.includes(column.id)} onChange={() => toggle(column.id)} />
            ))}
          </fieldset>
        </details>
      )}
      <div className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table aria-busy={loading || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className="data-table__select">
                  <input
                    type="checkbox"
                    aria-label={t('table.selectAll')}
                    checked={allSelected}
                    disabled={keys.length === 0}
                    onChange={() => {
                      const next = new Set(selection.selected);
                      for (const k of keys) {
                        if (allSelected) next.delete(k);
                        else next.add(k);
                      }
                      selection.onChange(next);
                    }}
                  />
                </th>
              )}
              {shown.map((column) => {
                const direction = directionOf(column);
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={column.sortKey ? direction : undefined}
                    className={column.numeric ? 'data-table__numeric' : undefined}
                  >
                    {column.sortKey && onSort ? (
                      <button type="button" className="data-table__sort" onClick={() => onSort(column.sortKey!)}>
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows === undefined && loading
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} className="data-table__skeleton" aria-hidden="true">
                    {selection && <td />}
                    {shown.map((column) => (
                      <td key={column.id}>
                        <span className="skeleton data-table__skeleton-bar" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows?.map((row) => {
                  const key = rowKey(row);
                  return (
                    <tr key={key} aria-selected={selection ? selection.selected.has(key) : undefined}>
                      {selection && (
                        <td className="data-table__select">
                          <input
                            type="checkbox"
                            aria-label={t('table.selectRow', { row: rowLabel?.(row) ?? key })}
                            checked={selection.selected.has(key)}
                            onChange={() => {
                              const next = new Set(selection.selected);
                              if (next.has(key)) next.delete(key);
                              else next.add(key);
                              selection.onChange(next);
                            }}
                          />
                        </td>
                      )}
                      {shown.map((column) => (
                        <td key={column.id} className={column.numeric ? 'data-table__numeric' : undefined}>
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
          </tbody>
        </table>
      </div>
      {error !== undefined && error !== null && rows === undefined && <ErrorState error={error} onRetry={onRetry} />}
      {rows !== undefined && rows.length === 0 && <EmptyState title={empty ?? t('table.empty')} />}
    </div>
  );
}
