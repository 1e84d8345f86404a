import type { ReactNode } from 'react';
import { Table as AriaTable, Cell, Column, Row, TableBody, TableHeader } from 'react-aria-components';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Table.css';

export type TableColumn = {
  id: string;
  name: string;
  /** The row's name: the title of its card on a phone. */
  isRowHeader?: boolean;
  /** The row's buttons: on a phone they sit at the foot of its card, unlabelled. */
  isActions?: boolean;
};

export type TableProps<Row extends { id: string | number }> = {
  'aria-label': string;
  columns: readonly TableColumn[];
  rows: readonly Row[];
  renderCell: (row: Row, columnId: string) => ReactNode;
  /** Shown instead of rows when there are none, e.g. 'No users found'. */
  emptyText: string;
  isLoading?: boolean;
  loadingText?: string;
};

function cellClass(column: TableColumn): string {
  if (column.isRowHeader) return `${styles.cell} ${styles.titleCell}`;
  if (column.isActions) return `${styles.cell} ${styles.actionsCell}`;
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
}: TableProps<Row>) {
  return (
    <div className={styles.container}>
      <div className={styles.frame}>
        <AriaTable aria-label={ariaLabel} className={styles.table}>
          <TableHeader columns={columns} className={styles.header}>
            {(column) => (
              <Column id={column.id} isRowHeader={column.isRowHeader ?? false} className={styles.column}>
                {column.name}
              </Column>
            )}
          </TableHeader>
          <TableBody
            className={styles.body}
            items={isLoading ? [] : rows}
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
              <Row id={row.id} columns={columns} className={styles.row}>
                {(column) => (
                  <Cell className={cellClass(column)}>
                    {column.isRowHeader || column.isActions ? null : (
                      <span className={styles.cellLabel} aria-hidden="true">
                        {column.name}
                      </span>
                    )}
                    <div>{renderCell(row, column.id)}</div>
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
