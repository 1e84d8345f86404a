import type { ListSort } from '@injury-assist/domain';
import { type ComponentType, type FocusEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import type { CheckboxProps } from '../Checkbox/Checkbox';
import { EmptyState } from '../EmptyState/EmptyState';
import { Icon } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Table.css';

export type TableColumn = {
  id: string;
  name: string;
  /** The row's name: the title of its card on a phone. */
  isRowHeader?: boolean;
  /** The row's buttons: on a phone they sit at the foot of its card, unlabelled. */
  isActions?: boolean;
  /** Pressing the heading orders the rows by this column (the Table's `onSortChange`). */
  allowsSorting?: boolean;
};

/** Rows the person has ticked, e.g. for a bulk action; the ticks sit in a first column. */
export type TableSelection<Row> = {
  selected: ReadonlySet<string | number>;
  onSelectionChange: (selected: Set<string | number>) => void;
  /** What a row's tick is called for a screen reader, e.g. 'Select Priya Shah'. */
  rowLabel: (row: Row) => string;
  /** The tick, given by the list that selects (AdminTablePage), so a table without ticks never loads it. */
  Checkbox: ComponentType<CheckboxProps>;
};

const SELECT_COLUMN: TableColumn = { id: '__select', name: 'Select' };

export type TableProps<Row extends { id: string | number }> = {
  'aria-label': string;
  columns: readonly TableColumn[];
  rows: readonly Row[];
  renderCell: (row: Row, columnId: string) => ReactNode;
  /** Shown instead of rows when there are none, e.g. 'No users found'. */
  emptyText: string;
  isLoading?: boolean;
  loadingText?: string;
  /** The order shown; the headings of columns that allow sorting say it (aria-sort). */
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort) => void;
  selection?: TableSelection<Row>;
};

function cellClass(column: TableColumn): string {
  if (column.isRowHeader) return `${styles.cell} ${styles.rowHeaderCell} ${styles.titleCell}`;
  if (column.isActions) return `${styles.cell} ${styles.actionsCell}`;
  if (column === SELECT_COLUMN) return `${styles.cell} ${styles.selectCell}`;
  return styles.cell;
}

/** The order after pressing a column's heading: the other way round if it is the order already. */
const nextSort = (sort: ListSort | null, column: string): ListSort => ({
  column,
  direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending',
});

/**
 * A table on a wide screen; below 720 px of its own width each row becomes a card whose cells
 * are labelled with their column names and whose actions stay in view. It stays one table for
 * assistive technology either way.
 *
 * A plain HTML table (issue 22: React Aria's Table and its collection code were 38 kB gzip of every
 * admin list's first load): the rows hold buttons, links and ticks, each its own tab stop; a
 * sortable heading is a button inside the column header, which says the order (aria-sort).
 */
export function Table<Row extends { id: string | number }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  renderCell,
  emptyText,
  isLoading = false,
  loadingText = 'Loading…',
  sort = null,
  onSortChange,
  selection,
}: TableProps<Row>) {
  const shownColumns = selection ? [SELECT_COLUMN, ...columns] : columns;
  const shownRows = isLoading ? [] : rows;
  const body = useRef<HTMLTableSectionElement>(null);
  const lastFocus = useRef<{ row: HTMLTableRowElement; index: number; cell: number } | null>(null);
  const rememberFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const cell = event.target.closest('td, th');
    const row = cell?.parentElement;
    if (cell instanceof HTMLTableCellElement && row instanceof HTMLTableRowElement) {
      lastFocus.current = { row, index: row.sectionRowIndex, cell: cell.cellIndex };
    }
  };
  // A row that goes while one of its buttons has the focus (restored, deleted, moved to another
  // page) hands the focus to the same cell of the row now in its place, as React Aria's table did:
  // the person carries on from where they were instead of from the top of the page.
  useLayoutEffect(() => {
    const last = lastFocus.current;
    if (!last || last.row.isConnected || !body.current) return;
    lastFocus.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const rowsNow = body.current.rows;
    const cell = rowsNow[Math.min(last.index, rowsNow.length - 1)]?.cells[last.cell];
    cell?.querySelector<HTMLElement>('button:not(:disabled), a[href], input:not(:disabled)')?.focus();
  });
  const allSelected = shownRows.length > 0 && shownRows.every((row) => selection?.selected.has(row.id));
  const renderShownCell = (row: Row, column: TableColumn): ReactNode =>
    column === SELECT_COLUMN && selection ? (
      <selection.Checkbox
        isSelected={selection.selected.has(row.id)}
        onChange={(isSelected) => {
          const next = new Set(selection.selected);
          if (isSelected) next.add(row.id);
          else next.delete(row.id);
          selection.onSelectionChange(next);
        }}
      >
        <span className={styles.selectLabel}>{selection.rowLabel(row)}</span>
      </selection.Checkbox>
    ) : (
      renderCell(row, column.id)
    );
  const heading = (column: TableColumn): ReactNode => {
    if (column === SELECT_COLUMN && selection) {
      return (
        <selection.Checkbox
          isSelected={allSelected}
          isDisabled={shownRows.length === 0}
          onChange={(isSelected) =>
            selection.onSelectionChange(new Set(isSelected ? shownRows.map((row) => row.id) : []))
          }
        >
          <span className={styles.selectLabel}>Select all shown</span>
        </selection.Checkbox>
      );
    }
    if (!column.allowsSorting) return column.name;
    const direction = sort?.column === column.id ? sort.direction : null;
    return (
      <button
        type="button"
        className={`${styles.sortable} ${styles.sortButton}`}
        onClick={() => onSortChange?.(nextSort(sort, column.id))}
      >
        {column.name}
        <Icon
          name="chevronDown"
          size={14}
          className={
            direction === 'ascending'
              ? styles.sortAscending
              : direction === 'descending'
                ? styles.sortDescending
                : styles.sortNone
          }
        />
      </button>
    );
  };
  return (
    <div className={styles.container}>
      <div className={styles.frame}>
        <table aria-label={ariaLabel} className={styles.table}>
          <thead className={styles.header}>
            <tr>
              {shownColumns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={styles.column}
                  aria-sort={column.allowsSorting ? (sort?.column === column.id ? sort.direction : 'none') : undefined}
                >
                  {heading(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body} className={styles.body} onFocus={rememberFocus}>
            {shownRows.length === 0 ? (
              <tr>
                <td colSpan={shownColumns.length}>
                  {isLoading ? (
                    <div className={styles.loading}>
                      <Spinner label={loadingText} />
                    </div>
                  ) : (
                    <EmptyState title={emptyText} />
                  )}
                </td>
              </tr>
            ) : (
              shownRows.map((row) => (
                <tr key={row.id} className={styles.row}>
                  {shownColumns.map((column) => {
                    const content = (
                      <>
                        {column.isRowHeader || column.isActions || column === SELECT_COLUMN ? null : (
                          <span className={styles.cellLabel} aria-hidden="true">
                            {column.name}
                          </span>
                        )}
                        <div>{renderShownCell(row, column)}</div>
                      </>
                    );
                    return column.isRowHeader ? (
                      <th key={column.id} scope="row" className={cellClass(column)}>
                        {content}
                      </th>
                    ) : (
                      <td key={column.id} className={cellClass(column)}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
