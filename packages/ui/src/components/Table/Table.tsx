import type { ReactNode } from 'react';
import { Table as AriaTable, Cell, Column, Row, TableBody, TableHeader } from 'react-aria-components';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Table.css';

export type TableColumn = { id: string; name: string; isRowHeader?: boolean };

export type TableProps<Row extends { id: string | number }> = {
  'aria-label': string;
  columns: readonly TableColumn[];
  rows: readonly Row[];
  renderCell: (row: Row, columnId: string) => ReactNode;
  /** Shown instead of rows when there are none, e.g. 'No users found'. */
  emptyText: string;
  isLoading?: boolean;
  loadingText?: string;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
};

export function Table<Row extends { id: string | number }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  renderCell,
  emptyText,
  isLoading = false,
  loadingText = 'Loading…',
  minWidth,
}: TableProps<Row>) {
  return (
    <div className={styles.scroller}>
      <AriaTable
        aria-label={ariaLabel}
        className={styles.table}
        style={minWidth === undefined ? undefined : { minWidth: `${minWidth}px` }}
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column id={column.id} isRowHeader={column.isRowHeader ?? false} className={styles.column}>
              {column.name}
            </Column>
          )}
        </TableHeader>
        <TableBody
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
              {(column) => <Cell className={styles.cell}>{renderCell(row, column.id)}</Cell>}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
