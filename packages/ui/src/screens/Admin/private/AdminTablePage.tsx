import type { ReactNode } from 'react';
import { Card } from '../../../components/Card/Card';
import { Pager, type PagerProps } from '../../../components/Pager/Pager';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Table, type TableColumn } from '../../../components/Table/Table';
import { TextField } from '../../../components/TextField/TextField';
import * as shared from '../shared.css';

/** A list paged and searched on the server: the search box's text and the pager under the table. */
export type AdminListPaging = {
  search: string;
  onSearchChange: (search: string) => void;
  pager: Omit<PagerProps, 'label'>;
};

export type AdminTablePageProps<Row extends { id: string | number }> = {
  heading: string;
  subtitle?: string;
  /** The page's main action, e.g. 'Add Service'. */
  action?: ReactNode;
  tableLabel: string;
  columns: readonly TableColumn[];
  rows: readonly Row[];
  renderCell: (row: Row, columnId: string) => ReactNode;
  status: LoadStatus;
  loadingText: string;
  emptyText: string;
  /** What could not be loaded, as a sentence, with 'Try again'. */
  failedTitle: string;
  onRetry: () => void;
  /** Given, the list has a search box (with this label and placeholder) and a pager. */
  paging?: AdminListPaging & { searchLabel: string; searchPlaceholder: string };
  /** The page's dialogs. */
  children?: ReactNode;
};

/** The frame of every admin list: heading and action, search, the table with its states, the pager. */
export function AdminTablePage<Row extends { id: string | number }>({
  heading,
  subtitle,
  action,
  tableLabel,
  columns,
  rows,
  renderCell,
  status,
  loadingText,
  emptyText,
  failedTitle,
  onRetry,
  paging,
  children,
}: AdminTablePageProps<Row>) {
  return (
    <div className={shared.page}>
      <div className={shared.pageHeader}>
        <div>
          <h1 className={shared.pageHeading}>{heading}</h1>
          {subtitle ? <p className={shared.pageSubtitle}>{subtitle}</p> : null}
        </div>
        {action}
      </div>
      <Card>
        {paging ? (
          <div className={shared.search}>
            <TextField
              label={paging.searchLabel}
              placeholder={paging.searchPlaceholder}
              value={paging.search}
              onChange={paging.onSearchChange}
              name="search"
            />
          </div>
        ) : null}
        {status === 'failed' ? (
          <LoadFailed title={failedTitle} onRetry={onRetry} />
        ) : (
          <Table
            aria-label={tableLabel}
            columns={columns}
            rows={rows}
            renderCell={renderCell}
            isLoading={status === 'loading'}
            loadingText={loadingText}
            emptyText={emptyText}
          />
        )}
        {paging && status === 'loaded' && rows.length > 0 ? (
          <Pager label={`${tableLabel} pages`} {...paging.pager} />
        ) : null}
      </Card>
      {children}
    </div>
  );
}
