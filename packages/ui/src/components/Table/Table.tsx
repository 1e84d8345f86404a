import type { ListSort } from '@injury-assist/domain';
import type { ReactNode } from 'react';
import { Table as AriaTable, Cell, Column, Row, TableBody, TableHeader } from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
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
  if (column.isRowHeader) return `${styles.cell} ${styles.titleCell}`;
  if (column.isActions) return `${styles.cell} ${styles.actionsCell}`;
  if (column === SELECT_COLUMN) return `${styles.cell} ${styles.selectCell}`;
  return styles.cell;
}

/**
 * A table on a wide screen; below 720 px of its own width each row becomes a card whose cells
 * are labelled with their column names and whose actions stay in view. It stays one grid for
 * assistive technology either way.
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
  const allSelected = shownRows.length > 0 && shownRows.every((row) => selection?.selected.has(row.id));
  const renderShownCell = (row: Row, column: TableColumn): ReactNode =>
    column === SELECT_COLUMN && selection ? (
      <Checkbox
        isSelected={selection.selected.has(row.id)}
        onChange={(isSelected) => {
          const next = new Set(selection.selected);
          if (isSelected) next.add(row.id);
          else next.delete(row.id);
          selection.onSelectionChange(next);
        }}
      >
        <span className={styles.selectLabel}>{selection.rowLabel(row)}</span>
      </Checkbox>
    ) : (
      renderCell(row, column.id)
    );
  return (
    <div className={styles.container}>
      <div className={styles.frame}>
        <AriaTable
          aria-label={ariaLabel}
          className={styles.table}
          {...(sort ? { sortDescriptor: sort } : {})}
          {...(onSortChange
            ? {
                onSortChange: (next) =>
                  onSortChange({ column: String(next.column), direction: next.direction ?? 'ascending' }),
              }
            : {})}
        >
          <TableHeader columns={shownColumns} className={styles.header}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader ?? false}
                allowsSorting={column.allowsSorting ?? false}
                className={styles.column}
              >
                {({ sortDirection }) =>
                  column === SELECT_COLUMN && selection ? (
                    <Checkbox
                      isSelected={allSelected}
                      isDisabled={shownRows.length === 0}
                      onChange={(isSelected) =>
                        selection.onSelectionChange(new Set(isSelected ? shownRows.map((row) => row.id) : []))
                      }
                    >
                      <span className={styles.selectLabel}>Select all shown</span>
                    </Checkbox>
                  ) : column.allowsSorting ? (
                    <span className={styles.sortable}>
                      {column.name}
                      <Icon
                        name="chevronDown"
                        size={14}
                        className={
                          sortDirection === 'ascending'
                            ? styles.sortAscending
                            : sortDirection === 'descending'
                              ? styles.sortDescending
                              : styles.sortNone
                        }
                      />
                    </span>
                  ) : (
                    column.name
                  )
                }
              </Column>
            )}
          </TableHeader>
          <TableBody
            className={styles.body}
            items={shownRows}
            renderEmptyState={() =>
              isLoading ? (
                <div className={styles.loading}>
                  <Spinner label={loadingText} />
                </div>
              ) : (
                <EmptyState title={emptyText} />
              )
            }
          >
            {(row) => (
              <Row id={row.id} columns={shownColumns} className={styles.row}>
                {(column) => (
                  <Cell className={cellClass(column)}>
                    {column.isRowHeader || column.isActions || column === SELECT_COLUMN ? null : (
                      <span className={styles.cellLabel} aria-hidden="true">
                        {column.name}
                      </span>
                    )}
                    <div>{renderShownCell(row, column)}</div>
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </AriaTable>
      </div>
    </div>
  );
}
